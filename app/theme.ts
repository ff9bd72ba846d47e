// The portal's Mantine theme: the brand blue, CJK-friendly fonts, and the colours of the three
// sourcing kinds (docs/product.md#constants-and-limits: inquiry green, tender blue, competitive bid orange).
import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Malgun Gothic", "Apple SD Gothic Neo", "Noto Sans CJK KR", sans-serif',
  defaultRadius: 'sm',
});

export const SOURCING_COLOR = { inquiry: 'green', tender: 'blue', bidding: 'orange' } as const;

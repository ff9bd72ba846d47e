// The portal's Mantine theme: the brand blue, CJK-friendly fonts, and the colours of the three
// sourcing kinds (docs/product/constants.md#constants-and-limits: inquiry green, tender blue, competitive bid orange).
//
// Accessible to everyone (WCAG 2.1 AA, checked by tests/e2e/accessibility.e2e.ts): Mantine draws
// text, links, filled buttons and tags with shade 6 of a colour ("filled"), hovers with shade 7 and
// writes light tags in shade 9 on shade 1. Its default shades 6 are too pale for that (gray 3.3:1,
// blue 3.6:1, green 2.4:1, orange 2.6:1, red 3.3:1 on white), so shades 6 to 9 of the colours the
// portal uses are darker here: every one of them reaches 4.5:1 as text on white, on gray.0 and
// gray.1 (the page and top-bar backgrounds) and on blue.0, and white text on it reaches 4.5:1.
// Shades 0 to 5 (tints, borders, backgrounds) keep Mantine's values, so the look is the same.
// The placeholder (Mantine: gray.5) and the focus ring are set in theme.css.
import { colorsTuple, createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import './theme.css';

/** Mantine's palette of `name` with shades 6 to 9 replaced (each ≥ 4.5:1 against white, see above). */
function darkerFromSix(name: keyof typeof DEFAULT_THEME.colors, shades: [string, string, string, string]): MantineColorsTuple {
  const light = DEFAULT_THEME.colors[name].slice(0, 6);
  return [...light, ...shades] as unknown as MantineColorsTuple;
}

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Malgun Gothic", "Apple SD Gothic Neo", "Noto Sans CJK KR", sans-serif',
  defaultRadius: 'sm',
  // A focus ring on every focusable Mantine element that the keyboard reaches (theme.css draws the same for the rest).
  focusRing: 'auto',
  colors: {
    // gray.6 is also "dimmed" text: #868e96 (3.3:1 on white) → #636c76 (5.3:1; 4.8:1 on gray.1).
    gray: darkerFromSix('gray', ['#636c76', '#495057', '#343a40', '#212529']),
    // The brand blue: #228be6 (3.6:1) → #176bb8 (5.5:1 on white, white text on it 5.5:1).
    blue: darkerFromSix('blue', ['#176bb8', '#1864ab', '#165a9b', '#124d87']),
    // Inquiries: #40c057 (2.4:1) → #2a7a3a (5.3:1).
    green: darkerFromSix('green', ['#2a7a3a', '#246b33', '#1f5d2c', '#1b5227']),
    // Competitive bids: #fd7e14 (2.6:1) → #b8430b (5.5:1).
    orange: darkerFromSix('orange', ['#b8430b', '#a33c0a', '#8f350a', '#7d2e09']),
    // Days left, errors: #fa5252 (3.3:1) → #c92a2a (5.5:1).
    red: darkerFromSix('red', ['#c92a2a', '#b02525', '#9b2020', '#871c1c']),
    // Only its light tag (the user's level: shade 9 on shade 1) is text: #e67700 (2.7:1 on yellow.1) → #7a5200 (6.2:1).
    yellow: darkerFromSix('yellow', [DEFAULT_THEME.colors.yellow[6], DEFAULT_THEME.colors.yellow[7], DEFAULT_THEME.colors.yellow[8], '#7a5200']),
    // The buyers' tiers and the active purchasers' medals: white text on each ≥ 5:1
    // (were #d4a017 2.4:1, #9ea7b3 2.4:1 / #8e99a6 2.9:1, #b87333 3.8:1, #4f8fe6 3.3:1).
    gold: colorsTuple('#866400'),
    silver: colorsTuple('#636c76'),
    bronze: colorsTuple('#955a25'),
    diamond: colorsTuple('#2b6cb0'),
  },
});

export const SOURCING_COLOR = { inquiry: 'green', tender: 'blue', bidding: 'orange' } as const;

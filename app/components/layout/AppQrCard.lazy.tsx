// The side toolbar's app entry: the app's QR code on hover, focus or touch (Mantine's HoverCard).
// Loaded after the first paint (SideToolbar.tsx).
import { HoverCard, Image, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AppDownloadLink } from '#contract/schemas.ts';
import classes from './SideToolbar.module.css';

export function AppQrCard({ app }: { app: AppDownloadLink }) {
  const { t } = useTranslation('layout');
  return (
    <HoverCard position="left" shadow="md" events={{ hover: true, focus: true, touch: true }}>
      <HoverCard.Target>
        <UnstyledButton type="button" className={classes.item} data-testid="toolbar-app">
          {t('toolbar.app')}
        </UnstyledButton>
      </HoverCard.Target>
      <HoverCard.Dropdown data-testid="toolbar-app-qr">
        <Image src={app.qrCodeUrl} alt={t('toolbar.qrAlt')} w={120} h={120} width={120} height={120} loading="lazy" />
        <Text size="xs" ta="center" mt={4}>
          {t('toolbar.appScan')}
        </Text>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

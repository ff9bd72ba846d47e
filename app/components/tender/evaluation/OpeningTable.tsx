// The opening record as the evaluation reads it: when it was opened and how many bids count, every
// bid as the public record shows it (OpeningBids), and the record's digest.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenderOpeningView } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { OpeningBids } from '../OpeningBids.tsx';

/** currency: the bids' (the award's once made; null: the site's). */
export function OpeningTable({ opening, currency }: { opening: TenderOpeningView; currency: string | null }) {
  const { t } = useTranslation('tenderEvaluation');
  const locale = useLocale();
  return (
    <>
      <Text size="sm" data-testid="opening-summary" data-outcome={opening.outcome}>
        {t(`opening.${opening.outcome}`, { time: formatDate(opening.createTime, locale, 'YYYY-MM-DD HH:mm'), count: opening.validCount })}
      </Text>
      <OpeningBids bids={opening.bids} currency={currency} />
      <Text size="xs" c="dimmed" ff="monospace" data-testid="opening-digest">
        {t('opening.digest', { digest: opening.digest })}
      </Text>
    </>
  );
}

// The opening record as the evaluation reads it: each bidder, its total, its receipt's hash, whether
// the receipt verified and the bid counts; the record's time and digest.
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenderOpeningView } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';

export function OpeningTable({ opening }: { opening: TenderOpeningView }) {
  const { t } = useTranslation('tenderEvaluation');
  const locale = useLocale();
  return (
    <>
      <Text size="sm" data-testid="opening-summary" data-outcome={opening.outcome}>
        {t(`opening.${opening.outcome}`, { time: formatDate(opening.createTime, locale, 'YYYY-MM-DD HH:mm'), count: opening.validCount })}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table data-testid="opening-bids">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('opening.bidder')}</Table.Th>
              <Table.Th>{t('opening.total')}</Table.Th>
              <Table.Th>{t('opening.received')}</Table.Th>
              <Table.Th>{t('opening.receipt')}</Table.Th>
              <Table.Th>{t('opening.valid')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {opening.bids.map((bid) => (
              <Table.Tr key={bid.bidId} data-testid="opening-bid" data-bid={bid.bidId} data-valid={bid.valid}>
                <Table.Td>{bid.supplier.name}</Table.Td>
                <Table.Td>{formatAmount(bid.totalAmount, 'CNY', locale)}</Table.Td>
                <Table.Td>{formatDate(bid.submittedTime, locale, 'YYYY-MM-DD HH:mm')}</Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace" title={bid.receiptHash}>
                    {bid.receiptHash.slice(0, 12)}…
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={bid.valid ? 'green' : 'red'} variant="light">
                    {t(bid.valid ? 'opening.yes' : bid.verified ? 'opening.stale' : 'opening.unverified')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" ff="monospace" data-testid="opening-digest">
        {t('opening.digest', { digest: opening.digest })}
      </Text>
    </>
  );
}

// The bids an opening record kept (docs/product/tenders.md#the-public-opening), one table wherever it
// is read — the public record its buyer and every bidder open, the buyer's evaluation page: per bid
// its bidder, total price, tax rate, the bid's revision when the record names it, when it was
// received, its receipt hash, whether the opened prices hash to it again, whether it answered the
// latest documents, and whether it counts. In a scroll box, so the page reads at 390 px.
import { Badge, Code, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { ScrollTable } from '#app/components/ScrollTable.tsx';

/** A bid as both records keep it (the public one also names its revision). */
export type OpeningBid = {
  bidId: number;
  supplier: { name: string };
  totalAmount: number;
  taxRate: number | null;
  revision?: number;
  submittedTime: number;
  receiptHash: string;
  verified: boolean;
  current: boolean;
  valid: boolean;
};

/** currency: the record's (null: the site's, when the record names none). */
export function OpeningBids({ bids, currency }: { bids: readonly OpeningBid[]; currency: string | null }) {
  const { t } = useTranslation('tenderBid');
  const locale = useLocale();
  const revisions = bids.some((bid) => bid.revision !== undefined);
  const yes = (value: boolean) => (
    <Badge color={value ? 'green' : 'red'} variant="light">
      {t(value ? 'opening.yes' : 'opening.no')}
    </Badge>
  );
  return (
    <ScrollTable minWidth={960} label={t('opening.title')}>
      <Table withTableBorder fz="sm" data-testid="opening-bids">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('opening.supplier')}</Table.Th>
            <Table.Th>{t('opening.total')}</Table.Th>
            <Table.Th>{t('opening.taxRate')}</Table.Th>
            {revisions && <Table.Th>{t('opening.revision')}</Table.Th>}
            <Table.Th>{t('opening.submitted')}</Table.Th>
            <Table.Th>{t('opening.hash')}</Table.Th>
            <Table.Th>{t('opening.verified')}</Table.Th>
            <Table.Th>{t('opening.current')}</Table.Th>
            <Table.Th>{t('opening.valid')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bids.map((bid) => (
            <Table.Tr key={bid.bidId} data-testid="opening-bid" data-bid={bid.bidId} data-valid={bid.valid} data-amount={bid.totalAmount}>
              <Table.Td>{bid.supplier.name}</Table.Td>
              <Table.Td>{formatAmount(bid.totalAmount, currency, locale)}</Table.Td>
              <Table.Td>{bid.taxRate === null ? '—' : `${bid.taxRate}%`}</Table.Td>
              {revisions && <Table.Td>{bid.revision ?? '—'}</Table.Td>}
              <Table.Td>{formatDate(bid.submittedTime, locale, 'YYYY-MM-DD HH:mm:ss')}</Table.Td>
              <Table.Td>
                <Code style={{ overflowWrap: 'anywhere' }} data-testid="opening-bid-hash">
                  {bid.receiptHash}
                </Code>
              </Table.Td>
              <Table.Td>{yes(bid.verified)}</Table.Td>
              <Table.Td>{yes(bid.current)}</Table.Td>
              <Table.Td>{yes(bid.valid)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

// The opening record of a sealed inquiry: when and by whom it was opened, its digest, and per quote
// the sealed text's hash, the receipt's hash, whether the opened prices give that receipt again, and the total.
import { Badge, Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpeningRecord } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { ScrollTable } from '../ScrollTable.tsx';

const short = (hash: string) => (hash.length > 16 ? `${hash.slice(0, 16)}…` : hash || '—');

export function OpeningRecordCard({ record, currency }: { record: OpeningRecord; currency: string }) {
  const { t } = useTranslation('inquiry');
  const locale = useLocale();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="opening-record" data-testid="opening-record">
      <Stack gap="sm">
        <Title order={2} size="h4" id="opening-record">
          {t('opening.title')}
        </Title>
        <Text size="sm" data-testid="opening-when">
          {t('opening.when', {
            time: formatDate(record.openTime, locale, 'YYYY-MM-DD HH:mm:ss'),
            member: record.openedBy.memberName,
            user: record.openedBy.userName,
          })}
        </Text>
        <Text size="sm">
          {t('opening.digest')} <Code>{record.digest}</Code>
        </Text>
        <ScrollTable minWidth={700} label={t('opening.title')}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('quotes.supplier')}</Table.Th>
                <Table.Th>{t('quotes.revision')}</Table.Th>
                <Table.Th>{t('opening.sealedHash')}</Table.Th>
                <Table.Th>{t('opening.receiptHash')}</Table.Th>
                <Table.Th>{t('opening.verified')}</Table.Th>
                <Table.Th>{t('quotes.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {record.quotes.map((quote) => (
                <Table.Tr key={quote.quoteId} data-testid="opened-quote">
                  <Table.Td>{quote.supplier.name}</Table.Td>
                  <Table.Td>{quote.revision}</Table.Td>
                  <Table.Td>
                    <Code title={quote.sealedHash}>{short(quote.sealedHash)}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Code title={quote.receiptHash}>{short(quote.receiptHash)}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={quote.verified ? 'green' : 'red'} variant="light" data-testid="opened-verified" data-verified={quote.verified}>
                      {t(quote.verified ? 'opening.yes' : 'opening.no')}
                    </Badge>
                  </Table.Td>
                  <Table.Td data-testid="opened-total">
                    {quote.totalAmount === null ? '—' : formatAmount(quote.totalAmount, currency, locale)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Stack>
    </Paper>
  );
}

// The opening record of a sealed inquiry, as every supplier who quoted reads it: when and by whom it
// was opened, the record's digest, and per quote its receipt hash and whether the opened prices hash
// to it again; a supplier sees its own total only.
import { Alert, Code, Paper, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Section } from '#bff/views.ts';
import type { OpeningRecord } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { Fact } from '../member-centre/Fact.tsx';
import { ScrollTable } from '../ScrollTable.tsx';

export function OpeningRecordView({ opening, currency }: { opening: Section<OpeningRecord>; currency: string }) {
  const { t } = useTranslation('quote');
  const locale = useLocale();
  return (
    <Paper withBorder p="lg" radius="md" component="section" id="opening" aria-labelledby="quote-opening-title" data-testid="quote-opening">
      <Stack gap="sm">
        <Title order={2} size="h4" id="quote-opening-title">
          {t('opening.title')}
        </Title>
        {opening.status === 'error' ? (
          <Alert color="orange">{t('opening.error')}</Alert>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Fact label={t('opening.time')} value={formatDate(opening.data.openTime, locale, 'YYYY-MM-DD HH:mm:ss')} />
              <Fact label={t('opening.by')} value={`${opening.data.openedBy.memberName} · ${opening.data.openedBy.userName}`} />
              <Fact label={t('opening.digest')} value={<Code>{opening.data.digest}</Code>} />
            </SimpleGrid>
            <ScrollTable minWidth={640} label={t('opening.title')}>
              <Table withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('opening.supplier')}</Table.Th>
                    <Table.Th>{t('opening.revision')}</Table.Th>
                    <Table.Th>{t('opening.total')}</Table.Th>
                    <Table.Th>{t('receipt.hash')}</Table.Th>
                    <Table.Th>{t('opening.verified')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {opening.data.quotes.map((quote) => (
                    <Table.Tr key={quote.quoteId} data-testid="opening-quote">
                      <Table.Td>{quote.supplier.name}</Table.Td>
                      <Table.Td>{quote.revision}</Table.Td>
                      <Table.Td>{quote.totalAmount === null ? t('opening.hidden') : formatAmount(quote.totalAmount, currency, locale)}</Table.Td>
                      <Table.Td>
                        <Code>{quote.receiptHash}</Code>
                      </Table.Td>
                      <Table.Td>{t(quote.verified ? 'opening.ok' : 'opening.failed')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </>
        )}
      </Stack>
    </Paper>
  );
}

// Who quoted and when: before a sealed inquiry's opening the supplier, its revision and times only
// (no price: "sealed"); once prices may be seen (an open inquiry as quotes arrive, a sealed one once
// opened), each quote's total, tax, delivery and notes, and under it each line's price with its own
// delivery date (the quote's the default) and notes.
import { Badge, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { InquiryLine, QuoteRoster, RosterQuote } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { quotedLines } from './quoted-lines.ts';
import { ScrollTable } from '../ScrollTable.tsx';

const DATE_TIME = 'YYYY-MM-DD HH:mm';
const COLUMNS = 8;

type Props = { roster: QuoteRoster; materiels: readonly InquiryLine[] };

export function QuoteRosterTable({ roster, materiels }: Props) {
  const { t } = useTranslation('inquiry');
  const locale = useLocale();
  if (roster.quotes.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="quotes-empty">
        {t('quotes.empty')}
      </Text>
    );
  }
  return (
    <ScrollTable minWidth={760} label={t('quotes.title', { count: roster.quotes.length })}>
      <Table data-testid="quote-rows" data-prices={roster.pricesVisible}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('quotes.supplier')}</Table.Th>
            <Table.Th>{t('quotes.firstTime')}</Table.Th>
            <Table.Th>{t('quotes.lastTime')}</Table.Th>
            <Table.Th>{t('quotes.revision')}</Table.Th>
            <Table.Th>{t('quotes.total')}</Table.Th>
            <Table.Th>{t('quotes.taxRate')}</Table.Th>
            <Table.Th>{t('quotes.delivery')}</Table.Th>
            <Table.Th>{t('quotes.notes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roster.quotes.map((quote) => (
            <Fragment key={quote.quoteId}>
              <Table.Tr data-testid="quote-row" data-state={quote.state}>
                <Table.Td>
                  <Text size="sm" data-testid="quote-supplier">
                    {quote.supplier.name}
                  </Text>
                  {quote.state === 'withdrawn' && (
                    <Badge size="xs" color="gray" variant="light">
                      {t('quotes.withdrawn')}
                    </Badge>
                  )}
                  {quote.needsConfirm && (
                    <Badge size="xs" color="orange" variant="light">
                      {t('quotes.needsConfirm')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{formatDate(quote.createTime, locale, DATE_TIME)}</Table.Td>
                <Table.Td>{formatDate(quote.updateTime, locale, DATE_TIME)}</Table.Td>
                <Table.Td>{quote.revision}</Table.Td>
                <Table.Td data-testid="quote-total">
                  {quote.totalAmount === null ? (
                    <Text size="sm" c="dimmed" component="span">
                      {t('quotes.sealed')}
                    </Text>
                  ) : (
                    formatAmount(quote.totalAmount, roster.currency, locale)
                  )}
                </Table.Td>
                <Table.Td>{quote.taxRate === null ? '—' : `${quote.taxRate}%`}</Table.Td>
                <Table.Td>{quote.deliveryTime === null ? '—' : formatDate(quote.deliveryTime, locale)}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {quote.notes || '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
              <QuotedLinesRow quote={quote} materiels={materiels} currency={roster.currency} />
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** A quote's priced lines under its row, once its prices may be seen (nothing while sealed). */
function QuotedLinesRow({ quote, materiels, currency }: { quote: RosterQuote; materiels: readonly InquiryLine[]; currency: string }) {
  const { t } = useTranslation('inquiry');
  const locale = useLocale();
  const lines = quotedLines(quote, materiels);
  if (lines === null || lines.length === 0) return null;
  const money = (amount: number) => formatAmount(amount, currency, locale);
  return (
    <Table.Tr data-testid="quote-lines" data-quote={quote.quoteId}>
      <Table.Td colSpan={COLUMNS} pl="xl">
        <Table withRowBorders={false} verticalSpacing={2} fz="xs" aria-label={t('quotes.linesOf', { name: quote.supplier.name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('quotes.line')}</Table.Th>
              <Table.Th>{t('quotes.unitPrice')}</Table.Th>
              <Table.Th>{t('quotes.quantity')}</Table.Th>
              <Table.Th>{t('quotes.amount')}</Table.Th>
              <Table.Th>{t('quotes.lineDelivery')}</Table.Th>
              <Table.Th>{t('quotes.lineNotes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.materielId} data-testid="quote-line" data-materiel={line.materielId}>
                <Table.Td>{line.materiel ? `${line.materiel.number} ${line.materiel.name}` : t('quotes.formerLine')}</Table.Td>
                <Table.Td>{money(line.unitPrice)}</Table.Td>
                <Table.Td>
                  {line.quantity}
                  {line.materiel ? ` ${line.materiel.unit}` : ''}
                </Table.Td>
                <Table.Td>{money(line.amount)}</Table.Td>
                <Table.Td data-testid="quote-line-delivery" data-own={line.ownDelivery}>
                  {line.deliveryTime === null ? (
                    '—'
                  ) : line.ownDelivery ? (
                    <Text span fz="xs" fw={600}>
                      {formatDate(line.deliveryTime, locale)}
                    </Text>
                  ) : (
                    t('quotes.quoteDelivery', { date: formatDate(line.deliveryTime, locale) })
                  )}
                </Table.Td>
                <Table.Td data-testid="quote-line-notes">
                  <Text span fz="xs" style={{ whiteSpace: 'pre-wrap' }}>
                    {line.notes || '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.Td>
    </Table.Tr>
  );
}

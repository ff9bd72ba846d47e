// The supplier's own quote: every revision, newest first, each with its receipt (the platform's time
// and the sha256 of what it received), its lines' delivery dates (a line's own, else the quote's)
// and notes; a sealed quote's earlier prices stay hidden, its latest the platform reads back to its
// supplier alone.
import { Code, Group, List, Paper, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OwnQuote, QuoteReceipt, QuoteRevisionView, MemberInquiry } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { linkableUrl } from '#app/lib/safe-url.ts';
import { quoteStatus } from '#app/lib/quote-figures.ts';
import { QuoteStatusBadge } from './QuoteStatusBadge.tsx';

const SECONDS = 'YYYY-MM-DD HH:mm:ss';

/** The lines a revision names: its priced lines, or (prices sealed) those with their own terms. */
const lineIds = (revision: QuoteRevisionView) => (revision.lines ?? revision.lineTerms).map((line) => line.materielId);

/** A revision's lines: price and amount when readable, each line's delivery date (its own, else the quote's) and notes. */
function RevisionLines({ inquiry, quote, revision }: { inquiry: MemberInquiry; quote: OwnQuote; revision: QuoteRevisionView }) {
  const { t } = useTranslation('quote');
  const locale = useLocale();
  const money = (amount: number) => formatAmount(amount, quote.currency, locale);
  const name = (materielId: number) => inquiry.materiels.find((line) => line.id === materielId)?.name ?? `#${materielId}`;
  const ids = lineIds(revision);
  if (ids.length === 0) return null;
  return (
    <Table fz="xs" withTableBorder maw={760} aria-label={t('history.lines')} data-testid="quote-revision-lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('form.name')}</Table.Th>
          {revision.lines && (
            <>
              <Table.Th>{t('form.unitPrice')}</Table.Th>
              <Table.Th>{t('form.amount')}</Table.Th>
            </>
          )}
          <Table.Th>{t('history.delivery')}</Table.Th>
          <Table.Th>{t('history.notes')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ids.map((materielId) => {
          const line = revision.lines?.find((l) => l.materielId === materielId);
          const terms = revision.lineTerms.find((l) => l.materielId === materielId);
          const delivery = terms?.deliveryTime ?? revision.deliveryTime;
          return (
            <Table.Tr key={materielId} data-testid="quote-revision-line" data-id={materielId}>
              <Table.Td>{name(materielId)}</Table.Td>
              {revision.lines && (
                <>
                  <Table.Td>{line ? `${money(line.unitPrice)} × ${line.quantity}` : '—'}</Table.Td>
                  <Table.Td>{line ? money(line.amount) : '—'}</Table.Td>
                </>
              )}
              <Table.Td data-testid="quote-revision-line-delivery" data-own={terms?.deliveryTime ? 'true' : 'false'}>
                {delivery === null ? '—' : formatDate(delivery, locale)}
              </Table.Td>
              <Table.Td data-testid="quote-revision-line-notes" style={{ whiteSpace: 'pre-wrap' }}>
                {terms?.notes ?? ''}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

export function QuoteHistory({ inquiry, quote }: { inquiry: MemberInquiry; quote: OwnQuote }) {
  const { t } = useTranslation('quote');
  const locale = useLocale();
  const money = (amount: number) => formatAmount(amount, quote.currency, locale);
  const latest = quote.revisions[0];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="quote-history-title" data-testid="quote-history">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="quote-history-title">
            {t('history.title')}
          </Title>
          <QuoteStatusBadge status={quoteStatus({ state: quote.state, revision: latest?.revision ?? 1 })} />
        </Group>
        <Timeline bulletSize={14} lineWidth={2} active={0}>
          {quote.revisions.map((revision) => (
            <Timeline.Item
              key={revision.revision}
              title={`${t('history.revision', { revision: revision.revision })} · ${t(`history.kinds.${revision.kind}`)}`}
              data-testid="quote-revision"
              data-revision={revision.revision}
              data-kind={revision.kind}
            >
              <Stack gap={4}>
                <Text size="sm">
                  {t('history.time')}: <span data-testid="quote-revision-time">{formatDate(revision.createTime, locale, SECONDS)}</span>
                </Text>
                <Text size="sm">
                  {t('history.hash')}: <Code data-testid="quote-revision-hash">{revision.receiptHash}</Code>
                </Text>
                {revision.kind === 'submitted' && (
                  <>
                    <Text size="sm">
                      {t('history.total')}:{' '}
                      <span data-testid="quote-revision-total">
                        {revision.totalAmount === null ? t('history.sealed') : money(revision.totalAmount)}
                      </span>
                      {revision.taxRate !== null && ` · ${t('history.taxRate')} ${revision.taxRate}%`}
                      {revision.deliveryTime !== null && ` · ${t('history.delivery')} ${formatDate(revision.deliveryTime, locale)}`}
                    </Text>
                    {revision.inquiryRevision !== inquiry.revision && (
                      <Text size="xs" c="orange.9">
                        {t('history.answered', { revision: revision.inquiryRevision })}
                      </Text>
                    )}
                    <RevisionLines inquiry={inquiry} quote={quote} revision={revision} />
                    {revision.notes && (
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {t('history.notes')}: {revision.notes}
                      </Text>
                    )}
                    {revision.files.length > 0 && (
                      <List size="sm" aria-label={t('history.files')}>
                        {revision.files.map((file) => {
                          const href = linkableUrl(file.url);
                          return <List.Item key={file.url}>{href ? <a href={href}>{file.name}</a> : file.name}</List.Item>;
                        })}
                      </List>
                    )}
                  </>
                )}
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}

/** What the platform answered the submission or withdrawal just made: its time and hash. */
export function ReceiptNotice({ receipt }: { receipt: QuoteReceipt }) {
  const { t } = useTranslation('quote');
  const locale = useLocale();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg="green.0"
      role="status"
      data-testid="quote-receipt"
      data-kind={receipt.kind}
      data-revision={receipt.revision}
    >
      <Stack gap={4}>
        <Text fw={700}>{t(`receipt.${receipt.kind}`, { revision: receipt.revision })}</Text>
        <Text size="sm">
          {t('receipt.time')}: <span data-testid="quote-receipt-time">{formatDate(receipt.receivedTime, locale, SECONDS)}</span>
        </Text>
        <Text size="sm">
          {t('receipt.hash')}: <Code data-testid="quote-receipt-hash">{receipt.sha256}</Code>
        </Text>
        {receipt.kind === 'submitted' && (
          <Text size="sm">
            {t('receipt.total')}:{' '}
            <span data-testid="quote-receipt-total">
              {receipt.totalAmount === null ? t('receipt.sealed') : formatAmount(receipt.totalAmount, receipt.currency, locale)}
            </span>
          </Text>
        )}
        {receipt.kind === 'submitted' && receipt.sealed && receipt.totalAmount !== null && <Text size="sm">{t('receipt.sealed')}</Text>}
        <Text size="xs">{t('receipt.hashHint')}</Text>
      </Stack>
    </Paper>
  );
}

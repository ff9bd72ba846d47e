// The comparison (suppliers as columns, the inquiry's material lines as rows, the lowest unit price per
// line marked, each line's delivery date under its price — the line's own, else the quote's — and its
// notes; totals, tax, delivery, credit and history with this buyer) and, while the inquiry may
// be awarded, the award: each line to one quote (all to one supplier at a press), a reason required
// when a line does not go to its lowest. A quote answering an older revision cannot win.
import { Badge, Button, Group, Paper, Radio, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import type { InquiryActionAnswer } from '#bff/inquiry/views.ts';
import type { Comparison } from '#contract/schemas.ts';
import { REASON_MAX } from '#contract/schemas/member-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { EXPORT_PATHS } from '#bff/exports/lists.ts';
import { ExportLink } from '../exports/ExportLink.tsx';
import { ScrollTable } from '../ScrollTable.tsx';

type Props = {
  comparison: Comparison;
  canAward: boolean;
  awardKey: string;
  answer: Extract<InquiryActionAnswer, { ok: false }> | undefined;
};

/** The first choice of each line: what was posted, else its lowest quote when that one may win. */
function initialChoice(comparison: Comparison, answer: Props['answer']): Record<number, number> {
  const eligible = new Set(comparison.suppliers.filter((s) => !s.needsConfirm).map((s) => s.quoteId));
  const choice: Record<number, number> = {};
  for (const line of comparison.lines) {
    const posted = Number(answer?.values[`line.${line.materielId}`]);
    if (posted && eligible.has(posted)) choice[line.materielId] = posted;
    else if (line.lowestQuoteId !== null && eligible.has(line.lowestQuoteId)) choice[line.materielId] = line.lowestQuoteId;
  }
  return choice;
}

export function ComparisonAward({ comparison, canAward, awardKey, answer }: Props) {
  const { t } = useTranslation('inquiry');
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'award';
  const [choice, setChoice] = useState<Record<number, number>>(() => initialChoice(comparison, answer));
  const money = (amount: number) => formatAmount(amount, comparison.currency, locale);
  const { suppliers, lines } = comparison;
  const notLowest = lines.some((line) => choice[line.materielId] !== undefined && choice[line.materielId] !== line.lowestQuoteId);
  const complete = lines.every((line) => choice[line.materielId] !== undefined);
  const wholeTo = (quoteId: number) => setChoice(Object.fromEntries(lines.map((line) => [line.materielId, quoteId])));
  const quotesAll = (supplier: Comparison['suppliers'][number]) =>
    !supplier.needsConfirm && lines.every((line) => supplier.lines.some((l) => l.materielId === line.materielId));

  const table = (
    <ScrollTable minWidth={320 + suppliers.length * 220} label={t('comparison.title')}>
      <Table withColumnBorders data-testid="comparison-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('comparison.line')}</Table.Th>
            {suppliers.map((supplier) => (
              <Table.Th key={supplier.quoteId} data-testid="comparison-supplier" data-quote={supplier.quoteId}>
                <Stack gap={2}>
                  <Text size="sm" fw={700}>
                    {supplier.supplier.name}
                  </Text>
                  {supplier.needsConfirm && (
                    <Badge size="xs" color="orange" variant="light">
                      {t('quotes.needsConfirm')}
                    </Badge>
                  )}
                  {comparison.lowestWholeQuoteId === supplier.quoteId && (
                    <Badge size="xs" color="green" variant="light" data-testid="comparison-lowest-whole">
                      {t('comparison.lowestWhole')}
                    </Badge>
                  )}
                  {canAward && quotesAll(supplier) && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => wholeTo(supplier.quoteId)}
                      data-testid="award-whole"
                      aria-label={t('award.wholeTo', { name: supplier.supplier.name })}
                    >
                      {t('award.whole')}
                    </Button>
                  )}
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.materielId} data-testid="comparison-line" data-materiel={line.materielId}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {line.number} {line.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('comparison.quantity', { count: line.purchaseCount, unit: line.unit })}
                </Text>
              </Table.Td>
              {suppliers.map((supplier) => {
                const quoted = supplier.lines.find((l) => l.materielId === line.materielId);
                const terms = supplier.lineTerms.find((l) => l.materielId === line.materielId);
                const delivery = terms?.deliveryTime ?? supplier.deliveryTime;
                const lowest = line.lowestQuoteId === supplier.quoteId;
                return (
                  <Table.Td
                    key={supplier.quoteId}
                    data-testid="comparison-cell"
                    data-lowest={lowest}
                    bg={lowest ? 'var(--mantine-color-green-light)' : undefined}
                  >
                    {quoted ? (
                      <Stack gap={2}>
                        <Text size="sm" data-testid="comparison-unit-price">
                          {money(quoted.unitPrice)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t('comparison.amount', { amount: money(quoted.amount), quantity: quoted.quantity })}
                        </Text>
                        {delivery !== null && (
                          <Text
                            size="xs"
                            fw={terms?.deliveryTime ? 600 : undefined}
                            data-testid="comparison-line-delivery"
                            data-own={terms?.deliveryTime ? 'true' : 'false'}
                          >
                            {t('comparison.lineDelivery', { date: formatDate(delivery, locale) })}
                          </Text>
                        )}
                        {terms?.notes && (
                          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} data-testid="comparison-line-notes">
                            {terms.notes}
                          </Text>
                        )}
                        {lowest && (
                          <Badge size="xs" color="green" data-testid="comparison-lowest">
                            {t('comparison.lowest')}
                          </Badge>
                        )}
                        {canAward && !supplier.needsConfirm && (
                          <Radio
                            name={`line.${line.materielId}`}
                            value={String(supplier.quoteId)}
                            checked={choice[line.materielId] === supplier.quoteId}
                            onChange={() => setChoice((now) => ({ ...now, [line.materielId]: supplier.quoteId }))}
                            label={t('award.choose')}
                            aria-label={t('award.chooseFor', { line: line.name, name: supplier.supplier.name })}
                            size="xs"
                            data-testid="award-choice"
                          />
                        )}
                      </Stack>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('comparison.notQuoted')}
                      </Text>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('comparison.total')}</Table.Th>
            {suppliers.map((s) => (
              <Table.Td key={s.quoteId} data-testid="comparison-total" fw={700}>
                {money(s.totalAmount)}
              </Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('quotes.taxRate')}</Table.Th>
            {suppliers.map((s) => (
              <Table.Td key={s.quoteId}>{s.taxRate === null ? '—' : `${s.taxRate}%`}</Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('quotes.delivery')}</Table.Th>
            {suppliers.map((s) => (
              <Table.Td key={s.quoteId}>{s.deliveryTime === null ? '—' : formatDate(s.deliveryTime, locale)}</Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('comparison.credit')}</Table.Th>
            {suppliers.map((s) => (
              <Table.Td key={s.quoteId}>{s.creditPoint}</Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('comparison.history')}</Table.Th>
            {suppliers.map((s) => (
              <Table.Td key={s.quoteId}>{t('comparison.historyValue', { orders: s.history.orders, amount: money(s.history.amount) })}</Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('comparison.lowestCount')}</Table.Th>
            {suppliers.map((s) => (
              <Table.Td key={s.quoteId}>{s.lowestCount}</Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="comparison-title" data-testid="comparison">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4" id="comparison-title">
            {t(canAward ? 'comparison.titleAward' : 'comparison.title')}
          </Title>
          <ExportLink to={EXPORT_PATHS.comparison} params={{ id: comparison.inquiryId }} withFilters={false} testId="comparison-export" />
        </Group>
        {comparison.purchaseType === 1 && (
          <Text size="sm" c="dimmed">
            {t('comparison.fixedAmount', { amount: money(comparison.budgetAmount) })}
          </Text>
        )}
        {canAward ? (
          <Form method="post" data-testid="award-form">
            <input type="hidden" name="awardKey" value={awardKey} />
            <Stack>
              {table}
              {answer?.fieldErrors.lines && (
                <Text size="sm" c="red" role="alert">
                  {answer.fieldErrors.lines}
                </Text>
              )}
              <Textarea
                name="reason"
                label={t('award.reason')}
                description={t(notLowest ? 'award.reasonRequired' : 'award.reasonOptional')}
                defaultValue={answer?.values.reason}
                error={answer?.fieldErrors.reason}
                required={notLowest}
                maxLength={REASON_MAX}
                autosize
                minRows={2}
                data-testid="award-reason"
              />
              <Group>
                <Button type="submit" name="intent" value="award" loading={busy} disabled={!complete} data-testid="award-submit">
                  {t('award.submit')}
                </Button>
                {!complete && (
                  <Text size="sm" c="dimmed">
                    {t('award.chooseEveryLine')}
                  </Text>
                )}
              </Group>
            </Stack>
          </Form>
        ) : (
          table
        )}
      </Stack>
    </Paper>
  );
}

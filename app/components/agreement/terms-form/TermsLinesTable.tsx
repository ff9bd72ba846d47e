// A contract's lines as the draft and the proposal type them (docs/decisions/025-contracts.md): each
// line's item, unit and awarded quantity, its quantity (at most what was awarded: the platform answers
// 39013 above it) and its delivery date. The draft chooses the lines (a box to include each) and shows
// the award's prices: each line's amount as typed and the total against the award's amount. Inputs
// are named by TERMS_FIELD and controlled by the page; the table scrolls in its own box on a phone.
import { Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TERMS_FIELD as F, type TermsLineValues } from '#bff/agreement/terms-form.ts';
import type { AgreementLine } from '#contract/schemas/agreement.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount } from '#app/lib/format.ts';
import { ScrollTable } from '../../ScrollTable.tsx';
import { lineAmount } from '../form/draft-figures.ts';

type Props = {
  /** The award's lines (their names, awarded quantities and prices), by number. */
  lines: AgreementLine[];
  /** The lines as typed, in the order shown. */
  values: TermsLineValues[];
  onChange: (lineNo: number, change: Partial<TermsLineValues>) => void;
  errors: Record<string, string>;
  /** The draft: a box per line to include it in the contract. */
  choose?: boolean;
  /** The award's prices: each line's unit price and amount, and the total against the award's amount. */
  prices?: { currency: string; total: number; awardAmount: number };
};

export function TermsLinesTable({ lines, values, onChange, errors, choose = false, prices }: Props) {
  const { t } = useTranslation('contract');
  const locale = useLocale();
  const money = (amount: number) => formatAmount(amount, prices?.currency ?? 'CNY', locale);
  const byNo = new Map(lines.map((line) => [line.lineNo, line]));
  const headers = [
    ...(choose ? [t('termsForm.line.include')] : []),
    t('termsForm.line.no'),
    t('termsForm.line.name'),
    t('termsForm.line.unit'),
    t('termsForm.line.awarded'),
    t('termsForm.line.quantity'),
    ...(prices ? [t('termsForm.line.unitPrice'), t('termsForm.line.amount')] : []),
    t('termsForm.line.deliveryDate'),
  ];
  return (
    <Stack gap="xs" data-testid="terms-lines">
      <Text size="sm" c="dimmed">
        {t(choose ? 'termsForm.linesChooseHint' : 'termsForm.linesHint')}
      </Text>
      {errors[F.lines] && (
        <Text c="red" size="sm" role="alert" data-testid="terms-lines-error">
          {errors[F.lines]}
        </Text>
      )}
      <ScrollTable minWidth={prices ? 960 : 720} label={t('termsForm.linesTable')}>
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {values.map((value) => {
              const line = byNo.get(value.lineNo);
              if (!line) return null;
              const included = value.include !== false;
              const amount = lineAmount(value.quantity, line.unitPrice);
              const cell = (header: string) => t('termsForm.line.cellLabel', { lineNo: line.lineNo, header });
              const quantity = F.line(line.lineNo, 'quantity');
              const date = F.line(line.lineNo, 'deliveryDate');
              return (
                <Table.Tr key={line.lineNo} data-testid="terms-line" data-line={line.lineNo} data-included={included}>
                  {choose && (
                    <Table.Td>
                      <Checkbox
                        name={F.line(line.lineNo, 'include')}
                        value="on"
                        checked={included}
                        onChange={(event) => onChange(line.lineNo, { include: event.currentTarget.checked })}
                        aria-label={t('termsForm.line.includeLabel', { lineNo: line.lineNo, name: line.name })}
                        data-testid="terms-line-include"
                      />
                    </Table.Td>
                  )}
                  <Table.Td>{line.lineNo}</Table.Td>
                  <Table.Td miw={160}>
                    <Text size="sm">{line.name}</Text>
                    {(line.number || line.model) && (
                      <Text size="xs" c="dimmed">
                        {[line.number, line.model].filter(Boolean).join(' · ')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{line.unit}</Table.Td>
                  <Table.Td data-testid="terms-line-awarded">{line.awardedQuantity}</Table.Td>
                  <Table.Td miw={110}>
                    <TextInput
                      name={quantity}
                      value={value.quantity}
                      onChange={(event) => onChange(line.lineNo, { quantity: event.currentTarget.value })}
                      error={errors[quantity]}
                      inputMode="decimal"
                      size="xs"
                      aria-label={cell(t('termsForm.line.quantity'))}
                      data-testid="terms-line-quantity"
                    />
                  </Table.Td>
                  {prices && (
                    <>
                      <Table.Td>{money(line.unitPrice)}</Table.Td>
                      <Table.Td data-testid="terms-line-amount">{included && amount !== null ? money(amount) : '—'}</Table.Td>
                    </>
                  )}
                  <Table.Td miw={150}>
                    <TextInput
                      type="date"
                      name={date}
                      value={value.deliveryDate}
                      onChange={(event) => onChange(line.lineNo, { deliveryDate: event.currentTarget.value })}
                      error={errors[date]}
                      size="xs"
                      aria-label={cell(t('termsForm.line.deliveryDate'))}
                      data-testid="terms-line-delivery"
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {prices && (
        <Group gap="xs" justify="flex-end" wrap="wrap">
          <Text fw={600} data-testid="terms-total" data-total={prices.total}>
            {t('termsForm.total', { amount: money(prices.total) })}
          </Text>
          <Text size="sm" c={prices.total > prices.awardAmount ? 'red' : 'dimmed'} data-testid="terms-award-cap">
            {t('termsForm.awardCap', { amount: money(prices.awardAmount) })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

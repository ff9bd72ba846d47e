// The draft's lines (docs/decisions/025-contracts.md, "From an award, prefilled"): each free line of the
// award with a box to include it, its quantity (at most what was awarded: the platform answers 39013
// above it) and its delivery date, its amount at the award's price as typed; then the total against the
// award's amount. Inputs are named l.<lineNo>.<field>; the table scrolls in its own box on a phone.
import { Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DraftLineValues } from '#bff/agreement/views.ts';
import type { AgreementLine } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount } from '#app/lib/format.ts';
import { ScrollTable } from '../../ScrollTable.tsx';
import { lineAmount } from './draft-figures.ts';

type Props = {
  lines: AgreementLine[];
  values: DraftLineValues[];
  onChange: (lineNo: number, change: Partial<DraftLineValues>) => void;
  errors: Record<string, string>;
  currency: string;
  total: number;
  awardAmount: number;
};

const name = (lineNo: number, field: 'include' | 'quantity' | 'deliveryDate') => `l.${lineNo}.${field}`;

export function DraftLinesTable({ lines, values, onChange, errors, currency, total, awardAmount }: Props) {
  const { t } = useTranslation('contract');
  const locale = useLocale();
  const money = (amount: number) => formatAmount(amount, currency, locale);
  const headers = [
    t('line.include'),
    t('line.no'),
    t('line.name'),
    t('line.unit'),
    t('line.awarded'),
    t('line.quantity'),
    t('line.unitPrice'),
    t('line.amount'),
    t('line.deliveryDate'),
  ];
  return (
    <Stack gap="xs" data-testid="contract-lines">
      <Text size="sm" c="dimmed">
        {t('draft.linesHint')}
      </Text>
      {errors.lines && (
        <Text c="red" size="sm" role="alert" data-testid="contract-lines-error">
          {errors.lines}
        </Text>
      )}
      <ScrollTable minWidth={960} label={t('draft.linesTable')}>
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => {
              const value = values.find((typed) => typed.lineNo === line.lineNo);
              if (!value) return null;
              const amount = lineAmount(value.quantity, line.unitPrice);
              const cell = (header: string) => t('line.cellLabel', { lineNo: line.lineNo, header });
              return (
                <Table.Tr key={line.lineNo} data-testid="contract-line" data-line={line.lineNo} data-included={value.include}>
                  <Table.Td>
                    <Checkbox
                      name={name(line.lineNo, 'include')}
                      value="on"
                      checked={value.include}
                      onChange={(event) => onChange(line.lineNo, { include: event.currentTarget.checked })}
                      aria-label={t('line.includeLabel', { lineNo: line.lineNo, name: line.name })}
                      data-testid="contract-line-include"
                    />
                  </Table.Td>
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
                  <Table.Td data-testid="contract-line-awarded">{line.awardedQuantity}</Table.Td>
                  <Table.Td miw={110}>
                    <TextInput
                      name={name(line.lineNo, 'quantity')}
                      value={value.quantity}
                      onChange={(event) => onChange(line.lineNo, { quantity: event.currentTarget.value })}
                      error={errors[name(line.lineNo, 'quantity')]}
                      inputMode="decimal"
                      size="xs"
                      aria-label={cell(t('line.quantity'))}
                      data-testid="contract-line-quantity"
                    />
                  </Table.Td>
                  <Table.Td>{money(line.unitPrice)}</Table.Td>
                  <Table.Td data-testid="contract-line-amount">{value.include && amount !== null ? money(amount) : '—'}</Table.Td>
                  <Table.Td miw={150}>
                    <TextInput
                      type="date"
                      name={name(line.lineNo, 'deliveryDate')}
                      value={value.deliveryDate}
                      onChange={(event) => onChange(line.lineNo, { deliveryDate: event.currentTarget.value })}
                      error={errors[name(line.lineNo, 'deliveryDate')]}
                      size="xs"
                      aria-label={cell(t('line.deliveryDate'))}
                      data-testid="contract-line-delivery"
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Group gap="xs" justify="flex-end" wrap="wrap">
        <Text fw={600} data-testid="contract-total" data-total={total}>
          {t('draft.totalValue', { amount: money(total) })}
        </Text>
        <Text size="sm" c={total > awardAmount ? 'red' : 'dimmed'} data-testid="contract-award-cap">
          {t('draft.awardCap', { amount: money(awardAmount) })}
        </Text>
      </Group>
    </Stack>
  );
}

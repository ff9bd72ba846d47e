// The draft's payment plan (docs/decisions/025-contracts.md, "Payment plan"): one row per stage — its
// name, its ratio of the total, the condition it waits for, its date when it is paid on a date, an
// optional payment day of the month — added and removed in the page, with each stage's amount and the
// ratios' running total as typed. Inputs are named p.<n>.<field> (useKeyedRows: n only grows, so the
// order typed is the order sent). The rules (100 %, 1–31, a date with 'date' only) are the platform's.
import { ActionIcon, Button, Group, NativeSelect, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StageValues } from '#bff/agreement/views.ts';
import { AGREEMENT_LIMITS, PAYMENT_CONDITIONS } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount } from '#app/lib/format.ts';
import { ScrollTable } from '../../ScrollTable.tsx';
import { ratioTotal, stageAmounts } from './draft-figures.ts';

type Props = {
  rows: StageValues[];
  add: () => void;
  remove: (key: string) => void;
  update: (key: string, change: Partial<StageValues>) => void;
  errors: Record<string, string>;
  total: number;
  currency: string;
};

/** A new stage: paid on acceptance, as the platform's draft proposes. */
export const blankStage = (key: string): StageValues => ({ key, name: '', ratio: '', condition: 'acceptance', dueDate: '', payDay: '' });

export function PaymentPlanRows({ rows, add, remove, update, errors, total, currency }: Props) {
  const { t } = useTranslation('contract');
  const locale = useLocale();
  const ratios = rows.map((row) => row.ratio);
  const amounts = stageAmounts(total, ratios);
  const sum = ratioTotal(ratios);
  const headers = [t('stage.no'), t('stage.name'), t('stage.ratio'), t('stage.condition'), t('stage.dueDate'), t('stage.payDay'), t('stage.amount')];
  return (
    <Stack gap="xs" data-testid="contract-plan">
      <Text size="sm" c="dimmed">
        {t('draft.planHint')}
      </Text>
      {errors.plan && (
        <Text c="red" size="sm" role="alert" data-testid="contract-plan-error">
          {errors.plan}
        </Text>
      )}
      <ScrollTable minWidth={900} label={t('draft.planTable')}>
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
              <Table.Th>
                <VisuallyHidden>{t('stage.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const name = (field: keyof Omit<StageValues, 'key'>) => `p.${row.key.slice(1)}.${field}`;
              const label = (header: string) => t('stage.cellLabel', { row: index + 1, header });
              const text = (field: 'name' | 'ratio' | 'payDay', width: number, inputMode?: 'decimal' | 'numeric') => (
                <Table.Td miw={width}>
                  <TextInput
                    name={name(field)}
                    value={row[field]}
                    onChange={(event) => update(row.key, { [field]: event.currentTarget.value })}
                    error={errors[name(field)]}
                    inputMode={inputMode}
                    maxLength={field === 'name' ? AGREEMENT_LIMITS.stageName : undefined}
                    size="xs"
                    aria-label={label(t(`stage.${field}`))}
                    data-testid={`contract-stage-${field}`}
                  />
                </Table.Td>
              );
              const amount = amounts[index];
              return (
                <Table.Tr key={row.key} data-testid="contract-stage">
                  <Table.Td>{index + 1}</Table.Td>
                  {text('name', 160)}
                  {text('ratio', 90, 'decimal')}
                  <Table.Td miw={140}>
                    <NativeSelect
                      name={name('condition')}
                      value={row.condition}
                      onChange={(event) => update(row.key, { condition: event.currentTarget.value })}
                      error={errors[name('condition')]}
                      data={PAYMENT_CONDITIONS.map((condition) => ({ value: condition, label: t(`condition.${condition}`) }))}
                      size="xs"
                      aria-label={label(t('stage.condition'))}
                      data-testid="contract-stage-condition"
                    />
                  </Table.Td>
                  <Table.Td miw={150}>
                    {row.condition === 'date' ? (
                      <TextInput
                        type="date"
                        name={name('dueDate')}
                        value={row.dueDate}
                        onChange={(event) => update(row.key, { dueDate: event.currentTarget.value })}
                        error={errors[name('dueDate')]}
                        size="xs"
                        aria-label={label(t('stage.dueDate'))}
                        data-testid="contract-stage-dueDate"
                      />
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('stage.notDated')}
                      </Text>
                    )}
                  </Table.Td>
                  {text('payDay', 80, 'numeric')}
                  <Table.Td data-testid="contract-stage-amount">{amount === null ? '—' : formatAmount(amount, currency, locale)}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={rows.length <= 1}
                      aria-label={t('stage.remove', { row: index + 1 })}
                      onClick={() => remove(row.key)}
                      data-testid="contract-stage-remove"
                    >
                      ×
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Group justify="space-between" wrap="wrap">
        {rows.length < AGREEMENT_LIMITS.stages ? (
          <Button variant="light" size="xs" onClick={add} data-testid="contract-stage-add">
            {t('stage.add')}
          </Button>
        ) : (
          <span />
        )}
        <Text size="sm" fw={600} c={sum === 100 ? undefined : 'red'} aria-live="polite" data-testid="contract-ratio-total" data-total={sum}>
          {t('draft.ratioTotal', { ratio: sum })} {sum === 100 ? '' : t('draft.ratioShort')}
        </Text>
      </Group>
    </Stack>
  );
}

// The payment plan's rows in a proposal (docs/decisions/025-contracts.md): each stage's name, its
// share of the total, the condition it waits for, and a date (condition "on a date") or a payment
// day of the month; rows added and removed, the ratios' running total shown for comfort (the
// platform refuses a plan that is not 100 %: 37123). Inputs are named s.<n>.<field>.
import { Alert, Button, CloseButton, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProposalStageValues } from '#bff/agreement/detail-views.ts';
import { AGREEMENT_LIMITS, PAYMENT_CONDITIONS, type PaymentCondition } from '#contract/schemas/agreement.ts';
import { useKeyedRows } from '../../forms/useKeyedRows.ts';

type Props = { initial: ProposalStageValues[]; fieldErrors: Record<string, string>; planError: string | undefined };

const nameOf = (key: string, field: keyof Omit<ProposalStageValues, 'key'>) => `s.${key.slice(1)}.${field}`;
const blank = (key: string): ProposalStageValues => ({ key, name: '', ratio: '', condition: 'acceptance', dueDate: '', payDay: '' });

export function ProposalStages({ initial, fieldErrors, planError }: Props) {
  const { t } = useTranslation('contractDetail');
  const stages = useKeyedRows(initial, blank, 's');
  const total = stages.rows.reduce((sum, row) => sum + (Number(row.ratio) || 0), 0);
  const conditions = PAYMENT_CONDITIONS.map((value) => ({ value, label: t(`terms.conditions.${value}`) }));
  return (
    <Stack gap="sm" data-testid="proposal-stages">
      {planError && (
        <Alert color="red" role="alert" data-testid="proposal-plan-error">
          {planError}
        </Alert>
      )}
      {stages.rows.map((row, index) => {
        const n = index + 1;
        return (
          <Paper key={row.key} withBorder p="sm" radius="sm" data-testid="proposal-stage" data-key={row.key}>
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={600}>
                {t('proposal.stageOf', { stage: n })}
              </Text>
              {stages.rows.length > 1 && (
                <CloseButton
                  aria-label={t('proposal.removeStage', { stage: n })}
                  onClick={() => stages.remove(row.key)}
                  data-testid="proposal-stage-remove"
                />
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
              <TextInput
                name={nameOf(row.key, 'name')}
                label={t('proposal.stageName')}
                defaultValue={row.name}
                error={fieldErrors[nameOf(row.key, 'name')]}
                maxLength={AGREEMENT_LIMITS.stageName}
                required
              />
              <TextInput
                name={nameOf(row.key, 'ratio')}
                label={t('proposal.ratio')}
                value={row.ratio}
                onChange={(event) => stages.update(row.key, { ratio: event.currentTarget.value })}
                error={fieldErrors[nameOf(row.key, 'ratio')]}
                inputMode="decimal"
                rightSection="%"
                required
              />
              <NativeSelect
                name={nameOf(row.key, 'condition')}
                label={t('proposal.condition')}
                data={conditions}
                value={row.condition}
                onChange={(event) => stages.update(row.key, { condition: event.currentTarget.value as PaymentCondition })}
                error={fieldErrors[nameOf(row.key, 'condition')]}
              />
              {row.condition === 'date' ? (
                <TextInput
                  type="date"
                  name={nameOf(row.key, 'dueDate')}
                  label={t('proposal.dueDate')}
                  defaultValue={row.dueDate}
                  error={fieldErrors[nameOf(row.key, 'dueDate')]}
                  required
                />
              ) : (
                <TextInput
                  name={nameOf(row.key, 'payDay')}
                  label={t('proposal.payDay')}
                  description={t('proposal.payDayHint')}
                  defaultValue={row.payDay}
                  error={fieldErrors[nameOf(row.key, 'payDay')]}
                  inputMode="numeric"
                />
              )}
            </SimpleGrid>
          </Paper>
        );
      })}
      <Group justify="space-between">
        <Text size="sm" c={Math.abs(total - 100) < 0.005 ? 'dimmed' : 'orange.8'} data-testid="proposal-ratio-total" aria-live="polite">
          {t('proposal.ratioTotal', { total: Number(total.toFixed(2)) })}
        </Text>
        {stages.rows.length < AGREEMENT_LIMITS.stages && (
          <Button variant="subtle" size="compact-sm" onClick={stages.add} data-testid="proposal-stage-add">
            {t('proposal.addStage')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

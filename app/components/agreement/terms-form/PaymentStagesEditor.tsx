// A contract's payment plan as the draft and the proposal type it (docs/decisions/025-contracts.md,
// "Payment plan"): each stage in a group of its own — its name, its share of the total, the condition
// it waits for, its date when it is paid on a date, an optional payment day of the month (whatever the
// condition: the stage then falls due on the first such day) and, where the total is known, its
// amount — added and removed in the page, with the ratios' running total. Every input is controlled
// and named by TERMS_FIELD; the rules (100 %: 37123, 1–31, a date with "on a date" only) are the platform's.
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { blankStage, STAGE_KEY_PREFIX, TERMS_FIELD as F, type TermsStageField, type TermsStageValues } from '#bff/agreement/terms-form.ts';
import { AGREEMENT_LIMITS, PAYMENT_CONDITIONS } from '#contract/schemas/agreement.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount } from '#app/lib/format.ts';
import { useKeyedRows } from '../../forms/useKeyedRows.ts';
import { ratioTotal, stageAmounts } from '../form/draft-figures.ts';

type Props = {
  initial: TermsStageValues[];
  errors: Record<string, string>;
  /** The contract's total as typed, to show each stage's amount (the draft's). */
  amounts?: { total: number; currency: string };
};

export function PaymentStagesEditor({ initial, errors, amounts }: Props) {
  const { t } = useTranslation('contract');
  const locale = useLocale();
  const stages = useKeyedRows(initial, blankStage, STAGE_KEY_PREFIX, [blankStage(`${STAGE_KEY_PREFIX}0`)]);
  const ratios = stages.rows.map((row) => row.ratio);
  const sum = ratioTotal(ratios);
  const shares = amounts ? stageAmounts(amounts.total, ratios) : [];
  const conditions = PAYMENT_CONDITIONS.map((value) => ({ value, label: t(`condition.${value}`) }));
  return (
    <Stack gap="sm" data-testid="terms-plan">
      <Text size="sm" c="dimmed">
        {t('termsForm.planHint')}
      </Text>
      {errors[F.plan] && (
        <Alert color="red" role="alert" data-testid="terms-plan-error">
          {errors[F.plan]}
        </Alert>
      )}
      {stages.rows.map((row, index) => {
        const stage = index + 1;
        const input = (field: TermsStageField) => ({
          name: F.stage(row.key, field),
          value: row[field],
          onChange: (event: { currentTarget: { value: string } }) => stages.update(row.key, { [field]: event.currentTarget.value }),
          error: errors[F.stage(row.key, field)],
          'data-testid': `terms-stage-${field}`,
        });
        const share = shares[index];
        return (
          <fieldset
            key={row.key}
            data-testid="terms-stage"
            data-key={row.key}
            style={{
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 'var(--mantine-radius-sm)',
              padding: 'var(--mantine-spacing-sm)',
              margin: 0,
            }}
          >
            {/* The browser's own fieldset: Mantine's would add its stylesheet to every page's first load. */}
            <legend style={{ padding: '0 4px', fontWeight: 500 }}>{t('termsForm.stage.legend', { stage })}</legend>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
              <TextInput {...input('name')} label={t('termsForm.stage.name')} maxLength={AGREEMENT_LIMITS.stageName} required />
              <TextInput {...input('ratio')} label={t('termsForm.stage.ratio')} inputMode="decimal" rightSection="%" required />
              <NativeSelect {...input('condition')} label={t('termsForm.stage.condition')} data={conditions} />
              {row.condition === 'date' && <TextInput {...input('dueDate')} type="date" label={t('termsForm.stage.dueDate')} required />}
              <TextInput {...input('payDay')} label={t('termsForm.stage.payDay')} description={t('termsForm.stage.payDayHint')} inputMode="numeric" />
              {amounts && (
                <Stack gap={2}>
                  <Text size="sm" fw={500}>
                    {t('termsForm.stage.amount')}
                  </Text>
                  <Text size="sm" data-testid="terms-stage-amount">
                    {share === null || share === undefined ? '—' : formatAmount(share, amounts.currency, locale)}
                  </Text>
                </Stack>
              )}
            </SimpleGrid>
            {stages.rows.length > 1 && (
              <Group justify="flex-end" mt="xs">
                <Button variant="subtle" color="red" size="compact-sm" onClick={() => stages.remove(row.key)} data-testid="terms-stage-remove">
                  {t('termsForm.stage.remove', { stage })}
                </Button>
              </Group>
            )}
          </fieldset>
        );
      })}
      <Group justify="space-between" wrap="wrap">
        {stages.rows.length < AGREEMENT_LIMITS.stages ? (
          <Button variant="light" size="xs" onClick={stages.add} data-testid="terms-stage-add">
            {t('termsForm.stage.add')}
          </Button>
        ) : (
          <span />
        )}
        <Text size="sm" fw={600} c={sum === 100 ? undefined : 'red'} aria-live="polite" data-testid="terms-ratio-total" data-total={sum}>
          {t('termsForm.ratioTotal', { ratio: sum })} {sum === 100 ? '' : t('termsForm.ratioShort')}
        </Text>
      </Group>
    </Stack>
  );
}

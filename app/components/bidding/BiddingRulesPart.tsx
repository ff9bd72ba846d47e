// The competitive-bid form's schedule and rule sheet (docs/product/rules.md, "The live reverse
// auction"): sign-up and the auction's window in Beijing time, the starting price, the minimum step
// (an amount, or a percent of the best price), the bids each supplier may place, what bidders see,
// the extension rule (trigger window N, extension M, at most K times, never past the hard stop), and
// whether sign-ups are admitted without review. The schedule's rules of time are the platform's.
import { Checkbox, NativeSelect, Radio, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BiddingFormValues } from '#bff/bidding/buyer-views.ts';
import { BIDDING_LIMITS, BIDDING_VISIBILITIES } from '#contract/schemas/bidding-rules.ts';
import { FormSection } from '../forms/FormSection.tsx';

type Props = { values: BiddingFormValues; errors: Record<string, string> };

const MOMENTS = ['startSignUp', 'endSignUp', 'biddingStartTime', 'biddingEndTime'] as const;

export function BiddingSchedulePart({ values, errors }: Props) {
  const { t } = useTranslation('bidding');
  return (
    <FormSection id="bidding-schedule" title={t('edit.schedule')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {MOMENTS.map((field) => (
          <TextInput
            key={field}
            type="datetime-local"
            name={field}
            label={t(`field.${field}`)}
            defaultValue={values[field]}
            error={errors[field]}
            required
            data-testid={`bidding-${field}`}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}

export function BiddingRulesPart({ values, errors }: Props) {
  const { t } = useTranslation('bidding');
  const { t: tb } = useTranslation('biddingBid');
  const [stepType, setStepType] = useState(values.stepType || 'amount');
  const number = (
    field: 'startingPrice' | 'minPriceStep' | 'allowPurchaseCount' | 'triggerMinutes' | 'extensionMinutes' | 'maxExtensions',
    decimal = false,
  ) => (
    <TextInput
      name={field}
      label={t(`field.${field}`)}
      defaultValue={values[field]}
      error={errors[field]}
      required
      inputMode={decimal ? 'decimal' : 'numeric'}
      data-testid={`bidding-${field}`}
      {...(field === 'minPriceStep' && stepType === 'percent' ? { description: t('edit.percentHint', { max: BIDDING_LIMITS.stepPercentMax }) } : {})}
    />
  );
  return (
    <FormSection id="bidding-rules-form" title={t('edit.rules')} testId="bidding-rules-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {number('startingPrice', true)}
        {number('allowPurchaseCount')}
      </SimpleGrid>
      <Radio.Group name="stepType" label={t('field.stepType')} value={stepType} onChange={setStepType} error={errors.stepType}>
        <Group mt={4}>
          <Radio value="amount" label={t('stepType.amount')} data-testid="bidding-step-amount" />
          <Radio value="percent" label={t('stepType.percent')} data-testid="bidding-step-percent" />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {number('minPriceStep', true)}
        <NativeSelect
          name="visibility"
          label={t('field.visibility')}
          defaultValue={values.visibility}
          error={errors.visibility}
          data={BIDDING_VISIBILITIES.map((value) => ({ value, label: tb(`rules.visibilityNames.${value}`) }))}
          data-testid="bidding-visibility-choice"
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('field.tie')}: {tb('rules.tieRuleText')}
      </Text>
      <Text size="sm" fw={600}>
        {t('field.extension')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('edit.extensionHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {number('triggerMinutes')}
        {number('extensionMinutes')}
        {number('maxExtensions')}
      </SimpleGrid>
      <TextInput
        type="datetime-local"
        name="hardStopTime"
        label={t('field.hardStopTime')}
        description={t('edit.hardStopHint')}
        defaultValue={values.hardStopTime}
        error={errors.hardStopTime}
        maw={320}
        data-testid="bidding-hardStopTime"
      />
      <Checkbox
        name="autoAdmit"
        value="on"
        label={t('field.autoAdmit')}
        defaultChecked={values.autoAdmit === 'on'}
        error={errors.autoAdmit}
        data-testid="bidding-auto-admit-choice"
      />
    </FormSection>
  );
}

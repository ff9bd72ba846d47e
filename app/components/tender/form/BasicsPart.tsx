// The tender's project: its name, summary and category, the purchase type (a fixed amount caps the
// contracts) and the budget.
import { Group, NativeSelect, Radio, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryChoice } from '#bff/member/views.ts';
import { TENDER_LIMITS } from '#contract/schemas/tender-rules.ts';
import { FormSection } from '../../forms/FormSection.tsx';
import type { PartProps } from './parts.ts';

export function BasicsPart({ values, errors, categories }: PartProps & { categories: CategoryChoice[] }) {
  const { t } = useTranslation('tender');
  const [purchaseType, setPurchaseType] = useState(values.purchaseType || '2');
  return (
    <FormSection id="tender-basics" title={t('edit.basics')}>
      <TextInput
        name="projectName"
        label={t('edit.projectName')}
        defaultValue={values.projectName}
        error={errors.projectName}
        required
        maxLength={TENDER_LIMITS.projectName}
        data-testid="tender-project-name"
      />
      <Textarea
        name="remark"
        label={t('edit.remark')}
        defaultValue={values.remark}
        error={errors.remark}
        maxLength={TENDER_LIMITS.remark}
        autosize
        minRows={2}
        data-testid="tender-remark"
      />
      <NativeSelect
        name="categoryId"
        label={t('edit.category')}
        defaultValue={values.categoryId}
        error={errors.categoryId}
        required
        data={[{ value: '', label: t('edit.chooseCategory') }, ...categories]}
        data-testid="tender-category"
      />
      <Radio.Group
        name="purchaseType"
        label={t('edit.purchaseType')}
        description={t('edit.purchaseTypeHint')}
        value={purchaseType}
        onChange={setPurchaseType}
        error={errors.purchaseType}
      >
        <Group mt={4}>
          <Radio value="1" label={t('purchaseType.1')} data-testid="tender-purchase-type-1" />
          <Radio value="2" label={t('purchaseType.2')} data-testid="tender-purchase-type-2" />
        </Group>
      </Radio.Group>
      <TextInput
        name="budgetAmount"
        label={t('edit.budget')}
        defaultValue={values.budgetAmount}
        error={errors.budgetAmount}
        inputMode="decimal"
        maw={320}
        data-testid="tender-budget"
      />
    </FormSection>
  );
}

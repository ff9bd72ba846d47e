// A contract's basics as the draft and the proposal type them (docs/decisions/025-contracts.md): its
// title and its term, from the start date to the end date (the platform answers 39016 when the end
// comes first). Named by TERMS_FIELD; a refused form shows each message on its field.
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TERMS_FIELD as F, type TermsValues } from '#bff/agreement/terms-form.ts';
import { AGREEMENT_LIMITS } from '#contract/schemas/agreement.ts';

type Props = { values: Pick<TermsValues, 'title' | 'startDate' | 'endDate'>; errors: Record<string, string> };

export function TermsBasicsFields({ values, errors }: Props) {
  const { t } = useTranslation('contract');
  return (
    <Stack gap="sm">
      <TextInput
        name={F.title}
        label={t('termsForm.title')}
        defaultValue={values.title}
        error={errors[F.title]}
        required
        maxLength={AGREEMENT_LIMITS.title}
        data-testid="terms-title"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          name={F.startDate}
          label={t('termsForm.startDate')}
          defaultValue={values.startDate}
          error={errors[F.startDate]}
          required
          data-testid="terms-start"
        />
        <TextInput
          type="date"
          name={F.endDate}
          label={t('termsForm.endDate')}
          defaultValue={values.endDate}
          error={errors[F.endDate]}
          required
          data-testid="terms-end"
        />
      </SimpleGrid>
    </Stack>
  );
}

// Where the tender is for: which areas' suppliers may register (all, or chosen provinces and cities:
// the inquiry form's picker), the delivery address and the hoped-for delivery date.
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Province } from '#contract/schemas.ts';
import { TENDER_LIMITS } from '#contract/schemas/tender-rules.ts';
import { FormSection } from '../../forms/FormSection.tsx';
import { AreaScopeField } from '../../forms/ScopeFields.tsx';
import type { PartProps } from './parts.ts';

export function AreasPart({ values, errors, provinces }: PartProps & { provinces: Province[] }) {
  const { t } = useTranslation('tender');
  return (
    <FormSection id="tender-areas" title={t('edit.delivery')}>
      <AreaScopeField
        scope={values.areaScope}
        areas={values.areas}
        errors={errors}
        provinces={provinces}
        max={TENDER_LIMITS.areas}
        texts={{
          scope: t('edit.areaScope'),
          all: t('edit.allAreas'),
          chosen: t('edit.chosenAreas'),
          choose: t('edit.chooseAreas'),
          hint: t('edit.chooseAreasHint', { max: TENDER_LIMITS.areas }),
          wholeProvince: (province) => t('edit.wholeProvince', { province }),
        }}
        testId="tender"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          name="deliverAddress"
          label={t('edit.deliverAddress')}
          defaultValue={values.deliverAddress}
          error={errors.deliverAddress}
          required
          maxLength={TENDER_LIMITS.address}
          autoComplete="street-address"
          data-testid="tender-deliver-address"
        />
        <TextInput
          type="date"
          name="hopeDate"
          label={t('edit.hopeDate')}
          defaultValue={values.hopeDate}
          error={errors.hopeDate}
          required
          data-testid="tender-hope-date"
        />
      </SimpleGrid>
    </FormSection>
  );
}

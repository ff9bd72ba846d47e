// Where the tender is for: which areas' suppliers may register (all, or chosen provinces and cities:
// the inquiry form's picker), the delivery address and the hoped-for delivery date.
import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Province } from '#contract/schemas.ts';
import { TENDER_LIMITS } from '#contract/schemas/tender-rules.ts';
import { AreaPicker } from '../../forms/AreaPicker.tsx';
import { FormSection, type PartProps } from './FormSection.tsx';

export function AreasPart({ values, errors, provinces }: PartProps & { provinces: Province[] }) {
  const { t } = useTranslation('tender');
  const [areaScope, setAreaScope] = useState(values.areaScope || 'all');
  const [areas, setAreas] = useState<string[]>(values.areas);
  return (
    <FormSection id="tender-areas" title={t('edit.delivery')}>
      <Radio.Group name="areaScope" value={areaScope} onChange={setAreaScope} label={t('edit.areaScope')} error={errors.areaScope}>
        <Group mt={4}>
          <Radio value="all" label={t('edit.allAreas')} data-testid="tender-all-areas" />
          <Radio value="chosen" label={t('edit.chosenAreas')} data-testid="tender-chosen-areas" />
        </Group>
      </Radio.Group>
      {areaScope === 'chosen' && (
        <AreaPicker
          name="areas"
          label={t('edit.chooseAreas')}
          description={t('edit.chooseAreasHint', { max: TENDER_LIMITS.areas })}
          provinces={provinces}
          value={areas}
          onChange={setAreas}
          max={TENDER_LIMITS.areas}
          wholeProvince={(province) => t('edit.wholeProvince', { province })}
          error={errors.areas}
          testId="tender-area-list"
        />
      )}
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

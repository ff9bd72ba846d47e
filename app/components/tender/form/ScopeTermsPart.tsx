// Who may register — any admitted supplier of the areas (public), or the suppliers the buyer names
// (invited: the inquiry form's choices, the buyer's admitted suppliers allowed to take part now) —
// and the commercial terms: payment, delivery, taxation, logistics, packing, other.
import { MultiSelect, Radio, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Choice, TENDER_TERMS } from '#bff/tender/buyer-views.ts';
import { TENDER_LIMITS } from '#contract/schemas/tender-rules.ts';
import { FormSection, type PartProps } from './FormSection.tsx';

export function ScopePart({ values, errors, suppliers }: PartProps & { suppliers: Choice[] }) {
  const { t } = useTranslation('tender');
  const [scope, setScope] = useState(values.tenderScope || 'public');
  const [invited, setInvited] = useState<string[]>(values.invited);
  return (
    <FormSection id="tender-scope" title={t('edit.tenderScope')}>
      <Radio.Group name="tenderScope" value={scope} onChange={setScope} error={errors.tenderScope}>
        <Stack gap="xs">
          <Radio value="public" label={t('scope.public')} data-testid="tender-scope-public" />
          <Radio value="invited" label={t('scope.invited')} data-testid="tender-scope-invited" />
        </Stack>
      </Radio.Group>
      {scope === 'invited' && (
        <MultiSelect
          name="invited"
          label={t('edit.invited')}
          description={t(suppliers.length > 0 ? 'edit.invitedHint' : 'edit.noSuppliers')}
          data={suppliers}
          value={invited}
          onChange={setInvited}
          maxValues={TENDER_LIMITS.invited}
          searchable
          clearable
          error={errors.invited}
          data-testid="tender-invited"
        />
      )}
    </FormSection>
  );
}

export function TermsPart({ values, errors }: PartProps) {
  const { t } = useTranslation('tender');
  return (
    <FormSection id="tender-terms" title={t('edit.terms')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {TENDER_TERMS.map((name) => (
          <Textarea
            key={name}
            name={name}
            label={t(`terms.${name}`)}
            defaultValue={values[name]}
            error={errors[name]}
            maxLength={TENDER_LIMITS.text}
            autosize
            minRows={1}
            data-testid={`tender-${name}`}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}

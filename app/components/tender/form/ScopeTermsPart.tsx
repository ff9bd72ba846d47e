// Who may register — any admitted supplier of the areas (public), or the suppliers the buyer names
// (invited: the inquiry form's choices, the buyer's admitted suppliers allowed to take part now) —
// and the commercial terms: payment, delivery, taxation, logistics, packing, other.
import { useTranslation } from 'react-i18next';
import { type Choice, TENDER_TERMS } from '#bff/tender/buyer-views.ts';
import { TENDER_LIMITS } from '#contract/schemas/tender-rules.ts';
import { FormSection } from '../../forms/FormSection.tsx';
import { InvitedScopeField, TermsFields } from '../../forms/ScopeFields.tsx';
import type { PartProps } from './parts.ts';

export function ScopePart({ values, errors, suppliers }: PartProps & { suppliers: Choice[] }) {
  const { t } = useTranslation('tender');
  return (
    <FormSection id="tender-scope" title={t('edit.tenderScope')}>
      <InvitedScopeField
        name="tenderScope"
        choices={[
          { value: 'public', label: t('scope.public'), testId: 'tender-scope-public' },
          { value: 'invited', label: t('scope.invited'), testId: 'tender-scope-invited' },
        ]}
        scope={values.tenderScope}
        invited={values.invited}
        suppliers={suppliers}
        errors={errors}
        max={TENDER_LIMITS.invited}
        texts={{ invited: t('edit.invited'), hint: t('edit.invitedHint'), noSuppliers: t('edit.noSuppliers') }}
        testId="tender-invited"
      />
    </FormSection>
  );
}

export function TermsPart({ values, errors }: PartProps) {
  const { t } = useTranslation('tender');
  return (
    <FormSection id="tender-terms" title={t('edit.terms')}>
      <TermsFields
        names={TENDER_TERMS}
        values={values}
        errors={errors}
        label={(name) => t(`terms.${name}`)}
        max={TENDER_LIMITS.text}
        testId="tender"
      />
    </FormSection>
  );
}

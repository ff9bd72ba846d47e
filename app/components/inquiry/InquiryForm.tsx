// The buyer's inquiry form: a new inquiry or a draft (save the draft, or publish it), or a published
// one edited before its deadline (a revision: what changed, in a sentence). Its title and demand, the
// materials, delivery, the quote deadline (Beijing time), the purchase type and amount, how prices
// are compared (sealed or open, explained), the areas, terms, attachments and who may quote. The form
// keeps its idempotency key while the user corrects it; a refusal shows everything typed again.
import { Alert, Button, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import type { InquiryEditView, InquiryFormFailure } from '#bff/inquiry/views.ts';
import { INQUIRY_LIMITS } from '#contract/schemas/inquiry-rules.ts';

/** The inquiry's commercial terms, in the form's order. */
const INQUIRY_TERMS = ['paymentType', 'taxes', 'logistics', 'packRequire', 'offer', 'otherRequire'] as const;
import { REASON_MAX } from '#contract/schemas/member-rules.ts';
import { INQUIRIES_PATH, INQUIRY_DETAIL_PATH } from '#app/lib/member-centre.ts';
import { InquiryStateBadge } from './InquiryStateBadge.tsx';
import { MaterialsTable } from './MaterialsTable.tsx';
import { FormSection } from '../forms/FormSection.tsx';
import { SaveAndPublish } from '../forms/SaveAndPublish.tsx';
import { AreaScopeField, InvitedScopeField, TermsFields } from '../forms/ScopeFields.tsx';
import { UploadField } from '../forms/UploadField.tsx';
import { SourcingFormFrame, SourcingFormPage } from '../sourcing/SourcingFormPage.tsx';

type Props = { view: InquiryEditView; answer: InquiryFormFailure | undefined };

export function InquiryForm({ view, answer }: Props) {
  const { t } = useTranslation('inquiry');
  const { inquiry, mode } = view;
  return (
    <SourcingFormPage
      testId="inquiry"
      mode={mode}
      title={t(mode === 'new' ? 'edit.titleNew' : mode === 'draft' ? 'edit.titleDraft' : 'edit.titleRevise')}
      back={{
        to: inquiry ? `${INQUIRY_DETAIL_PATH}?id=${inquiry.id}` : INQUIRIES_PATH,
        label: t(inquiry ? 'edit.backToInquiry' : 'edit.backToList'),
      }}
      identity={
        inquiry && (
          <>
            <Text size="sm" c="dimmed">
              {inquiry.purchaseInquiryNo}
            </Text>
            <InquiryStateBadge state={inquiry.state} closed={inquiry.closed} />
          </>
        )
      }
      locked={view.locked}
    >
      <FormBody view={view} answer={answer} />
    </SourcingFormPage>
  );
}

function FormBody({ view, answer }: Props) {
  const { t } = useTranslation('inquiry');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const values = answer?.values ?? view.values;
  const errors = answer?.fieldErrors ?? {};
  const published = view.mode === 'published';
  const [purchaseType, setPurchaseType] = useState(values.purchaseType || '2');
  const [priceContrast, setPriceContrast] = useState(values.priceContrast || '1');
  const attachments = view.inquiry ? [...view.inquiry.transactionUurls, ...view.inquiry.materiels.flatMap((line) => line.urls)] : [];
  return (
    <SourcingFormFrame
      testId="inquiry"
      formKey={view.formKey}
      answer={answer}
      saved={view.saved}
      attachments={attachments}
      texts={{
        saved: t('edit.saved'),
        fixFields: t('edit.fixFields'),
        oldFiles: (names) => t('edit.oldFiles', { names: names.join(t('edit.listSeparator')) }),
      }}
    >
      {published && (
        <Alert color="blue" data-testid="inquiry-revise-note">
          {t('edit.reviseNote')}
        </Alert>
      )}

      <FormSection id="inquiry-basics" title={t('edit.basics')}>
        <TextInput
          name="details"
          label={t('edit.details')}
          defaultValue={values.details}
          error={errors.details}
          required
          maxLength={INQUIRY_LIMITS.details}
          data-testid="inquiry-details"
        />
        <Textarea
          name="description"
          label={t('edit.description')}
          defaultValue={values.description}
          error={errors.description}
          maxLength={INQUIRY_LIMITS.description}
          autosize
          minRows={2}
          data-testid="inquiry-description"
        />
        <NativeSelect
          name="categoryId"
          label={t('edit.category')}
          defaultValue={values.categoryId}
          error={errors.categoryId}
          required
          data={[{ value: '', label: t('edit.chooseCategory') }, ...view.categories]}
          data-testid="inquiry-category"
        />
        <MaterialsTable initial={values.materials} categories={view.categories} brands={view.brands} errors={errors} />
      </FormSection>

      <FormSection id="inquiry-delivery" title={t('edit.deliveryAndDeadline')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            name="offerEnd"
            label={t('edit.offerEnd')}
            description={t('edit.beijingTime')}
            defaultValue={values.offerEnd}
            error={errors.offerEnd}
            required
            data-testid="inquiry-offer-end"
          />
          <TextInput
            type="date"
            name="deliveryDate"
            label={t('edit.deliveryDate')}
            defaultValue={values.deliveryDate}
            error={errors.deliveryDate}
            required
            data-testid="inquiry-delivery-date"
          />
        </SimpleGrid>
        <TextInput
          name="address"
          label={t('edit.address')}
          defaultValue={values.address}
          error={errors.address}
          required
          maxLength={INQUIRY_LIMITS.address}
          autoComplete="street-address"
          data-testid="inquiry-address"
        />
      </FormSection>

      <FormSection id="inquiry-pricing" title={t('edit.pricing')}>
        <Radio.Group
          name="purchaseType"
          label={t('edit.purchaseType')}
          value={purchaseType}
          onChange={setPurchaseType}
          error={errors.purchaseType}
          data-testid="inquiry-purchase-type"
        >
          <Group mt={4}>
            <Radio value="1" label={t('purchaseType.1')} data-testid="inquiry-purchase-type-1" />
            <Radio value="2" label={t('purchaseType.2')} data-testid="inquiry-purchase-type-2" />
          </Group>
        </Radio.Group>
        <TextInput
          name="budgetAmount"
          label={t(purchaseType === '1' ? 'edit.fixedAmount' : 'edit.estimate')}
          description={t(purchaseType === '1' ? 'edit.fixedAmountHint' : 'edit.estimateHint')}
          defaultValue={values.budgetAmount}
          error={errors.budgetAmount}
          required={purchaseType === '1'}
          inputMode="decimal"
          maw={320}
          data-testid="inquiry-budget"
        />
        {published ? (
          <Stack gap={2}>
            <input type="hidden" name="priceContrast" value={priceContrast} />
            <Text size="sm" fw={500}>
              {t('edit.priceContrast')}
            </Text>
            <Text size="sm" data-testid="inquiry-price-contrast-fixed">
              {t(`priceContrast.${priceContrast === '1' ? '1' : '2'}`)} — {t(`priceContrastHint.${priceContrast === '1' ? '1' : '2'}`)}
            </Text>
          </Stack>
        ) : (
          <Radio.Group
            name="priceContrast"
            label={t('edit.priceContrast')}
            description={t('edit.priceContrastFixed')}
            value={priceContrast}
            onChange={setPriceContrast}
            error={errors.priceContrast}
          >
            <Stack gap="xs" mt={6}>
              <Radio value="1" label={t('priceContrast.1')} description={t('priceContrastHint.1')} data-testid="inquiry-sealed" />
              <Radio value="2" label={t('priceContrast.2')} description={t('priceContrastHint.2')} data-testid="inquiry-open-prices" />
            </Stack>
          </Radio.Group>
        )}
      </FormSection>

      <FormSection id="inquiry-areas" title={t('edit.areas')}>
        <AreaScopeField
          scope={values.areaScope}
          areas={values.areas}
          errors={errors}
          provinces={view.provinces}
          max={INQUIRY_LIMITS.areas}
          texts={{
            scope: t('edit.areaScope'),
            all: t('edit.allAreas'),
            chosen: t('edit.chosenAreas'),
            choose: t('edit.chooseAreas'),
            hint: t('edit.chooseAreasHint', { max: INQUIRY_LIMITS.areas }),
            wholeProvince: (province) => t('edit.wholeProvince', { province }),
          }}
          testId="inquiry"
        />
      </FormSection>

      <FormSection id="inquiry-terms" title={t('edit.terms')}>
        <TermsFields
          names={INQUIRY_TERMS}
          values={values}
          errors={errors}
          label={(name) => t(`terms.${name}`)}
          max={INQUIRY_LIMITS.text}
          testId="inquiry"
        />
        <UploadField
          name="files"
          encoding="refs"
          initial={values.files}
          max={INQUIRY_LIMITS.files}
          error={errors.files}
          texts={{
            label: t('edit.files'),
            description: t('edit.filesHint', { max: INQUIRY_LIMITS.files }),
            add: t('edit.addFile'),
            remove: (name) => t('edit.removeFile', { name }),
          }}
          testIds={{ field: 'inquiry-files', file: 'inquiry-files-file', add: 'inquiry-files-add' }}
        />
      </FormSection>

      <FormSection id="inquiry-scope" title={t('edit.quoteScope')}>
        <InvitedScopeField
          name="quoteScope"
          choices={[
            { value: 'all', label: t('quoteScope.all'), testId: 'inquiry-scope-all' },
            { value: 'invited', label: t('quoteScope.invited'), testId: 'inquiry-scope-invited' },
          ]}
          scope={values.quoteScope}
          invited={values.invited}
          suppliers={view.suppliers}
          errors={errors}
          max={INQUIRY_LIMITS.invited}
          texts={{ invited: t('edit.invited'), hint: t('edit.invitedHint'), noSuppliers: t('edit.noSuppliers') }}
          testId="inquiry-invited"
        />
      </FormSection>

      {published && (
        <FormSection id="inquiry-reason" title={t('edit.reasonTitle')}>
          <Textarea
            name="reason"
            label={t('edit.reason')}
            description={t('edit.reasonHint')}
            defaultValue={values.reason}
            error={errors.reason}
            required
            maxLength={REASON_MAX}
            autosize
            minRows={2}
            data-testid="inquiry-reason"
          />
        </FormSection>
      )}

      <Group>
        {published ? (
          <Button type="submit" name="intent" value="revise" loading={busy} data-testid="inquiry-revise">
            {t('edit.revise')}
          </Button>
        ) : (
          <SaveAndPublish texts={{ save: t('edit.saveDraft'), publish: t('edit.publish') }} testId="inquiry" />
        )}
      </Group>
    </SourcingFormFrame>
  );
}

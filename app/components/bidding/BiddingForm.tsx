// The buyer's competitive-bid form (docs/product/rules.md, "The live reverse auction"): a new auction
// or a draft, saved as a draft or published. Its parts: what it is, the materials, where it is for,
// the schedule and the rule sheet (BiddingRulesPart.tsx), who may sign up, the requirements and terms.
// The form keeps its idempotency key while the user corrects it (and the draft a refused publication
// saved); a refusal shows everything typed again, each message on its field in the user's language.
import { Anchor, Group, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BiddingEditView, BiddingFormFailure, BiddingMaterialValues } from '#bff/bidding/buyer-views.ts';
import type { FileRef } from '#bff/views.ts';
import { BIDDING_LIMITS } from '#contract/schemas/bidding-rules.ts';
import { BIDDING_DETAIL_PATH, BIDDINGS_PATH, biddingHref } from '#app/lib/member-centre.ts';
import { FormSection } from '../forms/FormSection.tsx';
import { type MaterialColumn, MaterialRows } from '../forms/MaterialRows.tsx';
import { SaveAndPublish } from '../forms/SaveAndPublish.tsx';
import { AreaScopeField, InvitedScopeField, TermsFields } from '../forms/ScopeFields.tsx';
import { UploadField } from '../forms/UploadField.tsx';
import { SourcingFormFrame, SourcingFormPage } from '../sourcing/SourcingFormPage.tsx';
import { BIDDING_TERMS } from './BiddingFacts.tsx';
import { BiddingRulesPart, BiddingSchedulePart } from './BiddingRulesPart.tsx';
import { BiddingPhaseBadge } from './BiddingRuleSheet.tsx';

type Props = { view: BiddingEditView; answer: BiddingFormFailure | undefined };

export function BiddingForm({ view, answer }: Props) {
  const { t } = useTranslation('bidding');
  const { bidding, mode } = view;
  return (
    <SourcingFormPage
      testId="bidding"
      mode={mode}
      title={t(mode === 'new' ? 'edit.titleNew' : 'edit.titleDraft')}
      back={{
        to: bidding ? biddingHref(BIDDING_DETAIL_PATH, bidding.id) : BIDDINGS_PATH,
        label: t(bidding ? 'edit.toDetail' : 'detail.backToList'),
      }}
      identity={
        bidding && (
          <>
            <span data-testid="bidding-no">{bidding.biddingNo}</span>
            <BiddingPhaseBadge phase={bidding.phase} />
          </>
        )
      }
      locked={view.locked && t('edit.locked')}
    >
      <FormBody view={view} answer={answer} />
    </SourcingFormPage>
  );
}

function Files({ name, label, initial, error, testId }: { name: string; label?: string; initial: FileRef[]; error?: string; testId: string }) {
  const { t } = useTranslation('bidding');
  return (
    <UploadField
      name={name}
      encoding="refs"
      initial={initial}
      max={BIDDING_LIMITS.files}
      error={error}
      texts={{ ...(label ? { label } : {}), add: t('edit.upload'), remove: (file) => t('edit.removeFile', { name: file }) }}
      testIds={{ field: testId, file: `${testId}-file`, add: `${testId}-add` }}
    />
  );
}

const blank = (key: string): BiddingMaterialValues => ({
  key,
  code: '',
  name: '',
  type: '',
  categoryId: '',
  brandId: '',
  unit: '',
  count: '',
  files: [],
});

function FormBody({ view, answer }: Props) {
  const { t } = useTranslation('bidding');
  const values = answer?.values ?? view.values;
  const errors = answer?.fieldErrors ?? {};
  const attachments = view.bidding
    ? [...view.bidding.demandUrls, ...view.bidding.urls, ...view.bidding.materielList.flatMap((line) => line.urls)]
    : [];
  const columns: Array<MaterialColumn<BiddingMaterialValues>> = [
    { field: 'code', header: t('material.code'), width: 110, kind: 'text', testId: 'bidding-material-code' },
    { field: 'name', header: t('material.name'), width: 150, kind: 'text', testId: 'bidding-material-name' },
    { field: 'type', header: t('material.type'), width: 120, kind: 'text', testId: 'bidding-material-type' },
    { field: 'categoryId', header: t('material.category'), width: 140, kind: 'select', options: view.categories, none: t('edit.none') },
    { field: 'brandId', header: t('material.brand'), width: 120, kind: 'select', options: view.brands, none: t('edit.none') },
    { field: 'unit', header: t('material.unit'), width: 70, kind: 'text', testId: 'bidding-material-unit' },
    { field: 'count', header: t('material.count'), width: 90, kind: 'decimal', testId: 'bidding-material-count' },
    {
      field: 'files',
      header: t('material.files'),
      width: 120,
      kind: 'files',
      render: (name, row, error) => <Files name={name} initial={row.files} error={error} testId="bidding-material-files" />,
    },
  ];
  return (
    <SourcingFormFrame
      testId="bidding"
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
      <FormSection id="bidding-basics-form" title={t('edit.basics')}>
        <TextInput
          name="details"
          label={t('field.details')}
          defaultValue={values.details}
          error={errors.details}
          required
          maxLength={BIDDING_LIMITS.details}
          data-testid="bidding-details"
        />
        <Textarea
          name="remark"
          label={t('field.remark')}
          defaultValue={values.remark}
          error={errors.remark}
          maxLength={BIDDING_LIMITS.remark}
          autosize
          minRows={2}
          data-testid="bidding-remark"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            name="categoryId"
            label={t('field.category')}
            defaultValue={values.categoryId}
            error={errors.categoryId}
            required
            data={[{ value: '', label: t('edit.chooseCategory') }, ...view.categories]}
            data-testid="bidding-category"
          />
          <TextInput
            name="budgetAmount"
            label={t('field.budgetAmount')}
            defaultValue={values.budgetAmount}
            error={errors.budgetAmount}
            inputMode="decimal"
            data-testid="bidding-budget"
          />
        </SimpleGrid>
      </FormSection>
      <FormSection id="bidding-materials-form" title={t('detail.materials')}>
        <MaterialRows
          initial={values.materials}
          blank={blank}
          columns={columns}
          errors={errors}
          max={BIDDING_LIMITS.materiels}
          texts={{
            actions: t('list.actions'),
            add: t('edit.addMaterial'),
            remove: (row) => t('edit.removeMaterial', { row }),
            cell: (row, header) => t('edit.materialCell', { row, header }),
          }}
          testIds={{ field: 'bidding-materials', rows: 'bidding-material' }}
        />
      </FormSection>
      <FormSection id="bidding-scope-form" title={t('edit.scope')}>
        <AreaScopeField
          scope={values.areaScope}
          areas={values.areas}
          errors={errors}
          provinces={view.provinces}
          max={BIDDING_LIMITS.areas}
          texts={{
            scope: t('field.areas'),
            all: t('field.allAreas'),
            chosen: t('edit.chosenAreas'),
            choose: t('edit.chooseAreas'),
            hint: t('edit.areaHint'),
            wholeProvince: (province) => t('edit.wholeProvince', { province }),
          }}
          testId="bidding"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            name="address"
            label={t('field.address')}
            defaultValue={values.address}
            error={errors.address}
            required
            maxLength={BIDDING_LIMITS.address}
            autoComplete="street-address"
            data-testid="bidding-address"
          />
          <TextInput
            type="date"
            name="deliver"
            label={t('field.deliver')}
            defaultValue={values.deliver}
            error={errors.deliver}
            required
            data-testid="bidding-deliver"
          />
        </SimpleGrid>
        <InvitedScopeField
          name="scope"
          choices={[
            { value: 'public', label: t('scope.public'), testId: 'bidding-scope-public' },
            { value: 'invited', label: t('scope.invited'), testId: 'bidding-scope-invited' },
          ]}
          scope={values.scope}
          invited={values.invited}
          suppliers={view.suppliers}
          errors={errors}
          max={BIDDING_LIMITS.invited}
          texts={{ invited: t('field.invited'), hint: t('edit.invitedHint'), noSuppliers: t('edit.noSuppliers') }}
          testId="bidding-invited"
        />
      </FormSection>
      <BiddingSchedulePart values={values} errors={errors} />
      <BiddingRulesPart values={values} errors={errors} />
      <FormSection id="bidding-terms-form" title={t('edit.terms')}>
        <Textarea
          name="demand"
          label={t('field.demand')}
          defaultValue={values.demand}
          error={errors.demand}
          maxLength={BIDDING_LIMITS.demand}
          autosize
          minRows={2}
          data-testid="bidding-demand"
        />
        <Files
          name="demandFiles"
          label={t('field.demandFiles')}
          initial={values.demandFiles}
          error={errors.demandFiles}
          testId="bidding-demand-files"
        />
        <TermsFields
          names={BIDDING_TERMS}
          values={values}
          errors={errors}
          label={(name) => t(`field.${name}`)}
          max={BIDDING_LIMITS.text}
          testId="bidding"
        />
        <Files name="files" label={t('field.files')} initial={values.files} error={errors.files} testId="bidding-files" />
      </FormSection>
      <Group>
        <SaveAndPublish texts={{ save: t('edit.save'), publish: t('edit.publish') }} testId="bidding" />
        <Anchor component={Link} to={BIDDINGS_PATH} size="sm" data-testid="bidding-back">
          {t('detail.backToList')}
        </Anchor>
      </Group>
    </SourcingFormFrame>
  );
}

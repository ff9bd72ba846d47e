// The buyer's new contract from one award (docs/decisions/025-contracts.md, "From an award, prefilled"):
// the award it comes from, then the draft the platform prefilled — title and term, the lines (included,
// quantity, delivery date), the payment plan, the delivery address, the text (from a template or typed),
// the attachments and a comment for the supplier — submitted as version 1. The form keeps its
// idempotency key while the user corrects it (a double press makes one contract); a refusal shows
// everything typed again, each message on its field in the user's language.
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import type { DraftFailure, DraftPageView, DraftView } from '#bff/agreement/views.ts';
import { AGREEMENT_LIMITS, type ContractableAward } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { CONTRACTS_PATH } from '#app/lib/member-centre.ts';
import { FormSection } from '../../forms/FormSection.tsx';
import { UploadField } from '../../forms/UploadField.tsx';
import { Fact } from '../../member-centre/Fact.tsx';
import { PaymentStagesEditor } from '../terms-form/PaymentStagesEditor.tsx';
import { TermsBasicsFields } from '../terms-form/TermsBasicsFields.tsx';
import { TermsLinesTable } from '../terms-form/TermsLinesTable.tsx';
import { useTermsLines } from '../terms-form/useTermsLines.ts';
import { draftTotal } from './draft-figures.ts';
import { TemplatePicker } from './TemplatePicker.tsx';

type Props = { view: DraftView; answer: DraftFailure | undefined };
type PageProps = { view: DraftPageView; answer: DraftFailure | undefined };

/** The template picker's own GET form (its fields sit in the text's section, inside the draft's form). */
const TEMPLATE_FORM = 'contract-template-form';

export function AgreementDraftPage({ view, answer }: PageProps) {
  const { t } = useTranslation('contract');
  const heading = (
    <Group justify="space-between">
      <Title order={1} size="h2">
        {t('draft.title')}
      </Title>
      <Anchor component={Link} to={`${CONTRACTS_PATH}?tab=awards`} size="sm" data-testid="contract-draft-back">
        {t('draft.backToList')}
      </Anchor>
    </Group>
  );
  if (view.refusal !== null) {
    return (
      <Stack gap="lg" data-testid="contract-draft-page">
        {heading}
        <Alert color="orange" data-testid="contract-draft-refused" data-code={view.refusal.code}>
          {view.refusal.message}
        </Alert>
      </Stack>
    );
  }
  const formKey = answer?.formKey ?? view.formKey;
  return (
    <Stack gap="lg" data-testid="contract-draft-page">
      {heading}
      <AwardFacts award={view.award} />
      <Form method="get" id={TEMPLATE_FORM}>
        <input type="hidden" name="orderId" value={view.award.orderId} />
      </Form>
      {/* A refused form is drawn anew with what was typed (the answer's key remounts the fields). */}
      <DraftForm key={answer ? JSON.stringify(answer.fieldErrors) + formKey : formKey} view={view} answer={answer} formKey={formKey} />
    </Stack>
  );
}

function AwardFacts({ award }: { award: ContractableAward }) {
  const { t } = useTranslation('contract');
  const locale = useLocale();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="contract-award" data-testid="contract-award">
      <Stack gap="sm">
        <Title order={2} size="h4" id="contract-award">
          {t('draft.award')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Fact label={t('draft.awardSource')} value={`${t(`source.${award.source.type}`)} · ${award.source.code} ${award.source.title}`} />
          <Fact label={t('draft.supplier')} value={award.supplier.name} testId="contract-award-supplier" />
          <Fact label={t('draft.orderNo')} value={award.orderNo} />
          <Fact label={t('draft.awardAmount')} value={formatAmount(award.totalAmount, award.currency, locale)} testId="contract-award-amount" />
          <Fact label={t('draft.awardTime')} value={formatDate(award.awardTime, locale, 'YYYY-MM-DD HH:mm')} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function DraftForm({ view, answer, formKey }: Props & { formKey: string }) {
  const { t } = useTranslation('contract');
  const values = answer?.values ?? view.values;
  const errors = answer?.fieldErrors ?? {};
  // Every free line of the award, as typed (a line the form did not send is left out).
  const [lines, changeLine] = useTermsLines(
    view.lines.map(
      (line) =>
        values.lines.find((typed) => typed.lineNo === line.lineNo) ?? {
          lineNo: line.lineNo,
          include: false,
          quantity: String(line.quantity),
          deliveryDate: line.deliveryDate,
        },
    ),
  );
  const prices = new Map(view.lines.map((line) => [line.lineNo, line.unitPrice]));
  const total = draftTotal(
    lines.map((line) => ({ include: line.include !== false, quantity: line.quantity, unitPrice: prices.get(line.lineNo) ?? 0 })),
  );
  const busy = useNavigation().state === 'submitting';
  const { currency } = view.award;
  return (
    <Form method="post" noValidate data-testid="contract-draft-form">
      <input type="hidden" name="formKey" value={formKey} />
      <Stack gap="lg">
        {answer?.formError && (
          <Alert color="red" role="alert" data-testid="contract-form-error">
            {answer.formError}
          </Alert>
        )}
        {answer && !answer.formError && Object.keys(errors).length > 0 && (
          <Alert color="red" role="alert" data-testid="contract-form-invalid">
            {t('draft.fixFields')}
          </Alert>
        )}
        <FormSection id="contract-basics" title={t('draft.basics')}>
          <TermsBasicsFields values={values} errors={errors} />
        </FormSection>
        <FormSection id="contract-lines" title={t('draft.lines')}>
          <TermsLinesTable
            lines={view.lines}
            values={lines}
            onChange={changeLine}
            errors={errors}
            choose
            prices={{ currency, total, awardAmount: view.award.totalAmount }}
          />
        </FormSection>
        <FormSection id="contract-plan" title={t('draft.plan')}>
          <PaymentStagesEditor initial={values.stages} errors={errors} amounts={{ total, currency }} />
        </FormSection>
        <FormSection id="contract-delivery" title={t('draft.delivery')}>
          <TextInput
            name="deliveryAddress"
            label={t('field.deliveryAddress')}
            defaultValue={values.deliveryAddress}
            error={errors.deliveryAddress}
            required
            maxLength={AGREEMENT_LIMITS.address}
            autoComplete="street-address"
            data-testid="contract-address"
          />
        </FormSection>
        <FormSection id="contract-text" title={t('draft.textSection')}>
          <TemplatePicker form={TEMPLATE_FORM} templates={view.templates} templateId={view.templateId} />
          <Textarea
            name="text"
            label={t('field.text')}
            defaultValue={values.text}
            error={errors.text}
            maxLength={AGREEMENT_LIMITS.terms}
            autosize
            minRows={6}
            maxRows={20}
            data-testid="contract-text"
          />
          <UploadField
            name="files"
            encoding="refs"
            purpose="document"
            initial={values.files ?? []}
            max={AGREEMENT_LIMITS.files}
            error={errors.files}
            texts={{ label: t('field.files'), add: t('draft.upload'), remove: (name) => t('draft.removeFile', { name }) }}
            testIds={{ field: 'contract-files', file: 'contract-file', add: 'contract-files-add' }}
          />
          <Textarea
            name="comment"
            label={t('field.comment')}
            description={t('draft.commentHint')}
            defaultValue={values.comment}
            error={errors.comment}
            maxLength={AGREEMENT_LIMITS.comment}
            autosize
            minRows={2}
            data-testid="contract-comment"
          />
        </FormSection>
        <Group gap="sm" wrap="wrap">
          <Button type="submit" loading={busy} data-testid="contract-submit">
            {t('draft.submit')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('draft.submitHint')}
          </Text>
        </Group>
      </Stack>
    </Form>
  );
}

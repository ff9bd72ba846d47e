// Proposing a new version of a contract (docs/decisions/025-contracts.md): the terms as the version
// read has them, in the same form as the draft's — the basics, each line's quantity (at most what the
// award gave) and delivery date, the payment plan, the delivery address, the text, the documents — and
// a comment saying why. Sent on top of the version read (baseVersion) with this render's key. A
// refusal says why on its field (or above the form) and shows everything typed again; when a newer
// version came first (39007) the kept changes go on top of it once sent again.
import { Alert, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { AGREEMENT_FIELD as F, type AgreementDetailView, type AgreementRefusal, type ProposalValues } from '#bff/agreement/detail-views.ts';
import { TERMS_FIELD, termsValuesFrom } from '#bff/agreement/terms-form.ts';
import { AGREEMENT_LIMITS } from '#contract/schemas/agreement.ts';
import { UploadField } from '../../forms/UploadField.tsx';
import { PaymentStagesEditor } from '../terms-form/PaymentStagesEditor.tsx';
import { TermsBasicsFields } from '../terms-form/TermsBasicsFields.tsx';
import { TermsLinesTable } from '../terms-form/TermsLinesTable.tsx';
import { useTermsLines } from '../terms-form/useTermsLines.ts';

type Props = { view: AgreementDetailView; answer: AgreementRefusal | undefined; onCancel: () => void };

export function ProposalForm({ view, answer, onCancel }: Props) {
  const { t } = useTranslation('contractDetail');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get(F.intent) === 'propose';
  const { agreement } = view;
  const values: ProposalValues = answer?.proposal ?? { ...termsValuesFrom(agreement.terms), baseVersion: agreement.version, comment: '' };
  // A newer version came first: what was typed goes on top of it, the comparison offered above.
  const baseVersion = answer?.stale ? agreement.version : values.baseVersion;
  const errors = answer?.fieldErrors ?? {};
  const [lines, changeLine] = useTermsLines(values.lines);
  const invalid = answer !== undefined && !answer.message && Object.keys(errors).length > 0;
  return (
    <Form method="post" noValidate data-testid="contract-proposal-form" aria-labelledby="contract-proposal-title">
      <input type="hidden" name={F.intent} value="propose" />
      <input type="hidden" name={F.key} value={view.keys.propose} />
      <input type="hidden" name={F.baseVersion} value={baseVersion} />
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={3} size="h5" id="contract-proposal-title">
            {t('proposal.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(answer?.stale ? 'proposal.rebased' : 'proposal.hint', { version: baseVersion })}
          </Text>
        </Stack>
        {answer?.message && !answer.stale && (
          <Alert color="red" role="alert" data-testid="contract-action-error" data-intent="propose">
            {answer.message}
          </Alert>
        )}
        {invalid && (
          <Alert color="red" role="alert" data-testid="proposal-invalid">
            {t('proposal.fixFields')}
          </Alert>
        )}
        <TermsBasicsFields values={values} errors={errors} />
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('proposal.lines')}
          </Text>
          <TermsLinesTable lines={agreement.terms.lines} values={lines} onChange={changeLine} errors={errors} />
        </Stack>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('proposal.plan')}
          </Text>
          <PaymentStagesEditor initial={values.stages} errors={errors} />
        </Stack>
        <TextInput
          name={TERMS_FIELD.deliveryAddress}
          label={t('proposal.address')}
          defaultValue={values.deliveryAddress}
          error={errors[TERMS_FIELD.deliveryAddress]}
          maxLength={AGREEMENT_LIMITS.address}
          required
          data-testid="proposal-address"
        />
        <Textarea
          name={TERMS_FIELD.text}
          label={t('proposal.text')}
          defaultValue={values.text}
          error={errors[TERMS_FIELD.text]}
          maxLength={AGREEMENT_LIMITS.terms}
          autosize
          minRows={4}
          maxRows={16}
          data-testid="proposal-text"
        />
        <UploadField
          name={TERMS_FIELD.files}
          encoding="refs"
          initial={values.files ?? []}
          max={AGREEMENT_LIMITS.files}
          error={errors[TERMS_FIELD.files]}
          texts={{
            label: t('proposal.files'),
            description: t('proposal.filesHint', { max: AGREEMENT_LIMITS.files }),
            add: t('proposal.addFile'),
            remove: (name) => t('proposal.removeFile', { name }),
          }}
          testIds={{ field: 'proposal-files', file: 'proposal-file', add: 'proposal-files-add' }}
        />
        <Textarea
          name={F.comment}
          label={t('proposal.comment')}
          description={t('proposal.commentHint')}
          defaultValue={values.comment}
          error={errors[F.comment]}
          maxLength={AGREEMENT_LIMITS.comment}
          autosize
          minRows={2}
          data-testid="proposal-comment"
        />
        <Group>
          <Button type="submit" loading={busy} data-testid="proposal-submit">
            {t('proposal.submit')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={busy} data-testid="proposal-cancel">
            {t('proposal.cancel')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

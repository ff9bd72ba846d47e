// Proposing a new version of a contract (docs/decisions/025-contracts.md): the terms as the version
// read has them, to change — the title and period, each line's quantity (at most what the award gave)
// and delivery date, the payment plan, the delivery address, the text, the documents — and a comment
// saying why. Sent on top of the version read (baseVersion) with this render's key. A refusal says
// why on its field (or above the form) and shows everything typed again; when a newer version came
// first (39007) the kept changes go on top of it once sent again.
import { Alert, Button, Group, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { AGREEMENT_FIELD as F, type AgreementDetailView, type AgreementRefusal, type ProposalValues } from '#bff/agreement/detail-views.ts';
import { AGREEMENT_LIMITS, type AgreementTerms } from '#contract/schemas/agreement.ts';
import { UploadField } from '../../forms/UploadField.tsx';
import { ScrollTable } from '../../ScrollTable.tsx';
import { ProposalStages } from './ProposalStages.tsx';

type Props = { view: AgreementDetailView; answer: AgreementRefusal | undefined; onCancel: () => void };

/** The current version's terms as the form starts them. */
export function proposalOf(terms: AgreementTerms, baseVersion: number): ProposalValues {
  return {
    baseVersion,
    title: terms.title,
    startDate: terms.startDate,
    endDate: terms.endDate,
    lines: terms.lines.map((line) => ({ lineNo: line.lineNo, quantity: String(line.quantity), deliveryDate: line.deliveryDate })),
    stages: terms.paymentPlan.map((stage, index) => ({
      key: `s${index}`,
      name: stage.name,
      ratio: String(stage.ratio),
      condition: stage.condition,
      dueDate: stage.dueDate ?? '',
      payDay: stage.payDay === null ? '' : String(stage.payDay),
    })),
    deliveryAddress: terms.deliveryAddress,
    text: terms.text,
    files: terms.attachments.map((file) => ({ id: file.fileId, name: file.name, url: file.url })),
    comment: '',
  };
}

export function ProposalForm({ view, answer, onCancel }: Props) {
  const { t } = useTranslation('contractDetail');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get(F.intent) === 'propose';
  const { agreement } = view;
  const values = answer?.proposal ?? proposalOf(agreement.terms, agreement.version);
  // A newer version came first: what was typed goes on top of it, the comparison offered above.
  const baseVersion = answer?.stale ? agreement.version : values.baseVersion;
  const errors = answer?.fieldErrors ?? {};
  const byLine = new Map(agreement.terms.lines.map((line) => [line.lineNo, line]));
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
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            name={F.title}
            label={t('proposal.contractTitle')}
            defaultValue={values.title}
            error={errors[F.title]}
            maxLength={AGREEMENT_LIMITS.title}
            required
            data-testid="proposal-title"
          />
          <TextInput
            type="date"
            name={F.startDate}
            label={t('proposal.startDate')}
            defaultValue={values.startDate}
            error={errors[F.startDate]}
            required
          />
          <TextInput type="date" name={F.endDate} label={t('proposal.endDate')} defaultValue={values.endDate} error={errors[F.endDate]} required />
        </SimpleGrid>
        <Stack gap="xs">
          <Text size="sm" fw={600} id="proposal-lines-title">
            {t('proposal.lines')}
          </Text>
          {errors[F.lines] && (
            <Alert color="red" role="alert" data-testid="proposal-lines-error">
              {errors[F.lines]}
            </Alert>
          )}
          <ScrollTable minWidth={640} label={t('proposal.lines')}>
            <Table data-testid="proposal-lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('terms.lineNo')}</Table.Th>
                  <Table.Th>{t('terms.name')}</Table.Th>
                  <Table.Th>{t('proposal.awarded')}</Table.Th>
                  <Table.Th>{t('terms.quantity')}</Table.Th>
                  <Table.Th>{t('terms.deliveryDate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {values.lines.map((line) => {
                  const contracted = byLine.get(line.lineNo);
                  const quantity = `l.${line.lineNo}.quantity`;
                  const date = `l.${line.lineNo}.deliveryDate`;
                  return (
                    <Table.Tr key={line.lineNo} data-testid="proposal-line" data-line={line.lineNo}>
                      <Table.Td>{line.lineNo}</Table.Td>
                      <Table.Td>{contracted?.name}</Table.Td>
                      <Table.Td>
                        {contracted?.awardedQuantity} {contracted?.unit}
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          name={quantity}
                          aria-label={t('proposal.quantityOf', { line: line.lineNo })}
                          defaultValue={line.quantity}
                          error={errors[quantity]}
                          inputMode="decimal"
                          data-testid="proposal-line-quantity"
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          type="date"
                          name={date}
                          aria-label={t('proposal.dateOf', { line: line.lineNo })}
                          defaultValue={line.deliveryDate}
                          error={errors[date]}
                          data-testid="proposal-line-date"
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Stack>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('proposal.plan')}
          </Text>
          <ProposalStages initial={values.stages} fieldErrors={errors} planError={errors[F.plan]} />
        </Stack>
        <TextInput
          name={F.deliveryAddress}
          label={t('proposal.address')}
          defaultValue={values.deliveryAddress}
          error={errors[F.deliveryAddress]}
          maxLength={AGREEMENT_LIMITS.address}
          required
          data-testid="proposal-address"
        />
        <Textarea
          name={F.text}
          label={t('proposal.text')}
          defaultValue={values.text}
          error={errors[F.text]}
          maxLength={AGREEMENT_LIMITS.terms}
          autosize
          minRows={4}
          maxRows={16}
          data-testid="proposal-text"
        />
        <UploadField
          name={F.files}
          encoding="refs"
          initial={values.files}
          max={AGREEMENT_LIMITS.files}
          error={errors[F.files]}
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

// The buyer's tender form (docs/product/tenders.md#publishing): a new tender or a draft, saved as a
// draft or published. Its parts (form/): the project, the materials, where it is for, the schedule
// (registration, prequalification, bidding and opening, in Beijing time), how bids are evaluated, who
// may register, the commercial terms. The form keeps its idempotency key while the user corrects it
// (and the draft a refused publication saved); a refusal shows everything typed again, each message
// on its field in the user's language.
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { TenderEditView, TenderFormFailure } from '#bff/tender/buyer-views.ts';
import { TENDER_CLARIFICATION_PATH, TENDER_DETAIL_PATH, TENDERS_PATH, tenderHref } from '#app/lib/member-centre.ts';
import { FormNotices } from '../forms/FormNotices.tsx';
import { SaveAndPublish } from '../forms/SaveAndPublish.tsx';
import { RoleFirst } from '../member/RoleFirst.tsx';
import { useMemberFrame } from '../member/useMemberFrame.ts';
import { AreasPart } from './form/AreasPart.tsx';
import { BasicsPart } from './form/BasicsPart.tsx';
import { EvaluationPart } from './form/EvaluationPart.tsx';
import { MaterialsPart } from './form/MaterialsPart.tsx';
import { SchedulePart } from './form/SchedulePart.tsx';
import { ScopePart, TermsPart } from './form/ScopeTermsPart.tsx';
import { TenderPhaseBadge } from './TenderPhaseBadge.tsx';

type Props = { view: TenderEditView; answer: TenderFormFailure | undefined };

export function TenderForm({ view, answer }: Props) {
  const { t } = useTranslation('tender');
  const { tender, mode } = view;
  const noRole = useMemberFrame().user.memberRoleType === null;
  return (
    <Stack gap="lg" data-testid="tender-edit-page" data-mode={mode}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(mode === 'new' ? 'edit.titleNew' : 'edit.titleDraft')}
        </Title>
        <Anchor component={Link} to={tender ? tenderHref(TENDER_DETAIL_PATH, tender.id) : TENDERS_PATH} size="sm">
          {t(tender ? 'edit.backToTender' : 'edit.backToList')}
        </Anchor>
      </Group>
      {tender && (
        <Group gap="sm">
          <Text size="sm" c="dimmed" data-testid="tender-code">
            {tender.code}
          </Text>
          <TenderPhaseBadge phase={tender.phase} />
        </Group>
      )}
      {noRole ? (
        <RoleFirst />
      ) : view.locked ? (
        <Alert color="orange" data-testid="tender-locked">
          {t(tender?.phase === 'cancelled' ? 'edit.lockedCancelled' : 'edit.locked')}
          {tender && tender.phase !== 'cancelled' && (
            <Anchor
              component={Link}
              to={tenderHref(TENDER_CLARIFICATION_PATH, tender.id)}
              size="sm"
              display="block"
              mt={4}
              data-testid="tender-amend-link"
            >
              {t('detail.link.clarification')}
            </Anchor>
          )}
        </Alert>
      ) : (
        <FormBody view={view} answer={answer} />
      )}
    </Stack>
  );
}

function FormBody({ view, answer }: Props) {
  const { t } = useTranslation('tender');
  const values = answer?.values ?? view.values;
  const errors = answer?.fieldErrors ?? {};
  const draftId = answer?.draftId ?? null;
  const attachments = view.tender
    ? [
        ...view.tender.registerFile,
        ...view.tender.preCheckFile,
        ...view.tender.inviteTenderFile,
        ...view.tender.materielList.flatMap((line) => line.urls),
      ]
    : [];
  // A refused form is drawn anew with what was typed (the key of the answer remounts the fields).
  const formKey = answer?.formKey ?? view.formKey;
  const parts = { values, errors };
  return (
    <Form method="post" noValidate data-testid="tender-form" key={answer ? JSON.stringify(answer.fieldErrors) + formKey : formKey}>
      <input type="hidden" name="formKey" value={formKey} />
      {draftId !== null && <input type="hidden" name="draftId" value={draftId} />}
      <Stack gap="lg">
        <FormNotices
          saved={view.saved}
          answer={answer}
          attachments={attachments}
          texts={{
            saved: t('edit.saved'),
            fixFields: t('edit.fixFields'),
            oldFiles: (names) => t('edit.oldFiles', { names: names.join(t('edit.listSeparator')) }),
          }}
          testId="tender"
        />
        <BasicsPart {...parts} categories={view.categories} />
        <MaterialsPart {...parts} categories={view.categories} brands={view.brands} />
        <AreasPart {...parts} provinces={view.provinces} />
        <SchedulePart {...parts} />
        <EvaluationPart {...parts} />
        <ScopePart {...parts} suppliers={view.suppliers} />
        <TermsPart {...parts} />
        <Group>
          <SaveAndPublish texts={{ save: t('edit.saveDraft'), publish: t('edit.publish') }} testId="tender" />
          <Anchor component={Link} to={TENDERS_PATH} size="sm" data-testid="tender-back">
            {t('edit.backToList')}
          </Anchor>
        </Group>
      </Stack>
    </Form>
  );
}

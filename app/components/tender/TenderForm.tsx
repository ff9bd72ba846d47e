// The buyer's tender form (docs/product/tenders.md#publishing): a new tender or a draft, saved as a
// draft or published. Its parts (form/): the project, the materials, where it is for, the schedule
// (registration, prequalification, bidding and opening, in Beijing time), how bids are evaluated, who
// may register, the commercial terms. The form keeps its idempotency key while the user corrects it
// (and the draft a refused publication saved); a refusal shows everything typed again, each message
// on its field in the user's language.
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import type { TenderEditView, TenderFormFailure } from '#bff/tender/buyer-views.ts';
import { TENDER_CLARIFICATION_PATH, TENDER_DETAIL_PATH, TENDERS_PATH, tenderHref } from '#app/lib/member-centre.ts';
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
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const pressed = navigation.formData?.get('intent');
  const values = answer?.values ?? view.values;
  const errors = answer?.fieldErrors ?? {};
  const draftId = answer?.draftId ?? null;
  // Attachments that name no uploaded file (the seed's) cannot be sent again: the page says so.
  const oldFiles = view.tender
    ? [
        ...view.tender.registerFile,
        ...view.tender.preCheckFile,
        ...view.tender.inviteTenderFile,
        ...view.tender.materielList.flatMap((line) => line.urls),
      ].filter((file) => file.fileId === undefined)
    : [];
  // A refused form is drawn anew with what was typed (the key of the answer remounts the fields).
  const formKey = answer?.formKey ?? view.formKey;
  const parts = { values, errors };
  return (
    <Form method="post" noValidate data-testid="tender-form" key={answer ? JSON.stringify(answer.fieldErrors) + formKey : formKey}>
      <input type="hidden" name="formKey" value={formKey} />
      {draftId !== null && <input type="hidden" name="draftId" value={draftId} />}
      <Stack gap="lg">
        {view.saved && !answer && (
          <Alert color="green" data-testid="tender-saved">
            {t('edit.saved')}
          </Alert>
        )}
        {answer?.formError && (
          <Alert color="red" role="alert" data-testid="tender-form-error">
            {answer.formError}
          </Alert>
        )}
        {answer && !answer.formError && Object.keys(answer.fieldErrors).length > 0 && (
          <Alert color="red" role="alert" data-testid="tender-form-invalid">
            {t('edit.fixFields')}
          </Alert>
        )}
        {oldFiles.length > 0 && (
          <Alert color="yellow" data-testid="tender-old-files">
            {t('edit.oldFiles', { names: oldFiles.map((file) => file.name).join(t('edit.listSeparator')) })}
          </Alert>
        )}
        <BasicsPart {...parts} categories={view.categories} />
        <MaterialsPart {...parts} categories={view.categories} brands={view.brands} />
        <AreasPart {...parts} provinces={view.provinces} />
        <SchedulePart {...parts} />
        <EvaluationPart {...parts} />
        <ScopePart {...parts} suppliers={view.suppliers} />
        <TermsPart {...parts} />
        <Group>
          <Button
            type="submit"
            name="intent"
            value="save"
            variant="default"
            loading={busy && pressed === 'save'}
            disabled={busy && pressed !== 'save'}
            data-testid="tender-save"
          >
            {t('edit.saveDraft')}
          </Button>
          <Button
            type="submit"
            name="intent"
            value="publish"
            loading={busy && pressed === 'publish'}
            disabled={busy && pressed !== 'publish'}
            data-testid="tender-publish"
          >
            {t('edit.publish')}
          </Button>
          <Anchor component={Link} to={TENDERS_PATH} size="sm" data-testid="tender-back">
            {t('edit.backToList')}
          </Anchor>
        </Group>
      </Stack>
    </Form>
  );
}

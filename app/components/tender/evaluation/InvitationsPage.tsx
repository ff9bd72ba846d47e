// An evaluator's invitations (docs/decisions/022-tender-evaluation.md): each tender it was asked to
// evaluate, by whom, when it opens and where it stands; an expert accepts, or declines with a reason,
// once; an accepted one leads to the scoring sheet.
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { EVALUATION_FIELD as F, type InvitationAnswer, type InvitationsView } from '#bff/tender/evaluation-views.ts';
import type { EvaluationInvitation } from '#contract/schemas.ts';
import { REASON_MAX } from '#contract/schemas/member-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { TENDER_SCORING_PATH, tenderHref } from '#app/lib/member-centre.ts';
import { EVALUATOR_STATE_COLOURS } from '../state-colours.ts';
import { TenderPhaseBadge } from '../../PhaseBadges.tsx';
import { EXPORT_PATHS } from '#bff/exports/lists.ts';
import { ExportLink } from '../../exports/ExportLink.tsx';

export function InvitationsPage({ view, answer }: { view: InvitationsView; answer: InvitationAnswer | undefined }) {
  const { t } = useTranslation('tenderEvaluation');
  return (
    <Stack gap="lg" data-testid="invitations-page">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('invitations.title')}
        </Title>
        <ExportLink to={EXPORT_PATHS.list('invitations')} />
      </Group>
      {answer?.ok && (
        <Alert color="green" role="status" data-testid="invitation-done">
          {t(`invitations.done.${answer.intent}`)}
        </Alert>
      )}
      {view.invitations.status === 'error' ? (
        <Alert color="red" role="alert" data-testid="invitations-unavailable">
          {view.invitations.message}
        </Alert>
      ) : view.invitations.data.length === 0 ? (
        <Text c="dimmed" data-testid="invitations-empty">
          {t('invitations.empty')}
        </Text>
      ) : (
        view.invitations.data.map((invitation) => (
          <Invitation key={invitation.id} invitation={invitation} answer={answer && !answer.ok && answer.id === invitation.id ? answer : undefined} />
        ))
      )}
    </Stack>
  );
}

function Invitation({ invitation, answer }: { invitation: EvaluationInvitation; answer: Extract<InvitationAnswer, { ok: false }> | undefined }) {
  const { t } = useTranslation('tenderEvaluation');
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get(F.id) === String(invitation.id) && navigation.formData?.get(F.intent) === intent;
  const { tender } = invitation;
  return (
    <Paper withBorder p="md" radius="md" data-testid="invitation" data-id={invitation.id} data-state={invitation.state}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Text fw={700}>{tender.projectName}</Text>
            <Text size="xs" c="dimmed">
              {tender.code} · {tender.buyerName} · {t('invitations.opens', { time: formatDate(tender.openTenderTime, locale, 'YYYY-MM-DD HH:mm') })}
            </Text>
          </Stack>
          <Group gap="xs">
            <TenderPhaseBadge phase={tender.phase} />
            <Badge color={EVALUATOR_STATE_COLOURS[invitation.state]} variant="light" data-testid="invitation-state">
              {t(`evaluators.states.${invitation.state}`)}
            </Badge>
          </Group>
        </Group>
        {invitation.answerReason && (
          <Text size="sm" c="dimmed">
            {t('invitations.reasonShown', { reason: invitation.answerReason })}
          </Text>
        )}
        {invitation.state === 'accepted' && (
          <Anchor component={Link} to={tenderHref(TENDER_SCORING_PATH, tender.id)} size="sm" data-testid="invitation-score">
            {t('invitations.score')}
          </Anchor>
        )}
        {invitation.state === 'invited' && (
          <Form method="post" data-testid="invitation-form">
            <input type="hidden" name={F.id} value={invitation.id} />
            <Stack gap="xs">
              {answer?.formError && (
                <Alert color="red" role="alert">
                  {answer.formError}
                </Alert>
              )}
              <Textarea
                name={F.reason}
                label={t('invitations.reason', { project: tender.projectName })}
                description={t('invitations.reasonHint')}
                defaultValue={answer?.values[F.reason] ?? ''}
                error={answer?.fieldErrors[F.reason]}
                maxLength={REASON_MAX}
                autosize
                minRows={1}
                data-testid="invitation-reason"
              />
              <Group gap="sm">
                <Button type="submit" name={F.intent} value="accept" loading={busy('accept')} data-testid="invitation-accept">
                  {t('invitations.accept')}
                </Button>
                <Button
                  type="submit"
                  name={F.intent}
                  value="decline"
                  variant="light"
                  color="red"
                  loading={busy('decline')}
                  data-testid="invitation-decline"
                >
                  {t('invitations.decline')}
                </Button>
              </Group>
            </Stack>
          </Form>
        )}
      </Stack>
    </Paper>
  );
}

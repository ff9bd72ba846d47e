// The questions, answers and amendments of one tender (/memberCenter/tender/clarification?id=,
// docs/product/tenders.md#questions-answers-and-amendments). The platform decides who reads what: a
// registered supplier asks until the bidding deadline, sees its own questions still waiting and every
// published answer — never who asked — and the amendments; the buyer answers each question and amends
// the documents (ClarificationBuyer.tsx). Anyone else is told why, with the tender's page.
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { CLARIFICATION_FIELD as F, type ClarificationAnswer, type ClarificationPageView } from '#bff/tender/clarification-views.ts';
import { Code } from '#contract/codes.ts';
import type { ClarificationTender, SupplierClarification } from '#contract/schemas.ts';
import { TENDER_CLARIFICATION_LIMITS } from '#contract/schemas/tender-rules.ts';
import { TENDER_REGISTER_PATH, tenderHref } from '#app/lib/member-centre.ts';
import { tenderDetailHref } from '#app/lib/sourcing-links.ts';
import { AmendmentHistory, TenderDocuments, useMoment } from './AmendmentHistory.tsx';
import { AmendForm, BuyerQuestions } from './ClarificationBuyer.tsx';
import { TenderPhaseBadge } from '../PhaseBadges.tsx';

type Props = { view: ClarificationPageView; answer: ClarificationAnswer | undefined };

export function ClarificationPage({ view, answer }: Props) {
  const { t } = useTranslation('tenderClarification');
  const { page } = view;
  return (
    <Stack gap="lg" data-testid="clarification-page" data-viewer={page.status === 'ok' ? page.data.viewer : undefined}>
      <Title order={1} size="h2">
        {t('page.title')}
      </Title>
      {page.status === 'error' ? (
        <Alert color="orange" role="alert" data-testid="clarification-refused" data-code={page.code}>
          <Stack gap="xs">
            <Text size="sm">{page.message}</Text>
            <Group gap="md">
              <Anchor component={Link} to={tenderDetailHref(view.tenderId)} size="sm">
                {t('page.tenderDetail')}
              </Anchor>
              {page.code === Code.NOT_QUALIFIED_BIDDER && (
                <Anchor component={Link} to={tenderHref(TENDER_REGISTER_PATH, view.tenderId)} size="sm">
                  {t('page.register')}
                </Anchor>
              )}
            </Group>
          </Stack>
        </Alert>
      ) : (
        <>
          <TenderHeader tender={page.data.tender} />
          {page.data.viewer === 'buyer' ? (
            <>
              <BuyerQuestions page={page.data} answer={answer} />
              <TenderDocuments tender={page.data.tender} />
              <AmendForm key={page.data.tender.revision} page={page.data} answer={answer} amendKey={view.amendKey} />
            </>
          ) : (
            <>
              <AskForm key={page.data.ownQuestions.length} page={page.data} answer={answer} askKey={view.askKey} />
              <OwnQuestions page={page.data} />
              <PublishedAnswers page={page.data} />
              <TenderDocuments tender={page.data.tender} />
            </>
          )}
          <AmendmentHistory amendments={page.data.amendments} />
        </>
      )}
    </Stack>
  );
}

function TenderHeader({ tender }: { tender: ClarificationTender }) {
  const { t } = useTranslation('tenderClarification');
  const moment = useMoment();
  return (
    <Paper withBorder p="lg" radius="md" data-testid="clarification-tender" data-id={tender.id} data-revision={tender.revision}>
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap">
          <Anchor component={Link} to={tenderDetailHref(tender.id)} fw={700} data-testid="clarification-project">
            {tender.projectName}
          </Anchor>
          <TenderPhaseBadge phase={tender.phase} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('page.code', { code: tender.code })} · {t('page.buyer', { name: tender.buyerName })}
        </Text>
        <Group gap="lg" wrap="wrap">
          <Text size="sm" data-testid="clarification-deadline" data-at={tender.inviteTenderEndTime}>
            {t('page.deadline', { time: moment(tender.inviteTenderEndTime) })}
          </Text>
          <Text size="sm" data-testid="clarification-opening" data-at={tender.openTenderTime}>
            {t('page.opening', { time: moment(tender.openTenderTime) })}
          </Text>
          <Text size="sm">{t('page.revision', { revision: tender.revision })}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The question form while questions are taken (a refused one keeps what was typed, and its key). */
function AskForm({ page, answer, askKey }: { page: SupplierClarification; answer: ClarificationAnswer | undefined; askKey: string }) {
  const { t } = useTranslation('tenderClarification');
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formData?.get(F.intent) === 'ask';
  const failure = answer && !answer.ok && answer.intent === 'ask' ? answer : null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="ask-title" data-testid="ask-section">
      <Stack gap="sm">
        <Title order={2} size="h4" id="ask-title">
          {t('ask.title')}
        </Title>
        {answer?.ok && answer.intent === 'ask' && (
          <Alert color="green" role="status" data-testid="question-sent">
            {t('ask.sent')}
          </Alert>
        )}
        {!page.askOpen ? (
          <Alert color="gray" data-testid="ask-closed">
            {t('ask.closed')}
          </Alert>
        ) : (
          <Form method="post" action={`${pathname}${search}`} noValidate data-testid="ask-form">
            <input type="hidden" name={F.intent} value="ask" />
            <input type="hidden" name={F.key} value={failure?.key ?? askKey} />
            <Stack gap="xs">
              {failure?.formError && (
                <Alert color="red" role="alert" data-testid="ask-error">
                  {failure.formError}
                </Alert>
              )}
              <Textarea
                name={F.question}
                label={t('ask.label')}
                description={t('ask.hint', { max: TENDER_CLARIFICATION_LIMITS.question })}
                defaultValue={failure?.values[F.question] ?? ''}
                error={failure?.fieldErrors[F.question]}
                maxLength={TENDER_CLARIFICATION_LIMITS.question}
                autosize
                minRows={3}
                required
                data-testid="ask-question"
              />
              <Group justify="flex-end">
                <Button type="submit" loading={submitting} data-testid="ask-submit">
                  {t('ask.submit')}
                </Button>
              </Group>
            </Stack>
          </Form>
        )}
      </Stack>
    </Paper>
  );
}

function OwnQuestions({ page }: { page: SupplierClarification }) {
  const { t } = useTranslation('tenderClarification');
  const moment = useMoment();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="own-questions-title" data-testid="own-questions">
      <Stack gap="sm">
        <Title order={2} size="h4" id="own-questions-title">
          {t('own.title')}
        </Title>
        {page.ownQuestions.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('own.empty')}
          </Text>
        )}
        {page.ownQuestions.map((question) => (
          <Stack key={question.id} gap={2} data-testid="own-question" data-id={question.id}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {question.question}
            </Text>
            <Text size="xs" c="dimmed">
              {t('own.askedAt', { time: moment(question.askTime) })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** Every published answer: the question and the answer, never who asked ("my question" for the reader's own). */
function PublishedAnswers({ page }: { page: SupplierClarification }) {
  const { t } = useTranslation('tenderClarification');
  const moment = useMoment();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="published-answers-title" data-testid="published-answers">
      <Stack gap="md">
        <Title order={2} size="h4" id="published-answers-title">
          {t('answers.title')}
        </Title>
        {page.answers.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('answers.empty')}
          </Text>
        )}
        {page.answers.map((item) => (
          <Stack key={item.id} gap={4} data-testid="published-answer" data-id={item.id} data-mine={item.mine}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
                {t('answers.question')}
              </Badge>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {item.question}
              </Text>
              {item.mine && (
                <Badge variant="outline" size="sm" style={{ flexShrink: 0 }}>
                  {t('answers.mine')}
                </Badge>
              )}
            </Group>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge variant="light" color="green" style={{ flexShrink: 0 }}>
                {t('answers.answer')}
              </Badge>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="published-answer-text">
                {item.answer}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('answers.answeredAt', { time: moment(item.answerTime) })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

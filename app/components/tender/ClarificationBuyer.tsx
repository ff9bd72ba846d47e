// The buyer's side of a tender's clarification page (docs/product/tenders.md#questions-answers-and-amendments):
// every question with who asked it, each answered once (published to every registered supplier
// without the asker), and the amendment form — the requirement and documents as they will read,
// the reason, and where the platform says the bidding deadline would go if saved now (a public
// tender within the site's clarification days of its deadline). A refused form keeps what was typed.
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation, useNavigation } from 'react-router';
import { CLARIFICATION_FIELD as F, type ClarificationAnswer, type ClarificationFailure } from '#bff/tender/clarification-views.ts';
import { Code } from '#contract/codes.ts';
import type { AskedTenderQuestion, BuyerClarification } from '#contract/schemas.ts';
import { TENDER_CLARIFICATION_LIMITS, TENDER_LIMITS } from '#contract/schemas/tender-rules.ts';
import { keptFormFiles, postedFormFiles } from '../forms/form-files.ts';
import { UploadField } from '../forms/UploadField.tsx';
import { useMoment } from './AmendmentHistory.tsx';

/** Characters of a question that name its answer box. */
const QUESTION_EXCERPT = 40;

type Props = { page: BuyerClarification; answer: ClarificationAnswer | undefined; amendKey: string };

const failureOf = (answer: ClarificationAnswer | undefined, intent: ClarificationFailure['intent']) =>
  answer && !answer.ok && answer.intent === intent ? answer : null;

/** The questions, those still waiting first, each with its answer form while answers are taken. */
export function BuyerQuestions({ page, answer }: Omit<Props, 'amendKey'>) {
  const { t } = useTranslation('tenderClarification');
  const waiting = page.questions.filter((q) => q.answer === null);
  const answered = page.questions.filter((q) => q.answer !== null);
  const failure = failureOf(answer, 'answer');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="buyer-questions-title" data-testid="buyer-questions">
      <Stack gap="md">
        <Title order={2} size="h4" id="buyer-questions-title">
          {t('questions.title')}
        </Title>
        {answer?.ok && answer.intent === 'answer' && (
          <Alert color="green" role="status" data-testid="answer-published">
            {t('questions.published')}
          </Alert>
        )}
        {page.questions.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('questions.empty')}
          </Text>
        )}
        {!page.answerOpen && waiting.length > 0 && (
          <Alert color="gray" data-testid="answers-closed">
            {t('questions.closed')}
          </Alert>
        )}
        {[...waiting, ...answered].map((question) => (
          <QuestionItem
            key={question.id}
            question={question}
            answerOpen={page.answerOpen}
            failure={failure?.questionId === question.id ? failure : null}
          />
        ))}
      </Stack>
    </Paper>
  );
}

function QuestionItem({
  question,
  answerOpen,
  failure,
}: {
  question: AskedTenderQuestion;
  answerOpen: boolean;
  failure: ClarificationFailure | null;
}) {
  const { t } = useTranslation('tenderClarification');
  const moment = useMoment();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formData?.get(F.questionId) === String(question.id);
  const fieldId = `answer-${question.id}`;
  // Each answer box is named by its question (its first words), so that a list of them reads apart.
  const excerpt = question.question.length > QUESTION_EXCERPT ? `${question.question.slice(0, QUESTION_EXCERPT)}…` : question.question;
  return (
    <Stack gap={6} data-testid="buyer-question" data-id={question.id} data-answered={question.answer !== null}>
      <Group gap="xs" wrap="wrap">
        <Badge color={question.answer === null ? 'orange' : 'green'} variant="light">
          {t(question.answer === null ? 'questions.waiting' : 'questions.answered')}
        </Badge>
        <Text size="sm" fw={600} data-testid="question-asker">
          {t('questions.asker', { name: question.asker.name, user: question.asker.userName })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('questions.askedAt', { time: moment(question.askTime) })}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="question-text">
        {question.question}
      </Text>
      {question.answer !== null ? (
        <Paper bg="gray.0" p="sm" radius="sm">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="question-answer">
            {question.answer}
          </Text>
          {question.answerTime !== null && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('questions.answeredAt', { time: moment(question.answerTime) })}
            </Text>
          )}
        </Paper>
      ) : (
        answerOpen && (
          <Form method="post" action={`${pathname}${search}`} noValidate data-testid="answer-form">
            <input type="hidden" name={F.intent} value="answer" />
            <input type="hidden" name={F.questionId} value={question.id} />
            <Stack gap="xs">
              {failure?.formError && (
                <Alert color="red" role="alert" data-testid="answer-error">
                  {failure.formError}
                </Alert>
              )}
              <Textarea
                id={fieldId}
                name={F.answer}
                label={t('questions.answerLabel', { question: excerpt })}
                description={t('questions.answerHint', { max: TENDER_CLARIFICATION_LIMITS.answer })}
                defaultValue={failure?.values[F.answer] ?? ''}
                error={failure?.fieldErrors[F.answer]}
                maxLength={TENDER_CLARIFICATION_LIMITS.answer}
                autosize
                minRows={2}
                required
                data-testid="answer-text"
              />
              <Group justify="flex-end">
                <Button type="submit" loading={submitting} data-testid="answer-submit">
                  {t('questions.submit')}
                </Button>
              </Group>
            </Stack>
          </Form>
        )
      )}
    </Stack>
  );
}

/** The amendment form, or why the tender may not be amended now; what the last amendment did. */
export function AmendForm({ page, answer, amendKey }: Props) {
  const { t } = useTranslation('tenderClarification');
  const moment = useMoment();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formData?.get(F.intent) === 'amend';
  const failure = failureOf(answer, 'amend');
  const saved = answer?.ok && answer.intent === 'amend' ? answer.amendment : undefined;
  const [requirement, setRequirement] = useState(failure?.values[F.requirement] ?? page.tender.inviteTenderRequirement);
  const { preview, amendRefusal } = page;
  const said: readonly number[] = [Code.TENDER_CANCELLED, Code.TENDER_STATE_FORBIDS, Code.TENDER_OPENED];
  const refusalKey = amendRefusal !== null && said.includes(amendRefusal) ? String(amendRefusal) : 'other';
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="amend-title" data-testid="amend-section">
      <Stack gap="md">
        <Title order={2} size="h4" id="amend-title">
          {t('amend.title')}
        </Title>
        {saved && (
          <Alert color="green" role="status" data-testid="amend-saved" data-moved={saved.moved}>
            {saved.moved
              ? t('amend.savedMoved', {
                  revision: saved.revision,
                  deadline: moment(saved.inviteTenderEndTime),
                  opening: moment(saved.openTenderTime),
                })
              : t('amend.saved', { revision: saved.revision })}
          </Alert>
        )}
        {amendRefusal !== null || preview === null ? (
          <Alert color="gray" data-testid="amend-refused" data-code={amendRefusal}>
            {t(`amend.refused.${refusalKey}` as 'amend.refused.other')}
          </Alert>
        ) : (
          <Form method="post" action={`${pathname}${search}`} noValidate data-testid="amend-form">
            <input type="hidden" name={F.intent} value="amend" />
            <input type="hidden" name={F.key} value={failure?.key ?? amendKey} />
            <Stack gap="sm">
              <Text size="sm">{t('amend.notice')}</Text>
              <Alert
                color={preview.moved ? 'orange' : 'blue'}
                data-testid="amend-preview"
                data-moved={preview.moved}
                data-deadline={preview.inviteTenderEndTime}
              >
                {preview.moved
                  ? t('amend.willMove', {
                      days: preview.clarificationDays,
                      deadline: moment(preview.inviteTenderEndTime),
                      opening: moment(preview.openTenderTime),
                    })
                  : t(page.tender.tenderScope === 'invited' ? 'amend.invitedStays' : 'amend.willStay', {
                      deadline: moment(preview.inviteTenderEndTime),
                    })}
              </Alert>
              {failure?.formError && (
                <Alert color="red" role="alert" data-testid="amend-error">
                  {failure.formError}
                </Alert>
              )}
              <Textarea
                name={F.requirement}
                label={t('amend.requirement')}
                value={requirement}
                onChange={(event) => setRequirement(event.currentTarget.value)}
                error={failure?.fieldErrors[F.requirement]}
                maxLength={TENDER_LIMITS.requirement}
                autosize
                minRows={3}
                data-testid="amend-requirement"
              />
              <UploadField
                name={F.files}
                encoding="refs"
                initial={postedFormFiles(failure?.values[F.files]) ?? keptFormFiles(page.tender.inviteTenderFile, { byAddress: true })}
                max={TENDER_LIMITS.files}
                error={failure?.fieldErrors[F.files]}
                texts={{
                  label: t('amend.files'),
                  description: t('amend.filesHint', { max: TENDER_LIMITS.files }),
                  add: t('amend.addFile'),
                  remove: (name) => t('amend.removeFile', { name }),
                  kept: t('amend.keptFile'),
                }}
                testIds={{ field: 'amend-files', file: 'amend-file', add: 'amend-files-add' }}
              />
              <Textarea
                name={F.reason}
                label={t('amend.reason')}
                defaultValue={failure?.values[F.reason] ?? ''}
                error={failure?.fieldErrors[F.reason]}
                maxLength={TENDER_CLARIFICATION_LIMITS.reason}
                autosize
                minRows={2}
                required
                data-testid="amend-reason"
              />
              <Group justify="flex-end">
                <Button type="submit" loading={submitting} data-testid="amend-submit">
                  {t('amend.submit')}
                </Button>
              </Group>
            </Stack>
          </Form>
        )}
      </Stack>
    </Paper>
  );
}

// The tender's evaluators (docs/decisions/022-tender-evaluation.md): each with where it comes from, how
// it answered and how many valid bids it has scored; the buyer names one of its own users (accepted at
// once) or invites an expert of its library (who answers), and withdraws one who has scored nothing —
// until the report.
import { Anchor, Badge, Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { EVALUATION_FIELD as F, type EvaluationFailure } from '#bff/tender/evaluation-views.ts';
import type { TenderEvaluationPage } from '#contract/schemas.ts';
import { TENDER_EXPERTS_PATH } from '#app/lib/member-centre.ts';
import { EVALUATOR_STATE_COLOURS } from '../state-colours.ts';
import { PersonName } from './PersonName.tsx';
import { ScrollTable } from '../../ScrollTable.tsx';

type Props = {
  page: TenderEvaluationPage;
  /** Each form's own key (a refused form posts its key again). */
  keys: { member: string; expert: string };
  canChange: boolean;
  answer: EvaluationFailure | undefined;
};

export function EvaluatorsPanel({ page, keys, canChange, answer }: Props) {
  const { t } = useTranslation('tenderEvaluation');
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get(F.intent) === intent;
  const validCount = page.opening?.validCount ?? null;
  const { users, experts } = page.candidates;
  return (
    <>
      {page.evaluators.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="evaluators-empty">
          {t('evaluators.empty')}
        </Text>
      ) : (
        <ScrollTable minWidth={640} label={t('evaluators.title')}>
          <Table data-testid="evaluators">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('evaluators.name')}</Table.Th>
                <Table.Th>{t('evaluators.source')}</Table.Th>
                <Table.Th>{t('evaluators.state')}</Table.Th>
                <Table.Th>{t('evaluators.scored')}</Table.Th>
                {canChange && <Table.Th>{t('evaluators.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.evaluators.map((evaluator) => (
                <Table.Tr key={evaluator.id} data-testid="evaluator" data-id={evaluator.id} data-state={evaluator.state}>
                  <Table.Td>
                    <PersonName person={evaluator} />
                  </Table.Td>
                  <Table.Td>{t(`evaluators.sources.${evaluator.source}`)}</Table.Td>
                  <Table.Td>
                    <Badge color={EVALUATOR_STATE_COLOURS[evaluator.state]} variant="light">
                      {t(`evaluators.states.${evaluator.state}`)}
                    </Badge>
                    {evaluator.answerReason && (
                      <Text size="xs" c="dimmed" data-testid="evaluator-reason">
                        {evaluator.answerReason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-testid="evaluator-scored">{validCount === null ? '—' : `${evaluator.scoredCount} / ${validCount}`}</Table.Td>
                  {canChange && (
                    <Table.Td>
                      {evaluator.scoredCount === 0 && (
                        <Form method="post">
                          <input type="hidden" name={F.intent} value="removeEvaluator" />
                          <input type="hidden" name={F.evaluatorId} value={evaluator.id} />
                          <Button
                            type="submit"
                            size="compact-xs"
                            variant="subtle"
                            color="red"
                            loading={busy('removeEvaluator')}
                            aria-label={t('evaluators.removeOne', { name: evaluator.name ?? evaluator.account })}
                            data-testid="evaluator-remove"
                          >
                            {t('evaluators.remove')}
                          </Button>
                        </Form>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {canChange ? (
        <Group align="flex-end" gap="lg" wrap="wrap">
          <Form method="post" data-testid="add-member-form">
            <input type="hidden" name={F.intent} value="addMember" />
            <input type="hidden" name={F.key} value={answer?.intent === 'addMember' ? answer.key : keys.member} />
            <Group align="flex-end" gap="xs">
              <NativeSelect
                name={F.userId}
                label={t('evaluators.ownUser')}
                data={[
                  { value: '', label: t('evaluators.choose') },
                  ...users.map((u) => ({ value: String(u.userId), label: `${u.name} (${u.account})` })),
                ]}
                defaultValue={answer?.values[F.userId] ?? ''}
                error={answer?.fieldErrors[F.userId]}
                disabled={users.length === 0}
                data-testid="add-member-user"
              />
              <Button type="submit" variant="light" loading={busy('addMember')} disabled={users.length === 0} data-testid="add-member">
                {t('evaluators.addMember')}
              </Button>
            </Group>
          </Form>
          <Form method="post" data-testid="invite-expert-form">
            <input type="hidden" name={F.intent} value="inviteExpert" />
            <input type="hidden" name={F.key} value={answer?.intent === 'inviteExpert' ? answer.key : keys.expert} />
            <Group align="flex-end" gap="xs">
              <NativeSelect
                name={F.expertId}
                label={t('evaluators.expert')}
                data={[
                  { value: '', label: t('evaluators.choose') },
                  ...experts.map((e) => ({
                    value: String(e.id),
                    label: `${e.name ?? e.account}${e.name ? ` (${e.account})` : ''} ${e.speciality}`.trim(),
                  })),
                ]}
                defaultValue={answer?.values[F.expertId] ?? ''}
                error={answer?.fieldErrors[F.expertId]}
                disabled={experts.length === 0}
                data-testid="invite-expert-choice"
              />
              <Button type="submit" variant="light" loading={busy('inviteExpert')} disabled={experts.length === 0} data-testid="invite-expert">
                {t('evaluators.invite')}
              </Button>
            </Group>
          </Form>
          <Anchor component={Link} to={TENDER_EXPERTS_PATH} size="sm">
            {t('evaluators.library')}
          </Anchor>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {t('evaluators.closed')}
        </Text>
      )}
    </>
  );
}

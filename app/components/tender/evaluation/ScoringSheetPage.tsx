// An evaluator's scoring sheet of one tender (docs/decisions/022-tender-evaluation.md): a row per valid
// bid of the opening record with its technical and commercial documents, a column per criterion but
// the price (with its maximum), the price score
// computed by the published formula and shown read only, the row's total as it is typed; the whole
// sheet saved at once, again as often as needed until the report (the latest counts).
import { Alert, Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { commentField, EVALUATION_FIELD as F, type ScoringAnswer, type ScoringView, scoreField } from '#bff/tender/evaluation-views.ts';
import { EVALUATION_LIMITS } from '#contract/schemas/tender-evaluation-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount } from '#app/lib/format.ts';
import { EVALUATION_INVITATIONS_PATH } from '#app/lib/member-centre.ts';
import { AttachmentLinks } from '../../details/AttachmentLinks.tsx';
import { TenderPhaseBadge } from '../../PhaseBadges.tsx';
import { ScrollTable } from '../../ScrollTable.tsx';

type Closed = 'lowestPrice' | 'notAccepted' | 'reported' | 'notEvaluation';

/** Why the sheet may not be saved now, or null. */
function closedReason(sheet: ScoringView['sheet']): Closed | null {
  if (sheet.tender.evaluationMethod !== 'scored') return 'lowestPrice';
  if (sheet.evaluator.state !== 'accepted') return 'notAccepted';
  if (sheet.reportSubmitted) return 'reported';
  if (sheet.tender.phase !== 'evaluation') return 'notEvaluation';
  return sheet.canScore ? null : 'notEvaluation';
}

export function ScoringSheetPage({ view, answer }: { view: ScoringView; answer: ScoringAnswer | undefined }) {
  const { t } = useTranslation('tenderEvaluation');
  // The formula's one wording, the public detail's: bidders read the same sentence there.
  const { t: details } = useTranslation('detail');
  const locale = useLocale();
  const navigation = useNavigation();
  const { sheet } = view;
  const { tender } = sheet;
  const hand = tender.criteria.filter((c) => !c.isPrice);
  const price = tender.criteria.find((c) => c.isPrice);
  const failed = answer && !answer.ok ? answer : undefined;
  const [typed, setTyped] = useState<Record<string, string>>(() => {
    const saved = Object.fromEntries(
      sheet.bids.flatMap((bid) => [
        ...hand.map((c) => [scoreField(bid.bidId, c.index), String(bid.scores?.find((s) => s.criterion === c.index)?.score ?? '')]),
        [commentField(bid.bidId), bid.comment],
      ]),
    );
    return { ...saved, ...(failed?.values ?? {}) };
  });
  const closed = closedReason(sheet);
  const rowTotal = (bidId: number, priceScore: number | null) =>
    Math.round(hand.reduce((sum, c) => sum + (Number(typed[scoreField(bidId, c.index)]) || 0) * 100, (priceScore ?? 0) * 100)) / 100;
  const input = (name: string, label: string, props: { maxLength?: number; width?: number } = {}) => (
    <TextInput
      name={name}
      value={typed[name] ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setTyped((now) => ({ ...now, [name]: value }));
      }}
      inputMode={props.maxLength ? undefined : 'decimal'}
      maxLength={props.maxLength}
      size="xs"
      w={props.width}
      aria-label={label}
      error={failed?.fieldErrors[name]}
      disabled={closed !== null}
      data-testid={props.maxLength ? 'score-comment' : 'score-input'}
    />
  );
  return (
    <Stack gap="lg" data-testid="scoring-page" data-id={tender.id}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('scoring.title', { project: tender.projectName })}
        </Title>
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {tender.code} · {tender.buyerName}
          </Text>
          <TenderPhaseBadge phase={tender.phase} />
        </Group>
        <Anchor component={Link} to={EVALUATION_INVITATIONS_PATH} size="sm">
          {t('scoring.backToInvitations')}
        </Anchor>
      </Stack>
      {answer?.ok && (
        <Alert color="green" role="status" data-testid="scoring-saved">
          {t('scoring.saved')}
        </Alert>
      )}
      {failed?.formError && (
        <Alert color="red" role="alert" data-testid="scoring-error">
          {failed.formError}
        </Alert>
      )}
      {closed && (
        <Alert color="gray" data-testid="scoring-closed" data-reason={closed}>
          {t(`scoring.closed.${closed}`)}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {price ? t('scoring.priceHint', { weight: price.weight, formula: details('evaluation.formula') }) : t('scoring.noPrice')}
      </Text>
      {sheet.bids.length === 0 ? (
        <Text c="dimmed" data-testid="scoring-empty">
          {t('scoring.noBids')}
        </Text>
      ) : (
        <Form method="post" data-testid="scoring-form">
          <input type="hidden" name={F.key} value={failed?.key ?? view.key} />
          <Stack gap="sm">
            <ScrollTable minWidth={420 + hand.length * 110} label={t('scoring.heading')}>
              <Table withColumnBorders data-testid="scoring-sheet">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('scoring.bidder')}</Table.Th>
                    <Table.Th>{t('scoring.total')}</Table.Th>
                    {price && <Table.Th>{t('ranking.priceScore', { weight: price.weight })}</Table.Th>}
                    {hand.map((c) => (
                      <Table.Th key={c.index}>{t('scoring.criterion', { name: c.name, weight: c.weight })}</Table.Th>
                    ))}
                    <Table.Th>{t('scoring.comment')}</Table.Th>
                    <Table.Th>{t('ranking.totalScore')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sheet.bids.map((bid) => (
                    <Table.Tr key={bid.bidId} data-testid="scoring-row" data-bid={bid.bidId}>
                      <Table.Td>
                        <Text size="sm">{bid.supplier.name}</Text>
                        <AttachmentLinks files={[...bid.technicalFiles, ...bid.commercialFiles]} testId="scoring-bid-files" />
                      </Table.Td>
                      {/* The sheet names no currency: the tender's bids are in the site's (DEFAULT_CURRENCY). */}
                      <Table.Td>{formatAmount(bid.totalAmount, null, locale)}</Table.Td>
                      {price && <Table.Td data-testid="scoring-price">{bid.priceScore ?? '—'}</Table.Td>}
                      {hand.map((c) => (
                        <Table.Td key={c.index}>
                          {input(
                            scoreField(bid.bidId, c.index),
                            t('scoring.scoreFor', { criterion: c.name, name: bid.supplier.name, weight: c.weight }),
                            { width: 80 },
                          )}
                        </Table.Td>
                      ))}
                      <Table.Td>
                        {input(commentField(bid.bidId), t('scoring.commentFor', { name: bid.supplier.name }), {
                          maxLength: EVALUATION_LIMITS.comment,
                          width: 160,
                        })}
                      </Table.Td>
                      <Table.Td fw={700} data-testid="scoring-row-total">
                        {rowTotal(bid.bidId, bid.priceScore)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
            <Group>
              <Button type="submit" disabled={closed !== null} loading={navigation.state === 'submitting'} data-testid="scoring-submit">
                {t('scoring.submit')}
              </Button>
            </Group>
          </Stack>
        </Form>
      )}
    </Stack>
  );
}

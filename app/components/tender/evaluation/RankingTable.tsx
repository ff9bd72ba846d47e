// The ranking of the valid bids (docs/decisions/022-tender-evaluation.md): at the lowest price by
// total; scored, per criterion the evaluators' average, the price score by the formula and the total,
// highest first. Under it, each accepted evaluator's total for each bid with its comment: the score
// table the ranking comes from. Until the report it moves as scores come in; then it is the report's.
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenderEvaluationPage } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount } from '#app/lib/format.ts';
import { ScrollTable } from '../../ScrollTable.tsx';

export function RankingTable({ page }: { page: TenderEvaluationPage }) {
  const { t } = useTranslation('tenderEvaluation');
  // The formula's one wording, the public detail's: bidders read the same sentence there.
  const { t: details } = useTranslation('detail');
  const locale = useLocale();
  const { tender, ranking, scores } = page;
  // The bids' currency: the award's once made; until then the site's (the page names none before).
  const currency = page.award?.currency ?? null;
  const scored = tender.evaluationMethod === 'scored';
  const hand = tender.criteria.filter((c) => !c.isPrice);
  const price = tender.criteria.find((c) => c.isPrice);
  const accepted = page.evaluators.filter((e) => e.state === 'accepted');
  const scoreOf = (evaluatorId: number, bidId: number) => scores.find((s) => s.evaluatorId === evaluatorId && s.bidId === bidId);
  return (
    <>
      <Text size="sm" c="dimmed">
        {scored ? t('ranking.scoredHint', { formula: details('evaluation.formula') }) : t('ranking.lowestHint')}
      </Text>
      {page.report === null && (
        <Badge color={page.scoringComplete ? 'green' : 'yellow'} variant="light" data-testid="scoring-complete" data-complete={page.scoringComplete}>
          {t(page.scoringComplete ? 'ranking.complete' : 'ranking.incomplete')}
        </Badge>
      )}
      <ScrollTable minWidth={scored ? 420 + hand.length * 110 : 420} label={t('ranking.title')}>
        <Table data-testid="ranking" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ranking.rank')}</Table.Th>
              <Table.Th>{t('ranking.bidder')}</Table.Th>
              <Table.Th>{t('ranking.total')}</Table.Th>
              {scored && price && <Table.Th>{t('ranking.priceScore', { weight: price.weight })}</Table.Th>}
              {scored &&
                hand.map((c) => (
                  <Table.Th key={c.index}>
                    {c.name} ({c.weight})
                  </Table.Th>
                ))}
              {scored && <Table.Th>{t('ranking.totalScore')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ranking.map((row) => (
              <Table.Tr key={row.bidId} data-testid="ranked-bid" data-bid={row.bidId} data-rank={row.rank}>
                <Table.Td>{row.rank}</Table.Td>
                <Table.Td>{row.supplier.name}</Table.Td>
                <Table.Td>{formatAmount(row.totalAmount, currency, locale)}</Table.Td>
                {scored && price && <Table.Td>{row.priceScore ?? '—'}</Table.Td>}
                {scored &&
                  hand.map((c) => <Table.Td key={c.index}>{row.criterionScores.find((s) => s.criterion === c.index)?.score ?? '—'}</Table.Td>)}
                {scored && (
                  <Table.Td fw={700} data-testid="ranked-total">
                    {row.totalScore ?? '—'}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {scored && accepted.length > 0 && (
        <ScrollTable minWidth={240 + accepted.length * 120} label={t('ranking.byEvaluator')}>
          <Table data-testid="score-table" aria-label={t('ranking.byEvaluator')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ranking.byEvaluator')}</Table.Th>
                {accepted.map((e) => (
                  <Table.Th key={e.id}>{e.name}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ranking.map((row) => (
                <Table.Tr key={row.bidId}>
                  <Table.Td>{row.supplier.name}</Table.Td>
                  {accepted.map((e) => {
                    const given = scoreOf(e.id, row.bidId);
                    return (
                      <Table.Td key={e.id}>
                        {given ? given.total : t('ranking.notScored')}
                        {given?.comment && (
                          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} data-testid="ranking-comment">
                            {given.comment}
                          </Text>
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </>
  );
}

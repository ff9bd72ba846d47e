// How a tender's bids are evaluated, shown to bidders before they bid (docs/product/tenders.md#evaluation-methods):
// lowest price, or the scored criteria with their weights, the price criterion computed by the
// published formula (price weight × lowest valid total ÷ this bid's total), never typed by anyone.
import { Text } from '@mantine/core';
import type { TenderDetail } from '#contract/schemas.ts';
import { CriteriaTable } from './CriteriaTable.tsx';
import { DetailSection } from './DetailSection.tsx';
import { FactList } from './FactList.tsx';
import { useDetailFormat } from './useDetailFormat.ts';

type Props = { detail: Pick<TenderDetail, 'evaluationMethod' | 'evaluationCriteria'> };

export function TenderEvaluation({ detail }: Props) {
  const { t } = useDetailFormat();
  const { evaluationMethod: method, evaluationCriteria: criteria = [] } = detail;
  // A platform older than the evaluation methods says none: nothing to show.
  if (method === undefined) return null;
  const priced = criteria.some((criterion) => criterion.isPrice);
  return (
    <DetailSection id="evaluation" title={t('sections.evaluation')}>
      <FactList facts={[{ key: 'evaluationMethod', label: t('evaluation.method'), value: t(`evaluation.${method}`) }]} />
      {method === 'lowestPrice' && (
        <Text size="sm" mt="xs" data-testid="detail-evaluation-rule">
          {t('evaluation.lowestPriceRule')}
        </Text>
      )}
      {method === 'scored' && (
        <>
          <CriteriaTable criteria={criteria} testId="detail-evaluation-criteria" />
          {priced && (
            <Text size="sm" mt="sm" data-testid="detail-price-formula">
              <Text span fw={600}>
                {t('evaluation.formulaLabel')}
              </Text>
              {': '}
              {t('evaluation.formula')}
            </Text>
          )}
        </>
      )}
    </DetailSection>
  );
}

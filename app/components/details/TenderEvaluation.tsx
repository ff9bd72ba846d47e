// How a tender's bids are evaluated, shown to bidders before they bid (docs/product/tenders.md#evaluation-methods):
// lowest price, or the scored criteria with their weights, the price criterion computed by the
// published formula (price weight × lowest valid total ÷ this bid's total), never typed by anyone.
import { Table, Text } from '@mantine/core';
import type { TenderDetail } from '#contract/schemas.ts';
import { DetailSection } from './DetailSection.tsx';
import { FactList } from './FactList.tsx';
import { useDetailFormat } from './useDetailFormat.ts';

type Props = { detail: Pick<TenderDetail, 'evaluationMethod' | 'evaluationCriteria'> };

export function TenderEvaluation({ detail }: Props) {
  const { t } = useDetailFormat();
  const { evaluationMethod: method, evaluationCriteria: criteria = [] } = detail;
  // A platform older than the evaluation methods says none: nothing to show.
  if (method === undefined) return null;
  const total = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
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
          <Table withTableBorder fz="sm" data-testid="detail-evaluation-criteria" data-count={criteria.length}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('evaluation.criterion')}</Table.Th>
                <Table.Th>{t('evaluation.weight')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {criteria.map((criterion, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the criteria keep the buyer's order and are never reordered here
                <Table.Tr key={index} data-price={criterion.isPrice || undefined}>
                  <Table.Td>
                    {criterion.name}
                    {criterion.isPrice && (
                      <Text span size="xs" c="dimmed" ml={6}>
                        ({t('evaluation.byFormula')})
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{criterion.weight}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>{t('evaluation.totalWeight')}</Table.Th>
                <Table.Th>{total}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
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

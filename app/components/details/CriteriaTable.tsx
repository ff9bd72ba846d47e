// A tender's scored criteria (docs/product/tenders.md#evaluation-methods): each with its weight, the
// price criterion marked as computed by the published formula, and the weights' total. One table for
// the public detail bidders read and the buyer's own tender page.
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Criterion = { name: string; weight: number; isPrice: boolean };

/** rowTestId: each row's test id (the buyer's page names them; the detail does not). */
export function CriteriaTable({ criteria, testId, rowTestId }: { criteria: readonly Criterion[]; testId: string; rowTestId?: string }) {
  const { t } = useTranslation('detail');
  const total = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table withTableBorder fz="sm" data-testid={testId} data-count={criteria.length}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('evaluation.criterion')}</Table.Th>
            <Table.Th>{t('evaluation.weight')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {criteria.map((criterion, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the criteria keep the buyer's order and are never reordered here
            <Table.Tr key={index} data-testid={rowTestId} data-price={criterion.isPrice || undefined}>
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
    </Table.ScrollContainer>
  );
}

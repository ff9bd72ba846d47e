// A signed contract's execution (docs/decisions/025-contracts.md): how far it is (accepted and paid,
// in percent of the total), each line's progress — contracted, delivered, accepted, left, overdue
// when its delivery date passed short — the deliveries (the supplier records them, the buyer accepts
// or rejects each) and the payment stages (the buyer records payments).
import { Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AgreementActionAnswer, AgreementDetailView } from '#bff/agreement/detail-views.ts';
import type { AgreementExecution } from '#contract/schemas/agreement.ts';
import { FormSection } from '../../forms/FormSection.tsx';
import { ScrollTable } from '../../ScrollTable.tsx';
import classes from './ContractDetail.module.css';
import { ContractDeliveries } from './ContractDeliveries.tsx';
import { ContractPayments } from './ContractPayments.tsx';
import { leftToDeliver } from './contract-view.ts';

type Props = { view: AgreementDetailView; execution: AgreementExecution; answer: AgreementActionAnswer | undefined };

export function ContractExecution({ view, execution, answer }: Props) {
  const { t } = useTranslation('contractDetail');
  const { agreement } = view;
  const names = new Map(agreement.terms.lines.map((line) => [line.lineNo, line]));
  const left = leftToDeliver(agreement);
  return (
    <FormSection id="contract-execution-title" title={t('execution.title')} testId="contract-execution">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Percent
          label={t('execution.acceptedPercent', { percent: execution.acceptedPercent })}
          value={execution.acceptedPercent}
          testId="contract-accepted-percent"
        />
        <Percent
          label={t('execution.paidPercent', { percent: execution.paidPercent })}
          value={execution.paidPercent}
          testId="contract-paid-percent"
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('execution.lines')}
        </Title>
        <ScrollTable minWidth={700} label={t('execution.lines')}>
          <Table data-testid="contract-progress">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('terms.lineNo')}</Table.Th>
                <Table.Th>{t('terms.name')}</Table.Th>
                <Table.Th>{t('execution.ordered')}</Table.Th>
                <Table.Th>{t('execution.delivered')}</Table.Th>
                <Table.Th>{t('execution.accepted')}</Table.Th>
                <Table.Th>{t('execution.left')}</Table.Th>
                <Table.Th>{t('terms.deliveryDate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {execution.lines.map((line) => (
                <Table.Tr key={line.lineNo} data-testid="contract-progress-line" data-line={line.lineNo} data-overdue={line.overdue}>
                  <Table.Td>{line.lineNo}</Table.Td>
                  <Table.Td>{names.get(line.lineNo)?.name}</Table.Td>
                  <Table.Td>{line.quantity}</Table.Td>
                  <Table.Td>{line.delivered}</Table.Td>
                  <Table.Td>{line.accepted}</Table.Td>
                  <Table.Td>{left.get(line.lineNo)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text span size="sm">
                        {names.get(line.lineNo)?.deliveryDate}
                      </Text>
                      {line.overdue && (
                        <Badge color="red" size="sm" variant="light" data-testid="contract-line-overdue">
                          {t('execution.overdue')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Stack>
      <ContractDeliveries view={view} execution={execution} answer={answer} />
      <ContractPayments view={view} execution={execution} answer={answer} />
    </FormSection>
  );
}

function Percent({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap={4} data-testid={testId} data-value={value}>
      <Text size="sm">{label}</Text>
      <progress className={classes.progress} max={100} value={Math.min(100, Math.max(0, value))} aria-label={label} />
    </Stack>
  );
}

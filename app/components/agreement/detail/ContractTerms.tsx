// A version's terms as both sides read them (docs/decisions/025-contracts.md): the contracted lines
// (quantity within the award, unit price, amount, delivery date), the payment plan (each stage's
// share, amount and when it falls due), the delivery address, the text — always as text, never
// HTML — and the attached documents. Tables scroll sideways on a phone.
import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Agreement, AgreementTerms } from '#contract/schemas/agreement.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount } from '#app/lib/format.ts';
import { AttachmentLinks } from '../../details/AttachmentLinks.tsx';
import { FormSection } from '../../forms/FormSection.tsx';
import { ScrollTable } from '../../ScrollTable.tsx';
import classes from './ContractDetail.module.css';

type Props = { terms: AgreementTerms; currency: Agreement['currency']; version: number };

export function ContractTerms({ terms, currency, version }: Props) {
  const { t } = useTranslation('contractDetail');
  return (
    <FormSection id="contract-terms-title" title={t('terms.title', { version })} testId="contract-terms">
      <Stack gap="xs">
        <Title order={3} size="h5" id="contract-lines-title">
          {t('terms.lines')}
        </Title>
        <LinesTable terms={terms} currency={currency} />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('terms.plan')}
        </Title>
        <PaymentPlanTable terms={terms} currency={currency} />
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('terms.address')}
        </Title>
        <Text size="sm" data-testid="contract-address">
          {terms.deliveryAddress}
        </Text>
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('terms.text')}
        </Title>
        {terms.text ? (
          <Text size="sm" component="div">
            <span className={classes.text} data-testid="contract-text">
              {terms.text}
            </span>
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('terms.noText')}
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('terms.attachments')}
        </Title>
        <AttachmentLinks files={terms.attachments} testId="contract-attachments" emptyText={t('terms.noAttachments')} />
      </Stack>
    </FormSection>
  );
}

export function LinesTable({ terms, currency }: Omit<Props, 'version'>) {
  const { t } = useTranslation('contractDetail');
  const locale = useLocale();
  const money = (amount: number) => formatAmount(amount, currency, locale);
  return (
    <ScrollTable minWidth={860} label={t('terms.lines')}>
      <Table data-testid="contract-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('terms.lineNo')}</Table.Th>
            <Table.Th>{t('terms.number')}</Table.Th>
            <Table.Th>{t('terms.name')}</Table.Th>
            <Table.Th>{t('terms.model')}</Table.Th>
            <Table.Th>{t('terms.unit')}</Table.Th>
            <Table.Th>{t('terms.quantity')}</Table.Th>
            <Table.Th>{t('terms.unitPrice')}</Table.Th>
            <Table.Th>{t('terms.amount')}</Table.Th>
            <Table.Th>{t('terms.deliveryDate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {terms.lines.map((line) => (
            <Table.Tr key={line.lineNo} data-testid="contract-line" data-line={line.lineNo}>
              <Table.Td>{line.lineNo}</Table.Td>
              <Table.Td>{line.number}</Table.Td>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td>{line.model}</Table.Td>
              <Table.Td>{line.unit}</Table.Td>
              <Table.Td>
                {line.quantity}
                {line.quantity !== line.awardedQuantity && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    {t('terms.ofAwarded', { awarded: line.awardedQuantity })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{money(line.unitPrice)}</Table.Td>
              <Table.Td>{money(line.amount)}</Table.Td>
              <Table.Td>{line.deliveryDate}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={7}>{t('terms.total')}</Table.Th>
            <Table.Td data-testid="contract-lines-total">{money(terms.totalAmount)}</Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollTable>
  );
}

export function PaymentPlanTable({ terms, currency }: Omit<Props, 'version'>) {
  const { t } = useTranslation('contractDetail');
  const locale = useLocale();
  return (
    <ScrollTable minWidth={620} label={t('terms.plan')}>
      <Table data-testid="contract-plan">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('terms.stage')}</Table.Th>
            <Table.Th>{t('terms.stageName')}</Table.Th>
            <Table.Th>{t('terms.ratio')}</Table.Th>
            <Table.Th>{t('terms.amount')}</Table.Th>
            <Table.Th>{t('terms.due')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {terms.paymentPlan.map((stage) => (
            <Table.Tr key={stage.stageNo} data-testid="contract-stage" data-stage={stage.stageNo}>
              <Table.Td>{stage.stageNo}</Table.Td>
              <Table.Td>{stage.name}</Table.Td>
              <Table.Td>{t('terms.percent', { value: stage.ratio })}</Table.Td>
              <Table.Td>{formatAmount(stage.amount, currency, locale)}</Table.Td>
              <Table.Td>
                {stage.condition === 'date'
                  ? t('terms.onDate', { date: stage.dueDate ?? '' })
                  : stage.payDay === null
                    ? t(`terms.conditions.${stage.condition}`)
                    : t('terms.conditionPayDay', { condition: t(`terms.conditions.${stage.condition}`), day: stage.payDay })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

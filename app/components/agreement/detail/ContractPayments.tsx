// A signed contract's payment stages (docs/decisions/025-contracts.md): each stage's amount, what was
// paid, what is left, when it falls due (once its condition is met) and whether it is overdue; the
// buyer records a payment of a stage — at most what is left (the platform refuses more, 39036, or
// more than its capital account holds, 39037) — in a dialog, keyed; and the payments made.
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { AGREEMENT_FIELD as F, type AgreementActionAnswer, type AgreementDetailView, type AgreementRefusal } from '#bff/agreement/detail-views.ts';
import type { AgreementExecution } from '#contract/schemas/agreement.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { ScrollTable } from '../../ScrollTable.tsx';
import { leftToPay, payFormKey } from './contract-view.ts';

type Props = { view: AgreementDetailView; execution: AgreementExecution; answer: AgreementActionAnswer | undefined };

export function ContractPayments({ view, execution, answer }: Props) {
  const { t } = useTranslation('contractDetail');
  const locale = useLocale();
  const { agreement } = view;
  const money = (amount: number) => formatAmount(amount, agreement.currency, locale);
  const paying = agreement.state === 'signed' && agreement.viewerSide === 'buyer';
  const left = leftToPay(agreement);
  const names = new Map(agreement.terms.paymentPlan.map((stage) => [stage.stageNo, stage.name]));
  const refused = answer && !answer.ok && answer.intent === 'pay' ? answer : undefined;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('payment.title')}
      </Title>
      <ScrollTable minWidth={760} label={t('payment.title')}>
        <Table data-testid="contract-stages">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('terms.stage')}</Table.Th>
              <Table.Th>{t('terms.stageName')}</Table.Th>
              <Table.Th>{t('terms.amount')}</Table.Th>
              <Table.Th>{t('payment.paid')}</Table.Th>
              <Table.Th>{t('payment.left')}</Table.Th>
              <Table.Th>{t('payment.due')}</Table.Th>
              {paying && <Table.Th>{t('execution.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {execution.stages.map((stage) => {
              const remaining = left.get(stage.stageNo) ?? 0;
              return (
                <Table.Tr key={stage.stageNo} data-testid="contract-stage-progress" data-stage={stage.stageNo} data-overdue={stage.overdue}>
                  <Table.Td>{stage.stageNo}</Table.Td>
                  <Table.Td>{names.get(stage.stageNo)}</Table.Td>
                  <Table.Td>{money(stage.amount)}</Table.Td>
                  <Table.Td>{money(stage.paid)}</Table.Td>
                  <Table.Td>{money(remaining)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text span size="sm">
                        {stage.dueDate ?? t('payment.notDue')}
                      </Text>
                      {stage.overdue && (
                        <Badge color="red" size="sm" variant="light" data-testid="contract-stage-overdue">
                          {t('execution.overdue')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  {paying && (
                    <Table.Td>
                      {remaining > 0 ? (
                        <PayStage
                          key={payFormKey(execution, stage.stageNo)}
                          stageNo={stage.stageNo}
                          left={remaining}
                          payKey={view.keys.pay[stage.stageNo] ?? ''}
                          answer={refused?.stageNo === stage.stageNo ? refused : undefined}
                        />
                      ) : (
                        <Badge color="green" size="sm" variant="light">
                          {t('payment.settled')}
                        </Badge>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {execution.payments.length > 0 && (
        <ScrollTable minWidth={420} label={t('payment.payments')}>
          <Table data-testid="contract-payments" aria-label={t('payment.payments')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('terms.stage')}</Table.Th>
                <Table.Th>{t('payment.amount')}</Table.Th>
                <Table.Th>{t('payment.time')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {execution.payments.map((payment) => (
                <Table.Tr key={payment.id} data-testid="contract-payment">
                  <Table.Td>{payment.stageNo}</Table.Td>
                  <Table.Td>{money(payment.amount)}</Table.Td>
                  <Table.Td>{formatDate(payment.createTime, locale, 'YYYY-MM-DD HH:mm')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}

/** The buyer's payment of one stage: the amount (what is left, to start with), in a dialog. */
function PayStage({ stageNo, left, payKey, answer }: { stageNo: number; left: number; payKey: string; answer: AgreementRefusal | undefined }) {
  const { t } = useTranslation('contractDetail');
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get(F.intent) === 'pay' && navigation.formData?.get(F.stageNo) === String(stageNo);
  const [opened, setOpened] = useState(answer !== undefined);
  // A refusal of this stage's payment opens the dialog with its message, whichever answer came before.
  const [answered, setAnswered] = useState(answer);
  if (answered !== answer) {
    setAnswered(answer);
    if (answer !== undefined) setOpened(true);
  }
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => setOpened(true)}
        aria-label={t('payment.recordOf', { stage: stageNo })}
        data-testid="contract-pay-open"
      >
        {t('payment.record')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('payment.recordOf', { stage: stageNo })}
        closeButtonProps={{ 'aria-label': t('execution.back') }}
      >
        <Form method="post" noValidate data-testid="contract-pay-form">
          <input type="hidden" name={F.intent} value="pay" />
          <input type="hidden" name={F.key} value={payKey} />
          <input type="hidden" name={F.stageNo} value={stageNo} />
          <Stack gap="sm">
            {answer?.message && (
              <Alert color="red" role="alert" data-testid="contract-action-error" data-intent="pay">
                {answer.message}
              </Alert>
            )}
            <TextInput
              name={F.amount}
              label={t('payment.amount')}
              description={t('payment.max', { max: left })}
              defaultValue={answer?.values[F.amount] ?? String(left)}
              error={answer?.fieldErrors[F.amount]}
              inputMode="decimal"
              required
              data-autofocus
              data-testid="contract-pay-amount"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)} disabled={busy}>
                {t('execution.back')}
              </Button>
              <Button type="submit" loading={busy} data-testid="contract-pay-submit">
                {t('payment.submit')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}

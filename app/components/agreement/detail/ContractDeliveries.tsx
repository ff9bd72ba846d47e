// A signed contract's deliveries (docs/decisions/025-contracts.md): each against one line, its
// quantity, day, note and verdict; the buyer accepts a pending one or rejects it with a reason (a
// dialog asks it), each verdict keyed on its own; the supplier records a delivery — a line with
// something left, at most what is left (the platform refuses more: 39026), the day and a note —
// keyed. A refusal shows by the form it is about (a rejection's in its dialog), what was typed kept.
import { Alert, Badge, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { AGREEMENT_FIELD as F, type AgreementActionAnswer, type AgreementDetailView, type AgreementRefusal } from '#bff/agreement/detail-views.ts';
import { AGREEMENT_LIMITS, type AgreementDelivery, type AgreementExecution } from '#contract/schemas/agreement.ts';
import { ScrollTable } from '../../ScrollTable.tsx';
import { deliveryFormKey, leftToDeliver } from './contract-view.ts';

type Props = { view: AgreementDetailView; execution: AgreementExecution; answer: AgreementActionAnswer | undefined };

const STATE_COLOURS = { pending: 'orange', accepted: 'green', rejected: 'red' } as const;

export function ContractDeliveries({ view, execution, answer }: Props) {
  const { t } = useTranslation('contractDetail');
  const { agreement } = view;
  const open = agreement.state === 'signed';
  const deciding = open && agreement.viewerSide === 'buyer';
  const refused = answer && !answer.ok ? answer : undefined;
  const decideRefused = refused && (refused.intent === 'accept' || refused.intent === 'reject') ? refused : undefined;
  // A rejection's refusal is said in its dialog; an acceptance's above the deliveries.
  const acceptRefused = decideRefused?.intent === 'accept' ? decideRefused : undefined;
  const names = new Map(agreement.terms.lines.map((line) => [line.lineNo, line.name]));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('execution.deliveries')}
      </Title>
      {acceptRefused?.message && (
        <Alert color="red" role="alert" data-testid="contract-action-error" data-intent="accept">
          {acceptRefused.message}
        </Alert>
      )}
      {execution.deliveries.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="contract-deliveries-none">
          {t('execution.noDeliveries')}
        </Text>
      ) : (
        <ScrollTable minWidth={760} label={t('execution.deliveries')}>
          <Table data-testid="contract-deliveries">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('execution.line')}</Table.Th>
                <Table.Th>{t('terms.quantity')}</Table.Th>
                <Table.Th>{t('execution.deliveredOn')}</Table.Th>
                <Table.Th>{t('execution.note')}</Table.Th>
                <Table.Th>{t('execution.state')}</Table.Th>
                {deciding && <Table.Th>{t('execution.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {execution.deliveries.map((delivery) => (
                <Table.Tr key={delivery.id} data-testid="contract-delivery" data-id={delivery.id} data-state={delivery.state}>
                  <Table.Td>{t('execution.lineName', { line: delivery.lineNo, name: names.get(delivery.lineNo) ?? '' })}</Table.Td>
                  <Table.Td>{delivery.quantity}</Table.Td>
                  <Table.Td>{delivery.deliveredOn}</Table.Td>
                  <Table.Td>{delivery.note || '—'}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Badge color={STATE_COLOURS[delivery.state]} variant="light" size="sm">
                        {t(`execution.states.${delivery.state}`)}
                      </Badge>
                      {delivery.reason && (
                        <Text size="xs" c="dimmed" data-testid="contract-delivery-reason">
                          {delivery.reason}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  {deciding && (
                    <Table.Td>
                      {delivery.state === 'pending' && (
                        <Decide
                          delivery={delivery}
                          keys={{ accept: view.keys.accept[delivery.id] ?? '', reject: view.keys.reject[delivery.id] ?? '' }}
                          answer={decideRefused?.intent === 'reject' && decideRefused.deliveryId === delivery.id ? decideRefused : undefined}
                        />
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {/* A delivery recorded is one more row: the form starts empty. Reading the page again for anything else keeps what is typed. */}
      {open && agreement.viewerSide === 'supplier' && (
        <DeliveryForm key={deliveryFormKey(execution)} view={view} answer={refused?.intent === 'deliver' ? refused : undefined} />
      )}
    </Stack>
  );
}

type DecideProps = { delivery: AgreementDelivery; keys: { accept: string; reject: string }; answer: AgreementRefusal | undefined };

/** Accept a pending delivery at once, or reject it with a reason asked in a dialog, which shows a refusal of the rejection. */
function Decide({ delivery, keys, answer }: DecideProps) {
  const { t } = useTranslation('contractDetail');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get(F.deliveryId) === String(delivery.id);
  const [rejecting, setRejecting] = useState(answer !== undefined);
  // Each answer about this delivery's rejection decides the dialog anew: a refusal opens it with its message.
  const [answered, setAnswered] = useState(answer);
  if (answered !== answer) {
    setAnswered(answer);
    setRejecting(answer !== undefined);
  }
  const what = { line: delivery.lineNo, quantity: delivery.quantity };
  return (
    <Group gap="xs" wrap="nowrap">
      <Form method="post">
        <input type="hidden" name={F.intent} value="accept" />
        <input type="hidden" name={F.key} value={keys.accept} />
        <input type="hidden" name={F.deliveryId} value={delivery.id} />
        <Button
          type="submit"
          size="compact-sm"
          color="green"
          loading={busy}
          aria-label={t('execution.acceptOf', what)}
          data-testid="contract-delivery-accept"
        >
          {t('execution.accept')}
        </Button>
      </Form>
      <Button
        size="compact-sm"
        color="red"
        variant="light"
        onClick={() => setRejecting(true)}
        disabled={busy}
        aria-label={t('execution.rejectOf', what)}
        data-testid="contract-delivery-reject-open"
      >
        {t('execution.reject')}
      </Button>
      <Modal
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={t('execution.rejectTitle')}
        closeButtonProps={{ 'aria-label': t('execution.back') }}
      >
        <Form method="post" noValidate data-testid="contract-reject-form">
          <input type="hidden" name={F.intent} value="reject" />
          <input type="hidden" name={F.key} value={keys.reject} />
          <input type="hidden" name={F.deliveryId} value={delivery.id} />
          <Stack gap="sm">
            <Text size="sm">{t('execution.rejectText', { ...what, date: delivery.deliveredOn })}</Text>
            {answer?.message && (
              <Alert color="red" role="alert" data-testid="contract-action-error" data-intent="reject">
                {answer.message}
              </Alert>
            )}
            <Textarea
              name={F.reason}
              label={t('execution.rejectReason')}
              defaultValue={answer?.values[F.reason]}
              error={answer?.fieldErrors[F.reason]}
              maxLength={AGREEMENT_LIMITS.reason}
              required
              autosize
              minRows={2}
              data-autofocus
              data-testid="contract-reject-reason"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRejecting(false)} disabled={busy}>
                {t('execution.back')}
              </Button>
              <Button type="submit" color="red" loading={busy} data-testid="contract-reject-submit">
                {t('execution.rejectConfirm')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </Group>
  );
}

/** The supplier's delivery: a line with something left, a quantity up to it, the day, a note. */
function DeliveryForm({ view, answer }: { view: AgreementDetailView; answer: AgreementRefusal | undefined }) {
  const { t } = useTranslation('contractDetail');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get(F.intent) === 'deliver';
  const { agreement } = view;
  const left = leftToDeliver(agreement);
  const open = agreement.terms.lines.filter((line) => (left.get(line.lineNo) ?? 0) > 0);
  const [lineNo, setLineNo] = useState(answer?.values[F.lineNo] || String(open[0]?.lineNo ?? ''));
  const chosen = open.find((line) => String(line.lineNo) === lineNo);
  const max = chosen ? left.get(chosen.lineNo) : undefined;
  const values = answer?.values ?? {};
  if (open.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="contract-delivery-nothing-left">
        {t('delivery.nothingLeft')}
      </Text>
    );
  }
  return (
    <Form method="post" noValidate data-testid="contract-delivery-form" aria-labelledby="contract-delivery-title">
      <input type="hidden" name={F.intent} value="deliver" />
      <input type="hidden" name={F.key} value={view.keys.deliver} />
      <Stack gap="sm">
        <Text size="sm" fw={600} id="contract-delivery-title">
          {t('delivery.title')}
        </Text>
        {answer?.message && (
          <Alert color="red" role="alert" data-testid="contract-action-error" data-intent="deliver">
            {answer.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            name={F.lineNo}
            label={t('delivery.line')}
            data={open.map((line) => ({
              value: String(line.lineNo),
              label: t('delivery.lineOption', { line: line.lineNo, name: line.name, left: left.get(line.lineNo), unit: line.unit }),
            }))}
            value={lineNo}
            onChange={(event) => setLineNo(event.currentTarget.value)}
            error={answer?.fieldErrors[F.lineNo]}
            data-testid="contract-delivery-line"
          />
          <TextInput
            name={F.quantity}
            label={t('delivery.quantity')}
            description={max === undefined ? undefined : t('delivery.max', { max, unit: chosen?.unit ?? '' })}
            defaultValue={values[F.quantity]}
            error={answer?.fieldErrors[F.quantity]}
            inputMode="decimal"
            required
            data-testid="contract-delivery-quantity"
          />
          <TextInput
            type="date"
            name={F.deliveredOn}
            label={t('delivery.date')}
            defaultValue={values[F.deliveredOn] ?? view.today}
            error={answer?.fieldErrors[F.deliveredOn]}
            required
            data-testid="contract-delivery-date"
          />
          <TextInput
            name={F.note}
            label={t('delivery.note')}
            defaultValue={values[F.note]}
            error={answer?.fieldErrors[F.note]}
            maxLength={AGREEMENT_LIMITS.note}
            data-testid="contract-delivery-note"
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={busy} data-testid="contract-delivery-submit">
            {t('delivery.submit')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

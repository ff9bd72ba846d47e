// One sale order as its supplier sees it: number, type, inquiry, the contract drafted from it, buyer,
// amount in its currency, state, the lines; while it waits, confirm it or decline it with a reason (decided already: 60003).
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import type { OrderDecisionAnswer, SaleOrderView } from '#bff/order/views.ts';
import type { PurchaseOrder } from '#contract/schemas.ts';
import { REASON_MAX } from '#contract/schemas/member-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { contractHref } from '#app/lib/member-centre.ts';
import { OrderStateBadge } from './OrderStateBadge.tsx';
import { Fact } from '../member-centre/Fact.tsx';
import { ScrollTable } from '../ScrollTable.tsx';

export function SaleOrderPage({ view, answer }: { view: SaleOrderView; answer: OrderDecisionAnswer | undefined }) {
  const { t } = useTranslation('quote');
  return (
    <Stack gap="lg" data-testid="sale-order">
      <Title order={1} size="h2">
        {t('orders.detailTitle')}
      </Title>
      {view.order.status === 'error' ? (
        <Alert color="red" role="alert">
          {view.order.message}
        </Alert>
      ) : (
        <OrderDetails order={view.order.data} answer={answer} />
      )}
    </Stack>
  );
}

function OrderDetails({ order, answer }: { order: PurchaseOrder; answer: OrderDecisionAnswer | undefined }) {
  const { t } = useTranslation('quote');
  const locale = useLocale();
  const money = (amount: number) => formatAmount(amount, order.currency, locale);
  const time = (epoch: number | null) => (epoch === null ? '—' : formatDate(epoch, locale, 'YYYY-MM-DD HH:mm'));
  const failure = answer && !answer.ok ? answer : null;
  return (
    <Stack gap="lg" data-id={order.id} data-state={order.state}>
      {answer?.ok && (
        <Alert color="green" role="status" data-testid="order-decided">
          {t(`orders.decided.${answer.decision}`)}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Group gap="sm">
            <Title order={2} size="h4">
              {order.orderNo}
            </Title>
            <OrderStateBadge state={order.state} side="supplier" />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Fact
              label={t('orders.orderType')}
              value={order.orderType === 7 || order.orderType === 5 ? t(`orders.types.${order.orderType}`) : String(order.orderType)}
            />
            <Fact label={t('orders.source')} value={`${order.source.title} (${order.source.number})`} />
            {order.agreement && (
              <Fact
                label={t('orders.contract')}
                value={
                  <Anchor component={Link} to={contractHref(order.agreement.id)} size="sm" data-testid="order-contract">
                    {order.agreement.agreementNo}
                  </Anchor>
                }
              />
            )}
            <Fact label={t('orders.buyer')} value={order.buyer.name} />
            <Fact label={t('orders.total')} value={<span data-testid="order-total">{money(order.totalAmount)}</span>} />
            <Fact label={t('orders.created')} value={time(order.createTime)} />
            <Fact label={t('orders.decideTime')} value={time(order.decideTime)} />
          </SimpleGrid>
          {order.declineReason && (
            <Alert color="red" title={t('orders.declineReason')} data-testid="order-decline-reason">
              {order.declineReason}
            </Alert>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="order-lines-title">
        <Title order={2} size="h4" id="order-lines-title" mb="sm">
          {t('orders.lines')}
        </Title>
        <ScrollTable minWidth={640} label={t('orders.lines')}>
          <Table withTableBorder fz="sm" data-testid="order-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.number')}</Table.Th>
                <Table.Th>{t('orders.name')}</Table.Th>
                <Table.Th>{t('orders.model')}</Table.Th>
                <Table.Th>{t('orders.unit')}</Table.Th>
                <Table.Th>{t('orders.quantity')}</Table.Th>
                <Table.Th>{t('orders.unitPrice')}</Table.Th>
                <Table.Th>{t('orders.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((line) => (
                <Table.Tr key={line.materielId}>
                  <Table.Td>{line.number}</Table.Td>
                  <Table.Td>{line.name}</Table.Td>
                  <Table.Td>{line.model || '—'}</Table.Td>
                  <Table.Td>{line.unit}</Table.Td>
                  <Table.Td>{line.quantity}</Table.Td>
                  <Table.Td>{money(line.unitPrice)}</Table.Td>
                  <Table.Td>{money(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Paper>
      {order.canDecide ? (
        <DecideForm failure={failure} />
      ) : (
        failure?.formError && (
          <Alert color="red" role="alert" data-testid="order-error">
            {failure.formError}
          </Alert>
        )
      )}
    </Stack>
  );
}

function DecideForm({ failure }: { failure: Extract<OrderDecisionAnswer, { ok: false }> | null }) {
  const { t } = useTranslation('quote');
  const navigation = useNavigation();
  const deciding = navigation.state === 'submitting' ? navigation.formData?.get('decision') : null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="order-decide-title">
      <Form method="post" noValidate data-testid="order-decide-form">
        <Stack>
          <Title order={2} size="h4" id="order-decide-title">
            {t('orders.decide')}
          </Title>
          {failure?.formError && (
            <Alert color="red" role="alert" data-testid="order-error">
              {failure.formError}
            </Alert>
          )}
          <Textarea
            name="reason"
            label={t('orders.reason')}
            description={t('orders.reasonHint')}
            defaultValue={failure?.values.reason}
            error={failure?.fieldErrors.reason}
            maxLength={REASON_MAX}
            autosize
            minRows={2}
            data-testid="order-reason"
          />
          <Group>
            <Button type="submit" name="decision" value="confirm" color="green" loading={deciding === 'confirm'} data-testid="order-confirm">
              {t('orders.confirm')}
            </Button>
            <Button
              type="submit"
              name="decision"
              value="decline"
              color="red"
              variant="light"
              loading={deciding === 'decline'}
              data-testid="order-decline"
            >
              {t('orders.decline')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

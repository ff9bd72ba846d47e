// One purchase order as its buyer sees it: the inquiry it came from, the contract drafted from it, the
// supplier, its lines and total in its currency, and where it stands (waiting for the supplier,
// confirmed, or declined with a reason).
import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderDetailView } from '#bff/order/views.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { contractHref, PURCHASE_ORDERS_PATH } from '#app/lib/member-centre.ts';
import { orderSourceHref } from './order-source.ts';
import { OrderStateBadge } from './OrderStateBadge.tsx';
import { ScrollTable } from '../ScrollTable.tsx';

export function PurchaseOrderDetailPage({ view }: { view: OrderDetailView }) {
  const { t } = useTranslation('inquiry');
  const locale = useLocale();
  const { order } = view;
  const money = (amount: number) => formatAmount(amount, order.currency, locale);
  return (
    <Stack gap="lg" data-testid="purchase-order-page" data-id={order.id}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('orders.detailTitle', { orderNo: order.orderNo })}
        </Title>
        <Anchor component={Link} to={PURCHASE_ORDERS_PATH} size="sm">
          {t('orders.backToList')}
        </Anchor>
      </Group>
      {order.state === 'declined' && (
        <Alert color="red" data-testid="order-declined">
          {t('orders.declinedBecause', { reason: order.declineReason ?? '' })}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('orders.state')}
            </Text>
            <OrderStateBadge state={order.state} side="buyer" />
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('orders.source')}
            </Text>
            <Anchor component={Link} to={orderSourceHref(order.source, 'buyer')} size="sm">
              {order.source.title} ({order.source.number})
            </Anchor>
          </Stack>
          {order.agreement && (
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('orders.contract')}
              </Text>
              <Anchor component={Link} to={contractHref(order.agreement.id)} size="sm" data-testid="order-contract">
                {order.agreement.agreementNo}
              </Anchor>
            </Stack>
          )}
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('orders.supplier')}
            </Text>
            <Text size="sm" data-testid="order-supplier">
              {order.supplier.name}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('orders.amount')}
            </Text>
            <Text size="sm" fw={700} data-testid="order-amount">
              {money(order.totalAmount)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('orders.created')}
            </Text>
            <Text size="sm">{formatDate(order.createTime, locale, 'YYYY-MM-DD HH:mm')}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('orders.decided')}
            </Text>
            <Text size="sm">{order.decideTime === null ? '—' : formatDate(order.decideTime, locale, 'YYYY-MM-DD HH:mm')}</Text>
          </Stack>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="order-lines">
        <Stack>
          <Title order={2} size="h4" id="order-lines">
            {t('orders.lines')}
          </Title>
          <ScrollTable minWidth={700} label={t('orders.lines')}>
            <Table data-testid="order-line-rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('material.number')}</Table.Th>
                  <Table.Th>{t('material.name')}</Table.Th>
                  <Table.Th>{t('material.model')}</Table.Th>
                  <Table.Th>{t('material.unit')}</Table.Th>
                  <Table.Th>{t('material.quantity')}</Table.Th>
                  <Table.Th>{t('orders.unitPrice')}</Table.Th>
                  <Table.Th>{t('orders.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.lines.map((line) => (
                  <Table.Tr key={line.materielId} data-testid="order-line">
                    <Table.Td>{line.number}</Table.Td>
                    <Table.Td>{line.name}</Table.Td>
                    <Table.Td>{line.model}</Table.Td>
                    <Table.Td>{line.unit}</Table.Td>
                    <Table.Td>{line.quantity}</Table.Td>
                    <Table.Td>{money(line.unitPrice)}</Table.Td>
                    <Table.Td>{money(line.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Stack>
      </Paper>
    </Stack>
  );
}

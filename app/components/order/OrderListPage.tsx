// The orders made from awards (an inquiry's, type 7; a tender's, type 5), newest first, by state (in
// the URL), from either side: the buyer's purchase orders (each with its supplier, leading to its
// inquiry or tender) and the supplier's sale orders (each with its buyer, leading to its quote or
// the tender); both with the amount in its
// currency, the number of lines, when it was made and whether the supplier confirmed it.
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderListView, OrderSide } from '#bff/order/views.ts';
import { type OrderRow, OrderState } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { PURCHASE_ORDER_DETAIL_PATH, saleOrderHref } from '#app/lib/member-centre.ts';
import { ChoiceFilter } from '../member-centre/ChoiceFilter.tsx';
import { ListFilters } from '../member-centre/ListFilters.tsx';
import { MemberListPage } from '../member-centre/MemberListPage.tsx';
import { orderSourceHref } from './order-source.ts';
import { OrderStateBadge, useOrderStateText } from './OrderStateBadge.tsx';
import { EXPORT_PATHS } from '#bff/exports/lists.ts';

/** What differs between the sides: the other party, where a row leads, the states' wording. */
const SIDES = {
  buyer: {
    party: (order: OrderRow) => order.supplier,
    sourceHref: (order: OrderRow) => orderSourceHref(order.source, 'buyer'),
    orderHref: (order: OrderRow) => `${PURCHASE_ORDER_DETAIL_PATH}?id=${order.id}`,
  },
  supplier: {
    party: (order: OrderRow) => order.buyer,
    sourceHref: (order: OrderRow) => orderSourceHref(order.source, 'supplier'),
    orderHref: (order: OrderRow) => saleOrderHref(order.id),
  },
} as const;

/** The side's own words: its title, the other party's name, its empty list (the states': useOrderStateText). */
function useSideTexts(side: OrderSide) {
  const { t: inquiry } = useTranslation('inquiry');
  const { t: quote } = useTranslation('quote');
  return side === 'buyer'
    ? { title: inquiry('orders.title'), party: inquiry('orders.supplier'), empty: inquiry('orders.empty') }
    : { title: quote('orders.title'), party: quote('orders.buyer'), empty: quote('orders.empty') };
}

export function OrderListPage({ view, side }: { view: OrderListView; side: OrderSide }) {
  const { t } = useTranslation('inquiry');
  const locale = useLocale();
  const texts = useSideTexts(side);
  const stateText = useOrderStateText(side);
  const { party, sourceHref, orderHref } = SIDES[side];
  return (
    <MemberListPage
      view={view}
      testIds={{ page: 'orders-page', table: 'order-rows', pager: 'order-pager' }}
      side={side}
      title={texts.title}
      exportTo={EXPORT_PATHS.list(side === 'buyer' ? 'purchaseOrders' : 'saleOrders')}
      filters={
        <ListFilters label={t('orders.filters')} submit={t('list.search')} submitTestId="order-filter-submit">
          <ChoiceFilter
            name="state"
            label={t('orders.state')}
            all={t('list.allStates')}
            values={OrderState.options}
            text={stateText}
            value={view.state}
            testId="order-filter-state"
          />
        </ListFilters>
      }
      empty={
        <Text c="dimmed" data-testid="orders-empty">
          {texts.empty}
        </Text>
      }
      columns={[
        t('orders.orderNo'),
        t('orders.source'),
        texts.party,
        t('orders.amount'),
        t('orders.lines'),
        t('orders.created'),
        t('orders.state'),
        t('list.actions'),
      ]}
      minWidth={860}
      row={(order) => (
        <Table.Tr
          key={order.id}
          data-testid="order-row"
          data-id={order.id}
          data-inquiry={order.source.kind === 'inquiry' ? order.source.id : undefined}
          data-tender={order.source.kind === 'tender' ? order.source.id : undefined}
          data-state={order.state}
        >
          <Table.Td>{order.orderNo}</Table.Td>
          <Table.Td>
            <Anchor component={Link} to={sourceHref(order)} size="sm" lineClamp={2}>
              {order.source.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {order.source.number}
            </Text>
          </Table.Td>
          <Table.Td data-testid="order-party">{party(order).name}</Table.Td>
          <Table.Td data-testid="order-amount">{formatAmount(order.totalAmount, order.currency, locale)}</Table.Td>
          <Table.Td>{order.lineCount}</Table.Td>
          <Table.Td>{formatDate(order.createTime, locale, 'YYYY-MM-DD HH:mm')}</Table.Td>
          <Table.Td>
            <OrderStateBadge state={order.state} side={side} />
          </Table.Td>
          <Table.Td>
            <Anchor component={Link} to={orderHref(order)} size="sm" data-testid="order-open">
              {t('list.view')}
            </Anchor>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

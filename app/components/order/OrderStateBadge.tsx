// Where an order stands, as a badge, in the words of the side that reads it: the buyer's purchase
// order ('awaiting the supplier') or the supplier's sale order ('awaiting confirmation').
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderSide } from '#bff/order/views.ts';
import type { OrderState } from '#contract/schemas.ts';

const ORDER_COLOURS: Record<OrderState, string> = { pending: 'orange', confirmed: 'green', declined: 'red' };

/** An order's state in the words of its side: one key per side (inquiry:orders.states, quote:orderStates). */
export function useOrderStateText(side: OrderSide): (state: OrderState) => string {
  const { t: buyer } = useTranslation('inquiry');
  const { t: supplier } = useTranslation('quote');
  return side === 'buyer' ? (state) => buyer(`orders.states.${state}`) : (state) => supplier(`orderStates.${state}`);
}

export function OrderStateBadge({ state, side }: { state: OrderState; side: OrderSide }) {
  const text = useOrderStateText(side);
  return (
    <Badge color={ORDER_COLOURS[state]} variant="light" data-testid="order-state" data-state={state}>
      {text(state)}
    </Badge>
  );
}

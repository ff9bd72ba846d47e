// Where an inquiry and an order stand, as badges: an inquiry published and past its deadline is 'closed'; an
// order in the words of the side that reads it (the buyer's purchase order, the supplier's sale order).
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InquiryState, OrderState } from '#contract/schemas.ts';

type Shown = InquiryState | 'closed';
const INQUIRY_COLOURS: Record<Shown, string> = { draft: 'gray', published: 'blue', closed: 'orange', cancelled: 'red', awarded: 'green' };
const ORDER_COLOURS: Record<OrderState, string> = { pending: 'orange', confirmed: 'green', declined: 'red' };

export function InquiryStateBadge({ state, closed }: { state: InquiryState; closed: boolean }) {
  const { t } = useTranslation('rfq');
  const shown: Shown = state === 'published' && closed ? 'closed' : state;
  return (
    <Badge color={INQUIRY_COLOURS[shown]} variant="light" data-testid="inquiry-state" data-state={shown}>
      {t(`states.${shown}`)}
    </Badge>
  );
}

/** Who reads an order: the buyer (a purchase order, 'awaiting the supplier') or the supplier (a sale order, 'awaiting confirmation'). */
export type OrderSide = 'buyer' | 'supplier';

/** An order's state in the words of its side: one key per side (rfq:orders.states, quote:orderStates). */
export function useOrderStateText(side: OrderSide): (state: OrderState) => string {
  const { t: rfq } = useTranslation('rfq');
  const { t: quote } = useTranslation('quote');
  return side === 'buyer' ? (state) => rfq(`orders.states.${state}`) : (state) => quote(`orderStates.${state}`);
}

export function OrderStateBadge({ state, side }: { state: OrderState; side: OrderSide }) {
  const text = useOrderStateText(side);
  return (
    <Badge color={ORDER_COLOURS[state]} variant="light" data-testid="order-state" data-state={state}>
      {text(state)}
    </Badge>
  );
}

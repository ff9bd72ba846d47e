// Where an inquiry and a purchase order stand, as badges: an inquiry published and past its deadline is 'closed'.
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

export function OrderStateBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation('rfq');
  return (
    <Badge color={ORDER_COLOURS[state]} variant="light" data-testid="order-state" data-state={state}>
      {t(`orders.states.${state}`)}
    </Badge>
  );
}

// A supplier's quote (submitted, revised, withdrawn, won, lost) and a sale order (pending, confirmed,
// declined) as badges.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderState } from '#contract/schemas.ts';
import type { QuoteStatus } from '#app/lib/quote-figures.ts';

const QUOTE_COLOURS: Record<QuoteStatus, string> = { submitted: 'blue', revised: 'cyan', withdrawn: 'gray', won: 'green', lost: 'orange' };
const ORDER_COLOURS: Record<OrderState, string> = { pending: 'orange', confirmed: 'green', declined: 'red' };

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation('quote');
  return (
    <Badge color={QUOTE_COLOURS[status]} variant="light" data-testid="quote-status" data-status={status}>
      {t(`states.${status}`)}
    </Badge>
  );
}

export function OrderStateBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation('quote');
  return (
    <Badge color={ORDER_COLOURS[state]} variant="light" data-testid="order-state" data-state={state}>
      {t(`orderStates.${state}`)}
    </Badge>
  );
}

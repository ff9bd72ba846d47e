// A supplier's quote (submitted, revised, withdrawn, won, lost) as a badge; a sale order's is
// OrderStateBadge (app/components/order/OrderStateBadge.tsx, side 'supplier').
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuoteStatus } from '#app/lib/quote-figures.ts';

const QUOTE_COLOURS: Record<QuoteStatus, string> = { submitted: 'blue', revised: 'cyan', withdrawn: 'gray', won: 'green', lost: 'orange' };

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation('quote');
  return (
    <Badge color={QUOTE_COLOURS[status]} variant="light" data-testid="quote-status" data-status={status}>
      {t(`states.${status}`)}
    </Badge>
  );
}

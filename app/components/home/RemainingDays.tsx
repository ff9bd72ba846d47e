// "Less than {n} days left", or "already ended" (docs/product.md#states-and-transitions remaining-days rule).
import { remainingDays, type Remaining } from '#app/lib/remaining-days.ts';
import { useCardList } from './CardListContext.tsx';
import classes from './RemainingDays.module.css';

export function RemainingDays({ remaining }: { remaining: Remaining }) {
  const { tCommon } = useCardList();
  const days = remainingDays(remaining);
  return (
    <span className={classes.remaining} data-open={days > 0 || undefined} data-testid="remaining-days" data-days={days}>
      {days > 0 ? tCommon('remaining.lessThanDays', { count: days }) : tCommon('remaining.ended')}
    </span>
  );
}

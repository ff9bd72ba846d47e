// What a buyer-company card shows (docs/product/entities.md#shops-and-buyer-companies): the satisfaction rating with
// its defaults, and the purchase amount in ten-thousands.
import { formatMoney } from './format.ts';

/** docs/product/entities.md#entities-and-fields: a company without ratings shows 4.9 and five stars. */
export const DEFAULT_SATISFACTION = { rating: 4.9, stars: 5 } as const;

export function satisfactionOf(avgTradeCommentStar: number): { rating: number; stars: number } {
  if (!(avgTradeCommentStar > 0)) return DEFAULT_SATISFACTION;
  const rating = Math.min(5, Math.round(avgTradeCommentStar * 10) / 10);
  return { rating, stars: Math.min(5, Math.max(1, Math.round(rating))) };
}

/** Yuan as ten-thousands ('万元' / '10k' / '만'), 2 decimals and comma thousands: 76573145.49 → "7,657.31". */
export function tenThousands(amount: number): string {
  return formatMoney(Math.round(amount / 100) / 100);
}

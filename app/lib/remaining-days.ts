// The remaining-days figure on a sourcing card (docs/product.md#states-and-transitions), from the platform's days/hours/minutes.

export type Remaining = { days: number; hours: number; minutes: number };

/** 0 means ended; otherwise the card says "less than {n} days". */
export function remainingDays({ days, hours, minutes }: Remaining): number {
  if (days > 0) return days + 1;
  if (days === 0 && hours > 0) return 1;
  if (days === 0 && hours === 0 && minutes === 0) return 0;
  return 1;
}

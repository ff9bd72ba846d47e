// The time window every sourcing kind's action has (quoting, registering, signing up): open until
// the kind's deadline, closed from that very instant on, by the platform's clock (context.ts), the
// same in code and in SQL. Each kind names its own window in its windows.ts; nothing else compares
// a deadline with the clock.
import { gt, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export type Window = 'open' | 'closed';

/** A window that closes at `deadline`, at `now`. */
export function windowUntil(deadline: Date, now: number): Window {
  return deadline.getTime() > now ? 'open' : 'closed';
}

/** The rows whose window, closing at the `deadline` column, is `window` at `now`: windowUntil in SQL. */
export function windowUntilIs(deadline: PgColumn, window: Window, now: number): SQL {
  const at = new Date(now);
  return window === 'open' ? gt(deadline, at) : lte(deadline, at);
}

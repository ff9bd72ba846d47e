// A tender's time window, one named function of the platform's clock (sourcing/windows.ts says what
// a window is): suppliers register while the registration window is open, until registerEndTime.
// The lists filter by it in SQL.
import type { SQL } from 'drizzle-orm';
import { tenders } from '../db/schema.ts';
import { type Window, windowUntilIs } from '../sourcing/windows.ts';

/** The tenders whose registration window is `window` at `now`. */
export function registrationWindowIs(window: Window, now: number): SQL {
  return windowUntilIs(tenders.registerEndTime, window, now);
}

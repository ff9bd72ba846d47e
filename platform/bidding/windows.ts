// A competitive bid's time window, one named function of the platform's clock (sourcing/windows.ts
// says what a window is): suppliers sign up while the sign-up window is open, until endSignUp. The
// lists filter by it in SQL.
import type { SQL } from 'drizzle-orm';
import { biddings } from '../db/schema.ts';
import { type Window, windowUntilIs } from '../sourcing/windows.ts';

/** The competitive bids whose sign-up window is `window` at `now`. */
export function signUpWindowIs(window: Window, now: number): SQL {
  return windowUntilIs(biddings.endSignUp, window, now);
}

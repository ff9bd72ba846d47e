// An inquiry's time window (docs/decisions/017-inquiry-sealed-quotes-and-currency.md), one named function
// of the platform's clock and its SQL twin: quotes are taken, revised and withdrawn while the quote
// window is open; a sealed inquiry is opened, compared and awarded once it has closed. Every check,
// list and detail asks these (sourcing/windows.ts says what a window is).
import type { SQL } from 'drizzle-orm';
import { inquiries } from '../db/schema.ts';
import { type Window, windowUntil, windowUntilIs } from '../sourcing/windows.ts';

/** The quote window: open until the inquiry's offerEndTime, closed from that instant on. */
export function quoteWindow(inquiry: { offerEndTime: Date }, now: number): Window {
  return windowUntil(inquiry.offerEndTime, now);
}

/** The inquiries whose quote window is `window` at `now`: quoteWindow in SQL. */
export function quoteWindowIs(window: Window, now: number): SQL {
  return windowUntilIs(inquiries.offerEndTime, window, now);
}

/** What the wire calls `closed`: published and its quote window closed (an awarded or cancelled inquiry says so by its state). */
export function closedForQuotes(inquiry: { state: string; offerEndTime: Date }, now: number): boolean {
  return inquiry.state === 'published' && quoteWindow(inquiry, now) === 'closed';
}

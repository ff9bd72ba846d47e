// The detail pages' countdown (docs/product.md#states-and-transitions, #constants-and-limits: ticks every second to zero; days, hours, minutes).
// The server's clock is the only clock (docs/architecture.md#real-time): the page brings the server's time,
// the browser measures how far its own clock is off once, and reads the server's time through that
// offset from then on, so a browser clock minutes off still counts down to the real deadline.

/** What to add to the browser's clock to read the server's (negative when the browser is ahead). */
export function clockOffset(serverTime: number, browserNow: number): number {
  return serverTime - browserNow;
}

export type Countdown = { days: number; hours: number; minutes: number; seconds: number; remainingMs: number; ended: boolean };

const SECOND = 1000;

/** The time left until `deadline` (server epoch ms) when the browser's clock reads `browserNow`. */
export function countdownAt(deadline: number, browserNow: number, offset: number): Countdown {
  const remainingMs = Math.max(0, deadline - (browserNow + offset));
  const total = Math.floor(remainingMs / SECOND);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    remainingMs,
    ended: remainingMs === 0,
  };
}

/** How long until the shown second changes, or null once ended (the countdown stops at zero). */
export function nextTickIn(deadline: number, browserNow: number, offset: number): number | null {
  const remainingMs = deadline - (browserNow + offset);
  if (remainingMs <= 0) return null;
  return remainingMs % SECOND || SECOND;
}

/** The time left as the cards' rules count it (remaining-days.ts): a started minute counts whole. */
export function remainingOf(countdown: Countdown): { days: number; hours: number; minutes: number } {
  if (countdown.ended) return { days: 0, hours: 0, minutes: 0 };
  const minutes = Math.ceil(countdown.remainingMs / 60_000);
  return { days: Math.floor(minutes / 1_440), hours: Math.floor((minutes % 1_440) / 60), minutes: minutes % 60 };
}

/**
 * A page's server time, corrected for a page served from the HTML cache (server/html-cache.ts):
 * such a page says when it was made and when it was served, and its own clock values (taken while
 * it was made, so before it was served) are moved on by its age. Clock values of later navigations
 * (taken after the page was served) are left as they are.
 */
export function servedServerTime(serverTime: number, served: { madeAt: number; servedAt: number } | null): number {
  if (!served || !(served.servedAt >= served.madeAt)) return serverTime;
  return serverTime >= served.madeAt && serverTime < served.servedAt ? serverTime + (served.servedAt - served.madeAt) : serverTime;
}

/** What the page's <meta name="portal-served-at"> says, or null (a page made for this request). */
export function servedMeta(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): { madeAt: number; servedAt: number } | null {
  const meta = doc?.querySelector('meta[name="portal-served-at"]');
  if (!meta) return null;
  const servedAt = Number(meta.getAttribute('content'));
  const madeAt = Number(meta.getAttribute('data-made-at'));
  return Number.isFinite(servedAt) && Number.isFinite(madeAt) ? { madeAt, servedAt } : null;
}

// The time left until a deadline, ticking each second to zero (docs/product.md#states-and-transitions): the one
// countdown of the portal, a detail page's, the quote page's and an auction's (CountdownBadge.tsx shows it). The
// first render uses the server's time as it was when the page was made, so the server's HTML and the browser's
// first render agree; from then on the browser's clock, corrected by its offset from the server's
// (docs/architecture.md#real-time). The offset is measured once for each server time the page brings: a deadline
// that moves while the page is open (an auction's extension, its next phase) restarts the ticking with the same
// offset — measured again, the time since the page was read would count as the browser's error.
import { useEffect, useRef, useState } from 'react';
import { clockOffset, countdownAt, nextTickIn, servedMeta, servedServerTime, type Countdown } from '#app/lib/countdown.ts';

/** The browser's offset from the server's clock, measured for the page's serverTime. */
export type MeasuredOffset = { serverTime: number; offset: number };

/**
 * The offset for `serverTime`: the one measured already when the page brought the same server time, else
 * measured now (`browserNow`; a page from the HTML cache at the time it was served, not made).
 */
export function offsetFor(
  measured: MeasuredOffset | null,
  serverTime: number,
  browserNow: number,
  served: { madeAt: number; servedAt: number } | null = servedMeta(),
): MeasuredOffset {
  if (measured?.serverTime === serverTime) return measured;
  return { serverTime, offset: clockOffset(servedServerTime(serverTime, served), browserNow) };
}

export function useCountdown(deadline: number, serverTime: number): Countdown {
  const [countdown, setCountdown] = useState(() => countdownAt(deadline, serverTime, 0));
  const measured = useRef<MeasuredOffset | null>(null);

  useEffect(() => {
    measured.current = offsetFor(measured.current, serverTime, Date.now());
    const { offset } = measured.current;
    let timer: number | undefined;
    const tick = () => {
      const now = Date.now();
      setCountdown(countdownAt(deadline, now, offset));
      const wait = nextTickIn(deadline, now, offset);
      if (wait !== null) timer = window.setTimeout(tick, wait);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [deadline, serverTime]);

  return countdown;
}

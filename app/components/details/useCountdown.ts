// The time left until a deadline, ticking each second to zero (docs/product.md#states-and-transitions): the one
// countdown of the portal, a detail page's and the quote page's (CountdownBadge.tsx shows it). The first render
// uses the server's time as it was when the page was made, so the server's HTML and the browser's first render
// agree; from then on the browser's clock, corrected by its offset from the server's (docs/architecture.md#real-time).
import { useEffect, useState } from 'react';
import { clockOffset, countdownAt, nextTickIn, servedMeta, servedServerTime, type Countdown } from '#app/lib/countdown.ts';

export function useCountdown(deadline: number, serverTime: number): Countdown {
  const [countdown, setCountdown] = useState(() => countdownAt(deadline, serverTime, 0));

  useEffect(() => {
    // A page from the HTML cache: its clock as it was when it was served, not when it was made.
    const offset = clockOffset(servedServerTime(serverTime, servedMeta()), Date.now());
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

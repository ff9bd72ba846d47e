// The countdown's clock (useCountdown.ts): the browser's offset from the server's is measured once for
// the page's server time, so a deadline moved while the page is open (an auction's extension) counts
// from the same offset, and a new read of the page (a new server time) measures it again.
import { describe, expect, it } from 'vitest';
import { countdownAt } from '#app/lib/countdown.ts';
import { offsetFor } from './useCountdown.ts';

const SERVER_NOW = Date.UTC(2030, 0, 1, 2, 0, 0);
const MINUTE = 60_000;

describe('the countdown’s clock offset', () => {
  it('is measured for the page’s server time, then kept while the deadline moves', () => {
    // The browser's clock is 7 minutes slow when the page arrives.
    const first = offsetFor(null, SERVER_NOW, SERVER_NOW - 7 * MINUTE, null);
    expect(first).toEqual({ serverTime: SERVER_NOW, offset: 7 * MINUTE });
    // Ten minutes later the close moves by 3 minutes: the same offset, not the time since the page was read.
    const later = offsetFor(first, SERVER_NOW, SERVER_NOW + 3 * MINUTE, null);
    expect(later).toBe(first);
    const deadline = SERVER_NOW + 33 * MINUTE;
    expect(countdownAt(deadline, SERVER_NOW + 3 * MINUTE, later.offset)).toMatchObject({ minutes: 23, seconds: 0 });
  });

  it('is measured again when the page is read again, and counts a page from the HTML cache from when it was served', () => {
    const first = offsetFor(null, SERVER_NOW, SERVER_NOW, null);
    expect(offsetFor(first, SERVER_NOW + MINUTE, SERVER_NOW + 2 * MINUTE, null)).toEqual({ serverTime: SERVER_NOW + MINUTE, offset: -MINUTE });
    // Made at SERVER_NOW, served 5 minutes later to a browser whose clock is right.
    const served = { madeAt: SERVER_NOW, servedAt: SERVER_NOW + 5 * MINUTE };
    expect(offsetFor(null, SERVER_NOW, SERVER_NOW + 5 * MINUTE, served).offset).toBe(0);
  });
});

// The movable clock for tests (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): with
// PLATFORM_TEST_CLOCK=1 the platform's clock is its base clock plus an offset that POST
// /api/testing/clock {offsetMs} sets (routes.ts), so that a browser journey passes an inquiry's
// deadline without waiting. Without it the route does not exist and the clock is the base. When NODE_ENV is
// production it is refused, except for the browser journeys' runner (tests/e2e/run.ts), which runs
// the built portal in production mode: it must also say PLATFORM_TEST_CLOCK_PRODUCTION=
// TEST_CLOCK_PRODUCTION_OPT_IN, and the platform must listen on a loopback address.

export type MovableClock = { now: () => number; set(offsetMs: number): void; offsetMs(): number };

export function movableClock(base: () => number): MovableClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    set(offsetMs) {
      offset = offsetMs;
    },
    offsetMs: () => offset,
  };
}

/** Sets the clock's offset from its base: the clock as it now reads (routes.ts's POST /api/testing/clock). */
export function moveClock(clock: MovableClock, offsetMs: number): { now: number; offsetMs: number } {
  clock.set(offsetMs);
  return { now: clock.now(), offsetMs: clock.offsetMs() };
}

/** The one value of PLATFORM_TEST_CLOCK_PRODUCTION that lets a production-mode process move its clock: the e2e runner's. */
export const TEST_CLOCK_PRODUCTION_OPT_IN = 'e2e-runner-only-never-a-deployment';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Why the movable clock may not start here, or null when it may (or is not asked for). Outside
 * production it may; in production only with the runner's opt-in and on a loopback address.
 */
export function testClockRefusal(setting: { testClock: boolean; production: boolean; optIn: string | undefined; host: string }): string | null {
  if (!setting.testClock || !setting.production) return null;
  if (setting.optIn !== TEST_CLOCK_PRODUCTION_OPT_IN) {
    return 'PLATFORM_TEST_CLOCK is refused when NODE_ENV is production (only the e2e runner may opt in, with PLATFORM_TEST_CLOCK_PRODUCTION)';
  }
  if (!LOOPBACK.has(setting.host)) return `PLATFORM_TEST_CLOCK is refused in production on a non-loopback address (${setting.host})`;
  return null;
}

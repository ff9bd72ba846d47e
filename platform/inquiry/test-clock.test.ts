// The movable clock's guard (docs/decisions/017-inquiry-sealed-quotes-and-currency.md, the test clock): an
// ordinary production start refuses it; only the e2e runner's loud opt-in on a loopback address
// lets a production-mode run move its clock (the portal's own refusal in a deployment:
// server/test-clock.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { startPlatform } from '../server.ts';
import { TEST_CLOCK_PRODUCTION_OPT_IN, testClockRefusal } from './test-clock.ts';

const base = { testClock: true, production: true, optIn: undefined, host: '127.0.0.1' };

describe('the test clock’s guard', () => {
  const saved = { NODE_ENV: process.env.NODE_ENV, PLATFORM_TEST_CLOCK_PRODUCTION: process.env.PLATFORM_TEST_CLOCK_PRODUCTION };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('lets it start outside production, and nowhere when not asked for', () => {
    expect(testClockRefusal({ ...base, production: false })).toBeNull();
    expect(testClockRefusal({ ...base, production: false, host: '0.0.0.0' })).toBeNull();
    expect(testClockRefusal({ ...base, testClock: false })).toBeNull();
  });

  it('refuses it in production without the runner’s opt-in, or with another value, or off loopback', () => {
    expect(testClockRefusal(base)).toMatch(/refused when NODE_ENV is production/);
    expect(testClockRefusal({ ...base, optIn: '1' })).toMatch(/refused when NODE_ENV is production/);
    expect(testClockRefusal({ ...base, optIn: TEST_CLOCK_PRODUCTION_OPT_IN, host: '0.0.0.0' })).toMatch(/non-loopback/);
    expect(testClockRefusal({ ...base, optIn: TEST_CLOCK_PRODUCTION_OPT_IN, host: '10.0.0.5' })).toMatch(/non-loopback/);
    expect(testClockRefusal({ ...base, optIn: TEST_CLOCK_PRODUCTION_OPT_IN })).toBeNull();
    expect(testClockRefusal({ ...base, optIn: TEST_CLOCK_PRODUCTION_OPT_IN, host: '::1' })).toBeNull();
  });

  it('stops an ordinary production start that asks for it', async () => {
    process.env.NODE_ENV = 'production';
    delete process.env.PLATFORM_TEST_CLOCK_PRODUCTION;
    await expect(startPlatform({ port: 0, dataDir: 'memory://', testClock: true, seed: false, logLevel: 'silent' })).rejects.toThrow(
      /PLATFORM_TEST_CLOCK is refused when NODE_ENV is production/,
    );
  });

  it('moves the clock of a production-mode run with the runner’s opt-in on loopback', async () => {
    process.env.NODE_ENV = 'production';
    process.env.PLATFORM_TEST_CLOCK_PRODUCTION = TEST_CLOCK_PRODUCTION_OPT_IN;
    const platform = await startPlatform({ port: 0, host: '127.0.0.1', dataDir: 'memory://', testClock: true, seed: false, logLevel: 'silent' });
    try {
      const answer = await fetch(`${platform.url}/api/testing/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ offsetMs: 60_000 }),
      });
      expect(await answer.json()).toMatchObject({ code: 1000, data: { offsetMs: 60_000 } });
    } finally {
      await platform.close();
    }
  }, 60_000);
});

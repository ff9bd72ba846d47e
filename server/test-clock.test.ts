// The portal's side of the test clock's guard (docs/decisions/017-inquiry-sealed-quotes-and-currency.md):
// a deployment (PORTAL_DEPLOYED) refuses the test clock whatever else is set; the embedded platform's
// port is the runner's to choose (PLATFORM_PORT), a free one by default. The platform's own guard:
// platform/inquiry/test-clock.test.ts.
import { describe, expect, it } from 'vitest';
import { TEST_CLOCK_PRODUCTION_OPT_IN } from '#platform/inquiry/test-clock.ts';
import { readServerEnv } from './env.ts';

describe('the portal’s configuration of the test clock', () => {
  it('is refused in a deployment, whatever else is set', () => {
    const deployed = {
      PORTAL_DEPLOYED: '1',
      SESSION_SECRET: 'c'.repeat(64),
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
      SMS_HTTP_TOKEN: 'token',
    };
    expect(() => readServerEnv({ ...deployed, PLATFORM_TEST_CLOCK: '1' })).toThrow(/test clock is refused in a deployment/);
    expect(() => readServerEnv({ ...deployed, PLATFORM_TEST_CLOCK_PRODUCTION: TEST_CLOCK_PRODUCTION_OPT_IN })).toThrow(
      /test clock is refused in a deployment/,
    );
    expect(readServerEnv(deployed).PLATFORM_TEST_CLOCK).toBe('0');
  });

  it('lets the runner fix the embedded platform’s port', () => {
    expect(readServerEnv({}).PLATFORM_PORT).toBe(0);
    expect(readServerEnv({ PLATFORM_PORT: '4100' }).PLATFORM_PORT).toBe(4100);
    expect(() => readServerEnv({ PLATFORM_PORT: 'high' })).toThrow(/PLATFORM_PORT/);
  });
});

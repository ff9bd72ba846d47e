// The platform's own login limit seen through the portal (docs/security.md#the-platforms-own-limits):
// two portal replicas without Redis each count failures in their own memory, but the platform they
// share counts them all, and when it refuses (1206) the login page answers as the portal's own
// throttle does: 429 with Retry-After, "too many failed logins" in the user's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { built, postForm, type RunningPortal, type Stack, startPortalProcess, startStack } from '#tests/support/portal-process.ts';

const attempt = async (portal: RunningPortal, account: string, password: string) => {
  const response = await postForm(`${portal.url}/login`, { account, password, redirect: '/' }, { 'x-forwarded-for': '198.51.100.77' });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text: response.status === 302 ? '' : await response.text() };
};

describe.skipIf(!built)('the platform’s login limit behind two portal replicas without Redis', () => {
  let stack: Stack;
  let second: RunningPortal;
  beforeAll(async () => {
    stack = await startStack({ TRUST_PROXY: '1' });
    second = await startPortalProcess(stack.proxy.url, { TRUST_PROXY: '1' }, { readyWithinMs: 60_000 });
  }, 120_000);
  afterAll(async () => {
    await second?.stop();
    await stack?.stop();
  });

  it('5 failures spread over the replicas lock the account on both: 429 with Retry-After, the right password too', async () => {
    for (let n = 0; n < 3; n++) expect((await attempt(stack.portal, 'buyer', 'wrong')).status).toBe(401);
    for (let n = 0; n < 2; n++) expect((await attempt(second, 'buyer', 'wrong')).status).toBe(401);
    // Each replica has counted only its own (3 and 2): the lock is the platform's.
    const locked = await attempt(stack.portal, 'buyer', 'demo1234');
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBe(15 * 60);
    expect(locked.text).toContain('登录失败次数过多');
    expect((await attempt(second, 'buyer', 'demo1234')).status).toBe(429);
  });
});

describe.skipIf(built)('the platform’s login limit behind two portal replicas without Redis', () => {
  it.skip('needs the build: run `npm run build` first (npm test does)', () => {});
});

// Who is signed in, kept a few seconds per session (bff/current-member.server.ts), against the real
// platform (PGlite in memory) behind the counting proxy.
import { describe, expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { loadLayout } from './layout.server.ts';
import { login, logout } from './member/member.server.ts';
import { loadMemberFrame } from './member/session.server.ts';

const { proxy: upstream } = usePlatformBehindProxy();

/** The path the platform sees (the BFF puts /api before an endpoint's path). */
const CURRENT = `/api${api.member.current.path}`;

const page = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

async function signedIn(account: string): Promise<string> {
  const result = await login(page('/login'), 'zh-CN', account, 'demo1234');
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

const askedForCurrent = () => upstream().calls.filter((path) => path === CURRENT).length;

/** The response a loader threw (a redirect to the login page), or null when it answered. */
async function thrown(view: Promise<unknown>): Promise<Response | null> {
  try {
    await view;
    return null;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

describe('who is signed in, kept a few seconds per session', () => {
  it("a member's views in a row ask the platform once, the mall frame and the member centre's alike", async () => {
    const cookie = await signedIn('buyer');
    const before = askedForCurrent();
    const first = await loadLayout(page('/', cookie), 'zh-CN');
    expect(first.user?.userId).toBeGreaterThan(0);
    const again = await loadLayout(page('/purchaseInquiry', cookie), 'zh-CN');
    const frame = await loadMemberFrame(page('/memberCenter', cookie), 'zh-CN');
    expect(again.user).toEqual(first.user);
    expect(frame.user).toEqual(first.user);
    expect(askedForCurrent() - before).toBe(1);
  });

  it('each session has its own entry, and signing out makes every view of that member ask again', async () => {
    const mine = await signedIn('supplier');
    const other = await signedIn('supplier');
    const before = askedForCurrent();
    const supplier = (await loadLayout(page('/', mine), 'zh-CN')).user?.memberId;
    expect(supplier).toBeGreaterThan(0);
    await loadLayout(page('/', other), 'zh-CN');
    expect(askedForCurrent() - before).toBe(2);

    await logout(page('/logout', mine), 'zh-CN');
    // The ended session is not taken for signed in: the platform is asked, refuses it, and the page sends it to log in.
    const refused = await thrown(loadLayout(page('/', mine), 'zh-CN'));
    expect(refused?.status).toBe(302);
    expect(refused?.headers.get('location')).toMatch(/^\/login\?redirect=/);
    // The other session is still signed in: asked again too (the member's entries went with the sign-out), and answered.
    expect((await loadLayout(page('/', other), 'zh-CN')).user?.memberId).toBe(supplier);
    expect(askedForCurrent() - before).toBe(4);
  });

  it('a failed answer is not kept: the page shows a visitor this time, and the next view asks again', async () => {
    const cookie = await signedIn('newsupplier');
    upstream().faults.set(CURRENT, { status: 503 });
    const before = askedForCurrent();
    expect((await loadLayout(page('/', cookie), 'zh-CN')).user).toBeNull();
    upstream().faults.delete(CURRENT);
    expect((await loadLayout(page('/', cookie), 'zh-CN')).user?.name).toBeTruthy();
    expect(askedForCurrent() - before).toBe(2);
  });
});

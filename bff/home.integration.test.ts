// The BFF against the real platform (PGlite in memory), through a proxy that counts and breaks calls.
import { describe, expect, it } from 'vitest';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { loadHome } from './home.server.ts';
import { loadLayout } from './layout.server.ts';
import { checkLifecycle, login } from './member/member.server.ts';
import { commitAuth } from './session.server.ts';

const { proxy: upstream } = usePlatformBehindProxy();

const page = (path = '/', cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

async function viewHome(request: Request) {
  const home = loadHome(request, 'zh-CN');
  const [layout, critical] = await Promise.all([loadLayout(request, 'zh-CN'), home.critical]);
  const [notices, inquiries, tenders, biddings] = await Promise.all([
    home.deferred.notices,
    home.deferred.inquiries,
    home.deferred.tenders,
    home.deferred.biddings,
  ]);
  return { layout, critical, notices, inquiries, tenders, biddings };
}

describe('the mall home view model', () => {
  it('gathers the layout, banners, small ads, publicity and the three lists from the platform', async () => {
    const view = await viewHome(page());
    expect(view.layout.user).toBeNull();
    expect(view.layout.city.cityCode).toBe('110100');
    expect((await view.layout.categories).status).toBe('ok');
    const [banners, smallAds] = await Promise.all([view.critical.banners, view.critical.smallAds]);
    expect(banners.status === 'ok' && banners.data.length).toBeGreaterThan(0);
    expect(smallAds.status === 'ok' && smallAds.data.length).toBe(4);
    for (const list of [view.inquiries, view.tenders, view.biddings]) {
      expect(list.status).toBe('ok');
      if (list.status === 'ok') expect(list.data.items.length).toBeLessThanOrEqual(9);
    }
    expect(view.notices[1].status).toBe('ok');
  });

  it('serves a second anonymous view from the cache, without calling the platform', async () => {
    await viewHome(page());
    const firstViewCalls = upstream().calls.length;
    expect(firstViewCalls).toBeGreaterThan(5);
    upstream().calls.length = 0;
    await viewHome(page());
    expect(upstream().calls).toEqual([]);
  });

  it('an upstream failure costs only its own section, with the #error-codes-and-failures text', async () => {
    upstream().faults.set('/api/purchase/bidding/search/source/list', { status: 500 });
    const view = await viewHome(page());
    expect(view.biddings).toMatchObject({ status: 'error', message: 'http请求错误: 500->服务器发生错误' });
    expect(view.inquiries.status).toBe('ok');
    expect(view.tenders.status).toBe('ok');
  });

  it('a section whose call hangs past the deferred time-out says the request timed out', async () => {
    upstream().faults.set('/api/purchase/inviteTender/getInviteTenderListByEnterpriseWeb', { delayMs: 3_000 });
    const view = await viewHome(page());
    expect(view.tenders).toMatchObject({ status: 'error', message: '请求超时' });
    expect(view.inquiries.status).toBe('ok');
  });
});

describe('login and the session', () => {
  it('a wrong password is refused with the platform message in the user language', async () => {
    const result = await login(page('/login'), 'en-US', 'buyer', 'wrong-password');
    expect(result).toMatchObject({ ok: false, code: 1200, message: 'Wrong account or password' });
  });

  it('a good login sets a signed HttpOnly AUTH cookie and the layout shows the user', async () => {
    const result = await login(page('/login'), 'zh-CN', 'buyer', 'demo1234');
    if (!result.ok) throw new Error(result.message);
    expect(result.setCookie).toMatch(/^AUTH=.+HttpOnly/i);
    expect(result.setCookie).toMatch(/SameSite=Lax/i);
    const layout = await loadLayout(page('/', result.setCookie.split(';')[0]), 'zh-CN');
    expect(layout.user?.memberRoleType).toBe(2);
  });

  it('an expired login (1101) redirects to the login page with the way back, and clears AUTH', async () => {
    const cookie = (await commitAuth({ userId: 1, memberId: 1, memberRoleId: 1, roleId: 1, token: 'expired-token' })).split(';')[0]!;
    const thrown = await loadLayout(page('/12/?a=1', cookie), 'zh-CN').then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login?redirect=%2F12%2F%3Fa%3D1');
    expect(response.headers.get('Set-Cookie')).toMatch(/^AUTH=;.*Max-Age=0/i);
  });

  it('the lifecycle check needs a login, and answers for an admitted supplier', async () => {
    const anonymous = await checkLifecycle(page(), 'zh-CN', { memberId: 1, roleId: 1 });
    expect(anonymous).toMatchObject({ ok: false, loginRequired: true });

    const supplier = await login(page('/login'), 'zh-CN', 'supplier', 'demo1234');
    if (!supplier.ok) throw new Error(supplier.message);
    const cookie = supplier.setCookie.split(';')[0]!;
    const home = loadHome(page('/', cookie), 'zh-CN');
    const inquiries = await home.deferred.inquiries;
    if (inquiries.status !== 'ok') throw new Error(inquiries.message);
    const admittedCard = inquiries.data.items.find((item) => item.isSubMember);
    expect(admittedCard).toBeDefined();
    const answer = await checkLifecycle(page('/', cookie), 'zh-CN', { memberId: admittedCard!.memberId, roleId: admittedCard!.memberRoleId });
    expect(answer.ok).toBe(true);
  });
});

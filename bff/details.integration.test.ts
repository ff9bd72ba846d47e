// The shop and detail view models against the real platform (PGlite in memory), through the proxy
// that counts and breaks calls: each kind of detail with its rail, an unknown id, a failing rail
// call, a signed-in supplier's own quote refusal (and nobody else's), the shop home, list, layout
// frame and favourite toggle, the publicity detail and bid result.
import type { Shop } from '#contract/schemas.ts';
import { describe, expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import { remainingDays } from '#app/lib/remaining-days.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';
import { loadBidResult, loadPublicity, loadSourcingDetail } from './details.server.ts';
import { login } from './member/member.server.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { collectShop, loadShopFrame, loadShopHome, loadShopList, rememberedShopCookie, shopLookup } from './shop.server.ts';
import { callUpstream } from './upstream.server.ts';
import type { Found } from './views.ts';

const { proxy: upstream } = usePlatformBehindProxy();

const page = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
const visitor = { locale: 'zh-CN' as const, auth: null, shopId: null };
const STATISTICS = '/api/template/web/memberPurchaseWeb/statistics';
const UNKNOWN_ID = 2_147_480_000;

function ok<T>(answer: Found<T> | { status: string }): T {
  if (answer.status !== 'ok') throw new Error(`expected data, got ${JSON.stringify(answer)}`);
  return (answer as { data: T }).data;
}

async function cookieOf(account: string): Promise<{ cookie: string; memberId: number }> {
  const result = await login(page('/login'), 'zh-CN', account, 'demo1234');
  if (!result.ok) throw new Error(result.message);
  return { cookie: result.setCookie.split(';')[0]!, memberId: result.user.memberId };
}

/** An open item of each kind, from the mall's lists. */
async function openItem(kind: SourcingKind): Promise<number> {
  const query = { current: 1, pageSize: 1, overdue: '1' as const };
  const list =
    kind === 'inquiry'
      ? await callUpstream(api.inquiry.list, { ctx: visitor, query })
      : kind === 'tender'
        ? await callUpstream(api.tender.listMall, { ctx: visitor, query })
        : await callUpstream(api.bidding.list, { ctx: visitor, query });
  if (!list.ok || !list.data.data[0]) throw new Error(`no open ${kind}`);
  return list.data.data[0].id;
}

const DETAIL_PATH = { inquiry: 'InquiryDetail', tender: 'biddingDetail', bidding: 'competeDetail' } as const;

describe('a detail page', () => {
  it.each(['inquiry', 'tender', 'bidding'] as const)(
    'of a %s comes with the server clock; its rail names the buyer and up to 3 of its other open items',
    async (kind) => {
      const id = await openItem(kind);
      const before = Date.now();
      const { critical, rail } = loadSourcingDetail(page(`/${DETAIL_PATH[kind]}/${id}`), 'zh-CN', kind, id, { inShop: false });
      const view = ok(await critical);
      expect(view.kind).toBe(kind);
      expect(view.detail.id).toBe(id);
      expect(view.serverTime).toBeGreaterThanOrEqual(before);
      expect(view.serverTime).toBeLessThanOrEqual(Date.now());

      const buyer = view.kind === 'bidding' ? view.detail.createMemberId : view.detail.memberId;
      const statistics = ok(await rail.statistics);
      expect(statistics.memberId).toBe(buyer);
      const others = ok(await rail.others);
      expect(others.length).toBeLessThanOrEqual(3);
      expect(others.map((item) => item.id)).not.toContain(id);
      for (const item of others) expect(remainingDays(item)).toBeGreaterThan(0);
    },
  );

  it('of an unknown id is missing (the 404 page), and its rail settles without asking the platform', async () => {
    for (const kind of ['inquiry', 'tender', 'bidding'] as const) {
      const { critical, rail } = loadSourcingDetail(page(`/${DETAIL_PATH[kind]}/${UNKNOWN_ID}`), 'zh-CN', kind, UNKNOWN_ID, { inShop: false });
      expect(await critical).toEqual({ status: 'missing' });
      expect((await rail.statistics).status).toBe('error');
      expect((await rail.others).status).toBe('error');
    }
    expect(upstream().calls).not.toContain(STATISTICS);
  });

  it('loses only its rail figures when the statistics call fails', async () => {
    const id = await openItem('inquiry');
    upstream().faults.set(STATISTICS, { status: 500 });
    const { critical, rail } = loadSourcingDetail(page(`/InquiryDetail/${id}`), 'zh-CN', 'inquiry', id, { inShop: false });
    expect((await critical).status).toBe('ok');
    expect(await rail.statistics).toMatchObject({ status: 'error', message: 'http请求错误: 500->服务器发生错误' });
    expect((await rail.others).status).toBe('ok');
  });

  it('shows the publishing buyer every quote of its inquiry, and a visitor none (decision 006)', async () => {
    const buyer = await cookieOf('buyer');
    const list = await callUpstream(api.inquiry.list, { ctx: visitor, query: { current: 1, pageSize: 50, memberId: buyer.memberId } });
    const quoted = list.ok ? list.data.data.find((item) => item.quoteCount > 0) : undefined;
    if (!quoted) throw new Error('the demo buyer has no quoted inquiry');
    const asBuyer = ok(
      await loadSourcingDetail(page(`/InquiryDetail/${quoted.id}`, buyer.cookie), 'zh-CN', 'inquiry', quoted.id, { inShop: false }).critical,
    );
    const asVisitor = ok(await loadSourcingDetail(page(`/InquiryDetail/${quoted.id}`), 'zh-CN', 'inquiry', quoted.id, { inShop: false }).critical);
    if (asBuyer.kind !== 'inquiry' || asVisitor.kind !== 'inquiry') throw new Error('not an inquiry');
    expect(asBuyer.detail.quotes).toHaveLength(quoted.quoteCount);
    expect(asVisitor.detail.quoteCount).toBe(quoted.quoteCount);
    expect(asVisitor.detail.quotes).toEqual([]);
  });

  it('tells a signed-in supplier outside an inquiry’s areas what the platform would answer (60004), and nobody else', async () => {
    const supplier = await cookieOf('supplier');
    const list = await callUpstream(api.inquiry.list, { ctx: visitor, query: { current: 1, pageSize: 50, overdue: '1' } });
    const limited = list.ok ? list.data.data.filter((item) => item.areas !== '全国' && !item.areas.includes('上海')) : [];
    const detailOf = async (id: number, cookie?: string) => {
      const view = ok(await loadSourcingDetail(page(`/InquiryDetail/${id}`, cookie), 'zh-CN', 'inquiry', id, { inShop: false }).critical);
      if (view.kind !== 'inquiry') throw new Error('not an inquiry');
      return view.detail;
    };
    let outside: number | undefined;
    for (const item of limited) {
      if ((await detailOf(item.id, supplier.cookie)).quoteRefusal === 60004) {
        outside = item.id;
        break;
      }
    }
    if (outside === undefined) throw new Error('no open inquiry refuses the demo supplier (in Shanghai) for its area');
    // A visitor's detail (cached for visitors) carries no one's refusal, and another member gets its own.
    expect((await detailOf(outside)).quoteRefusal).toBeNull();
    expect((await detailOf(outside, (await cookieOf('newsupplier')).cookie)).quoteRefusal).toBe(60020);
    expect((await detailOf(outside, supplier.cookie)).quoteRefusal).toBe(60004);
  });
});

describe('a shop', () => {
  it('is found by its id or by its buyer, and remembered when the page names it', async () => {
    const byId = shopLookup(page('/shopIndex/1'), 'zh-CN');
    const shop = ok(await byId.shop());
    expect(shop.id).toBe(1);
    expect(await rememberedShopCookie(byId)).toMatch(/^SrmShopId=1; Path=\//);

    const byBuyer = shopLookup(page(`/shopIndex/0?memberId=${shop.memberId}&roleId=${shop.roleId}`), 'zh-CN');
    expect(ok(await byBuyer.shop()).id).toBe(1);
    expect(await rememberedShopCookie(byBuyer)).toMatch(/^SrmShopId=1;/);

    // Already remembered, or only used (a shop list): no new cookie.
    const again = shopLookup(page('/aboutUs/1', 'SrmShopId=1'), 'zh-CN');
    await again.shop();
    expect(await rememberedShopCookie(again)).toBeNull();
    const list = shopLookup(page('/procurementSourcing', 'SrmShopId=1'), 'zh-CN');
    expect(ok(await list.shop()).id).toBe(1);
    expect(await rememberedShopCookie(list)).toBeNull();
  });

  it('that does not exist, or is not named, is missing', async () => {
    expect(await shopLookup(page(`/shopIndex/${UNKNOWN_ID}`), 'zh-CN').shop()).toEqual({ status: 'missing' });
    expect(await shopLookup(page('/shopIndex/0'), 'zh-CN').shop()).toEqual({ status: 'missing' });
    expect(await shopLookup(page('/procurementSourcing'), 'zh-CN').shop()).toEqual({ status: 'missing' });
  });

  it("home lists only the shop's own items, 10 at most, and a self-run shop brings its own tree and adverts", async () => {
    const enterprise = ok(await shopLookup(page('/shopIndex/1'), 'zh-CN').shop());
    const home = loadShopHome(page('/shopIndex/1'), 'zh-CN', enterprise);
    const critical = await home.critical;
    expect(critical.categories).toBeNull();
    expect(ok(critical.slides)).toHaveLength(enterprise.slideshowBOList.length);
    for (const list of await Promise.all([home.deferred.inquiries, home.deferred.tenders, home.deferred.biddings])) {
      const { items } = ok(list);
      expect(items.length).toBeLessThanOrEqual(10);
      for (const item of items) expect(item.memberId).toBe(enterprise.memberId);
    }

    let selfRun: Shop | undefined;
    for (let id = 1; id <= 10 && !selfRun; id++) {
      const shop = ok(await shopLookup(page(`/shopIndex/${id}`), 'zh-CN').shop());
      if (shop.type === 'self') selfRun = shop;
    }
    if (!selfRun) throw new Error('no self-run shop among the first ten');
    upstream().calls.length = 0;
    const own = await loadShopHome(page(`/shopIndex/${selfRun.id}`), 'zh-CN', selfRun).critical;
    expect(ok(own.categories!).length).toBeGreaterThan(0);
    expect(ok(own.slides).length).toBeGreaterThan(0);
    expect(upstream().calls).toContain('/api/manage/memberAdvert/findAllByColumnType');
    expect(upstream().calls).toContain('/api/template/web/categoryWeb/findEnterpriseCategoryTree');
  });

  it("list holds the shop's items of its kind, narrowed by its filters, with the shop's tree and use areas", async () => {
    const shop = ok(await shopLookup(page('/shopIndex/1'), 'zh-CN').shop());
    const all = loadShopList(page('/procurementBidding', 'SrmShopId=1'), 'zh-CN', 'tender', { page: 1 }, shop);
    const { list, categories } = await all.critical;
    const { items, totalCount } = ok(list);
    expect(totalCount).toBeGreaterThan(0);
    for (const item of items) expect(item.memberId).toBe(shop.memberId);
    expect(ok(categories).length).toBeGreaterThan(0);
    expect((await all.panel).provinces?.status).toBe('ok');

    const open = ok(
      (await loadShopList(page('/procurementBidding?Unexpired=1'), 'zh-CN', 'tender', { page: 1, unexpired: true }, shop).critical).list,
    );
    expect(open.totalCount).toBeLessThanOrEqual(totalCount);
    for (const item of open.items) expect(remainingDays(item)).toBeGreaterThan(0);
  });

  it('favourite: a visitor is sent to log in; a member keeps and drops the shop, with the platform message', async () => {
    expect(await collectShop(page('/resources/shop-collect'), 'zh-CN', 2, true)).toMatchObject({ ok: false, loginRequired: true });
    const supplier = await cookieOf('supplier');
    const request = page('/resources/shop-collect', supplier.cookie);
    expect(await collectShop(request, 'zh-CN', 2, true)).toEqual({ ok: true, collectStatus: true, message: '操作成功' });
    expect(ok(await shopLookup(page('/shopIndex/2', supplier.cookie), 'zh-CN').shop()).collectStatus).toBe(true);
    expect(await collectShop(request, 'en-US', 2, false)).toEqual({ ok: true, collectStatus: false, message: 'Operation succeeded' });
    expect(ok(await shopLookup(page('/shopIndex/2', supplier.cookie), 'zh-CN').shop()).collectStatus).toBe(false);
    expect(await collectShop(request, 'zh-CN', UNKNOWN_ID, true)).toMatchObject({ ok: false, loginRequired: false });
  });

  it('frame offers the supplier-application link only as the check allows', async () => {
    const frameFor = async (cookie?: string) => {
      const request = page('/shopIndex/1', cookie);
      const frame = await loadShopFrame(request, 'zh-CN', shopLookup(request, 'zh-CN'));
      return ok(await frame!.application);
    };
    expect(await frameFor()).toEqual({ show: false, value: null, validateId: null });
    const admitted = await frameFor((await cookieOf('supplier')).cookie);
    expect(admitted).toMatchObject({ show: true, value: 'admitted' });
    expect(admitted.validateId).toEqual(expect.any(Number));
    expect(await frameFor((await cookieOf('newsupplier')).cookie)).toEqual({ show: true, value: 'notApplied', validateId: null });
    expect(await loadShopFrame(page('/procurementSourcing'), 'zh-CN', shopLookup(page('/procurementSourcing'), 'zh-CN'))).toBeNull();
  });
});

describe('an award notice', () => {
  it('shows as a publicity detail with its files, and as a bid result; an unknown one is missing', async () => {
    const publicity = ok(await loadPublicity(page('/publicityPurchasing/1'), 'zh-CN', 1));
    expect(publicity.notice.id).toBe(1);
    expect(publicity.files.status).toBe('ok');
    const result = ok(await loadBidResult(page('/bidResult/1'), 'zh-CN', 1));
    expect(result.name).toBe(publicity.notice.name);
    expect(result.content).toBe(publicity.notice.content);
    expect(await loadPublicity(page(`/publicityPurchasing/${UNKNOWN_ID}`), 'zh-CN', UNKNOWN_ID)).toEqual({ status: 'missing' });
    expect(await loadBidResult(page(`/bidResult/${UNKNOWN_ID}`), 'zh-CN', UNKNOWN_ID)).toEqual({ status: 'missing' });
  });

  it('keeps its publicity detail when only the files fail', async () => {
    upstream().faults.set('/api/purchase/purchase/notice/bidResult', { status: 502 });
    const publicity = ok(await loadPublicity(page('/publicityPurchasing/1'), 'zh-CN', 1));
    expect(publicity.notice.id).toBe(1);
    expect(publicity.files).toMatchObject({ status: 'error', transport: true });
  });
});

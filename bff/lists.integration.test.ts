// The list pages' view models against the real platform (PGlite in memory), through the proxy that
// counts and breaks calls: filters narrow, each panel part fails on its own, favourites live and die.
import { describe, expect, it } from 'vitest';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { favouriteHref } from './url-state/favourite-filter.ts';
import { parseListUrl } from './url-state/list-read.ts';
import type { ListFilters } from './url-state/list-state.ts';
import { remainingDays } from '#app/lib/remaining-days.ts';
import { favouriteAction, listFavourites } from './favourites.server.ts';
import { loadLayout } from './layout.server.ts';
import { loadAttributes, loadEnterpriseList, loadPublicityList, loadSourcingList } from './lists.server.ts';
import { login } from './member/member.server.ts';

const { proxy: upstream } = usePlatformBehindProxy();

const page = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
const filtersOf = (search: string, keys?: string): ListFilters => parseListUrl('purchaseInquiry', keys, search).filters;
const none = { favourites: false };

async function signedIn(account: string): Promise<string> {
  const result = await login(page('/login'), 'zh-CN', account, 'demo1234');
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

async function inquiries(filters: ListFilters, cookie?: string) {
  const { critical } = loadSourcingList(page('/purchaseInquiry', cookie), 'zh-CN', 'inquiry', filters, none);
  const { list } = await critical;
  if (list.status !== 'ok') throw new Error(list.message);
  return list.data;
}

describe('a sourcing list page', () => {
  it('shows the list banners and 12 cards of the first page, with the total', async () => {
    const { critical } = loadSourcingList(page('/purchaseInquiry'), 'zh-CN', 'inquiry', filtersOf('priceTypeList=1'), none);
    const { banners, list } = await critical;
    expect(banners.status === 'ok' && banners.data.length).toBeGreaterThan(0);
    expect(list.status).toBe('ok');
    if (list.status !== 'ok') return;
    expect(list.data.items).toHaveLength(12);
    expect(list.data.totalCount).toBeGreaterThan(12);
  });

  it('narrows with three filters (a top category, only unexpired, newest first)', async () => {
    const layout = await loadLayout(page('/purchaseInquiry'), 'zh-CN');
    const categories = await layout.categories;
    if (categories.status !== 'ok') throw new Error('no category tree');
    const all = await inquiries(filtersOf(''));
    const [top] = categories.data.filter((c) => c.children.length > 0);
    const filtered = await inquiries(filtersOf('priceTypeList=1&Unexpired=1&Reputation=3', `c${top!.id}`));

    expect(filtered.totalCount).toBeGreaterThan(0);
    expect(filtered.totalCount).toBeLessThan(all.totalCount);
    const subCategories = new Set(top!.children.map((c) => c.title));
    for (const item of filtered.items) {
      expect(subCategories.has(item.category), item.category).toBe(true);
      expect(remainingDays(item)).toBeGreaterThan(0);
    }
    const times = filtered.items.map((item) => item.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('narrows by keyword, price and the publish-time range; an end before the start matches nothing', async () => {
    const all = await inquiries(filtersOf(''));
    const sample = all.items[0]!;
    const word = [...sample.details].slice(0, 4).join('');
    const byKeyword = await inquiries(filtersOf(`keyword=${encodeURIComponent(word)}`));
    expect(byKeyword.totalCount).toBeGreaterThan(0);
    expect(byKeyword.totalCount).toBeLessThanOrEqual(all.totalCount);
    // The keyword is in the title, the number or a material's name.
    const searched = (item: (typeof byKeyword.items)[number]) => [item.details, item.purchaseInquiryNo, ...item.materiels.map((m) => m.name)];
    expect(byKeyword.items.every((item) => searched(item).some((text) => text.includes(word)))).toBe(true);

    const budget = Math.floor(sample.budgetAmount);
    const byPrice = await inquiries(filtersOf(`min=${budget}&max=${budget + 1}`));
    expect(byPrice.items.every((item) => item.budgetAmount >= budget && item.budgetAmount <= budget + 1)).toBe(true);
    expect(byPrice.items.map((item) => item.id)).toContain(sample.id);

    const reversed = await inquiries(filtersOf('startTime=2026-05-10&endTime=2026-05-01'));
    expect(reversed.totalCount).toBe(0);
  });

  it("sends no 'only related to me' for a visitor, and narrows to the user's own for a member", async () => {
    const visitor = await inquiries(filtersOf('aboutUs=1'));
    expect(visitor.totalCount).toBe((await inquiries(filtersOf(''))).totalCount);
    const buyer = await signedIn('buyer');
    const mine = await inquiries(filtersOf('aboutUs=1'), buyer);
    expect(mine.totalCount).toBeLessThan(visitor.totalCount);
  });

  it('streams the filter panel: brands, the price slider top, use areas, active purchasers, newest shops', async () => {
    const { deferred } = loadSourcingList(page('/purchaseBidding'), 'zh-CN', 'tender', filtersOf(''), none);
    const panel = await deferred.panel;
    expect(panel.brands?.status === 'ok' && panel.brands.data.length).toBeGreaterThan(0);
    expect(panel.maxPrice?.status === 'ok' && panel.maxPrice.data).toBeGreaterThan(0);
    expect(panel.activePurchasers?.status === 'ok' && panel.activePurchasers.data.length).toBeLessThanOrEqual(10);
    expect(panel.newestShops?.status).toBe('ok');
    // Use areas: only the provinces tenders deliver to; the buyer-company list offers them all.
    const companies = await loadEnterpriseList(page('/enterprisePurchasing'), 'zh-CN', { page: 1 }, none).deferred.panel;
    if (panel.provinces?.status !== 'ok' || companies.provinces?.status !== 'ok') throw new Error('no provinces');
    const all = new Set(companies.provinces.data.map((p) => p.provinceCode));
    expect(all.size).toBeGreaterThan(30);
    expect(panel.provinces.data.length).toBeGreaterThan(0);
    expect(panel.provinces.data.every((p) => all.has(p.provinceCode))).toBe(true);
    expect(companies.brands).toBeNull();
    expect(deferred.favourites).toBeNull();
  });

  it('a failing filter-panel call costs only its own part, not the panel nor the list', async () => {
    upstream().faults.set('/api/search/shop/enterprise/getBrand', { status: 500 });
    upstream().faults.set('/api/template/web/memberPurchaseWeb/newAddMemberPurchase', { delayMs: 3_000 });
    const { critical, deferred } = loadSourcingList(page('/purchaseInquiry'), 'zh-CN', 'inquiry', filtersOf(''), none);
    const [{ list }, panel] = await Promise.all([critical, deferred.panel]);
    expect(list.status).toBe('ok');
    expect(panel.brands).toMatchObject({ status: 'error', transport: true, message: 'http请求错误: 500->服务器发生错误' });
    expect(panel.newestShops).toMatchObject({ status: 'error', message: '请求超时' });
    expect(panel.maxPrice?.status).toBe('ok');
    expect(panel.activePurchasers?.status).toBe('ok');
  });

  it('serves a second anonymous view of the same filtered page from the cache', async () => {
    const filters = filtersOf('Unexpired=1&Reputation=4', 'c1');
    const view = async () => {
      const { critical, deferred } = loadSourcingList(page('/purchaseInquiry/c1'), 'zh-CN', 'inquiry', filters, none);
      await Promise.all([critical, deferred.panel]);
    };
    await view();
    upstream().calls.length = 0;
    await view();
    expect(upstream().calls).toEqual([]);
  });

  it("loads a leaf category's attributes once, then from the cache", async () => {
    const categories = await (await loadLayout(page('/'), 'zh-CN')).categories;
    if (categories.status !== 'ok') throw new Error('no category tree');
    const leaf = categories.data[0]!.children[0]!;
    const attributes = await loadAttributes(page('/resources/attributes'), 'zh-CN', leaf.id);
    expect(attributes.status === 'ok' && attributes.data.length).toBeGreaterThan(0);
    upstream().calls.length = 0;
    await loadAttributes(page('/resources/attributes'), 'zh-CN', leaf.id);
    expect(upstream().calls).toEqual([]);
  });
});

describe('the buyer-company and publicity lists', () => {
  it('shows 5 companies a page, narrowed by company name', async () => {
    const all = await loadEnterpriseList(page('/enterprisePurchasing'), 'zh-CN', { page: 1 }, none).critical;
    if (all.list.status !== 'ok') throw new Error(all.list.message);
    expect(all.list.data.items).toHaveLength(5);
    const name = all.list.data.items[0]!.memberName;
    const word = [...name].slice(0, 4).join('');
    const named = await loadEnterpriseList(page('/enterprisePurchasing'), 'zh-CN', { page: 1, keyword: word }, none).critical;
    if (named.list.status !== 'ok') throw new Error(named.list.message);
    expect(named.list.data.totalCount).toBeGreaterThan(0);
    expect(named.list.data.totalCount).toBeLessThan(all.list.data.totalCount);
    expect(named.list.data.items.every((shop) => shop.memberName.includes(word))).toBe(true);
  });

  it('shows 12 notices a page, narrowed by the search text and the type', async () => {
    const all = await loadPublicityList(page('/procurementPublicity'), 'zh-CN', { page: 1 }, none).critical;
    if (all.list.status !== 'ok') throw new Error(all.list.message);
    expect(all.list.data.items).toHaveLength(12);
    const tenders = await loadPublicityList(page('/procurementPublicity'), 'zh-CN', { page: 1, priceType: 2, searchInp: '中标' }, none).critical;
    if (tenders.list.status !== 'ok') throw new Error(tenders.list.message);
    expect(tenders.list.data.totalCount).toBeGreaterThan(0);
    expect(tenders.list.data.totalCount).toBeLessThan(all.list.data.totalCount);
    expect(tenders.list.data.items.every((notice) => notice.type === 2 && notice.name.includes('中标'))).toBe(true);
  });

  it("shows inside a shop only the notices of the shop's buyer", async () => {
    const all = await loadPublicityList(page('/procurementPublicity'), 'zh-CN', { page: 1 }, none).critical;
    if (all.list.status !== 'ok') throw new Error(all.list.message);
    // The demo's second shop (北方重工装备集团有限公司, member 2, role 2) has published award notices.
    const shop = { memberId: 2, memberRoleId: 2 };
    const own = await loadPublicityList(page('/2/procurementPublicityShop'), 'zh-CN', { page: 1 }, { ...none, shop }).critical;
    if (own.list.status !== 'ok') throw new Error(own.list.message);
    expect(own.list.data.totalCount).toBeGreaterThan(0);
    expect(own.list.data.totalCount).toBeLessThan(all.list.data.totalCount);
    expect(own.list.data.items.every((notice) => notice.content.includes('采购单位：北方重工装备集团有限公司'))).toBe(true);
  });
});

describe('favourite filters through the BFF', () => {
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    return body;
  };

  it('are saved from a list URL, listed, applied to the same filter, and removed', async () => {
    const cookie = await signedIn('supplier');
    const href = '/12/purchaseInquiry/c9?priceTypeList=1&keyword=pump&attr=1-1,2&min=10&max=500&Unexpired=1&page=3';

    const saved = await favouriteAction(page('/resources/favourites', cookie), 'zh-CN', form({ intent: 'save', name: ' 泵阀常用 ', href }));
    expect(saved.status).toBe(200);
    if (!saved.answer.ok) throw new Error(saved.answer.message);
    const favourite = saved.answer.favourites.find((f) => f.name === '泵阀常用')!;
    expect(favourite).toMatchObject({
      customerCategoryId: 9,
      priceType: 1,
      min: 10,
      max: 500,
      customerAttributeList: [{ id: 1, customerAttributeValueList: [1, 2] }],
    });
    expect(favouriteHref(favourite, 'purchaseInquiry', 12)).toBe(
      '/12/purchaseInquiry/c9?priceTypeList=1&keyword=pump&attr=1-1,2&min=10&max=500&Unexpired=1',
    );

    const listed = await listFavourites(page('/resources/favourites', cookie), 'zh-CN');
    expect(listed.status === 'ok' && listed.data.map((f) => f.id)).toContain(favourite.id);
    const deferred = loadSourcingList(page('/purchaseInquiry', cookie), 'zh-CN', 'inquiry', { page: 1 }, { favourites: true }).deferred;
    const offered = await deferred.favourites!;
    expect(offered.status === 'ok' && offered.data.map((f) => f.id)).toContain(favourite.id);

    const removed = await favouriteAction(page('/resources/favourites', cookie), 'zh-CN', form({ intent: 'remove', id: String(favourite.id) }));
    expect(removed.status).toBe(200);
    expect(removed.answer.ok && removed.answer.favourites.map((f) => f.id)).not.toContain(favourite.id);

    // Removing it again is the platform's refusal (no such filter): the dialog stays open.
    const again = await favouriteAction(page('/resources/favourites', cookie), 'zh-CN', form({ intent: 'remove', id: String(favourite.id) }));
    expect(again).toMatchObject({ status: 422, answer: { ok: false, code: 43903 } });
  });

  it('refuse a missing or too long name with the #validation-rules messages, before any call', async () => {
    const cookie = await signedIn('supplier');
    upstream().calls.length = 0;
    const empty = await favouriteAction(
      page('/resources/favourites', cookie),
      'zh-CN',
      form({ intent: 'save', name: '  ', href: '/purchaseInquiry' }),
    );
    expect(empty).toMatchObject({ status: 400, answer: { ok: false, field: 'name', message: '请输入常用筛选名称' } });
    const long = await favouriteAction(
      page('/resources/favourites', cookie),
      'en-US',
      form({ intent: 'save', name: 'seven77', href: '/purchaseInquiry' }),
    );
    expect(long).toMatchObject({ status: 400, answer: { ok: false, field: 'name', code: 43902 } });
    expect(upstream().calls).toEqual([]);
  });

  it('answer a malformed body with a 400 in the user language, never a 500', async () => {
    const cookie = await signedIn('supplier');
    const bodies: Array<Record<string, string>> = [
      {},
      { intent: 'drop' },
      { intent: 'remove', id: 'x' },
      { intent: 'remove', id: '99999999999' },
      { intent: 'save', name: 'a', href: 'http://evil.example/' },
      { intent: 'save', name: 'a', href: '/shopIndex/1' },
    ];
    for (const fields of bodies) {
      const answer = await favouriteAction(page('/resources/favourites', cookie), 'en-US', form(fields));
      expect(answer, JSON.stringify(fields)).toMatchObject({
        status: 400,
        answer: { ok: false, code: 1102, message: 'Parameter validation failed' },
      });
    }
  });

  it('ask a visitor to log in', async () => {
    const answer = await favouriteAction(page('/resources/favourites'), 'zh-CN', form({ intent: 'save', name: 'x', href: '/purchaseInquiry' }));
    expect(answer).toMatchObject({ status: 401, answer: { ok: false, loginRequired: true } });
  });
});

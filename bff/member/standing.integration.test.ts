// A member's home cards against the real platform (PGlite in memory) through the counting proxy:
// the shared visitors' lists with the member's own standing laid over them (standing.server.ts).
import { describe, expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { cardItem } from '../card-fields.ts';
import { loadHome } from '../home.server.ts';
import { login } from './member.server.ts';
import { PERSONAL_FIELDS, withStanding } from './standing.server.ts';
import { loadQuotePage, quoteAction } from '../inquiry/quote.server.ts';
import { QUOTE_FIELD } from '../inquiry/views.ts';
import { getAuth } from '../session.server.ts';
import { callUpstream } from '../upstream.server.ts';
import type { CardItem, ListSection } from '../views.ts';

const { proxy: upstream } = usePlatformBehindProxy();

const LISTS = {
  inquiries: '/api/purchase/purchase/inquiry/search/source/list',
  tenders: '/api/purchase/inviteTender/getInviteTenderListByEnterpriseWeb',
  biddings: '/api/purchase/bidding/search/source/list',
} as const;
const LIST_PATHS: readonly string[] = Object.values(LISTS);

const page = (path = '/', cookie?: string, init: RequestInit = {}) =>
  new Request(`http://localhost${path}`, { ...init, headers: cookie ? { cookie } : {} });

async function signedIn(account: string): Promise<string> {
  const result = await login(page('/login'), 'zh-CN', account, 'demo1234');
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

function items<T>(section: ListSection<T>): T[] {
  if (section.status !== 'ok') throw new Error(`section failed: ${section.message}`);
  return section.data.items;
}

async function cards(cookie?: string) {
  const { deferred } = loadHome(page('/', cookie), 'zh-CN');
  const [inquiries, tenders, biddings] = await Promise.all([deferred.inquiries, deferred.tenders, deferred.biddings]);
  return { inquiries: items(inquiries), tenders: items(tenders), biddings: items(biddings) };
}

/** The platform's own answer to the member, uncached: what the cards must say. */
async function asPlatformAnswers(cookie: string, query: { provinceCode: string; cityCode: string }) {
  const request = page('/', cookie);
  const auth = await getAuth(request);
  const ctx = { locale: 'zh-CN' as const, auth, shopId: null, siteId: 1 };
  const q = { current: 1, pageSize: 9, ...query };
  const [inquiries, tenders, biddings] = await Promise.all([
    callUpstream(api.inquiry.list, { ctx, query: q }),
    callUpstream(api.tender.listMall, { ctx, query: q }),
    callUpstream(api.bidding.list, { ctx, query: q }),
  ]);
  if (!inquiries.ok || !tenders.ok || !biddings.ok) throw new Error('the platform did not answer');
  // As a card gets it (bff/card-fields.ts): the home sends the page only those fields.
  return {
    inquiries: inquiries.data.data.map((item) => cardItem('inquiry', item)),
    tenders: tenders.data.data.map((item) => cardItem('tender', item)),
    biddings: biddings.data.data.map((item) => cardItem('bidding', item)),
  };
}

/** Without what moves with the clock (a minute may pass between the cached list and the platform's answer now). */
function timeless(view: Record<string, CardItem[]>) {
  return Object.fromEntries(
    Object.entries(view).map(([name, list]) => [name, list.map(({ days: _d, hours: _h, minutes: _m, ...item }) => ({ ...item, closed: undefined }))]),
  );
}

const BEIJING = { provinceCode: '110000', cityCode: '110100' };
const standingOf = (list: CardItem[]) =>
  list.map((item) => Object.fromEntries([['id', item.id], ...PERSONAL_FIELDS.filter((f) => f in item).map((f) => [f, item[f as keyof CardItem]])]));

describe("a member's home cards", () => {
  it('are asked side by side, the shared list and the member’s own, and a second view asks the platform for no list', async () => {
    const cookie = await signedIn('supplier');
    // The inquiry list answers late: were the lists asked one after another, the tender and bid
    // lists would reach the platform only after it.
    upstream().faults.set(LISTS.inquiries, { delayMs: 300 });
    const { deferred } = loadHome(page('/', cookie), 'zh-CN');
    expect((await deferred.inquiries).status).toBe('ok');
    const asked = upstream().calls.filter((call) => LIST_PATHS.includes(call));
    // Each list twice: the visitors' shared copy and the member's standing.
    expect(asked.filter((call) => call === LISTS.inquiries)).toHaveLength(2);
    expect(asked.filter((call) => call === LISTS.tenders)).toHaveLength(2);
    expect(asked.filter((call) => call === LISTS.biddings)).toHaveLength(2);
    await Promise.all([deferred.tenders, deferred.biddings, deferred.notices]);

    upstream().faults.clear();
    upstream().calls.length = 0;
    await cards(cookie);
    expect(upstream().calls.filter((call) => LIST_PATHS.includes(call))).toEqual([]);
  });

  it('say what the platform says to that member, and another member never gets the first one’s standing', async () => {
    const supplier = await signedIn('supplier');
    const buyer = await signedIn('buyer');
    const newcomer = await signedIn('newsupplier');
    // A visitor's view first: the shared lists are cached; then each member on top of them.
    const visitor = await cards();
    const bySupplier = await cards(supplier);
    const byBuyer = await cards(buyer);
    const byNewcomer = await cards(newcomer);
    const again = await cards(supplier);

    for (const [cookie, view] of [
      [supplier, bySupplier],
      [buyer, byBuyer],
      [newcomer, byNewcomer],
      [supplier, again],
    ] as const) {
      const truth = await asPlatformAnswers(cookie, BEIJING);
      expect(timeless(view)).toEqual(timeless(truth));
    }
    // The test means something: the members' standings differ, and from a visitor's.
    expect(standingOf(bySupplier.inquiries)).not.toEqual(standingOf(byBuyer.inquiries));
    expect(standingOf(bySupplier.inquiries)).not.toEqual(standingOf(byNewcomer.inquiries));
    expect(bySupplier.inquiries.some((item) => item.isSubMember)).toBe(true);
    expect(byNewcomer.inquiries.some((item) => item.isSubMember || item.isRegister > 0)).toBe(false);
    expect(byBuyer.inquiries.some((item) => item.canRegister)).toBe(false);
    expect(visitor.inquiries.every((item) => !item.isSubMember && item.isRegister === 0 && !item.isMePublish)).toBe(true);
  });

  it('show "already quoted" on the very next view after the member quotes', async () => {
    const cookie = await signedIn('supplier');
    const before = await cards(cookie);
    // A card whose button says "quote now" and whose inquiry takes this supplier's quote.
    let target: { id: number; materiels: Array<{ id: number; purchaseCount: number }> } | undefined;
    for (const card of before.inquiries.filter((item) => item.isRegister === 0 && item.canRegister && item.isSubMember)) {
      const view = await loadQuotePage(page(`/q?id=${card.id}`, cookie), 'zh-CN');
      if (view.form.status === 'ok' && view.form.data.refusal === null && view.form.data.quote === null) {
        target = view.form.data.inquiry;
        break;
      }
    }
    if (!target) throw new Error('no card on the home takes the demo supplier’s quote');
    const form = new FormData();
    for (const line of target.materiels) {
      form.set(QUOTE_FIELD.price(line.id), '2.50');
      form.set(QUOTE_FIELD.quantity(line.id), String(line.purchaseCount));
    }
    form.set(QUOTE_FIELD.taxRate, '13');
    form.set(QUOTE_FIELD.deliveryDate, '2030-01-15');
    form.set(QUOTE_FIELD.notes, '');
    form.set(QUOTE_FIELD.fileIds, '');
    form.set(QUOTE_FIELD.key, 'home-standing-0001');
    form.set(QUOTE_FIELD.intent, 'submit');
    const answer = await quoteAction(page(`/q?id=${target.id}`, cookie, { method: 'POST' }), 'zh-CN', form, (key) => key);
    expect(answer.ok).toBe(true);

    const after = await cards(cookie);
    expect(after.inquiries.find((item) => item.id === target.id)?.isRegister).toBeGreaterThan(0);
    // Another supplier's next view of the same card: not quoted by them.
    const other = await cards(await signedIn('newsupplier'));
    expect(other.inquiries.find((item) => item.id === target.id)?.isRegister).toBe(0);
  });
});

describe('the standing laid over a shared list', () => {
  const shared = {
    data: [
      { id: 1, isRegister: 0, canRegister: true, title: 'a' },
      { id: 2, isRegister: 0, canRegister: true, title: 'b' },
    ],
    totalCount: 2,
  };

  it('takes each item’s personal fields from the member’s standing, the rest from the shared list', () => {
    const merged = withStanding(shared as never, [
      { id: 2, isRegister: 1, canRegister: true },
      { id: 1, isRegister: 0, canRegister: false },
    ]);
    expect(merged).toEqual({
      data: [
        { id: 1, isRegister: 0, canRegister: false, title: 'a' },
        { id: 2, isRegister: 1, canRegister: true, title: 'b' },
      ],
      totalCount: 2,
    });
  });

  it('is refused (null) when an item of the shared list has no standing: the member’s own answer is used then', () => {
    expect(withStanding(shared as never, [{ id: 1, isRegister: 0 }])).toBeNull();
  });
});

// A member's mall list page against the real platform (PGlite in memory) through the counting proxy:
// the visitors' shared list with the member's standing laid over it, as the home's cards
// (docs/decisions/031-member-page-cost.md); 'only related to me' is the member's own answer; the
// favourite filters are asked once for a few seconds.
import { describe, expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { loadSourcingList } from '../lists.server.ts';
import { getAuth } from '../session.server.ts';
import { callUpstream } from '../upstream.server.ts';
import { login } from './member.server.ts';
import { mallSourcingCards, PERSONAL_FIELDS } from './standing.server.ts';

const { proxy: upstream } = usePlatformBehindProxy();

const INQUIRY_LIST = '/api/purchase/purchase/inquiry/search/source/list';
const FAVOURITE_LIST = api.favouriteFilter.list.path;

const page = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

async function signedIn(account: string): Promise<string> {
  const result = await login(page('/login'), 'zh-CN', account, 'demo1234');
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

async function memberList(cookie: string, aboutUs = false) {
  const { critical, deferred } = loadSourcingList(
    page('/purchaseInquiry', cookie),
    'zh-CN',
    'inquiry',
    aboutUs ? { page: 1, aboutUs: true } : { page: 1 },
    {
      favourites: true,
      memberList: mallSourcingCards,
    },
  );
  const [{ list }, favourites] = await Promise.all([critical, deferred.favourites]);
  if (list.status !== 'ok') throw new Error(list.message);
  return { items: list.data.items, favourites };
}

/** What the platform itself answers the member: the ids and each item's standing. */
async function platformAnswer(cookie: string, aboutUs = false) {
  const ctx = { locale: 'zh-CN' as const, auth: await getAuth(page('/', cookie)), shopId: null, siteId: 1 };
  const result = await callUpstream(api.inquiry.list, { ctx, query: { current: 1, pageSize: 12, ...(aboutUs ? { aboutUs: true } : {}) } });
  if (!result.ok) throw new Error(result.message);
  return result.data.data.map(standing);
}

function standing(item: object) {
  const fields = item as Record<string, unknown>;
  return Object.fromEntries([['id', fields.id], ...PERSONAL_FIELDS.filter((f) => f in fields).map((f) => [f, fields[f]])]);
}

describe("a member's inquiry list", () => {
  it('says what the platform says to each member, and another member never gets the first one’s standing', async () => {
    const supplier = await signedIn('supplier');
    const buyer = await signedIn('buyer');
    const bySupplier = (await memberList(supplier)).items.map(standing);
    const byBuyer = (await memberList(buyer)).items.map(standing);
    expect(bySupplier).toEqual(await platformAnswer(supplier));
    expect(byBuyer).toEqual(await platformAnswer(buyer));
    // The test means something: the two members' standings differ.
    expect(bySupplier).not.toEqual(byBuyer);
    expect(byBuyer.some((item) => item.canRegister)).toBe(false);
  });

  it('asks the platform for neither the list nor the favourites on the next view', async () => {
    const cookie = await signedIn('supplier');
    const first = await memberList(cookie);
    upstream().calls.length = 0;
    const again = await memberList(cookie);
    expect(upstream().calls.filter((call) => call === INQUIRY_LIST || call === FAVOURITE_LIST)).toEqual([]);
    expect(again.items.map(standing)).toEqual(first.items.map(standing));
    expect(again.favourites).toEqual(first.favourites);
  });

  it("'only related to me' is the member's own answer", async () => {
    const cookie = await signedIn('supplier');
    const mine = (await memberList(cookie, true)).items.map(standing);
    expect(mine).toEqual(await platformAnswer(cookie, true));
  });
});

import { describe, expect, it } from 'vitest';
import type { FilterPanelView } from '#bff/views.ts';
import type { ListPage } from './list-filters.ts';
import { listFiltersOf, readyOrStreamed, redirectPastLastPage } from './list-route.server.ts';

const request = (url: string) => new Request(`http://localhost${url}`);

async function thrownBy(run: () => unknown): Promise<Response | undefined> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  return undefined;
}

/** The status of what `run` throws: a Response, or React Router's data(null, { status }). */
async function statusThrownBy(run: () => unknown): Promise<number | undefined> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error.status;
    return (error as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

describe('a list route reading its URL', () => {
  it('reads a good URL into its state, also a client navigation (.data, _routes)', async () => {
    expect(await listFiltersOf(request('/purchaseInquiry.data?priceTypeList=1&_routes=x'), 'purchaseInquiry', {})).toEqual({ page: 1, priceType: 1 });
    expect(await listFiltersOf(request('/12/purchaseInquiry/c3?Unexpired=1'), 'purchaseInquiry', { shopId: '12', '*': 'c3' })).toEqual({
      page: 1,
      categoryId: 3,
      unexpired: true,
    });
  });

  it('redirects a bad URL to its canonical form, keeping the shop prefix', async () => {
    const response = await thrownBy(() =>
      listFiltersOf(request('/12/purchaseInquiry/c3_c4?page=0&Reputation=9&min=9&max=1'), 'purchaseInquiry', { shopId: '12', '*': 'c3_c4' }),
    );
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/12/purchaseInquiry/c3?min=1&max=9');
  });

  it('repairs filter keys the page does not read', async () => {
    const response = await thrownBy(() => listFiltersOf(request('/enterprisePurchasing/c2_b3'), 'enterprisePurchasing', { '*': 'c2_b3' }));
    expect(response?.headers.get('Location')).toBe('/enterprisePurchasing/c2');
  });

  it('answers 404 for a path that holds no filter keys, or more after them', async () => {
    const cases: Array<[string, ListPage, string]> = [
      ['/purchaseInquiry/extra/stuff', 'purchaseInquiry', 'extra/stuff'],
      ['/purchaseInquiry/extra', 'purchaseInquiry', 'extra'],
      ['/purchaseInquiry/c12_x3', 'purchaseInquiry', 'c12_x3'],
      ['/enterprisePurchasing/c2/more/x', 'enterprisePurchasing', 'c2/more/x'],
      ['/procurementPublicityShop/zz', 'procurementPublicityShop', 'zz'],
    ];
    for (const [path, page, rest] of cases) {
      expect(await statusThrownBy(() => listFiltersOf(request(path), page, { '*': rest })), path).toBe(404);
    }
  });

  it("repairs a visitor's link to 'only related to me', which is a member's filter", async () => {
    process.env.UPSTREAM_URL ??= 'http://127.0.0.1:9';
    const response = await thrownBy(() => listFiltersOf(request('/purchaseInquiry?priceTypeList=1&aboutUs=1'), 'purchaseInquiry', {}));
    expect(response?.headers.get('Location')).toBe('/purchaseInquiry?priceTypeList=1');
  });

  it('sends a page beyond the last one to the last one, and leaves an empty list on page 1', async () => {
    const list = (totalCount: number) => ({ status: 'ok' as const, data: { items: [], totalCount } });
    const response = await thrownBy(() => redirectPastLastPage(list(30), 'purchaseBidding', { page: 9, unexpired: true }, 12, undefined));
    expect(response?.headers.get('Location')).toBe('/purchaseBidding?Unexpired=1&page=3');
    expect(await thrownBy(() => redirectPastLastPage(list(0), 'purchaseBidding', { page: 9 }, 12, undefined))).toBeUndefined();
    expect(await thrownBy(() => redirectPastLastPage(list(30), 'purchaseBidding', { page: 3 }, 12, undefined))).toBeUndefined();
  });
});

describe('the deferred parts of a list page', () => {
  const panel: FilterPanelView = { brands: null, maxPrice: { status: 'ok', data: 900 }, activePurchasers: null, newestShops: null, provinces: null };

  it('go with the critical data as values when they are ready (no skeleton, no out-of-line HTML)', async () => {
    const streamed = await readyOrStreamed({ panel: Promise.resolve(panel), favourites: Promise.resolve({ status: 'ok', data: [] }) });
    expect(streamed).toEqual({ panel, favourites: { status: 'ok', data: [] } });
  });

  it('stream in as promises when they are late', async () => {
    const late = new Promise<FilterPanelView>((resolve) => setTimeout(() => resolve(panel), 50));
    const streamed = await readyOrStreamed({ panel: late, favourites: null });
    expect(streamed.panel).toBeInstanceOf(Promise);
    expect(await streamed.panel).toBe(panel);
    expect(streamed.favourites).toBeNull();
  });
});

// The mall home's view model: banners and small ads are the first screen, ready with the site when
// the caches are warm, else streamed (the first byte waits for the site alone); the publicity tabs
// and the three card lists are deferred and stream in, each failing on its own. The lists start as
// soon as the site and the visitor's city are in (both asked at once, the city under the layout's
// key, so one call serves both) and run side by side; a member's are the visitors' shared lists with
// the member's own standing laid over them (bff/member/standing.server.ts); the page gets each item
// cut to what its card reads (loadHomePage, bff/card-fields.ts).
import { COLUMN_TYPE, PAGE_SIZE } from '#contract/constants.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { resolveCity } from './area.server.ts';
import { cardList } from './card-fields.ts';
import { bffEnv } from './env.server.ts';
import { mallSourcingCards } from './member/standing.server.ts';
import { upstreamContext } from './request-context.server.ts';
import { resolveSite } from './site.server.ts';
import { toListSection, toSection } from './section.ts';
import { readyOrStreamed, settledWithin } from './streamed.server.ts';
import { callUpstream } from './upstream.server.ts';
import type { HomeCritical, HomeDeferred, ListSection } from './views.ts';
import { Code, messageFor } from '#contract/codes.ts';

/** A deferred section must settle, never reject: a bug becomes that section's error state. */
function settle<T>(promise: Promise<ListSection<T>>, locale: Locale): Promise<ListSection<T>> {
  return promise.catch(() => ({ status: 'error', code: Code.INTERNAL, message: messageFor(Code.INTERNAL, locale) }));
}

export function loadHome(request: Request, locale: Locale): { critical: Promise<HomeCritical>; deferred: HomeDeferred } {
  const base = upstreamContext(request, locale);
  // Neither needs the other: the site and the city (asked without the site, as the layout asks it) at once.
  const context = base.then(async (ctx) => ({ ctx: { ...ctx, siteId: (await resolveSite(request, ctx)).site.id } }));
  const city = base.then((ctx) => resolveCity(request, ctx));
  const timeoutMs = bffEnv().DEFERRED_TIMEOUT_MS;

  const lists = Promise.all([context, city]).then(([{ ctx }, { provinceCode, cityCode }]) => ({
    ctx,
    query: { current: 1, pageSize: PAGE_SIZE.mallHomeCards, provinceCode, cityCode },
  }));

  const notices = context.then(async ({ ctx }) => {
    // The publicity lists are the same for everyone (the platform reads no caller for them unless
    // asked 'about us'): asked as a visitor, so a member's home shares the visitors' cached copy.
    const anyone = { ...ctx, auth: null };
    const [inquiry, tender, bidding] = await Promise.all(
      ([1, 2, 3] as const).map((type) =>
        callUpstream(api.notice.list, {
          ctx: anyone,
          query: { type, current: 1, pageSize: PAGE_SIZE.publicity, createTime: 'DESC' },
          cache: 'short',
          timeoutMs,
        }).then(toListSection),
      ),
    );
    return { 1: inquiry!, 2: tender!, 3: bidding! };
  });

  // Each list, once the member's standing is laid over it, cut to what its cards read (bff/card-fields.ts):
  // a member's home is rendered for every view, and the whole items were most of the data it encoded.
  const deferred: HomeDeferred = {
    notices: notices.catch(() => {
      const failed = { status: 'error' as const, code: Code.INTERNAL, message: messageFor(Code.INTERNAL, locale) };
      return { 1: failed, 2: failed, 3: failed };
    }),
    inquiries: settle(
      lists.then(({ ctx, query }) => mallSourcingCards('inquiry', ctx, query, timeoutMs)).then((list) => cardList('inquiry', list)),
      locale,
    ),
    tenders: settle(
      lists.then(({ ctx, query }) => mallSourcingCards('tender', ctx, query, timeoutMs)).then((list) => cardList('tender', list)),
      locale,
    ),
    biddings: settle(
      lists.then(({ ctx, query }) => mallSourcingCards('bidding', ctx, query, timeoutMs)).then((list) => cardList('bidding', list)),
      locale,
    ),
  };

  const advert = (columnType: number) =>
    settledWithin(
      context.then(({ ctx }) => callUpstream(api.advert.platform, { ctx, query: { columnType }, cache: 'medium', timeoutMs }).then(toSection)),
      timeoutMs,
      locale,
    );
  const banners = advert(COLUMN_TYPE.banner);
  const smallAds = advert(COLUMN_TYPE.smallAd);
  // Once the site is known (the layout waits for it too), whatever is ready goes into the shell.
  const critical = context.then(async () => {
    const [bannersReady, smallAdsReady] = await Promise.all([readyOrStreamed(banners), readyOrStreamed(smallAds)]);
    return { banners: bannersReady.part, smallAds: smallAdsReady.part };
  });

  return { critical, deferred };
}

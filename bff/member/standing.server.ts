// A member's view of the mall's sourcing lists (the home's cards): the list is the same for everyone
// who asks the same query (site, language, city, page), but each item also says where the caller
// stands toward it — already quoted, registered or signed up (isRegister, isSignUp), admitted by its
// buyer (isSubMember), their own publication (isMePublish), able to take part at all (canRegister),
// what the platform would refuse its quote with now (quoteRefusal: outside the areas, not invited …).
// So a member's list is the visitors' shared cached list with the member's standing laid over it,
// the standing cached for that member alone (the 'personal' strategy: a few seconds fresh, never
// stale, made a miss at once by the member's own writes — bff/upstream.server.ts). Nothing personal
// is kept under a key another member reads (docs/decisions/013-bytes-and-first-byte.md).
import { api } from '#contract/endpoints.ts';
import type { SourcingListQuery } from '#contract/endpoints/sourcing.ts';
import type { Page } from '#contract/schemas.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';
import { cached } from '../cache/cache.server.ts';
import { sourcingListCall } from '../lists.server.ts';
import { toListSection } from '../section.ts';
import { callUpstream, personalKeyOf, type UpstreamContext, type UpstreamFailure, type UpstreamResult } from '../upstream.server.ts';
import type { ListSection, SourcingItem, SourcingItemOf } from '../views.ts';

/** The mall's list call of each kind (bff/lists.server.ts asks the same). */
const MALL_LIST = { inquiry: api.inquiry.list, tender: api.tender.listMall, bidding: api.bidding.list } as const;

/** The fields of a list item that depend on who asks (platform/sourcing/list.ts standing, the participation counts). */
export const PERSONAL_FIELDS = ['canRegister', 'isSubMember', 'isMePublish', 'isRegister', 'isSignUp', 'quoteRefusal'] as const;

type PersonalField = (typeof PERSONAL_FIELDS)[number];
/** One item's standing for one member. */
export type Standing = { id: number } & Partial<Record<PersonalField, boolean | number | null>>;
type StandingEntry = { ok: true; items: Standing[] } | UpstreamFailure;

function standingOf(item: SourcingItem): Standing {
  const standing: Standing = { id: item.id };
  for (const field of PERSONAL_FIELDS) {
    const value = (item as Partial<Record<PersonalField, boolean | number | null>>)[field];
    if (value !== undefined) standing[field] = value;
  }
  return standing;
}

/** The shared page with the member's standing on each item; null when an item has none (the two are of different moments). */
export function withStanding<T extends SourcingItem>(page: Page<T>, standing: readonly Standing[]): Page<T> | null {
  const byId = new Map(standing.map((s) => [s.id, s]));
  const items: T[] = [];
  for (const item of page.data) {
    const own = byId.get(item.id);
    if (!own) return null;
    const { id: _id, ...fields } = own;
    items.push({ ...item, ...fields });
  }
  return { ...page, data: items };
}

function outage(failure: UpstreamFailure): boolean {
  return failure.kind === 'timeout' || (failure.kind === 'http' && failure.code >= 500);
}

/**
 * The mall's list of a kind as the caller sees it. A visitor: the shared cached list. A member: the
 * shared list and the member's standing, asked at once; the member's own answer whole when this
 * view had to ask for it anyway, or when the shared list has an item the standing does not know.
 */
export async function mallSourcingCards<K extends SourcingKind>(
  kind: K,
  ctx: UpstreamContext,
  query: SourcingListQuery,
  timeoutMs?: number,
): Promise<ListSection<SourcingItemOf[K]>> {
  const { auth } = ctx;
  if (!auth) return sourcingListCall(kind, 'mall', ctx, query, timeoutMs);
  const endpoint = MALL_LIST[kind] as typeof api.inquiry.list;
  const own = () => callUpstream(endpoint, { ctx, query, timeoutMs });
  let asked: Awaited<ReturnType<typeof own>> | undefined;
  const [shared, standing] = await Promise.all([
    callUpstream(endpoint, { ctx: { ...ctx, auth: null }, query, cache: 'short', timeoutMs }),
    cached<StandingEntry>(personalKeyOf(endpoint, { ...ctx, auth }, query as Record<string, unknown>), 'personal', async () => {
      asked = await own();
      return asked.ok
        ? { value: { ok: true, items: asked.data.data.map(standingOf) }, cacheable: true }
        : { value: asked, cacheable: false, outage: outage(asked) };
    }),
  ]);
  const section = (result: UpstreamResult<Page<SourcingItem>>) => toListSection(result) as ListSection<SourcingItemOf[K]>;
  if (asked?.ok) return section(asked);
  if (!standing.ok) return section(standing);
  if (!shared.ok) return section(shared);
  const merged = withStanding(shared.data, standing.items);
  if (merged) return section({ ok: true, data: merged });
  return section(asked ?? (await own()));
}

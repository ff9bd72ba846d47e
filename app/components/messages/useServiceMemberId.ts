// Whose customer service the page's customer-service button opens (docs/product/rules.md#roles-and-permissions):
// on a detail page, its buyer's; inside a buyer's shop (the shop layout), that buyer's; elsewhere
// none (the chat room then offers the platform's own). Read from the loaders' data the page already has.
import { useLocation, useMatches } from 'react-router';
import { layoutFor } from '#app/lib/layout-choice.ts';

/** The routes of the inquiry, tender and competitive-bid details (app/routes.ts), whose loader data is { view: { detail } }. */
const DETAIL_ROUTES: ReadonlySet<string> = new Set(['inquiry-detail', 'tender-detail', 'bidding-detail']);

const memberIdOf = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);

export function useServiceMemberId(): number | null {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  for (const match of matches) {
    if (!DETAIL_ROUTES.has(match.id)) continue;
    const data = match.loaderData as { view?: { detail?: { memberId?: unknown } } } | undefined;
    const id = memberIdOf(data?.view?.detail?.memberId);
    if (id !== null) return id;
  }
  if (layoutFor(pathname, search) !== 'shop') return null;
  const site = matches.find((match) => match.id === 'site-layout')?.loaderData as
    | { shopFrame?: { shop?: { memberId?: unknown } } | null }
    | undefined;
  return memberIdOf(site?.shopFrame?.shop?.memberId);
}

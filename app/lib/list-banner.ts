// Where a sourcing list's banner leads (docs/product.md#mall-list-pages). The three mall lists share
// one advert column (type 7), whose links name one of them (the demo's all say the inquiry list);
// on the tender or competitive-bid list a banner that leads to another sourcing list leads to this
// list instead, with the same filters, and keeps the page's shop prefix. Any other link is kept.
import { sourcingPageOf } from '#bff/url-state/list-state.ts';
import { routeSegments, shopPrefix } from '#bff/url-state/shop-prefix.ts';
import { PRICE_TYPE, type SourcingKind } from '#contract/vocabulary.ts';

const SOURCING_LISTS = new Set(['purchaseInquiry', 'purchaseBidding', 'purchaseCompete']);
const BASE = 'http://portal.invalid';

export function listBannerHref(link: string, kind: SourcingKind, prefix: number | string | null): string {
  if (!link.startsWith('/') || link.startsWith('//')) return link;
  const url = new URL(link, BASE);
  if (url.origin !== BASE) return link;
  const [page, ...rest] = routeSegments(url.pathname);
  if (page === undefined || !SOURCING_LISTS.has(page)) return link;
  url.searchParams.set('priceTypeList', String(PRICE_TYPE[kind]));
  const path = [sourcingPageOf(kind), ...rest].join('/');
  return `${shopPrefix(prefix)}/${path}?${url.searchParams.toString()}${url.hash}`;
}

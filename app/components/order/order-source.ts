// Where an order's source leads (docs/decisions/022-tender-evaluation.md): an inquiry's order to the
// buyer's inquiry or the supplier's quote page; a tender's to the buyer's evaluation and award page or
// the tender's public detail (where the bidder reads the award and its bid result); an auction's to
// its public detail, for either party.
import type { OrderSource } from '#contract/schemas.ts';
import { INQUIRY_DETAIL_PATH, quotePageHref, TENDER_EVALUATION_PATH, tenderHref } from '#app/lib/member-centre.ts';
import { railDetailHref } from '#app/lib/shop-links.ts';

export function orderSourceHref(source: OrderSource, side: 'buyer' | 'supplier'): string {
  if (source.kind === 'bidding') return `/competeDetail/${source.id}`;
  if (source.kind === 'tender')
    return side === 'buyer' ? tenderHref(TENDER_EVALUATION_PATH, source.id) : railDetailHref('tender', source.id, { prefix: null, inShop: false });
  return side === 'buyer' ? `${INQUIRY_DETAIL_PATH}?id=${source.id}` : quotePageHref(source.id, source.number);
}

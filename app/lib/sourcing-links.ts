// Where the mall home's cards and lists lead (docs/product.md#routes-and-layouts): detail pages of each sourcing kind.
import type { SourcingKind } from '#contract/vocabulary.ts';

type Where = { mallId: number; shopId: number | null };

export function detailHref(kind: SourcingKind, id: number, { mallId, shopId }: Where): string {
  switch (kind) {
    case 'inquiry':
      return `/${mallId}/InquiryDetail/${id}`;
    case 'tender':
      return tenderDetailHref(id);
    case 'bidding':
      return `/${shopId ?? mallId}/competeDetail/${id}`;
  }
}

/** A tender's public detail (/biddingDetail/{id}, the mall's: a tender has no shop of its own). */
export function tenderDetailHref(id: number): string {
  return `/biddingDetail/${id}`;
}

/** A buyer's shop home (docs/product.md#routes-and-layouts: /{shopId}/shopIndex/{id}), under the current shop or the mall. */
export function shopIndexHref(id: number, { mallId, shopId }: Where): string {
  return `/${shopId ?? mallId}/shopIndex/${id}`;
}

/** A procurement publicity notice; from the shop's own publicity page it stays in the shop. */
export function publicityHref(id: number, shopId: number | null, inShop: boolean): string {
  return `${shopId === null ? '' : `/${shopId}`}/publicityPurchasing/${id}${inShop ? '?inShop=true' : ''}`;
}

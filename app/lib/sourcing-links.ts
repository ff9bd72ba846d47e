// Where the mall home's cards and lists lead (SPEC.md §2): detail pages of each sourcing kind.
import type { SourcingKind } from './card-action.ts';

type Where = { mallId: number; shopId: number | null };

export function detailHref(kind: SourcingKind, id: number, { mallId, shopId }: Where): string {
  switch (kind) {
    case 'inquiry':
      return `/${mallId}/InquiryDetail/${id}`;
    case 'tender':
      return `/biddingDetail/${id}`;
    case 'bidding':
      return `/${shopId ?? mallId}/competeDetail/${id}`;
  }
}

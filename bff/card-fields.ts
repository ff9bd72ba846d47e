// The fields of a sourcing list item that a home card reads — its title and facts (the card views of
// app/lib/sourcing-kinds.ts), the remaining days, the action button and its click, the detail link —
// and the projection that keeps only those. A member's home is rendered for every view: its three
// card lists go to the page with these fields alone, so the server encodes and the HTML carries a
// fraction of the whole wire items (docs/decisions/013-bytes-and-first-byte.md). A card that needs
// another field adds it here; the card components are typed on CardItemOf, so it cannot be forgotten.
import type { BiddingListItem, InquiryListItem, TenderListItem } from '#contract/schemas.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';

type WholeItemOf = { inquiry: InquiryListItem; tender: TenderListItem; bidding: BiddingListItem };

/** What every card's action button and its click read (app/lib/card-action.ts, useCardAction), and the detail link's id. */
const ACTION_FIELDS = ['id', 'canRegister', 'isSubMember', 'isMePublish', 'memberId', 'memberRoleId'] as const;
const REMAINING_FIELDS = ['days', 'hours', 'minutes'] as const;
/** Inquiries and competitive bids name their card's title and facts alike on the wire (app/lib/sourcing-kinds.ts deliveryFacts). */
const DELIVERY_FACT_FIELDS = ['purchaseInquiryNo', 'details', 'count', 'category', 'address', 'deliveryTime', 'memberName', 'quoteCount'] as const;

export const CARD_FIELDS = {
  inquiry: [...ACTION_FIELDS, ...REMAINING_FIELDS, ...DELIVERY_FACT_FIELDS, 'isRegister', 'quoteRefusal', 'areas', 'state', 'closed'],
  tender: [
    ...ACTION_FIELDS,
    ...REMAINING_FIELDS,
    'isRegister',
    'code',
    'projectName',
    'categoryName',
    'inviteTenderMaterielCount',
    'deliverAddress',
    'hopeDate',
    'memberName',
    'createTime',
    'inviteTenderAreaList',
    // The phase and the countdown to the next one, the suppliers registered (app/lib/phase-countdown.ts).
    'phase',
    'phaseEndTime',
    'quoteCount',
  ],
  bidding: [
    ...ACTION_FIELDS,
    ...REMAINING_FIELDS,
    ...DELIVERY_FACT_FIELDS,
    'isSignUp',
    'turn',
    // The phase and the countdown to its end, the sign-ups (app/lib/phase-countdown.ts); the bids are quoteCount.
    'phase',
    'phaseEndTime',
    'signUpCount',
  ],
} as const satisfies { [K in SourcingKind]: readonly (keyof WholeItemOf[K])[] };

type CardFieldOf<K extends SourcingKind> = (typeof CARD_FIELDS)[K][number];

/** A sourcing list item of each kind as a card gets it. */
export type CardItemOf = {
  inquiry: Pick<InquiryListItem, CardFieldOf<'inquiry'>>;
  tender: Pick<TenderListItem, CardFieldOf<'tender'>>;
  bidding: Pick<BiddingListItem, CardFieldOf<'bidding'>>;
};
export type CardItem = CardItemOf[SourcingKind];

/** The card's fields of a whole item (an optional field the item lacks stays absent). */
export function cardItem<K extends SourcingKind>(kind: K, item: WholeItemOf[K]): CardItemOf[K] {
  const whole = item as Record<string, unknown>;
  const card: Record<string, unknown> = {};
  for (const field of CARD_FIELDS[kind]) {
    if (whole[field] !== undefined) card[field] = whole[field];
  }
  return card as CardItemOf[K];
}

type CardListOf<T> = { status: 'ok'; data: { items: T[]; totalCount: number } };

/** A list section (bff/views.ts ListSection) with each item cut to its card's fields; an error as it was. */
export function cardList<K extends SourcingKind, S extends CardListOf<WholeItemOf[K]> | { status: 'error' }>(
  kind: K,
  section: S,
): CardListOf<CardItemOf[K]> | Exclude<S, { status: 'ok' }> {
  if (section.status !== 'ok') return section as Exclude<S, { status: 'ok' }>;
  const { items, totalCount } = (section as CardListOf<WholeItemOf[K]>).data;
  return { status: 'ok', data: { items: items.map((item) => cardItem(kind, item)), totalCount } };
}

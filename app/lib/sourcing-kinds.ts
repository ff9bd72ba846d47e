// The per-kind descriptor table of the UI: how each kind of sourcing event (docs/glossary.md#glossary)
// names on the wire what every screen shows alike — a card's title and facts, a shop-list row, a
// detail page's header. The wire spells a tender's fields differently (projectName, code,
// deliverAddress, hopeDate, materielList) from an inquiry's and a competitive bid's; only this table knows.
import type { BiddingDetail, BiddingListItem, InquiryDetail, InquiryListItem, TenderDetail } from '#contract/schemas.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';
import type { CardItem, CardItemOf, SourcingItemOf } from '#bff/views.ts';
import type { BiddingStage } from './phase-countdown.ts';
import type { DetailHead } from './detail-head.ts';
import { materialRows, tenderMaterialRows, type ShopListRow } from './sourcing-rows.ts';
import type { TenderStage } from './phase-countdown.ts';

export type { CardItem, CardItemOf, SourcingItemOf };
export type SourcingDetailOf = { inquiry: InquiryDetail; tender: TenderDetail; bidding: BiddingDetail };

/** What a card tells, in the same words for every kind. */
export type CardFacts = {
  category: string;
  materialKinds: number;
  address: string;
  date: { label: 'deliveryDate' | 'expectedDate'; at: number };
  publisher: string;
  /** Active quotes (inquiries): shown on every card. */
  quoteCount?: number;
  /** No more quotes (an inquiry published and past its deadline, docs/decisions/017): the card is greyed. */
  closed?: boolean;
  /** Suppliers registered (tenders): shown on every card. */
  registered?: number;
  /** A tender's phase and when it ends: the card shows them in place of the remaining days (app/lib/phase-countdown.ts). */
  stage?: TenderStage;
  /** Sign-ups not rejected and bids placed (competitive bids): shown on every card. */
  signedUp?: number;
  bids?: number;
  /** A competitive bid's phase and when it ends: the card shows them in place of the remaining days (app/lib/phase-countdown.ts). */
  biddingStage?: BiddingStage;
  /** Shown on the wide first card only. */
  more: CardExtra[];
};

export type CardExtra =
  | { key: 'number'; number: string }
  | { key: 'quotes'; count: number }
  | { key: 'areas'; areas: string }
  | { key: 'round'; turn: number }
  | { key: 'publishedAt'; at: number };

/** A detail answer with its kind. */
export type AnyDetail = { [K in SourcingKind]: { kind: K; detail: SourcingDetailOf[K] } }[SourcingKind];

type KindView<K extends SourcingKind> = {
  /** From the card's fields alone (bff/card-fields.ts): a field read here and not listed there does not type-check. */
  card(item: CardItemOf[K]): { title: string; facts: CardFacts };
  row(item: SourcingItemOf[K]): ShopListRow;
  head(detail: SourcingDetailOf[K]): DetailHead;
};

/** Inquiries and competitive bids name their card facts alike on the wire. */
function deliveryFacts(item: CardItemOf['inquiry'] | CardItemOf['bidding'], more: CardExtra[]): CardFacts {
  return {
    category: item.category,
    materialKinds: item.count,
    address: item.address,
    date: { label: 'deliveryDate', at: item.deliveryTime },
    publisher: item.memberName,
    more,
  };
}

/** A shop-list row of an inquiry or a competitive bid (the same wire names). */
function deliveryRow(item: InquiryListItem | BiddingListItem): ShopListRow {
  const { days, hours, minutes } = item;
  return {
    id: item.id,
    content: item.details,
    address: item.address,
    deliveryDate: item.deliveryTime,
    remaining: { days, hours, minutes },
    materialKinds: item.count,
    quoteCount: item.quoteCount,
    createTime: item.createTime,
    materials: materialRows(item.materiels),
  };
}

/** The caller's flags every detail answer carries alike, with the kind's own number, buyer and 'done' count. */
function callerAction(
  d: { id: number; canRegister: boolean; isMePublish: boolean; isSubMember: boolean },
  own: Omit<DetailHead['action'], 'id' | 'canRegister' | 'isMePublish' | 'isSubMember'>,
): DetailHead['action'] {
  return { id: d.id, canRegister: d.canRegister, isMePublish: d.isMePublish, isSubMember: d.isSubMember, ...own };
}

/** An inquiry that takes no more quotes: the platform's `closed` (published, past its deadline by its clock), else no time left. */
export function inquiryClosed(item: { closed?: boolean; state?: string; days: number; hours: number; minutes: number }): boolean {
  if (item.closed !== undefined) return item.closed || (item.state !== undefined && item.state !== 'published');
  return item.days === 0 && item.hours === 0 && item.minutes === 0;
}

/** A municipality is its own city: 北京市, not 北京市北京市. */
function tenderAreas(item: CardItemOf['tender']): string {
  return item.inviteTenderAreaList
    .map((area) => (area.cityName && area.cityName !== area.provinceName ? `${area.provinceName}${area.cityName}` : area.provinceName))
    .join(', ');
}

export const SOURCING_VIEWS: { [K in SourcingKind]: KindView<K> } = {
  inquiry: {
    card: (item) => ({
      title: item.details,
      facts: {
        ...deliveryFacts(item, [
          { key: 'number', number: item.purchaseInquiryNo },
          { key: 'areas', areas: item.areas },
        ]),
        quoteCount: item.quoteCount,
        closed: inquiryClosed(item),
      },
    }),
    row: deliveryRow,
    head: (d) => ({
      title: d.details,
      number: d.purchaseInquiryNo,
      buyerName: d.memberName,
      createTime: d.createTime,
      deadline: d.offerEndTime,
      // A cancelled or awarded inquiry takes no quotes: no action (the detail says why).
      action: callerAction(d.state === 'published' ? d : { ...d, canRegister: false }, {
        purchaseInquiryNo: d.purchaseInquiryNo,
        isRegister: d.isRegister,
        quoteRefusal: d.quoteRefusal,
        memberId: d.memberId,
        memberRoleId: d.memberRoleId,
      }),
      bidResultId: d.bidResultId,
    }),
  },
  tender: {
    card: (item) => ({
      title: item.projectName,
      facts: {
        category: item.categoryName,
        materialKinds: item.inviteTenderMaterielCount,
        address: item.deliverAddress,
        date: { label: 'expectedDate', at: item.hopeDate },
        publisher: item.memberName,
        registered: item.quoteCount,
        stage: { phase: item.phase, phaseEndTime: item.phaseEndTime },
        more: [
          { key: 'number', number: item.code },
          { key: 'publishedAt', at: item.createTime },
          { key: 'areas', areas: tenderAreas(item) },
        ],
      },
    }),
    row: (item) => {
      const { days, hours, minutes } = item;
      return {
        id: item.id,
        content: item.projectName,
        address: item.deliverAddress,
        deliveryDate: item.hopeDate,
        remaining: { days, hours, minutes },
        materialKinds: item.inviteTenderMaterielCount,
        quoteCount: item.quoteCount,
        createTime: item.createTime,
        materials: tenderMaterialRows(item.materielList),
        stage: { phase: item.phase, phaseEndTime: item.phaseEndTime },
      };
    },
    head: (d) => ({
      title: d.projectName,
      number: d.code,
      buyerName: d.memberName,
      createTime: d.createTime,
      deadline: d.registerEndTime,
      action: callerAction(d, { isRegister: d.isRegister, phase: d.phase, memberId: d.memberId, memberRoleId: d.memberRoleId }),
      bidResultId: d.bidResultId,
      stage: { phase: d.phase, phaseEndTime: d.phaseEndTime },
    }),
  },
  bidding: {
    card: (item) => ({
      title: item.details,
      facts: {
        ...deliveryFacts(item, [
          { key: 'number', number: item.purchaseInquiryNo },
          { key: 'round', turn: item.turn },
        ]),
        signedUp: item.signUpCount,
        bids: item.quoteCount,
        biddingStage: { phase: item.phase, phaseEndTime: item.phaseEndTime },
      },
    }),
    row: (item) => ({ ...deliveryRow(item), biddingStage: { phase: item.phase, phaseEndTime: item.phaseEndTime } }),
    head: (d) => ({
      title: d.details,
      number: d.biddingNo,
      buyerName: d.createMemberName,
      createTime: d.createTime,
      deadline: d.endSignUp,
      action: callerAction(d, {
        purchaseInquiryNo: d.biddingNo,
        isSignUp: d.isSignUp,
        phase: d.phase,
        memberId: d.createMemberId,
        memberRoleId: d.createMemberRoleId,
      }),
      bidResultId: d.bidResultId,
      biddingStage: { phase: d.phase, phaseEndTime: d.phaseEndTime },
    }),
  },
};

/** The view of one kind, for an item whose kind is known only at run time. */
export function sourcingView<K extends SourcingKind>(kind: K): KindView<K> {
  return SOURCING_VIEWS[kind] as KindView<K>;
}

export function detailHead(view: AnyDetail): DetailHead {
  return sourcingView(view.kind).head(view.detail as never);
}

export function shopListRow<K extends SourcingKind>(kind: K, item: SourcingItemOf[K]): ShopListRow {
  return sourcingView(kind).row(item);
}

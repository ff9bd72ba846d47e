// What the releases of one process are built from, the same for the three kinds (queries.ts reads
// them, releases.ts writes them out): the buyer, the tender as published and as each amendment left
// it, the outcome, the award by supplier, the signed contracts and their payments. Companies only:
// nothing here names a person (docs/decisions/026-open-data.md).
import type { SourcingKind } from '#contract/vocabulary.ts';

/** A member company: the only kind of party open data names. */
export type Organisation = { memberId: number; name: string };

/** A material line: what is bought, how many, in which unit. */
export type ItemFacts = { id: number; name: string; model: string; unit: string; quantity: number };

/** The tender as a notice shows it at one moment: as published, or as an amendment left it. */
export type TenderFacts = {
  title: string;
  description: string;
  items: ItemFacts[];
  /** When answers (quotes, bids) are taken. */
  period: { start: Date; end: Date };
  /** The buyer's public estimate (budgetAmount); null when it gave none. */
  value: number | null;
};

/** An amendment (an inquiry's new revision, a tender's amended documents), and the tender it left. */
export type AmendmentFacts = { revision: number; reason: string; tender: TenderFacts };

/** One awarded line to one supplier; unitPrice null for a lot awarded at one price (an auction). */
export type AwardLineFacts = { supplier: Organisation; item: ItemFacts; unitPrice: number | null; amount: number | null };

/** An award: by line (inquiry, tender) or the whole lot (auction: `lotAmount`). */
export type AwardFacts = { id: number; date: Date; currency: string; lines: AwardLineFacts[]; lotAmount: number | null };

/** A contract's line as signed. */
export type ContractLineFacts = { lineNo: number; name: string; model: string; unit: string; quantity: number; unitPrice: number };

/** A signed contract (unsigned drafts are the two sides' business, not published). */
export type ContractFacts = {
  id: number;
  agreementNo: string;
  /** The award row it was drafted from (the order's award). */
  awardId: number;
  supplier: Organisation;
  title: string;
  currency: string;
  totalAmount: number;
  lines: ContractLineFacts[];
  /** YYYY-MM-DD, as the versions hold them. */
  startDate: string;
  endDate: string;
  dateSigned: Date;
  /** completed or terminated after signing, and when. */
  ended: { state: 'completed' | 'terminated'; date: Date; reason: string | null } | null;
};

export type PaymentFacts = { id: number; contractId: number; stageNo: number; amount: number; date: Date };

/** How the process stands now: its state, and for a failure or a cancellation the reason given. */
export type ProcessState = 'published' | 'cancelled' | 'awarded' | 'failed';

export type ProcessFacts = {
  kind: SourcingKind;
  id: number;
  /** The document number (XJ…, ZB…, JJ…): the tender's id in OCDS. */
  number: string;
  buyer: Organisation;
  currency: string;
  /** open: any admitted supplier may answer; selective: only the invited ones. */
  method: 'open' | 'selective';
  state: ProcessState;
  /** The cancellation's or the failure's reason, when there is one. */
  reason: string | null;
  published: TenderFacts;
  amendments: AmendmentFacts[];
  /**
   * Whether answers' prices may be published: an open inquiry's at once, a sealed inquiry's or a
   * tender's only after their opening, an auction's (bid in the open) at its award.
   */
  pricesPublic: boolean;
  award: AwardFacts | null;
  contracts: ContractFacts[];
  payments: PaymentFacts[];
};

/**
 * One release of a process as the release list finds it (events.ts): which event, its row (`ref`:
 * the amendment's revision, the award's, contract's or payment's id; 0 for the process's own), its
 * date, and its release id.
 */
export type ReleaseEvent = {
  kind: SourcingKind;
  processId: number;
  event: ReleaseEventKind;
  ref: number;
  date: Date;
  releaseId: string;
};

/**
 * tender: the publication; amendment: each later revision; cancellation; outcome: failed, or ended
 * awarded without an award on record; award; contract: signed; contractEnd: completed or terminated
 * after signing; payment: each payment of a signed contract.
 */
export const RELEASE_EVENT_KINDS = ['tender', 'amendment', 'cancellation', 'outcome', 'award', 'contract', 'contractEnd', 'payment'] as const;
export type ReleaseEventKind = (typeof RELEASE_EVENT_KINDS)[number];

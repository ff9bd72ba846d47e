// What ties a bid's sealed prices and its receipt to the submission they belong to
// (docs/product/tenders.md#sealed-bids, decision 017's seal reused): the binding a sealed revision's
// ciphertext opens with, the sha256 a receipt hashes of what the platform received, and the receipt
// recomputed at the opening from what the ciphertext held and what was stored in clear.
import type { Attachment } from '#contract/schemas.ts';
import { canonicalJson, sha256 } from '../db/hashing.ts';
import { lineAmount, sum } from '../sourcing/money.ts';
import type { BidLineTerm, SealedBidPrices, tenderBidRevisions } from './schema.ts';

/** What binds a sealed bid revision's ciphertext to its row: it opens for that bid and revision only. */
export const bidSealBinding = (bidId: number, revision: number) => `tender bid ${bidId} revision ${revision}`;

/** A priced line as a receipt and the opening hold it: the price, the tender's count and their amount. */
export type PricedBidLine = { materielId: number; price: number; count: number; amount: number };

/** The commercial terms of a bid, in clear. */
export type BidTermsRow = NonNullable<(typeof tenderBidRevisions.$inferSelect)['terms']>;

/** The submission a receipt hashes: what the supplier sent, as the platform read it, with the platform's time. */
export type BidReceiptContent = {
  tenderId: number;
  tenderRevision: number;
  supplier: { memberId: number; roleId: number };
  bidId: number;
  revision: number;
  kind: 'submitted' | 'withdrawn';
  lines: PricedBidLine[] | null;
  totalAmount: number | null;
  currency: string;
  taxRate: number | null;
  terms: BidTermsRow | null;
  lineTerms: BidLineTerm[];
  remark: string;
  technicalFiles: Attachment[];
  commercialFiles: Attachment[];
  receivedTime: number;
};

export const bidReceiptHash = (content: BidReceiptContent) => sha256(canonicalJson(content));

/** The priced lines of `prices` with the tender's counts (by material line id), in the order of the lines; and their total. */
export function pricedLines(prices: SealedBidPrices['lines'], counts: Map<number, number>): { lines: PricedBidLine[]; totalAmount: number } {
  const lines = prices.map(({ materielId, price }) => {
    const count = counts.get(materielId) ?? 0;
    return { materielId, price, count, amount: lineAmount(price, count) };
  });
  return { lines, totalAmount: sum(lines.map((line) => line.amount)) };
}

/** A stored revision and the supplier's member and role: what the opening and the supplier's own read start from. */
export type StoredBidRevision = typeof tenderBidRevisions.$inferSelect;

/** The receipt content of a stored submission whose sealed prices were opened as `lines`. */
export function storedReceiptContent(
  revision: StoredBidRevision,
  supplier: { memberId: number; roleId: number },
  opened: { lines: PricedBidLine[]; totalAmount: number },
): BidReceiptContent {
  return {
    tenderId: revision.tenderId,
    tenderRevision: revision.tenderRevision,
    supplier,
    bidId: revision.bidId,
    revision: revision.revision,
    kind: 'submitted',
    lines: opened.lines,
    totalAmount: opened.totalAmount,
    currency: revision.currency,
    taxRate: revision.taxRate,
    terms: revision.terms,
    lineTerms: revision.lineTerms,
    remark: revision.remark,
    technicalFiles: revision.technicalFiles,
    commercialFiles: revision.commercialFiles,
    receivedTime: revision.createTime.getTime(),
  };
}

// What ties a quote's sealed prices and its receipt to the submission they belong to
// (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): the binding a sealed revision's ciphertext
// is opened with, and the sha256 a receipt hashes of what the platform received.
import type { QuoteLine, QuoteLineTerm } from '#contract/schemas.ts';
import { canonicalJson, sha256 } from '../db/hashing.ts';

/** What binds a sealed revision's ciphertext to its row: it opens for that quote and revision only. */
export const sealBinding = (quoteId: number, revision: number) => `quote ${quoteId} revision ${revision}`;

/** The submission a receipt hashes: what the supplier sent, as the platform read it, with the platform's time. */
export type ReceiptContent = {
  inquiryId: number;
  inquiryRevision: number;
  supplier: { memberId: number; roleId: number };
  revision: number;
  kind: 'submitted' | 'withdrawn';
  lines: QuoteLine[] | null;
  totalAmount: number | null;
  currency: string;
  taxRate: number | null;
  deliveryTime: number | null;
  notes: string;
  /** The lines' own delivery dates and notes; absent when no line has any (so earlier receipts hash as they did). */
  lineTerms?: QuoteLineTerm[];
  files: Array<{ name: string; url: string }>;
  receivedTime: number;
};
export const receiptHash = ({ lineTerms, ...content }: ReceiptContent) =>
  sha256(canonicalJson(lineTerms && lineTerms.length > 0 ? { ...content, lineTerms } : content));

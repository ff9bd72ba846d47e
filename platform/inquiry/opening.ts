// Opening a sealed inquiry's quotes (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): its prices
// are decrypted once, by its buyer, once the quote window has closed. The opening record
// (append-only) keeps when, by whom, each opened quote's hashes (its ciphertext's and its receipt's,
// recomputed from what was opened) and the opened prices, which the comparison and the award then
// read (queries/openings.ts). An open inquiry's prices are in clear from the start, for its buyer only.
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { OpeningRecord, QuoteLine } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { inquiryOpenings } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { ownInquiry } from './inquiry.ts';
import { canonicalJson, sha256 } from '../db/hashing.ts';
import { activeSubmissions, openingOf, recordOf, type StoredOpenedQuote } from './queries/openings.ts';
import { SEALED } from './quotes.ts';
import { receiptHash, sealBinding } from './receipts.ts';
import type { Sealer } from '../sourcing/seal.ts';
import { quoteWindow } from './windows.ts';

/** Opens the caller's sealed inquiry (once: asked again, the same record); its record as the buyer reads it. */
export async function openQuotes(
  { db, now }: PlatformContext,
  sealer: Sealer,
  { body, caller }: RouteInput<typeof api.inquiryBuyer.open, 'login'>,
): Promise<OpeningRecord> {
  await transaction(db, async (tx) => {
    const row = await ownInquiry(tx, body.id, caller, 'update');
    if (row.state === 'draft' || row.priceContrast !== SEALED) throw new BusinessError(Code.INQUIRY_STATE_FORBIDS);
    if (row.state === 'cancelled') throw new BusinessError(Code.INQUIRY_CANCELLED);
    const at = now();
    if (quoteWindow(row, at) === 'open') throw new BusinessError(Code.DEADLINE_NOT_REACHED);
    if (await openingOf(tx, row.id)) return;
    const opened = (await activeSubmissions(tx, row.id)).map(({ quote, revision, supplierName }): StoredOpenedQuote => {
      const prices = sealer.open(revision.sealedPrices!, sealBinding(quote.id, revision.revision)) as { lines: QuoteLine[]; totalAmount: number };
      const recomputed = receiptHash({
        inquiryId: row.id,
        inquiryRevision: revision.inquiryRevision,
        supplier: { memberId: quote.memberId, roleId: quote.memberRoleId },
        revision: revision.revision,
        kind: 'submitted',
        lines: prices.lines,
        totalAmount: prices.totalAmount,
        currency: revision.currency,
        taxRate: revision.taxRate,
        deliveryTime: revision.deliveryTime?.getTime() ?? null,
        notes: revision.notes,
        lineTerms: revision.lineTerms,
        files: revision.files,
        receivedTime: revision.createTime.getTime(),
      });
      return {
        quoteId: quote.id,
        revision: revision.revision,
        supplier: { memberId: quote.memberId, roleId: quote.memberRoleId, name: supplierName },
        sealedHash: sha256(revision.sealedPrices!),
        receiptHash: revision.receiptHash,
        verified: recomputed === revision.receiptHash,
        totalAmount: prices.totalAmount,
        lines: prices.lines,
        taxRate: revision.taxRate,
        deliveryTime: revision.deliveryTime?.getTime() ?? null,
      };
    });
    await tx.insert(inquiryOpenings).values({
      inquiryId: row.id,
      openedByMemberId: caller.memberId,
      openedByUserId: caller.userId,
      quotes: opened,
      digest: sha256(canonicalJson(opened)),
      createTime: new Date(at),
    });
  });
  return recordOf((await openingOf(db, body.id))!, { buyer: true, memberId: caller.memberId });
}

// What a supplier reads of its own quotes (docs/decisions/017-inquiry-sealed-quotes-and-currency.md):
// the quote page (the inquiry, whether a quote would be taken now, and its own quote), its quotes
// list and one quote with every revision. A sealed quote's latest submission is decrypted for its
// own supplier only, so a revision starts from what it entered and its list shows its total; no one
// else reads it before the opening.
import { and, desc, eq, sql, count } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Code, messageFor } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { OwnQuote, OwnQuoteRow, QuoteForm, QuoteLine, QuoteRevisionView } from '#contract/schemas.ts';
import type { PlatformContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { offsetOf } from '../../db/filters.ts';
import { inquiries, inquiryOpenings, members, purchaseOrders, quoteRevisions, quotes } from '../../db/schema.ts';
import type { Caller } from '../../http/caller.ts';
import { BusinessError } from '../../http/errors.ts';
import { localeOf } from '../../http/route.ts';
import { countWhere } from '../../sourcing/sources.ts';
import { quoteRefusal } from '../eligibility.ts';
import { inquiryFor, isPublisher } from '../inquiry.ts';
import { sealBinding } from '../quoting.ts';
import type { Sealer } from '../../sourcing/seal.ts';
import { closedForQuotes } from '../windows.ts';
import { inquiryView } from './inquiries.ts';

const ms = (date: Date | null) => date?.getTime() ?? null;

type Log = { warn(details: object, message: string): void };

/** A sealed revision's prices for its own supplier; null (logged) when they cannot be opened, e.g. under another key. */
function ownPrices(sealer: Sealer, sealed: string, binding: string, log: Log): { lines: QuoteLine[]; totalAmount: number } | null {
  try {
    return sealer.open(sealed, binding) as { lines: QuoteLine[]; totalAmount: number };
  } catch (error) {
    log.warn({ err: error, binding }, 'a sealed quote could not be opened for its supplier');
    return null;
  }
}

/**
 * The caller's quote on the inquiry with its revisions, newest first. A sealed quote's latest
 * submission is decrypted for its own supplier only (the head is the caller's: member and role),
 * so a revision starts from what it entered; earlier sealed revisions keep their prices sealed.
 */
async function ownQuote(db: Db, sealer: Sealer, inquiryId: number, caller: Caller, current: number, log: Log): Promise<OwnQuote | null> {
  const [head] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.inquiryId, inquiryId), eq(quotes.memberId, caller.memberId), eq(quotes.memberRoleId, caller.memberRoleId)));
  if (!head) return null;
  const revisions = await db.select().from(quoteRevisions).where(eq(quoteRevisions.quoteId, head.id)).orderBy(desc(quoteRevisions.revision));
  const latest = revisions.find((r) => r.kind === 'submitted');
  const unsealed = latest?.sealedPrices ? ownPrices(sealer, latest.sealedPrices, sealBinding(head.id, latest.revision), log) : null;
  const views = revisions.map(
    (r): QuoteRevisionView => ({
      revision: r.revision,
      kind: r.kind,
      inquiryRevision: r.inquiryRevision,
      lines: r === latest && unsealed ? unsealed.lines : r.lines,
      totalAmount: r === latest && unsealed ? unsealed.totalAmount : r.totalAmount,
      taxRate: r.taxRate,
      deliveryTime: ms(r.deliveryTime),
      notes: r.notes,
      lineTerms: r.lineTerms,
      files: r.files,
      receiptHash: r.receiptHash,
      createTime: r.createTime.getTime(),
    }),
  );
  return {
    id: head.id,
    inquiryId,
    state: head.state,
    sealed: head.sealed,
    currency: head.currency,
    needsConfirm: head.state === 'active' && head.inquiryRevision < current,
    totalAmount: head.state === 'active' && unsealed ? unsealed.totalAmount : head.totalAmount,
    revisions: views,
    createTime: head.createTime.getTime(),
    updateTime: ms(head.updateTime),
  };
}

/** The quote page of the inquiry `id` (404 for another's draft). */
export async function quoteForm(
  { db, now }: PlatformContext,
  sealer: Sealer,
  id: number,
  caller: Caller,
  request: FastifyRequest,
): Promise<QuoteForm> {
  const row = await inquiryFor(db, id);
  if (row.state === 'draft' && !isPublisher(row, caller)) throw new BusinessError(Code.NOT_FOUND);
  const at = now();
  const refusal = await quoteRefusal(db, row, caller, at);
  return {
    inquiry: await inquiryView(db, row, caller, at),
    refusal,
    refusalMessage: refusal === null ? null : messageFor(refusal, localeOf(request)),
    quote: await ownQuote(db, sealer, row.id, caller, row.revision, request.log),
  };
}

/** The caller's quotes, newest activity first, each with its inquiry, its outcome and its receipt. */
export async function ownQuotes(
  { db, now }: PlatformContext,
  sealer: Sealer,
  query: z.output<typeof api.inquiryQuote.list.query>,
  caller: Caller,
  log: Log,
) {
  const where = and(
    eq(quotes.memberId, caller.memberId),
    eq(quotes.memberRoleId, caller.memberRoleId),
    query.state ? eq(quotes.state, query.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        quote: quotes,
        purchaseInquiryNo: inquiries.purchaseInquiryNo,
        details: inquiries.details,
        inquiryState: inquiries.state,
        inquiryRevision: inquiries.revision,
        offerEndTime: inquiries.offerEndTime,
        buyerMemberId: inquiries.memberId,
        buyerRoleId: inquiries.memberRoleId,
        buyerName: members.name,
        orders: countWhere(purchaseOrders, purchaseOrders.quoteId, quotes.id),
        revisionCount: countWhere(quoteRevisions, quoteRevisions.quoteId, quotes.id),
        opened: countWhere(inquiryOpenings, inquiryOpenings.inquiryId, quotes.inquiryId),
        receiptHash: quoteRevisions.receiptHash,
        receivedTime: quoteRevisions.createTime,
        sealedPrices: quoteRevisions.sealedPrices,
      })
      .from(quotes)
      .innerJoin(inquiries, eq(inquiries.id, quotes.inquiryId))
      .innerJoin(members, eq(members.id, inquiries.memberId))
      // The latest revision: its receipt.
      .leftJoin(quoteRevisions, and(eq(quoteRevisions.quoteId, quotes.id), eq(quoteRevisions.revision, quotes.revision)))
      .where(where)
      .orderBy(desc(sql`coalesce(${quotes.updateTime}, ${quotes.createTime})`), desc(quotes.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(quotes).where(where),
  ]);
  const at = now();
  // Every row is the caller's own (member and role above): an active sealed quote's latest
  // revision is its latest submission, decrypted for its supplier as the quote page does.
  const ownTotal = (r: (typeof rows)[number]) =>
    r.quote.state === 'active' && r.sealedPrices
      ? (ownPrices(sealer, r.sealedPrices, sealBinding(r.quote.id, r.quote.revision), log)?.totalAmount ?? null)
      : r.quote.totalAmount;
  const data = rows.map(
    (r): OwnQuoteRow => ({
      quoteId: r.quote.id,
      inquiryId: r.quote.inquiryId,
      purchaseInquiryNo: r.purchaseInquiryNo,
      details: r.details,
      buyer: { memberId: r.buyerMemberId, roleId: r.buyerRoleId, name: r.buyerName },
      inquiryState: r.inquiryState,
      closed: closedForQuotes({ state: r.inquiryState, offerEndTime: r.offerEndTime }, at),
      state: r.quote.state,
      outcome: r.inquiryState === 'awarded' ? (r.orders > 0 ? 'won' : 'lost') : null,
      needsConfirm: r.quote.state === 'active' && r.quote.inquiryRevision < r.inquiryRevision,
      sealed: r.quote.sealed,
      totalAmount: ownTotal(r),
      currency: r.quote.currency,
      revision: r.quote.revision,
      revisionCount: r.revisionCount,
      opened: r.opened > 0,
      receipt: r.receiptHash && r.receivedTime ? { receivedTime: r.receivedTime.getTime(), sha256: r.receiptHash } : null,
      offerEndTime: r.offerEndTime.getTime(),
      updateTime: (r.quote.updateTime ?? r.quote.createTime).getTime(),
    }),
  );
  return { data, totalCount: total?.n ?? 0 };
}

/** The caller's quote on the inquiry with every revision (404 when it has none). */
export async function ownQuoteOn(db: Db, sealer: Sealer, inquiryId: number, caller: Caller, log: Log): Promise<OwnQuote> {
  const [row] = await db.select({ revision: inquiries.revision }).from(inquiries).where(eq(inquiries.id, inquiryId));
  const quote = row ? await ownQuote(db, sealer, inquiryId, caller, row.revision, log) : null;
  if (!quote) throw new BusinessError(Code.NOT_FOUND);
  return quote;
}

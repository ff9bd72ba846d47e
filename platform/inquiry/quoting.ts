// A supplier's quotes (docs/decisions/017-rfq-sealed-quotes-and-currency.md). Each submission is a
// revision (quote_revisions, append-only) behind one head per supplier and inquiry (quotes): the
// platform checks, inside the transaction and by its own clock, that the inquiry takes quotes, the
// supplier is admitted in a stage that may quote (lifecycle rule 1), invited when it must be, within
// the inquiry's areas as its buyer admitted its region (eligibility.ts: the rule the lists and the
// detail show too), that the lines are the inquiry's, no delivery date already past and the total
// within a fixed amount; it computes the total, seals a sealed inquiry's prices (a line's own
// delivery date and notes are not prices: they stay in clear), and answers a receipt: its time and
// the sha256 of what it received. An idempotency key makes a retried submission a replay. The
// supplier reads its own latest sealed prices back (to revise from them, and its total in its
// quotes list); no one else does.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import { api, RFQ_LIMITS } from '#contract/endpoints.ts';
import type { OwnQuote, OwnQuoteRow, QuoteLine, QuoteLineTerm, QuoteReceipt, QuoteRevisionView } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { offsetOf } from '../db/filters.ts';
import { inquiries, inquiryOpenings, members, purchaseOrders, quoteRevisions, quotes } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey, transaction } from '../http/idempotency.ts';
import { localeOf, route, type Route } from '../http/route.ts';
import { messageFor } from '#contract/codes.ts';
import { countWhere } from '../sourcing/sources.ts';
import { quoteRefusal } from './eligibility.ts';
import { canonicalJson, sha256, sum } from './money.ts';
import { pricedLines } from './priced-lines.ts';
import { inquiryFor, inquiryView, isPublisher, LINKS, ownAttachments, SEALED, tell } from './rfq.ts';
import type { Sealer } from './seal.ts';

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

const ms = (date: Date | null) => date?.getTime() ?? null;

type Log = { warn(details: object, message: string): void };

export function quotingRoutes(context: PlatformContext, sealer: Sealer): Route[] {
  const { db, now } = context;

  /** A sealed revision's prices for its own supplier; null (logged) when they cannot be opened, e.g. under another key. */
  function ownPrices(sealed: string, binding: string, log: Log): { lines: QuoteLine[]; totalAmount: number } | null {
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
  async function ownQuote(inquiryId: number, caller: Caller, current: number, log: Log): Promise<OwnQuote | null> {
    const [head] = await db
      .select()
      .from(quotes)
      .where(and(eq(quotes.inquiryId, inquiryId), eq(quotes.memberId, caller.memberId), eq(quotes.memberRoleId, caller.memberRoleId)));
    if (!head) return null;
    const revisions = await db.select().from(quoteRevisions).where(eq(quoteRevisions.quoteId, head.id)).orderBy(desc(quoteRevisions.revision));
    const latest = revisions.find((r) => r.kind === 'submitted');
    const unsealed = latest?.sealedPrices ? ownPrices(latest.sealedPrices, sealBinding(head.id, latest.revision), log) : null;
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

  return [
    route(api.inquiryQuote.form, 'login', async ({ query, caller, request }) => {
      const row = await inquiryFor(db, query.id);
      if (row.state === 'draft' && !isPublisher(row, caller)) throw new BusinessError(Code.NOT_FOUND);
      const at = now();
      const refusal = await quoteRefusal(db, row, caller, at);
      return {
        inquiry: await inquiryView(db, row, caller, at),
        refusal,
        refusalMessage: refusal === null ? null : messageFor(refusal, localeOf(request)),
        quote: await ownQuote(row.id, caller, row.revision, request.log),
      };
    }),

    route(api.inquiryQuote.submit, 'login', async ({ body, caller, request }) => {
      const key = requestKey(body.idempotencyKey, request);
      const { result } = await once(db, `m${caller.memberId}:quote:${body.inquiryId}`, key, async (tx): Promise<QuoteReceipt> => {
        // Shared: quotes on one inquiry go side by side; an edit, a cancellation or an award waits for them.
        const row = await inquiryFor(tx, body.inquiryId, 'share');
        const at = now();
        const refusal = await quoteRefusal(tx, row, caller, at);
        if (refusal !== null) throw new BusinessError(refusal);
        const { lines, lineTerms } = await pricedLines(tx, row.id, body, at);
        const totalAmount = sum(lines.map((line) => line.amount));
        if (row.purchaseType === 1 && totalAmount > row.budgetAmount) throw new BusinessError(Code.ABOVE_FIXED_AMOUNT);
        const files = await ownAttachments(tx, caller.memberId, body.fileIds);
        const sealed = row.priceContrast === SEALED;
        const time = new Date(at);
        const [head] = await tx
          .insert(quotes)
          .values({
            inquiryId: row.id,
            memberId: caller.memberId,
            memberRoleId: caller.memberRoleId,
            userId: caller.userId,
            totalAmount: sealed ? null : totalAmount,
            currency: row.currency,
            state: 'active',
            revision: 1,
            inquiryRevision: row.revision,
            sealed,
            createTime: time,
            updateTime: time,
          })
          .onConflictDoUpdate({
            target: [quotes.inquiryId, quotes.memberId, quotes.memberRoleId],
            set: {
              userId: caller.userId,
              totalAmount: sealed ? null : totalAmount,
              state: 'active',
              revision: sql`${quotes.revision} + 1`,
              inquiryRevision: row.revision,
              sealed,
              updateTime: time,
            },
          })
          .returning({ id: quotes.id, revision: quotes.revision, createTime: quotes.createTime });
        if (head!.revision > RFQ_LIMITS.quoteRevisions) throw new BusinessError(Code.COUNT_EXCEEDED);
        const content: ReceiptContent = {
          inquiryId: row.id,
          inquiryRevision: row.revision,
          supplier: { memberId: caller.memberId, roleId: caller.memberRoleId },
          revision: head!.revision,
          kind: 'submitted',
          lines,
          totalAmount,
          currency: row.currency,
          taxRate: body.taxRate,
          deliveryTime: body.deliveryTime,
          notes: body.notes,
          lineTerms,
          files,
          receivedTime: at,
        };
        const hash = receiptHash(content);
        await tx.insert(quoteRevisions).values({
          quoteId: head!.id,
          inquiryId: row.id,
          revision: head!.revision,
          inquiryRevision: row.revision,
          kind: 'submitted',
          userId: caller.userId,
          sealed,
          currency: row.currency,
          totalAmount: sealed ? null : totalAmount,
          lines: sealed ? null : lines,
          sealedPrices: sealed ? sealer.seal({ lines, totalAmount }, sealBinding(head!.id, head!.revision)) : null,
          taxRate: body.taxRate,
          deliveryTime: new Date(body.deliveryTime),
          notes: body.notes,
          lineTerms,
          files,
          receiptHash: hash,
          createTime: time,
        });
        const [supplier] = await tx.select({ name: members.name }).from(members).where(eq(members.id, caller.memberId));
        await tell(tx, {
          recipientMemberId: row.memberId,
          kind: 'inquiry.quoteReceived',
          payload: {
            inquiryId: row.id,
            purchaseInquiryNo: row.purchaseInquiryNo,
            title: row.details,
            supplierName: supplier?.name ?? '',
            revision: head!.revision,
            sealed,
            link: LINKS.buyerInquiry(row.id),
          },
          at,
        });
        return {
          quoteId: head!.id,
          inquiryId: row.id,
          revision: head!.revision,
          kind: 'submitted',
          receivedTime: at,
          sha256: hash,
          totalAmount,
          currency: row.currency,
          sealed,
        };
      });
      return result;
    }),

    route(api.inquiryQuote.withdraw, 'login', async ({ body, caller }) =>
      transaction(db, async (tx): Promise<QuoteReceipt> => {
        const row = await inquiryFor(tx, body.inquiryId, 'share');
        if (row.state === 'draft') throw new BusinessError(Code.NOT_FOUND);
        if (row.state === 'cancelled') throw new BusinessError(Code.INQUIRY_CANCELLED);
        if (row.state === 'awarded') throw new BusinessError(Code.INQUIRY_AWARDED);
        const at = now();
        if (row.offerEndTime.getTime() <= at) throw new BusinessError(Code.QUOTE_TIME_PASSED);
        const mine = and(eq(quotes.inquiryId, row.id), eq(quotes.memberId, caller.memberId), eq(quotes.memberRoleId, caller.memberRoleId));
        const [head] = await tx
          .update(quotes)
          .set({ state: 'withdrawn', revision: sql`${quotes.revision} + 1`, updateTime: new Date(at) })
          .where(and(mine, eq(quotes.state, 'active')))
          .returning({ id: quotes.id, revision: quotes.revision, inquiryRevision: quotes.inquiryRevision, sealed: quotes.sealed });
        if (!head) {
          const [any] = await tx.select({ n: count() }).from(quotes).where(mine);
          throw new BusinessError(any?.n ? Code.RECORD_REPEATED : Code.NOT_FOUND);
        }
        const content: ReceiptContent = {
          inquiryId: row.id,
          inquiryRevision: head.inquiryRevision,
          supplier: { memberId: caller.memberId, roleId: caller.memberRoleId },
          revision: head.revision,
          kind: 'withdrawn',
          lines: null,
          totalAmount: null,
          currency: row.currency,
          taxRate: null,
          deliveryTime: null,
          notes: '',
          files: [],
          receivedTime: at,
        };
        const hash = receiptHash(content);
        await tx.insert(quoteRevisions).values({
          quoteId: head.id,
          inquiryId: row.id,
          revision: head.revision,
          inquiryRevision: head.inquiryRevision,
          kind: 'withdrawn',
          userId: caller.userId,
          sealed: head.sealed,
          currency: row.currency,
          receiptHash: hash,
          createTime: new Date(at),
        });
        return {
          quoteId: head.id,
          inquiryId: row.id,
          revision: head.revision,
          kind: 'withdrawn',
          receivedTime: at,
          sha256: hash,
          totalAmount: null,
          currency: row.currency,
          sealed: head.sealed,
        };
      }),
    ),

    route(api.inquiryQuote.list, 'login', async ({ query, caller, request }) => {
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
          ? (ownPrices(r.sealedPrices, sealBinding(r.quote.id, r.quote.revision), request.log)?.totalAmount ?? null)
          : r.quote.totalAmount;
      const data = rows.map(
        (r): OwnQuoteRow => ({
          quoteId: r.quote.id,
          inquiryId: r.quote.inquiryId,
          purchaseInquiryNo: r.purchaseInquiryNo,
          details: r.details,
          buyer: { memberId: r.buyerMemberId, roleId: r.buyerRoleId, name: r.buyerName },
          inquiryState: r.inquiryState,
          closed: r.inquiryState === 'published' && r.offerEndTime.getTime() <= at,
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
    }),

    route(api.inquiryQuote.detail, 'login', async ({ query, caller, request }) => {
      const [row] = await db.select({ revision: inquiries.revision }).from(inquiries).where(eq(inquiries.id, query.inquiryId));
      const quote = row ? await ownQuote(query.inquiryId, caller, row.revision, request.log) : null;
      if (!quote) throw new BusinessError(Code.NOT_FOUND);
      return quote;
    }),
  ];
}

/** The latest submitted revision of each active quote of an inquiry, with its supplier, oldest quote first. */
export async function activeSubmissions(db: Db, inquiryId: number) {
  return db
    .select({
      quote: quotes,
      revision: quoteRevisions,
      supplierName: members.name,
      creditPoint: members.creditPoint,
    })
    .from(quotes)
    .innerJoin(quoteRevisions, and(eq(quoteRevisions.quoteId, quotes.id), eq(quoteRevisions.revision, quotes.revision)))
    .innerJoin(members, eq(members.id, quotes.memberId))
    .where(and(eq(quotes.inquiryId, inquiryId), eq(quotes.state, 'active')))
    .orderBy(asc(quotes.createTime), asc(quotes.id));
}

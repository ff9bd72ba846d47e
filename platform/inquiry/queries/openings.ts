// What the buyer and the suppliers read of a sealed or open inquiry's quotes
// (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): the opening record (every participant
// reads it, a supplier without the others' prices), the roster of who quoted (prices only when open,
// or sealed and opened), the prices the buyer may read now, and the comparison of suppliers × lines
// the award then reads. A line's own delivery date and notes are not prices: they are in clear and
// shown with the prices.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { Comparison, OpenedQuote, OpeningRecord, QuoteLine, QuoteLineTerm, QuoteRoster, RosterQuote } from '#contract/schemas.ts';
import type { PlatformContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { inquiryOpenings, members, purchaseOrders, quoteRevisions, quotes, users } from '../../db/schema.ts';
import type { Caller } from '../../http/caller.ts';
import { BusinessError } from '../../http/errors.ts';
import { inquiryFor, type InquiryRow, isPublisher, ownInquiry } from '../inquiry.ts';
import { SEALED } from '../quotes.ts';
import { quoteWindow } from '../windows.ts';
import { linesOf } from './inquiries.ts';

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

/** What the opening stores of each quote: the record's fields, and the opened lines the comparison reads. */
export type StoredOpenedQuote = OpenedQuote & { lines: QuoteLine[] | null; taxRate: number | null; deliveryTime: number | null };

/** One active quote's current prices as the buyer may read them (null while sealed and unopened). */
export type PricedQuote = {
  quoteId: number;
  supplier: { memberId: number; roleId: number; name: string };
  creditPoint: number;
  inquiryRevision: number;
  lines: QuoteLine[] | null;
  totalAmount: number | null;
  taxRate: number | null;
  deliveryTime: number | null;
  /** The lines' own delivery dates and notes. */
  lineTerms: QuoteLineTerm[];
  createTime: number;
};

/** The inquiry's opening record with who opened it, or undefined before its opening. */
export async function openingOf(db: Db, inquiryId: number) {
  const [opening] = await db
    .select({ opening: inquiryOpenings, memberName: members.name, userName: users.name })
    .from(inquiryOpenings)
    .innerJoin(members, eq(members.id, inquiryOpenings.openedByMemberId))
    .innerJoin(users, eq(users.id, inquiryOpenings.openedByUserId))
    .where(eq(inquiryOpenings.inquiryId, inquiryId));
  return opening;
}

type Opening = NonNullable<Awaited<ReturnType<typeof openingOf>>>;

/** The record as `viewer` may read it: the buyer every total, a supplier its own only; never the lines. */
export function recordOf({ opening, memberName, userName }: Opening, viewer: { buyer: boolean; memberId: number }): OpeningRecord {
  const stored = opening.quotes as StoredOpenedQuote[];
  return {
    inquiryId: opening.inquiryId,
    openTime: opening.createTime.getTime(),
    openedBy: { memberId: opening.openedByMemberId, memberName, userName },
    digest: opening.digest,
    quotes: stored.map(({ lines: _lines, taxRate: _tax, deliveryTime: _delivery, ...q }) => ({
      ...q,
      totalAmount: viewer.buyer || q.supplier.memberId === viewer.memberId ? q.totalAmount : null,
    })),
  };
}

/** The prices of the inquiry's active quotes the buyer may read now: open ones, or sealed ones once opened (else null). */
export async function pricedQuotes(db: Db, row: InquiryRow): Promise<{ quotes: PricedQuote[]; opened: boolean }> {
  const submissions = await activeSubmissions(db, row.id);
  const opening = row.priceContrast === SEALED ? await openingOf(db, row.id) : undefined;
  const opened = new Map(((opening?.opening.quotes ?? []) as StoredOpenedQuote[]).map((q) => [q.quoteId, q]));
  return {
    opened: opening !== undefined,
    quotes: submissions.map(({ quote, revision, supplierName, creditPoint }) => {
      const open = opened.get(quote.id);
      const sealed = revision.sealed;
      return {
        quoteId: quote.id,
        supplier: { memberId: quote.memberId, roleId: quote.memberRoleId, name: supplierName },
        creditPoint,
        inquiryRevision: quote.inquiryRevision,
        lines: sealed ? (open?.lines ?? null) : revision.lines,
        totalAmount: sealed ? (open?.totalAmount ?? null) : revision.totalAmount,
        taxRate: revision.taxRate,
        deliveryTime: revision.deliveryTime?.getTime() ?? null,
        lineTerms: revision.lineTerms,
        createTime: quote.createTime.getTime(),
      };
    }),
  };
}

/** The comparison of the inquiry's priced, active quotes: suppliers × lines, lowest per line, totals, history with the buyer. */
export async function comparisonOf(db: Db, row: InquiryRow, priced: PricedQuote[]): Promise<Comparison> {
  const materiels = await linesOf(db, row.id);
  const current = priced.filter((q) => q.lines !== null);
  const lowest = new Map<number, { quoteId: number; unitPrice: number }>();
  for (const quote of current) {
    if (quote.inquiryRevision < row.revision) continue;
    for (const line of quote.lines!) {
      const best = lowest.get(line.materielId);
      if (!best || line.unitPrice < best.unitPrice) lowest.set(line.materielId, { quoteId: quote.quoteId, unitPrice: line.unitPrice });
    }
  }
  const supplierIds = [...new Set(current.map((q) => q.supplier.memberId))];
  const history = supplierIds.length
    ? await db
        .select({
          memberId: purchaseOrders.supplierMemberId,
          orders: count(),
          amount: sql<number>`coalesce(sum(${purchaseOrders.totalAmount}), 0)::float8`,
        })
        .from(purchaseOrders)
        .where(
          and(
            eq(purchaseOrders.buyerMemberId, row.memberId),
            inArray(purchaseOrders.supplierMemberId, supplierIds),
            ne(purchaseOrders.state, 'declined'),
          ),
        )
        .groupBy(purchaseOrders.supplierMemberId)
    : [];
  const historyOf = new Map(history.map((h) => [h.memberId, { orders: h.orders, amount: h.amount }]));
  const everyLine = (q: PricedQuote) => q.inquiryRevision >= row.revision && materiels.every((m) => q.lines!.some((l) => l.materielId === m.id));
  const whole = current.filter(everyLine).sort((a, b) => a.totalAmount! - b.totalAmount! || a.createTime - b.createTime)[0];
  return {
    inquiryId: row.id,
    currency: row.currency,
    purchaseType: row.purchaseType,
    budgetAmount: row.budgetAmount,
    lines: materiels.map((m) => ({
      materielId: m.id,
      number: m.number,
      name: m.name,
      unit: m.unit,
      purchaseCount: m.purchaseCount,
      lowestQuoteId: lowest.get(m.id)?.quoteId ?? null,
      lowestUnitPrice: lowest.get(m.id)?.unitPrice ?? null,
    })),
    suppliers: current.map((q) => ({
      quoteId: q.quoteId,
      supplier: q.supplier,
      creditPoint: q.creditPoint,
      history: historyOf.get(q.supplier.memberId) ?? { orders: 0, amount: 0 },
      totalAmount: q.totalAmount!,
      taxRate: q.taxRate,
      deliveryTime: q.deliveryTime,
      needsConfirm: q.inquiryRevision < row.revision,
      lines: q.lines!,
      lineTerms: q.lineTerms,
      lowestCount: [...lowest.values()].filter((l) => l.quoteId === q.quoteId).length,
    })),
    lowestWholeQuoteId: whole?.quoteId ?? null,
  };
}

/** Whether the caller's member quoted on the inquiry (in any state). */
async function quotedOn(db: Db, inquiryId: number, caller: Caller): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(quotes)
    .where(and(eq(quotes.inquiryId, inquiryId), eq(quotes.memberId, caller.memberId), eq(quotes.memberRoleId, caller.memberRoleId)));
  return (row?.n ?? 0) > 0;
}

/** The opening record as the caller may read it: its buyer, or a supplier that quoted (404 for anyone else, and before the opening). */
export async function openingRecord(db: Db, id: number, caller: Caller): Promise<OpeningRecord> {
  const row = await inquiryFor(db, id);
  const buyer = isPublisher(row, caller);
  if (!buyer && !(await quotedOn(db, row.id, caller))) throw new BusinessError(Code.NOT_FOUND);
  const opening = await openingOf(db, row.id);
  if (!opening) throw new BusinessError(Code.NOT_FOUND);
  return recordOf(opening, { buyer, memberId: caller.memberId });
}

/** Who quoted on the caller's inquiry and when: prices too when it is open, or sealed and opened. */
export async function quoteRoster(db: Db, id: number, caller: Caller): Promise<QuoteRoster> {
  const row = await ownInquiry(db, id, caller);
  const sealed = row.priceContrast === SEALED;
  const opening = sealed ? await openingOf(db, row.id) : undefined;
  const opened = new Map(((opening?.opening.quotes ?? []) as StoredOpenedQuote[]).map((q) => [q.quoteId, q]));
  const rows = await db
    .select({ quote: quotes, revision: quoteRevisions, name: members.name })
    .from(quotes)
    .innerJoin(members, eq(members.id, quotes.memberId))
    // The latest submission (a withdrawn quote shows what it had submitted last).
    .innerJoin(
      quoteRevisions,
      eq(quoteRevisions.id, sql`(select max(r.id) from quote_revisions r where r.quote_id = ${quotes.id} and r.kind = 'submitted')`),
    )
    .where(eq(quotes.inquiryId, row.id))
    .orderBy(asc(quotes.createTime), asc(quotes.id));
  return {
    inquiryId: row.id,
    sealed,
    pricesVisible: !sealed || opening !== undefined,
    currency: row.currency,
    quotes: rows.map(({ quote, revision, name }): RosterQuote => {
      const open = opened.get(quote.id);
      const visible = !revision.sealed || (open !== undefined && open.revision === revision.revision);
      // A sealed quote not opened yet is who and when, nothing more: no terms, notes or files either.
      const terms = visible || !revision.sealed;
      return {
        quoteId: quote.id,
        supplier: { memberId: quote.memberId, roleId: quote.memberRoleId, name },
        state: quote.state,
        revision: quote.revision,
        needsConfirm: quote.state === 'active' && quote.inquiryRevision < row.revision,
        totalAmount: visible ? (revision.sealed ? open!.totalAmount : revision.totalAmount) : null,
        lines: visible ? (revision.sealed ? open!.lines : revision.lines) : null,
        taxRate: terms ? revision.taxRate : null,
        deliveryTime: terms ? (revision.deliveryTime?.getTime() ?? null) : null,
        notes: terms ? revision.notes : '',
        lineTerms: terms ? revision.lineTerms : [],
        files: terms ? revision.files : [],
        receiptHash: revision.receiptHash,
        createTime: quote.createTime.getTime(),
        updateTime: (quote.updateTime ?? quote.createTime).getTime(),
      };
    }),
  };
}

/** The comparison of the caller's inquiry: a sealed one only once opened (60006 before its deadline, 60015 after). */
export async function inquiryComparison({ db, now }: PlatformContext, id: number, caller: Caller): Promise<Comparison> {
  const row = await ownInquiry(db, id, caller);
  if (row.state === 'draft') throw new BusinessError(Code.INQUIRY_STATE_FORBIDS);
  const priced = await pricedQuotes(db, row);
  if (row.priceContrast === SEALED && !priced.opened) {
    throw new BusinessError(quoteWindow(row, now()) === 'open' ? Code.DEADLINE_NOT_REACHED : Code.NOT_OPENED);
  }
  return comparisonOf(db, row, priced.quotes);
}

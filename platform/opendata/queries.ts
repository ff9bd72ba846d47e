// What open data reads of the three kinds (docs/decisions/026-open-data.md): the facts of a page's
// processes, a few reads per kind however many processes, gathered into the one shape releases.ts
// writes out (facts.ts). Published processes only (the release list names them); a sealed answer's
// price is never read here, only the award's, and the opening that makes it public.
import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { SourcingKind } from '#contract/vocabulary.ts';
import type { Db } from '../db/client.ts';
import { columnsOf } from '../db/columns.ts';
import {
  biddingAwards,
  biddingMateriels,
  biddings,
  inquiries,
  inquiryAwards,
  inquiryMateriels,
  inquiryOpenings,
  inquiryRevisions,
  tenderAwards,
  tenderMateriels,
  tenderOpenings,
  tenderRevisions,
  tenders,
} from '../db/schema.ts';
import { DEFAULT_CURRENCY } from '../sourcing/money.ts';
import { companiesOf, companyIn, contractsOf } from './contract-facts.ts';
import type { AmendmentFacts, AwardFacts, ItemFacts, Organisation, ProcessFacts, ProcessState, TenderFacts } from './facts.ts';

type Materiels = typeof inquiryMateriels | typeof tenderMateriels | typeof biddingMateriels;

/** The material lines of `ids`, by process, in their order. */
async function itemsOf(db: Db, table: Materiels, ids: number[]): Promise<Map<number, ItemFacts[]>> {
  const rows = await db
    .select({ id: table.id, parentId: table.parentId, name: table.name, model: table.model, unit: table.unit, quantity: table.purchaseCount })
    .from(table)
    .where(inArray(table.parentId, ids))
    .orderBy(asc(table.parentId), asc(table.sort), asc(table.id));
  const byProcess = new Map<number, ItemFacts[]>();
  for (const { parentId, ...item } of rows) byProcess.set(parentId, [...(byProcess.get(parentId) ?? []), item]);
  return byProcess;
}

/** What every kind's row gives, before the companies are named. */
type Base = Omit<ProcessFacts, 'buyer' | 'award' | 'contracts' | 'payments'> & { buyerId: number };
/** An award before its suppliers are named. */
type AwardDraft = Omit<AwardFacts, 'lines'> & { lines: Array<Omit<AwardFacts['lines'][number], 'supplier'> & { supplierId: number }> };

/** Names the companies of `bases`, their awards and contracts (one read), and adds each process's contracts and payments. */
async function completed(db: Db, kind: SourcingKind, bases: Base[], awards: Map<number, AwardDraft>): Promise<Map<number, ProcessFacts>> {
  const contracts = await contractsOf(
    db,
    kind,
    bases.map((b) => b.id),
  );
  const memberIds = [
    ...bases.map((b) => b.buyerId),
    ...[...awards.values()].flatMap((a) => a.lines.map((l) => l.supplierId)),
    ...[...contracts.values()].flatMap((c) => c.contracts.map((k) => k.supplierId)),
  ];
  const companies = await companiesOf(db, memberIds);
  const company = (id: number): Organisation => companyIn(companies, id);
  return new Map(
    bases.map(({ buyerId, ...base }) => {
      const award = awards.get(base.id);
      const own = contracts.get(base.id) ?? { contracts: [], payments: [] };
      const facts: ProcessFacts = {
        ...base,
        buyer: company(buyerId),
        award: award ? { ...award, lines: award.lines.map(({ supplierId, ...line }) => ({ ...line, supplier: company(supplierId) })) } : null,
        contracts: own.contracts.map(({ supplierId, ...contract }) => ({ ...contract, supplier: company(supplierId) })),
        payments: own.payments,
      };
      return [base.id, facts];
    }),
  );
}

const itemIn = (items: ItemFacts[], id: number, quantity: number): ItemFacts => {
  const line = items.find((i) => i.id === id);
  return line ? { ...line, quantity } : { id, name: '', model: '', unit: '', quantity };
};

/** An inquiry revision's snapshot (inquiry/form-parts.ts snapshotOf), as far as a notice shows it. */
const InquirySnapshot = z.object({
  details: z.string(),
  description: z.string().default(''),
  offerEndTime: z.coerce.date(),
  budgetAmount: z.coerce.number().default(0),
  materiels: z.array(
    z.object({ id: z.number().int(), name: z.string(), model: z.string().default(''), unit: z.string(), purchaseCount: z.coerce.number() }),
  ),
});

async function inquiryFacts(db: Db, ids: number[]): Promise<Map<number, ProcessFacts>> {
  const [rows, items, revisions, openings, awardRows] = await Promise.all([
    db
      .select(
        columnsOf(
          inquiries,
          'id',
          'purchaseInquiryNo',
          'details',
          'description',
          'memberId',
          'currency',
          'quoteScope',
          'state',
          'cancelReason',
          'createTime',
          'offerEndTime',
          'budgetAmount',
          'priceContrast',
        ),
      )
      .from(inquiries)
      .where(inArray(inquiries.id, ids)),
    itemsOf(db, inquiryMateriels, ids),
    db.select().from(inquiryRevisions).where(inArray(inquiryRevisions.inquiryId, ids)).orderBy(asc(inquiryRevisions.revision)),
    db.select({ inquiryId: inquiryOpenings.inquiryId }).from(inquiryOpenings).where(inArray(inquiryOpenings.inquiryId, ids)),
    db.select().from(inquiryAwards).where(inArray(inquiryAwards.inquiryId, ids)),
  ]);
  const opened = new Set(openings.map((o) => o.inquiryId));
  const bases = rows.map((row): Base => {
    const own = items.get(row.id) ?? [];
    const current: TenderFacts = {
      title: row.details,
      description: row.description,
      items: own,
      period: { start: row.createTime, end: row.offerEndTime },
      value: row.budgetAmount,
    };
    // A revision's snapshot is the inquiry as that revision published it; the row is the latest.
    const asRevised = (snapshot: unknown): TenderFacts => {
      const parsed = InquirySnapshot.safeParse(snapshot);
      if (!parsed.success) return current;
      const { details, description, offerEndTime, budgetAmount, materiels } = parsed.data;
      return {
        title: details,
        description,
        items: materiels.map((m) => ({ id: m.id, name: m.name, model: m.model, unit: m.unit, quantity: m.purchaseCount })),
        period: { start: row.createTime, end: offerEndTime },
        value: budgetAmount,
      };
    };
    const ownRevisions = revisions.filter((r) => r.inquiryId === row.id);
    const first = ownRevisions.find((r) => r.revision === 1);
    const amendments: AmendmentFacts[] = ownRevisions
      .filter((r) => r.revision > 1)
      .map((r) => ({ revision: r.revision, reason: r.reason ?? '', tender: asRevised(r.snapshot) }));
    return {
      kind: 'inquiry',
      id: row.id,
      number: row.purchaseInquiryNo,
      buyerId: row.memberId,
      currency: row.currency,
      method: row.quoteScope === 'invited' ? 'selective' : 'open',
      state: stateOf(row.state),
      reason: row.cancelReason,
      published: first ? asRevised(first.snapshot) : current,
      amendments,
      pricesPublic: row.priceContrast === 2 || opened.has(row.id),
    };
  });
  const awards = new Map(
    awardRows.map((a): [number, AwardDraft] => {
      const own = items.get(a.inquiryId) ?? [];
      const lines = a.lines.map((l) => ({
        supplierId: l.supplier.memberId,
        item: itemIn(own, l.materielId, l.quantity),
        unitPrice: l.unitPrice,
        amount: l.amount,
      }));
      return [a.inquiryId, { id: a.id, date: a.createTime, currency: a.currency, lines, lotAmount: null }];
    }),
  );
  return completed(db, 'inquiry', bases, awards);
}

async function tenderFacts(db: Db, ids: number[]): Promise<Map<number, ProcessFacts>> {
  const [rows, items, revisions, openings, awardRows] = await Promise.all([
    db
      .select(
        columnsOf(
          tenders,
          'id',
          'code',
          'projectName',
          'remark',
          'memberId',
          'tenderScope',
          'state',
          'cancelReason',
          'failReason',
          'inviteTenderStartTime',
          'inviteTenderEndTime',
          'budgetAmount',
        ),
      )
      .from(tenders)
      .where(inArray(tenders.id, ids)),
    itemsOf(db, tenderMateriels, ids),
    db.select().from(tenderRevisions).where(inArray(tenderRevisions.tenderId, ids)).orderBy(asc(tenderRevisions.revision)),
    db
      .select({ tenderId: tenderOpenings.tenderId, outcome: tenderOpenings.outcome })
      .from(tenderOpenings)
      .where(inArray(tenderOpenings.tenderId, ids)),
    db.select().from(tenderAwards).where(inArray(tenderAwards.tenderId, ids)),
  ]);
  const opened = new Set(openings.filter((o) => o.outcome === 'opened').map((o) => o.tenderId));
  const bases = rows.map((row): Base => {
    const own = revisions.filter((r) => r.tenderId === row.id);
    const tenderUntil = (end: Date): TenderFacts => ({
      title: row.projectName,
      description: row.remark,
      items: items.get(row.id) ?? [],
      period: { start: row.inviteTenderStartTime, end },
      value: row.budgetAmount,
    });
    // The first amendment remembers the deadline as published; each one the deadline it set.
    const publishedEnd = own[0] ? new Date(own[0].amendment.previousEndTime) : row.inviteTenderEndTime;
    return {
      kind: 'tender',
      id: row.id,
      number: row.code,
      buyerId: row.memberId,
      currency: DEFAULT_CURRENCY,
      method: row.tenderScope === 'invited' ? 'selective' : 'open',
      state: stateOf(row.state),
      reason: row.state === 'failed' ? row.failReason : row.cancelReason,
      published: tenderUntil(publishedEnd),
      amendments: own.map((r) => ({ revision: r.revision, reason: r.reason, tender: tenderUntil(new Date(r.amendment.inviteTenderEndTime)) })),
      pricesPublic: opened.has(row.id),
    };
  });
  const awards = new Map(
    awardRows.map((a): [number, AwardDraft] => {
      const own = items.get(a.tenderId) ?? [];
      const lines = a.shares.map((s) => ({
        supplierId: s.supplier.memberId,
        item: itemIn(own, s.materielId, s.quantity),
        unitPrice: s.unitPrice,
        amount: s.amount,
      }));
      return [a.tenderId, { id: a.id, date: a.createTime, currency: a.currency, lines, lotAmount: null }];
    }),
  );
  return completed(db, 'tender', bases, awards);
}

async function biddingFacts(db: Db, ids: number[]): Promise<Map<number, ProcessFacts>> {
  const [rows, items, awardRows] = await Promise.all([
    db
      .select(
        columnsOf(
          biddings,
          'id',
          'biddingNo',
          'details',
          'remark',
          'demand',
          'memberId',
          'scope',
          'state',
          'cancelReason',
          'biddingStartTime',
          'biddingEndTime',
          'scheduledEndTime',
          'budgetAmount',
        ),
      )
      .from(biddings)
      .where(inArray(biddings.id, ids)),
    itemsOf(db, biddingMateriels, ids),
    db.select().from(biddingAwards).where(inArray(biddingAwards.biddingId, ids)),
  ]);
  const bases = rows.map(
    (row): Base => ({
      kind: 'bidding',
      id: row.id,
      number: row.biddingNo,
      buyerId: row.memberId,
      currency: DEFAULT_CURRENCY,
      method: row.scope === 'invited' ? 'selective' : 'open',
      state: stateOf(row.state),
      reason: row.cancelReason,
      published: {
        title: row.details,
        description: row.remark || row.demand,
        items: items.get(row.id) ?? [],
        period: { start: row.biddingStartTime, end: row.scheduledEndTime ?? row.biddingEndTime },
        value: row.budgetAmount,
      },
      amendments: [],
      // Bids are placed in the open: the winning price is public with the award.
      pricesPublic: true,
    }),
  );
  const awards = new Map(
    awardRows.map((a): [number, AwardDraft] => {
      // The lot goes whole to the winner at its price: its lines carry no price of their own.
      const lines = (items.get(a.biddingId) ?? []).map((item) => ({ supplierId: a.supplierMemberId, item, unitPrice: null, amount: null }));
      return [a.biddingId, { id: a.id, date: a.createTime, currency: a.currency, lines, lotAmount: a.totalAmount }];
    }),
  );
  return completed(db, 'bidding', bases, awards);
}

function stateOf(state: string): ProcessState {
  return state === 'cancelled' || state === 'awarded' || state === 'failed' ? state : 'published';
}

const LOADERS: Record<SourcingKind, (db: Db, ids: number[]) => Promise<Map<number, ProcessFacts>>> = {
  inquiry: inquiryFacts,
  tender: tenderFacts,
  bidding: biddingFacts,
};

/** The facts of the processes `ids` of `kind`, by id (a process not found is absent). */
export function processFacts(db: Db, kind: SourcingKind, ids: number[]): Promise<Map<number, ProcessFacts>> {
  return ids.length === 0 ? Promise.resolve(new Map()) : LOADERS[kind](db, [...new Set(ids)]);
}

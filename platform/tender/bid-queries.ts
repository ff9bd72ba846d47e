// What a supplier and a tender's buyer read of the sealed bids (docs/product/tenders.md#sealed-bids):
// the bid page (the tender, the refusal a bid would meet now, the caller's registration and bid), the
// caller's own bid (its latest submission decrypted for it alone: nobody else reads a price before
// the opening, the buyer included), the supplier's tenders by phase, and the opening record, which
// the buyer and every bidder read (a due tender is opened first: opening.ts openIfDue).
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Code, messageFor } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import { type MyTenderRow, type MyTendersPage, type OwnBid, type TenderBidForm, type TenderOpeningRecord, TenderPhase } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { offsetOf } from '../db/filters.ts';
import {
  members,
  tenderBidRevisions,
  tenderBids,
  tenderInvitations,
  tenderMateriels,
  tenderOpenings,
  tenderRegistrations,
  tenders,
} from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { localeOf } from '../http/route.ts';
import { keywordMatch } from '../search/index.ts';
import { tenderingRules } from '../site/queries.ts';
import { DEFAULT_CURRENCY } from '../sourcing/money.ts';
import type { Sealer } from '../sourcing/seal.ts';
import { countWhere, tenderSource } from '../sourcing/sources.ts';
import { bidSealBinding, pricedLines } from './bid-receipts.ts';
import { bidRefusal } from './eligibility.ts';
import { type Log, openIfDue } from './opening.ts';
import type { SealedBidPrices } from './schema.ts';
import { failureOf, isPublisher, materielCounts, memberName, reviewReasonFor, type TenderRow, tenderFor } from './tender.ts';
import { biddingWindow, phaseEndsAt, tenderPhase, tenderPhaseIs, tenderPhaseSql, tenderStage } from './windows.ts';

const ms = (date: Date | null) => date?.getTime() ?? null;

const ownBidWhere = (tenderId: number, caller: Caller) =>
  and(eq(tenderBids.tenderId, tenderId), eq(tenderBids.memberId, caller.memberId), eq(tenderBids.memberRoleId, caller.memberRoleId));

/** The caller's bid with its revisions; its latest submission's prices decrypted for it alone (null, logged, when they cannot be opened). */
async function ownBid(db: Db, sealer: Sealer, tender: TenderRow, caller: Caller, log: Log): Promise<OwnBid | null> {
  const [head] = await db.select().from(tenderBids).where(ownBidWhere(tender.id, caller));
  if (!head) return null;
  const revisions = await db
    .select()
    .from(tenderBidRevisions)
    .where(eq(tenderBidRevisions.bidId, head.id))
    .orderBy(desc(tenderBidRevisions.revision));
  const latest = revisions.find((r) => r.kind === 'submitted');
  let priced: ReturnType<typeof pricedLines> | null = null;
  if (latest?.sealedPrices) {
    try {
      const prices = sealer.open(latest.sealedPrices, bidSealBinding(head.id, latest.revision)) as SealedBidPrices;
      priced = pricedLines(prices.lines, await materielCounts(db, tender.id));
    } catch (error) {
      log.warn({ err: error, bidId: head.id, revision: latest.revision }, 'a sealed bid could not be opened for its supplier');
    }
  }
  const terms = new Map((latest?.lineTerms ?? []).map((t) => [t.materielId, t]));
  const newest = revisions[0]!;
  return {
    id: head.id,
    tenderId: tender.id,
    state: head.state,
    revision: head.revision,
    tenderRevision: head.tenderRevision,
    needsConfirmation: head.state === 'active' && head.tenderRevision < tender.revision,
    currency: latest?.currency ?? DEFAULT_CURRENCY,
    lines:
      priced?.lines.map((line) => ({
        ...line,
        deliveryDays: terms.get(line.materielId)?.deliveryDays ?? null,
        note: terms.get(line.materielId)?.note ?? '',
      })) ?? null,
    totalAmount: priced?.totalAmount ?? null,
    taxRate: latest?.taxRate ?? null,
    terms: latest?.terms ?? null,
    remark: latest?.remark ?? '',
    technicalFiles: latest?.technicalFiles ?? [],
    commercialFiles: latest?.commercialFiles ?? [],
    receipt: { receivedTime: newest.createTime.getTime(), sha256: newest.receiptHash },
    revisions: revisions.map((r) => ({
      revision: r.revision,
      kind: r.kind,
      tenderRevision: r.tenderRevision,
      receiptHash: r.receiptHash,
      createTime: r.createTime.getTime(),
    })),
    createTime: head.createTime.getTime(),
    updateTime: ms(head.updateTime),
  };
}

/** Whether the tender's opening record exists. */
async function isOpened(db: Db, tenderId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(tenderOpenings).where(eq(tenderOpenings.tenderId, tenderId));
  return (row?.n ?? 0) > 0;
}

/** The bid page of the tender `id` (404 for a draft or none); a due tender is opened first. */
export async function bidForm(context: PlatformContext, sealer: Sealer, id: number, caller: Caller, request: FastifyRequest): Promise<TenderBidForm> {
  const { db, now } = context;
  await openIfDue(context, sealer, id, request.log);
  const tender = await tenderFor(db, id);
  const at = now();
  const locale = localeOf(request);
  const [{ refusal, registration }, buyerName, materiels, bid, opened] = await Promise.all([
    bidRefusal(db, tender, caller, at, locale),
    memberName(db, tender.memberId),
    db.select().from(tenderMateriels).where(eq(tenderMateriels.parentId, id)).orderBy(tenderMateriels.sort, tenderMateriels.id),
    ownBid(db, sealer, tender, caller, request.log),
    isOpened(db, id),
  ]);
  return {
    tender: {
      id: tender.id,
      code: tender.code,
      projectName: tender.projectName,
      buyer: { memberId: tender.memberId, roleId: tender.memberRoleId, name: buyerName },
      state: tender.state,
      ...tenderStage(tender, at),
      revision: tender.revision,
      registerEndTime: tender.registerEndTime.getTime(),
      preCheckEndTime: ms(tender.isQualificationCheck ? tender.preCheckEndTime : null),
      inviteTenderStartTime: tender.inviteTenderStartTime.getTime(),
      inviteTenderEndTime: tender.inviteTenderEndTime.getTime(),
      openTenderTime: tender.openTenderTime.getTime(),
      biddingOpen: biddingWindow(tender, at) === 'open',
      inviteTenderRequirement: tender.inviteTenderRequirement,
      inviteTenderFile: tender.inviteTenderFiles,
      payType: tender.payType,
      deliverRequirement: tender.deliverRequirement,
      taxationRequirement: tender.taxationRequirement,
      currency: DEFAULT_CURRENCY,
      materiels: materiels.map((m) => ({ id: m.id, code: m.number, name: m.name, type: m.model, unit: m.unit, count: m.purchaseCount })),
    },
    refusal,
    refusalMessage: refusal === null ? null : messageFor(refusal, locale),
    registration: registration ?? null,
    bid,
    opened,
    serverTime: at,
  };
}

/** The caller's bid on the tender with every revision's receipt (404 when it has none, or the tender is a draft). */
export async function ownBidOn({ db }: PlatformContext, sealer: Sealer, id: number, caller: Caller, log: Log): Promise<OwnBid> {
  const tender = await tenderFor(db, id);
  const bid = await ownBid(db, sealer, tender, caller, log);
  if (!bid) throw new BusinessError(Code.NOT_FOUND);
  return bid;
}

/** The opening record of the tender `id`, to its buyer and every bidder (404 for anyone else); a due tender is opened first. */
export async function openingRecordOf(context: PlatformContext, sealer: Sealer, id: number, caller: Caller, log: Log): Promise<TenderOpeningRecord> {
  const { db, now } = context;
  const seen = await tenderFor(db, id);
  const asBuyer = isPublisher(seen, caller);
  if (!asBuyer) {
    const [bid] = await db.select({ id: tenderBids.id }).from(tenderBids).where(ownBidWhere(id, caller));
    if (!bid) throw new BusinessError(Code.NOT_FOUND);
  }
  await openIfDue(context, sealer, id, log);
  const tender = await tenderFor(db, id);
  const [[opening], buyerName, rules] = await Promise.all([
    db.select().from(tenderOpenings).where(eq(tenderOpenings.tenderId, id)),
    memberName(db, tender.memberId),
    tenderingRules(db),
  ]);
  return {
    tenderId: tender.id,
    code: tender.code,
    projectName: tender.projectName,
    buyer: { memberId: tender.memberId, roleId: tender.memberRoleId, name: buyerName },
    state: tender.state,
    phase: tenderPhase(tender, now()),
    currency: DEFAULT_CURRENCY,
    openTenderTime: tender.openTenderTime.getTime(),
    opened: opening !== undefined,
    openTime: ms(opening?.createTime ?? null),
    outcome: opening?.outcome ?? null,
    validCount: opening?.validCount ?? 0,
    minValidBids: failureOf(tender.failReason).minValidBids ?? rules.minValidBids,
    digest: opening?.digest ?? null,
    bids: (opening?.bids ?? []).map(({ sealedHash: _sealed, lines: _lines, ...bid }) => bid),
    asBuyer,
    serverTime: now(),
  };
}

/** The tenders the caller registered for or is invited to (never drafts). */
function myTenders(caller: Caller): SQL {
  const registered = sql`exists (select 1 from ${tenderRegistrations} where ${and(
    eq(tenderRegistrations.tenderId, tenders.id),
    eq(tenderRegistrations.memberId, caller.memberId),
    eq(tenderRegistrations.memberRoleId, caller.memberRoleId),
  )})`;
  const invited = sql`exists (select 1 from ${tenderInvitations} where ${and(
    eq(tenderInvitations.tenderId, tenders.id),
    eq(tenderInvitations.supplierMemberId, caller.memberId),
    eq(tenderInvitations.supplierRoleId, caller.memberRoleId),
  )})`;
  return and(sql`${tenders.state} <> 'draft'`, or(registered, invited))!;
}

/** How many due tenders one read of the list opens at most before answering (the sweep takes the rest). */
const OPEN_ON_READ = 10;

/** The caller's tenders in the phase asked (or all), newest first, with its registration and bid, and how many it has in each phase. */
export async function myTendersList(
  context: PlatformContext,
  sealer: Sealer,
  query: z.output<typeof api.tenderBid.list.query>,
  caller: Caller,
  request: FastifyRequest,
): Promise<MyTendersPage> {
  const { db, now } = context;
  const scope = and(myTenders(caller), keywordMatch(tenderSource.keyword, query.keyword));
  // Due tenders of the caller's are opened first, so the phase and the state read here are the opening's.
  const due = await db
    .select({ id: tenders.id })
    .from(tenders)
    .where(
      and(
        scope,
        eq(tenders.state, 'published'),
        tenderPhaseIs('evaluation', now()),
        sql`not exists (select 1 from ${tenderOpenings} where ${tenderOpenings.tenderId} = ${tenders.id})`,
      ),
    )
    .limit(OPEN_ON_READ);
  for (const { id } of due) await openIfDue(context, sealer, id, request.log);
  const at = now();
  const where = and(scope, query.phase ? tenderPhaseIs(query.phase, at) : undefined);
  const [rows, [total], perPhase] = await Promise.all([
    db
      .select({
        tender: tenders,
        buyerName: members.name,
        registration: {
          id: tenderRegistrations.id,
          review: tenderRegistrations.review,
          reviewReason: tenderRegistrations.reviewReason,
          reviewedByUserId: tenderRegistrations.reviewedByUserId,
        },
        bid: { id: tenderBids.id, state: tenderBids.state, revision: tenderBids.revision, tenderRevision: tenderBids.tenderRevision },
        receiptHash: tenderBidRevisions.receiptHash,
        receivedTime: tenderBidRevisions.createTime,
        invited: countWhere(
          tenderInvitations,
          tenderInvitations.tenderId,
          tenders.id,
          eq(tenderInvitations.supplierMemberId, caller.memberId),
          eq(tenderInvitations.supplierRoleId, caller.memberRoleId),
        ),
        opened: countWhere(tenderOpenings, tenderOpenings.tenderId, tenders.id),
      })
      .from(tenders)
      .innerJoin(members, eq(members.id, tenders.memberId))
      .leftJoin(
        tenderRegistrations,
        and(
          eq(tenderRegistrations.tenderId, tenders.id),
          eq(tenderRegistrations.memberId, caller.memberId),
          eq(tenderRegistrations.memberRoleId, caller.memberRoleId),
        ),
      )
      .leftJoin(
        tenderBids,
        and(eq(tenderBids.tenderId, tenders.id), eq(tenderBids.memberId, caller.memberId), eq(tenderBids.memberRoleId, caller.memberRoleId)),
      )
      .leftJoin(tenderBidRevisions, and(eq(tenderBidRevisions.bidId, tenderBids.id), eq(tenderBidRevisions.revision, tenderBids.revision)))
      .where(where)
      .orderBy(desc(tenders.createTime), desc(tenders.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(tenders).where(where),
    // By position: the phase's clock parameters would make a second copy of it another expression.
    db
      .select({ phase: tenderPhaseSql(at), n: count() })
      .from(tenders)
      .where(scope)
      .groupBy(sql`1`),
  ]);
  const phaseCounts = Object.fromEntries(TenderPhase.options.map((p) => [p, 0])) as MyTendersPage['phaseCounts'];
  for (const { phase, n } of perPhase) phaseCounts[phase] = n;
  const data = rows.map(({ tender, buyerName, registration, bid, receiptHash, receivedTime, invited, opened }): MyTenderRow => {
    const phase = tenderPhase(tender, at);
    return {
      tenderId: tender.id,
      code: tender.code,
      projectName: tender.projectName,
      buyer: { memberId: tender.memberId, roleId: tender.memberRoleId, name: buyerName },
      state: tender.state,
      phase,
      phaseEndTime: ms(phaseEndsAt(tender, phase)),
      invited: invited > 0,
      registration: registration?.id
        ? { id: registration.id, review: registration.review, reviewReason: reviewReasonFor(registration, localeOf(request)) }
        : null,
      bid:
        bid?.id && receiptHash && receivedTime
          ? {
              id: bid.id,
              state: bid.state,
              revision: bid.revision,
              needsConfirmation: bid.state === 'active' && bid.tenderRevision < tender.revision,
              receivedTime: receivedTime.getTime(),
              sha256: receiptHash,
            }
          : null,
      biddingOpen: biddingWindow(tender, at) === 'open',
      registerEndTime: tender.registerEndTime.getTime(),
      preCheckEndTime: ms(tender.isQualificationCheck ? tender.preCheckEndTime : null),
      inviteTenderStartTime: tender.inviteTenderStartTime.getTime(),
      inviteTenderEndTime: tender.inviteTenderEndTime.getTime(),
      openTenderTime: tender.openTenderTime.getTime(),
      opened: opened > 0,
      createTime: tender.createTime.getTime(),
    };
  });
  return { data, totalCount: total?.n ?? 0, phaseCounts, serverTime: at };
}

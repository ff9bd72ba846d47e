// What a tender's evaluation reads (docs/decisions/022-tender-evaluation.md): the opening record's
// valid bids, the evaluators, each accepted evaluator's latest scores, the ranking they give and
// whether they are complete; the buyer's evaluation page, an evaluator's scoring sheet and its
// invitations. The phase is windows.ts's, at the platform's clock.
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type {
  Attachment,
  CriterionView,
  EvaluationInvitation,
  ScoringSheet,
  TenderEvaluationPage,
  TenderEvaluator,
  TenderOpeningView,
} from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { members, tenderBidRevisions, tenderEvaluators, tenderMateriels, tenderOpenings, tenders, tenderScores, users } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { awardView, reportView } from './award-queries.ts';
import { expertsOf, shownTo } from './expert-queries.ts';
import { registeredMember } from './panel.ts';
import { priceScores } from './price-score.ts';
import { type RankableBid, rankBids } from './ranking.ts';
import type { OpenedBid, RankedBid } from './schema.ts';
import { ownTender, type TenderRow } from './tender.ts';
import { tenderPhase } from './windows.ts';

const ms = (d: Date | null) => d?.getTime() ?? null;

/** The tender's criteria with their places, which scores name. */
export const criteriaOf = (tender: TenderRow): CriterionView[] => tender.evaluationCriteria.map((c, index) => ({ index, ...c }));

/** The opening record of the tender, or null before the opening. */
export async function openingOf(db: Db, tenderId: number) {
  const [opening] = await db.select().from(tenderOpenings).where(eq(tenderOpenings.tenderId, tenderId));
  return opening ?? null;
}

/** The valid bids of an opening that opened the tender's bids (none of a failed one, nor before it), as the ranking takes them. */
export function validBidsOf(opening: { outcome: 'opened' | 'failed'; bids: OpenedBid[] } | null): RankableBid[] {
  return (opening?.outcome === 'opened' ? opening.bids : [])
    .filter((b) => b.valid)
    .map((b) => ({ bidId: b.bidId, supplier: b.supplier, totalAmount: b.totalAmount, submittedTime: b.submittedTime }));
}

export function openingView(opening: typeof tenderOpenings.$inferSelect | null): TenderOpeningView | null {
  if (!opening) return null;
  return {
    outcome: opening.outcome,
    validCount: opening.validCount,
    digest: opening.digest,
    createTime: opening.createTime.getTime(),
    bids: opening.bids.map(({ sealedHash: _sealed, revision: _revision, ...bid }) => bid),
  };
}

/** The tender's evaluators with who they are (as far as its buyer `buyerMemberId` may see: expert-queries.ts), oldest first. */
export async function evaluatorsOf(db: Db, tenderId: number, buyerMemberId: number) {
  return db
    .select({
      evaluator: tenderEvaluators,
      name: users.name,
      account: users.account,
      memberId: users.memberId,
      memberName: members.name,
      shown: shownTo(db, buyerMemberId),
    })
    .from(tenderEvaluators)
    .innerJoin(users, eq(users.id, tenderEvaluators.userId))
    .innerJoin(members, eq(members.id, users.memberId))
    .where(eq(tenderEvaluators.tenderId, tenderId))
    .orderBy(asc(tenderEvaluators.id));
}

/** Each accepted evaluator's latest scores of each bid of the tender (append-only: the latest counts). */
export async function latestScores(db: Db, tenderId: number) {
  return db
    .selectDistinctOn([tenderScores.evaluatorId, tenderScores.bidId], {
      evaluatorId: tenderScores.evaluatorId,
      bidId: tenderScores.bidId,
      scores: tenderScores.scores,
      total: tenderScores.total,
      comment: tenderScores.comment,
      createTime: tenderScores.createTime,
    })
    .from(tenderScores)
    .innerJoin(tenderEvaluators, eq(tenderEvaluators.id, tenderScores.evaluatorId))
    .where(and(eq(tenderScores.tenderId, tenderId), eq(tenderEvaluators.state, 'accepted')))
    .orderBy(asc(tenderScores.evaluatorId), asc(tenderScores.bidId), desc(tenderScores.id));
}

/**
 * Where the evaluation stands: the valid bids, the evaluators, the accepted ones' latest scores of
 * valid bids, the ranking they give, and whether every accepted evaluator has scored every valid bid
 * (always, once opened, for lowest price; a scored tender needs one accepted evaluator at least).
 */
export async function evaluationState(db: Db, tender: TenderRow) {
  // One after another: inside the report's transaction, its client takes one query at a time.
  const opening = await openingOf(db, tender.id);
  const evaluators = await evaluatorsOf(db, tender.id, tender.memberId);
  const allScores = await latestScores(db, tender.id);
  const bids = validBidsOf(opening);
  const valid = new Set(bids.map((b) => b.bidId));
  const scores = allScores.filter((s) => valid.has(s.bidId));
  const accepted = evaluators.filter((e) => e.evaluator.state === 'accepted');
  const scoredBy = new Map<number, Set<number>>();
  for (const s of scores) scoredBy.set(s.evaluatorId, (scoredBy.get(s.evaluatorId) ?? new Set()).add(s.bidId));
  const opened = opening?.outcome === 'opened';
  const complete =
    opened &&
    (tender.evaluationMethod === 'lowestPrice' ||
      (accepted.length > 0 && accepted.every((e) => (scoredBy.get(e.evaluator.id)?.size ?? 0) === bids.length)));
  const ranking: RankedBid[] = opened ? rankBids({ method: tender.evaluationMethod, criteria: tender.evaluationCriteria, bids, scores }) : [];
  return { opening, bids, evaluators, accepted, scores, scoredBy, complete, ranking };
}

export function evaluatorView(row: Awaited<ReturnType<typeof evaluatorsOf>>[number], scoredCount: number): TenderEvaluator {
  const { evaluator } = row;
  return {
    id: evaluator.id,
    userId: evaluator.userId,
    name: row.shown ? row.name : null,
    account: row.account,
    memberName: row.shown ? row.memberName : null,
    source: evaluator.source,
    state: evaluator.state,
    answerReason: evaluator.answerReason,
    answerTime: ms(evaluator.answerTime),
    createTime: evaluator.createTime.getTime(),
    scoredCount,
  };
}

/** The buyer's evaluation page of its tender `id` (404 for anyone else's). */
export async function evaluationPage({ db, now }: PlatformContext, id: number, caller: Caller): Promise<TenderEvaluationPage> {
  const tender = await ownTender(db, id, caller);
  const [state, materiels, report, award, users_, experts] = await Promise.all([
    evaluationState(db, tender),
    db.select().from(tenderMateriels).where(eq(tenderMateriels.parentId, id)).orderBy(asc(tenderMateriels.sort), asc(tenderMateriels.id)),
    reportView(db, id),
    awardView(db, id),
    db
      .select({ userId: users.id, name: users.name, account: users.account })
      .from(users)
      .where(eq(users.memberId, caller.memberId))
      .orderBy(asc(users.id)),
    expertsOf(db, caller),
  ]);
  const named = new Set(state.evaluators.map((e) => e.evaluator.userId));
  return {
    tender: {
      id: tender.id,
      code: tender.code,
      projectName: tender.projectName,
      state: tender.state,
      phase: tenderPhase(tender, now()),
      evaluationMethod: tender.evaluationMethod,
      criteria: criteriaOf(tender),
      openTenderTime: tender.openTenderTime.getTime(),
      purchaseType: tender.purchaseType,
      budgetAmount: tender.budgetAmount,
      materiels: materiels.map((m) => ({ id: m.id, code: m.number, name: m.name, type: m.model, unit: m.unit, count: m.purchaseCount })),
    },
    evaluators: state.evaluators.map((e) => evaluatorView(e, state.scoredBy.get(e.evaluator.id)?.size ?? 0)),
    candidates: {
      users: users_.filter((u) => !named.has(u.userId)),
      experts: experts.filter((e) => e.enabled && !named.has(e.userId)),
    },
    opening: openingView(state.opening),
    scores: state.scores.map((s) => ({ ...s, createTime: s.createTime.getTime() })),
    ranking: report?.ranking ?? state.ranking,
    scoringComplete: state.complete,
    report,
    award,
  };
}

/** The caller's place on tender `tenderId`'s panel (404 when it has none). */
export async function ownEvaluator(db: Db, tenderId: number, caller: Caller, lock?: 'update') {
  const query = db
    .select()
    .from(tenderEvaluators)
    .where(and(eq(tenderEvaluators.tenderId, tenderId), eq(tenderEvaluators.userId, caller.userId)));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw new BusinessError(Code.NOT_FOUND);
  return row;
}

/**
 * The evaluator's scoring sheet of tender `id`: the valid bids only once it accepted and the opening
 * opened them (404 for anyone not on the panel; 60136 for a user of a member registered for the tender).
 */
export async function scoringSheet({ db, now }: PlatformContext, id: number, caller: Caller): Promise<ScoringSheet> {
  const evaluator = await ownEvaluator(db, id, caller);
  if (await registeredMember(db, id, caller.memberId)) throw new BusinessError(Code.EVALUATOR_CONFLICT);
  const [[tender], opening, mine, reportSubmitted] = await Promise.all([
    db
      .select({ tender: tenders, buyerName: members.name })
      .from(tenders)
      .innerJoin(members, eq(members.id, tenders.memberId))
      .where(eq(tenders.id, id)),
    openingOf(db, id),
    db
      .selectDistinctOn([tenderScores.bidId], {
        bidId: tenderScores.bidId,
        scores: tenderScores.scores,
        total: tenderScores.total,
        comment: tenderScores.comment,
      })
      .from(tenderScores)
      .where(and(eq(tenderScores.tenderId, id), eq(tenderScores.evaluatorId, evaluator.id)))
      .orderBy(asc(tenderScores.bidId), desc(tenderScores.id)),
    hasReport(db, id),
  ]);
  const row = tender!.tender;
  const phase = tenderPhase(row, now());
  const accepted = evaluator.state === 'accepted';
  const bids = accepted ? validBidsOf(opening) : [];
  const scored = new Set(bids.map((b) => b.bidId));
  const filesOf = await openedBidFiles(
    db,
    (opening?.bids ?? []).filter((b) => scored.has(b.bidId)),
  );
  const prices = priceScores(row.evaluationMethod, row.evaluationCriteria, bids);
  const mineOf = new Map(mine.map((m) => [m.bidId, m]));
  return {
    tender: {
      id: row.id,
      code: row.code,
      projectName: row.projectName,
      state: row.state,
      phase,
      evaluationMethod: row.evaluationMethod,
      criteria: criteriaOf(row),
      openTenderTime: row.openTenderTime.getTime(),
      buyerName: tender!.buyerName,
    },
    evaluator: { id: evaluator.id, source: evaluator.source, state: evaluator.state },
    bids: bids.map((b) => ({
      bidId: b.bidId,
      supplier: b.supplier,
      totalAmount: b.totalAmount,
      priceScore: prices.get(b.bidId) ?? null,
      scores: mineOf.get(b.bidId)?.scores ?? null,
      comment: mineOf.get(b.bidId)?.comment ?? '',
      total: mineOf.get(b.bidId)?.total ?? null,
      technicalFiles: filesOf.get(b.bidId)?.technicalFiles ?? [],
      commercialFiles: filesOf.get(b.bidId)?.commercialFiles ?? [],
    })),
    canScore: accepted && phase === 'evaluation' && !reportSubmitted && row.evaluationMethod === 'scored' && opening?.outcome === 'opened',
    reportSubmitted,
  };
}

/** The documents of each of `bids`, from the revision the opening recorded. */
async function openedBidFiles(db: Db, bids: OpenedBid[]) {
  if (bids.length === 0) return new Map<number, { technicalFiles: Attachment[]; commercialFiles: Attachment[] }>();
  const rows = await db
    .select({
      bidId: tenderBidRevisions.bidId,
      revision: tenderBidRevisions.revision,
      technicalFiles: tenderBidRevisions.technicalFiles,
      commercialFiles: tenderBidRevisions.commercialFiles,
    })
    .from(tenderBidRevisions)
    .where(
      inArray(
        tenderBidRevisions.bidId,
        bids.map((b) => b.bidId),
      ),
    );
  const opened = new Set(bids.map((b) => `${b.bidId}:${b.revision}`));
  return new Map(rows.filter((r) => opened.has(`${r.bidId}:${r.revision}`)).map((r) => [r.bidId, r]));
}

/** Whether the tender's evaluation report is in. */
export async function hasReport(db: Db, tenderId: number): Promise<boolean> {
  return (await reportView(db, tenderId)) !== null;
}

/** The caller's invitations to evaluate, newest first: an expert's to answer, a member evaluator's accepted. */
export async function evaluationInvitations({ db, now }: PlatformContext, caller: Caller): Promise<EvaluationInvitation[]> {
  const rows = await db
    .select({ evaluator: tenderEvaluators, tender: tenders, buyerName: members.name })
    .from(tenderEvaluators)
    .innerJoin(tenders, eq(tenders.id, tenderEvaluators.tenderId))
    .innerJoin(members, eq(members.id, tenders.memberId))
    .where(and(eq(tenderEvaluators.userId, caller.userId), ne(tenders.state, 'draft')))
    .orderBy(desc(tenderEvaluators.createTime), desc(tenderEvaluators.id));
  return rows.map((r) => invitationView(r, now()));
}

export function invitationView(
  r: { evaluator: typeof tenderEvaluators.$inferSelect; tender: TenderRow; buyerName: string },
  at: number,
): EvaluationInvitation {
  return {
    id: r.evaluator.id,
    tender: {
      id: r.tender.id,
      code: r.tender.code,
      projectName: r.tender.projectName,
      buyerName: r.buyerName,
      openTenderTime: r.tender.openTenderTime.getTime(),
      phase: tenderPhase(r.tender, at),
    },
    source: r.evaluator.source,
    state: r.evaluator.state,
    answerReason: r.evaluator.answerReason,
    answerTime: ms(r.evaluator.answerTime),
    createTime: r.evaluator.createTime.getTime(),
  };
}

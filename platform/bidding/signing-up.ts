// A supplier signs up for an auction, and the buyer reviews the sign-ups (docs/product/member-side.md):
// the platform checks, inside the transaction and by its own clock, that the auction takes sign-ups
// (published, not the caller's own, its sign-up window open: windows.ts), that the supplier may take
// part (admitted by the buyer in a stage that may, invited when it must be, within the areas:
// sourcing/eligibility.ts) and has not signed up already; it keeps the contact and the documents (the
// caller's own uploads) and tells the buyer; a supplier the buyer rejected may sign up again. An auction that admits without review (autoAdmit)
// approves at once; otherwise the buyer approves or rejects (with a reason) each pending sign-up
// until bidding starts, and the supplier is told. An idempotency key makes a retried sign-up a replay.
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { Code, type CodeValue } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import { type BiddingSignUpPage, type BiddingSignUpRow, SignUpReview } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { offsetOf } from '../db/filters.ts';
import { biddingAreas, biddingInvitations, biddingSignups, members } from '../db/schema.ts';
import { ownAttachments } from '../files/index.ts';
import { type Caller, isSupplier } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey, transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { type EligibilityTables, supplierFacts, supplierRefusal } from '../sourcing/eligibility.ts';
import { type BiddingRow, biddingFor, memberName, ownBidding, refuseState, stateRefusal } from './bidding.ts';
import { biddingPhase, signUpWindow } from './windows.ts';

/** Where an auction keeps its invitations and areas, for the supplier's side of the rule. */
const BIDDING_TABLES: EligibilityTables = {
  invitations: {
    table: biddingInvitations,
    itemId: biddingInvitations.biddingId,
    supplierMemberId: biddingInvitations.supplierMemberId,
    supplierRoleId: biddingInvitations.supplierRoleId,
  },
  areas: { table: biddingAreas, itemId: biddingAreas.parentId, provinceCode: biddingAreas.provinceCode, cityCode: biddingAreas.cityCode },
};

/** Why the caller may not sign up for the auction now, or null, in the order the refusals are told (the "twice" check is the insert's). */
export async function signUpRefusal(db: Db, bidding: BiddingRow, caller: Caller, now: number): Promise<CodeValue | null> {
  const ended = stateRefusal(bidding);
  if (ended !== null) return ended;
  if (caller.memberId === bidding.memberId) return Code.OWN_PUBLICATION;
  if (signUpWindow(bidding, now) !== 'open') return Code.OUTSIDE_SIGN_UP_WINDOW;
  return takingPartRefusal(db, bidding, caller);
}

/**
 * The supplier's side of the rule (admitted by the buyer in a stage that may take part, invited when
 * it must be, within the areas), asked at sign-up and again at each bid: a supplier suspended after
 * it signed up bids no more.
 */
export async function takingPartRefusal(db: Db, bidding: BiddingRow, caller: Caller): Promise<CodeValue | null> {
  const item = { ...bidding, invitedOnly: bidding.scope === 'invited' };
  const facts = isSupplier(caller) ? await supplierFacts(db, caller, [item], BIDDING_TABLES) : null;
  return supplierRefusal(item, facts);
}

/** The sign-ups as the wire shows them, by their condition. */
async function signUpRows(db: Db, where: ReturnType<typeof and>, page?: { limit: number; offset: number }): Promise<BiddingSignUpRow[]> {
  const query = db
    .select({ row: biddingSignups, memberName: members.name })
    .from(biddingSignups)
    .innerJoin(members, eq(members.id, biddingSignups.memberId))
    .where(where)
    .orderBy(asc(biddingSignups.createTime), asc(biddingSignups.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ row, memberName: name }) => ({
    id: row.id,
    biddingId: row.biddingId,
    memberId: row.memberId,
    memberRoleId: row.memberRoleId,
    memberName: name,
    contactName: row.contactName,
    phone: row.phone,
    email: row.email,
    address: row.address,
    files: row.files,
    review: row.review,
    reviewReason: row.reviewReason,
    reviewTime: row.reviewTime?.getTime() ?? null,
    createTime: row.createTime.getTime(),
  }));
}

/** Signs the caller up for the auction the body names: its sign-up (a retried one replays). */
export async function signUpForBidding(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.biddingBid.signUp, 'login'>,
): Promise<BiddingSignUpRow> {
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `m${caller.memberId}:bidding-signup:${body.biddingId}`, key, async (tx) => {
    const row = await biddingFor(tx, body.biddingId, 'share');
    const at = now();
    const refusal = await signUpRefusal(tx, row, caller, at);
    if (refusal !== null) throw new BusinessError(refusal);
    const files = await ownAttachments(tx, caller.memberId, body.fileIds);
    const review = row.autoAdmit ? 'approved' : 'pending';
    const signUp = {
      userId: caller.userId,
      contactName: body.contactName,
      phone: body.phone,
      email: body.email,
      address: body.address,
      files,
      review,
      reviewReason: null,
      reviewedByUserId: null,
      reviewTime: review === 'approved' ? new Date(at) : null,
      createTime: new Date(at),
    } as const;
    const [created] = await tx
      .insert(biddingSignups)
      .values({ biddingId: row.id, memberId: caller.memberId, memberRoleId: caller.memberRoleId, ...signUp })
      // A rejected supplier signs up again (the original's "re-sign up"): its sign-up, renewed, waits
      // for review again. Any other second sign-up (two racing under different keys too) meets the first.
      .onConflictDoUpdate({
        target: [biddingSignups.biddingId, biddingSignups.memberId, biddingSignups.memberRoleId],
        set: signUp,
        setWhere: eq(biddingSignups.review, 'rejected'),
      })
      .returning({ id: biddingSignups.id });
    if (!created) throw new BusinessError(Code.ALREADY_SIGNED_UP);
    await notify(tx, {
      recipientMemberId: row.memberId,
      kind: 'bidding.signedUp',
      payload: {
        biddingId: row.id,
        code: row.biddingNo,
        title: row.details,
        supplierName: await memberName(tx, caller.memberId),
        review,
        link: LINKS.buyerBidding(row.id),
      },
      at,
    });
    return { id: created.id };
  });
  const [signUp] = await signUpRows(db, eq(biddingSignups.id, result.id));
  if (!signUp) throw new BusinessError(Code.NOT_FOUND);
  return signUp;
}

/** Approves or rejects a pending sign-up of the caller's auction, until bidding starts: the sign-up as reviewed. */
export async function reviewSignUp(
  { db, now }: PlatformContext,
  { body, caller }: RouteInput<typeof api.biddingBuyer.review, 'login'>,
): Promise<BiddingSignUpRow> {
  await transaction(db, async (tx) => {
    const bidding = await ownBidding(tx, body.biddingId, caller, 'share');
    const [signUp] = await tx
      .select()
      .from(biddingSignups)
      .where(and(eq(biddingSignups.id, body.signUpId), eq(biddingSignups.biddingId, bidding.id)))
      .for('update');
    if (!signUp) throw new BusinessError(Code.SIGN_UP_MISSING);
    refuseState(bidding);
    const at = now();
    const phase = biddingPhase(bidding, at);
    if (phase !== 'signUp' && phase !== 'upcoming') throw new BusinessError(Code.OUTSIDE_SIGN_UP_WINDOW, phase);
    if (signUp.review !== 'pending') throw new BusinessError(Code.SIGN_UP_NOT_PENDING);
    const approved = body.decision === 'approve';
    const reason = approved ? null : (body.reason ?? null);
    await tx
      .update(biddingSignups)
      .set({ review: approved ? 'approved' : 'rejected', reviewReason: reason, reviewedByUserId: caller.userId, reviewTime: new Date(at) })
      .where(eq(biddingSignups.id, signUp.id));
    await notify(tx, {
      recipientMemberId: signUp.memberId,
      kind: approved ? 'bidding.signUpApproved' : 'bidding.signUpRejected',
      payload: {
        biddingId: bidding.id,
        code: bidding.biddingNo,
        title: bidding.details,
        buyerName: await memberName(tx, caller.memberId),
        reason,
        deadline: bidding.biddingStartTime.getTime(),
        link: LINKS.biddingSignUp(bidding.id),
      },
      at,
    });
  });
  const [row] = await signUpRows(db, eq(biddingSignups.id, body.signUpId));
  return row!;
}

/** One auction's sign-ups for its buyer (404 for another's), by review state, oldest first, with the count in each state. */
export async function biddingSignUpPage(
  { db }: PlatformContext,
  query: z.output<typeof api.biddingBuyer.signUps.query>,
  caller: Caller,
): Promise<BiddingSignUpPage> {
  const bidding = await ownBidding(db, query.biddingId, caller);
  const ofBidding = eq(biddingSignups.biddingId, bidding.id);
  const where = and(ofBidding, query.review ? eq(biddingSignups.review, query.review) : undefined);
  const [data, [total], perReview] = await Promise.all([
    signUpRows(db, where, { limit: query.pageSize, offset: offsetOf(query) }),
    db.select({ n: count() }).from(biddingSignups).where(where),
    db.select({ review: biddingSignups.review, n: count() }).from(biddingSignups).where(ofBidding).groupBy(biddingSignups.review),
  ]);
  const reviewCounts = Object.fromEntries(SignUpReview.options.map((r) => [r, 0])) as BiddingSignUpPage['reviewCounts'];
  for (const { review, n } of perReview) reviewCounts[review] = n;
  return { data, totalCount: total?.n ?? 0, reviewCounts };
}

// What the auction's actions and reads share: the auction read inside an action's transaction (locked
// as the action needs), who published it, who its bidders are (an approved sign-up), what its state
// alone refuses, its rule sheet, and a member's name as the messages give it.
import { and, eq } from 'drizzle-orm';
import { Code, type CodeValue } from '#contract/codes.ts';
import type { BiddingRules, BiddingState } from '#contract/schemas.ts';
import { TIE_RULE } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { biddings, biddingSignups, members } from '../db/schema.ts';
import { type Caller, requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';

export type BiddingRow = typeof biddings.$inferSelect;

/** Whether the caller is the auction's publisher (its member and role). */
export const isPublisher = (bidding: { memberId: number; memberRoleId: number }, caller: Caller) =>
  bidding.memberId === caller.memberId && bidding.memberRoleId === caller.memberRoleId;

/** The caller's own auction `id`, locked for an action when `lock`; 404 for anyone else's. */
export async function ownBidding(tx: Db, id: number, caller: Caller, lock?: 'update' | 'share'): Promise<BiddingRow> {
  requireBuyer(caller);
  const query = tx.select().from(biddings).where(eq(biddings.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row || !isPublisher(row, caller)) throw new BusinessError(Code.NOT_FOUND);
  return row;
}

/** Whether the caller is one of the auction's bidders: a sign-up the buyer approved. */
export async function isAdmittedBidder(db: Db, biddingId: number, caller: Caller): Promise<boolean> {
  const [signUp] = await db
    .select({ id: biddingSignups.id })
    .from(biddingSignups)
    .where(
      and(
        eq(biddingSignups.biddingId, biddingId),
        eq(biddingSignups.memberId, caller.memberId),
        eq(biddingSignups.memberRoleId, caller.memberRoleId),
        eq(biddingSignups.review, 'approved'),
      ),
    );
  return signUp !== undefined;
}

/** A published (or ended) auction by id, locked as the action needs; 404 for a draft or none. */
export async function biddingFor(tx: Db, id: number, lock?: 'share' | 'update'): Promise<BiddingRow> {
  const query = tx.select().from(biddings).where(eq(biddings.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row || row.state === 'draft') throw new BusinessError(Code.NOT_FOUND);
  return row;
}

/** What the state alone refuses to an action that needs it in `allowed` (published unless told): 60150 cancelled, 60151 any other. */
export function stateRefusal(bidding: { state: BiddingState }, allowed: readonly BiddingState[] = ['published']): CodeValue | null {
  if (allowed.includes(bidding.state)) return null;
  return bidding.state === 'cancelled' ? Code.BIDDING_CANCELLED : Code.BIDDING_STATE_FORBIDS;
}

export function refuseState(bidding: { state: BiddingState }, allowed?: readonly BiddingState[]): void {
  const refusal = stateRefusal(bidding, allowed);
  if (refusal !== null) throw new BusinessError(refusal, bidding.state);
}

/** A member's name, as a message names the buyer or the supplier ('' when it has none). */
export async function memberName(db: Db, memberId: number): Promise<string> {
  const [member] = await db.select({ name: members.name }).from(members).where(eq(members.id, memberId));
  return member?.name ?? '';
}

/** The columns the rule sheet is read from. */
type RuleColumns = Pick<
  BiddingRow,
  | 'startingPrice'
  | 'stepType'
  | 'minPriceStep'
  | 'allowPurchaseCount'
  | 'visibility'
  | 'triggerMinutes'
  | 'extensionMinutes'
  | 'maxExtensions'
  | 'hardStopTime'
>;

/** The rule sheet published with the auction and shown to every bidder. */
export function ruleSheetOf(row: RuleColumns): BiddingRules {
  return {
    startingPrice: row.startingPrice,
    stepType: row.stepType,
    minPriceStep: row.minPriceStep,
    allowPurchaseCount: row.allowPurchaseCount,
    visibility: row.visibility,
    tieRule: TIE_RULE,
    triggerMinutes: row.triggerMinutes,
    extensionMinutes: row.extensionMinutes,
    maxExtensions: row.maxExtensions,
    hardStopTime: row.hardStopTime?.getTime() ?? null,
  };
}

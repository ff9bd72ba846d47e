// The award of the buyer's closed auction (docs/product/rules.md, "The live reverse auction"): the
// final ranking as the room reads it for the buyer (every bidder by alias and name, its best price
// and when that bid was received), and the award posted from the auction's page: rank 1, or another
// bidder with a reason, keyed so that a double click awards once. The platform decides everything
// (the close by its clock, the reason unless rank 1, 60012; a bidder without an accepted bid, 60013);
// its refusal comes back in the user's language on the field it is about, what was typed kept and a
// fresh key for the next try.
import { Code } from '#contract/codes.ts';
import { api, AwardBiddingBody } from '#contract/endpoints.ts';
import type { BiddingRoom } from '#contract/schemas.ts';
import { BIDDING_LIMITS } from '#contract/schemas/bidding-rules.ts';
import { platformRefusal, postedKey, newKey, text, type Translate } from '../forms.server.ts';
import { memberCall, type MemberContext } from '../member/session.server.ts';
import { toSection } from '../section.ts';
import type { Section } from '../views.ts';
import { callUpstream } from '../upstream.server.ts';
import { BIDDING_AWARD_FIELD as F, type BiddingActionAnswer, type BiddingRankingRow } from './buyer-views.ts';

/** The ranking the room gives the buyer, each bidder with the time its best bid was received. */
export function rankingOf(room: BiddingRoom): BiddingRankingRow[] {
  const receivedAt = new Map(room.bids.map((bid) => [bid.bidId, bid.receivedAt]));
  return room.ranking.map((row) => ({
    rank: row.rank,
    bidder: row.bidder,
    name: row.memberName ?? row.bidder,
    price: row.price,
    receivedAt: receivedAt.get(row.bidId) ?? null,
  }));
}

/** The auction's final ranking, read from its room (the buyer reads every bidder). */
export async function loadRanking(request: Request, ctx: MemberContext, biddingId: number): Promise<Section<BiddingRankingRow[]>> {
  const room = await memberCall(request, callUpstream(api.biddingBid.room, { ctx, query: { biddingId } }));
  return toSection(room.ok ? { ...room, data: rankingOf(room.data) } : room);
}

/** Where each of the platform's refusals of an award belongs on the form. */
const ON_FIELD: Partial<Record<number, 'bidder' | 'reason'>> = {
  [Code.AWARD_REASON_REQUIRED]: F.reason,
  [Code.AWARD_INVALID]: F.bidder,
};

/** The award form posted (bidder, reason, key): the award made, or the refusal on its field with what was typed and the next key. */
export async function awardAction(request: Request, ctx: MemberContext, id: number, form: FormData, t: Translate): Promise<BiddingActionAnswer> {
  const values = { bidder: text(form, F.bidder), reason: text(form, F.reason) };
  const reason = values.reason.trim();
  const body = { id, bidder: values.bidder, ...(reason ? { reason } : {}), idempotencyKey: postedKey(form, F.key) };
  const refused = (fieldErrors: Record<string, string>, message?: string): BiddingActionAnswer => ({
    ok: false,
    intent: 'award',
    ...(message ? { message } : {}),
    fieldErrors,
    values,
    awardKey: newKey(),
  });
  const parsed = AwardBiddingBody.safeParse(body);
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    if (fields.has(F.reason)) return refused({ reason: t('bidding:errors.tooLong', { max: BIDDING_LIMITS.reason }) });
    return refused({ bidder: t('bidding:errors.chooseBidder') });
  }
  const result = await memberCall(request, callUpstream(api.biddingBuyer.award, { ctx, body: parsed.data }));
  if (result.ok) return { ok: true, intent: 'award', award: result.data };
  const failure = platformRefusal(result, ON_FIELD, values);
  return refused(failure.fieldErrors as Record<string, string>, failure.formError);
}

// The bidding room (?id=; docs/product/rules.md, "The live reverse auction"): the room as the platform
// reads it for the caller (phase, close and server time, what the rule sheet lets it see, the highest
// bid allowed now, its own bids and the cap left; the buyer every bid and bidder by name), after the
// close the journal to download and verify;
// and a bid, keyed (a double click or a retry bids once), decided by the server's receipt time. Each
// refusal comes back on the price field in the user's language.
import { data } from 'react-router';
import { Code } from '#contract/codes.ts';
import { api, PlaceBidBody } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { moneyOf } from '../form-fields.server.ts';
import { newKey, platformRefusal, postedKey, text, type Translate } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { missing, subjectId } from '../page-params.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import { BIDDING_BID_FIELD as F, BIDDING_ENDED, type BiddingBidAnswer, type BiddingRoomView } from './bid-views.ts';

export async function loadBiddingRoom(request: Request, locale: Locale): Promise<BiddingRoomView> {
  const ctx = await memberContext(request, locale);
  const biddingId = subjectId(request);
  const room = await memberCall(request, callUpstream(api.biddingBid.room, { ctx, query: { biddingId } }));
  if (missing(room)) throw data(null, { status: 404 });
  const closed = room.ok && BIDDING_ENDED.includes(room.data.phase);
  const logAnswer = closed ? await memberCall(request, callUpstream(api.biddingBid.log, { ctx, query: { biddingId } })) : null;
  // In the seconds between the close and its telling the log is not final yet: no section, the close's event reads it again.
  const notYet = logAnswer && !logAnswer.ok && logAnswer.kind === 'business' && logAnswer.code === Code.BIDDING_STATE_FORBIDS;
  const log = logAnswer && !notYet ? toSection(logAnswer) : null;
  return { room: toSection(room), log, bidKey: newKey() };
}

/** A bid on the auction ?id= names: the receipt (server time and hash), or the refusal on the price (what was typed kept). */
export async function biddingBidAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<BiddingBidAnswer> {
  const ctx = await memberContext(request, locale);
  const biddingId = subjectId(request);
  const bidKey = postedKey(form, F.key);
  const typed = text(form, F.price);
  const values = { price: typed };
  const price = moneyOf(typed);
  const parsed = price === null ? null : PlaceBidBody.safeParse({ biddingId, price, idempotencyKey: bidKey });
  // The next try goes with a fresh key whatever the answer: the page need not wait for the room's re-read.
  const next = newKey();
  if (!parsed?.success) return { ok: false, fieldErrors: { price: t('biddingBid:errors.price') }, values, bidKey: next };
  const result = await memberCall(request, callUpstream(api.biddingBid.place, { ctx, body: parsed.data }));
  if (result.ok) return { ok: true, receipt: result.data, bidKey: next };
  // Every refusal of a bid is about its price or the bidder's right to bid: shown on the price.
  const refusal = platformRefusal<'price'>(result, {}, values);
  return { ok: false, fieldErrors: { price: refusal.formError ?? '' }, values, bidKey: next };
}

// Cancelling a competitive bid: the kit's cancel-with-reason dialog, in the bidding namespace and
// test ids, the reason bounded as the platform bounds it.
import type { BiddingActionAnswer } from '#bff/bidding/buyer-views.ts';
import { BIDDING_LIMITS } from '#contract/schemas/bidding-rules.ts';
import { CancelWithReason } from '../sourcing/CancelWithReason.tsx';

export function CancelBidding({ answer }: { answer: Extract<BiddingActionAnswer, { ok: false }> | undefined }) {
  return <CancelWithReason kind="bidding" reasonMax={BIDDING_LIMITS.reason} answer={answer} />;
}

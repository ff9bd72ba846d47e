// Cancelling a tender: the kit's cancel-with-reason dialog, in the tender namespace and test ids, the
// reason bounded as the platform bounds it.
import type { TenderActionAnswer } from '#bff/tender/buyer-views.ts';
import { REASON_MAX } from '#contract/schemas/member-rules.ts';
import { CancelWithReason } from '../sourcing/CancelWithReason.tsx';

export function CancelTender({ answer }: { answer: Extract<TenderActionAnswer, { ok: false }> | undefined }) {
  return <CancelWithReason kind="tender" reasonMax={REASON_MAX} answer={answer} />;
}

// The colours a tender's pages give a registration's review and an evaluator's answer: one set for
// every page that shows them (the supplier's registration and tenders, the buyer's registrations, the
// evaluators and the invitations).
import type { EvaluatorState, RegistrationReview } from '#contract/schemas.ts';

export const REVIEW_COLOURS: Record<RegistrationReview, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

export const EVALUATOR_STATE_COLOURS: Record<EvaluatorState, string> = { invited: 'yellow', accepted: 'green', declined: 'gray' };

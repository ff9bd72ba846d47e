// The action button of an inquiry, tender or competitive-bid card (docs/product.md#states-and-transitions, #validation-rules): whether it
// shows, what it says, whether it is clickable, what a click does and where it leads. A button
// shows what the platform would decide for the viewer before the click (docs/decisions/007-can-register.md):
// an inquiry it may not quote on for a reason no click can change is greyed with that reason.
import { remainingDays, type Remaining } from './remaining-days.ts';

import type { BiddingPhase, TenderPhase } from '#contract/schemas.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';
import { biddingSignUpHref, TENDER_REGISTER_PATH, tenderHref } from './member-centre.ts';

/** A greyed button's reason, said under it on a detail page and as its title on a card (home.json actionHints). */
export type CardActionReason = 'notInYourArea' | 'notInvited';

/** How a tender ended, said on its greyed button: failed at its opening, awarded, cancelled. */
export type TenderEndLabel = 'tenderFailed' | 'tenderAwarded' | 'tenderCancelled';

export type CardActionLabel =
  | 'quoteNow'
  | 'alreadyQuoted'
  | 'signUpNow'
  | 'alreadySignedUp'
  | 'alreadyClosed'
  /** An announced tender: its registration has not opened yet (its countdown says when). */
  | 'registrationNotOpen'
  | CardActionReason
  | TenderEndLabel;

export type CardAction = { hidden: true } | { hidden: false; label: CardActionLabel; active: boolean; reason?: CardActionReason };

export type CardActionFacts = Remaining & {
  canRegister: boolean;
  isMePublish: boolean;
  /** Inquiry quotes, tender registrations of the caller (>0: done). */
  isRegister?: number;
  /** Competitive-bid sign-ups of the caller (>0: done). */
  isSignUp?: number;
  /** An inquiry's: the code the platform would refuse the signed-in member's quote with now, or null. */
  quoteRefusal?: number | null;
  /**
   * The item's phase by the platform's clock, on its list item and its detail alike: a tender's
   * (platform/tender/windows.ts: only its registration takes sign-ups) or a competitive bid's
   * (platform/bidding/windows.ts: only its sign-up phase does).
   */
  phase?: TenderPhase | BiddingPhase;
};

const TENDER_ENDS: Partial<Record<TenderPhase, TenderEndLabel>> = {
  failed: 'tenderFailed',
  awarded: 'tenderAwarded',
  cancelled: 'tenderCancelled',
};

/**
 * The refusals the click cannot explain and the quote page would only repeat: the region the buyer
 * admitted is outside the inquiry's areas (60004, Code.OUTSIDE_AREAS), the inquiry takes invited
 * suppliers only (60010, Code.NOT_INVITED). Not admitted (60020) and a stage that forbids it (60021)
 * keep the action: the click's own flow says so and what to do (docs/product.md#action-flow). Numbers,
 * not contract/codes.ts, which brings every language's messages into the browser.
 */
const GREYED_REFUSALS: ReadonlyMap<number, CardActionReason> = new Map([
  [60004, 'notInYourArea'],
  [60010, 'notInvited'],
]);

/** The one phase of each kind that takes sign-ups (an inquiry has no phases: its deadline alone decides). */
const SIGN_UP_PHASE: Record<SourcingKind, TenderPhase | BiddingPhase | undefined> = { inquiry: undefined, tender: 'registration', bidding: 'signUp' };

/** The button of an item of `kind` for the viewer, the same on a card and on the detail's head (every kind's action has its page: actionTarget). */
export function cardAction(kind: SourcingKind, item: CardActionFacts): CardAction {
  if (kind === 'bidding' ? item.isMePublish : !item.canRegister) return { hidden: true };
  // A tender that has ended says how, whoever looks: failed, awarded, cancelled.
  const ending = kind === 'tender' && item.phase ? TENDER_ENDS[item.phase as TenderPhase] : undefined;
  if (ending) return { hidden: false, label: ending, active: false };
  // Announced, its registration not open yet: nothing to sign up for until it opens.
  if (kind === 'tender' && item.phase === 'announced') return { hidden: false, label: 'registrationNotOpen', active: false };
  const done = (kind === 'bidding' ? (item.isSignUp ?? 0) : (item.isRegister ?? 0)) > 0;
  // A tender takes sign-ups in its registration phase alone, a competitive bid in its sign-up phase,
  // by the phase the platform sent with the list item or the detail (without one: until its deadline).
  const inPhase = item.phase === undefined || item.phase === SIGN_UP_PHASE[kind];
  const open = remainingDays(item) > 0 && inPhase;
  if (done) return { hidden: false, label: kind === 'inquiry' ? 'alreadyQuoted' : 'alreadySignedUp', active: false };
  if (!open) return { hidden: false, label: 'alreadyClosed', active: false };
  const refused = kind === 'inquiry' && item.quoteRefusal != null ? GREYED_REFUSALS.get(item.quoteRefusal) : undefined;
  if (refused) return greyed(refused);
  return { hidden: false, label: kind === 'inquiry' ? 'quoteNow' : 'signUpNow', active: true };
}

function greyed(reason: CardActionReason): CardAction {
  return { hidden: false, label: reason, active: false, reason };
}

/** The verb the warnings use: "...before quoting" for inquiries, "...before registering" otherwise. */
export function actionVerb(kind: SourcingKind): 'quoting' | 'registering' {
  return kind === 'inquiry' ? 'quoting' : 'registering';
}

export type ActionStep = 'login' | 'notAdmitted' | 'checkLifecycle';

/** What a click on an active button does first. */
export function actionStep(signedIn: boolean, item: { isSubMember: boolean }): ActionStep {
  if (!signedIn) return 'login';
  if (!item.isSubMember) return 'notAdmitted';
  return 'checkLifecycle';
}

/**
 * The page a permitted action opens in a new window: an inquiry's quote page in the member centre, a
 * tender's registration form, a competitive bid's sign-up page; a kind without such a page, the item's
 * detail page (`detailLink`), never a page that is not there (docs/decisions/007-can-register.md).
 */
export function actionTarget(kind: SourcingKind, item: { id: number; purchaseInquiryNo?: string }, detailLink: (id: number) => string): string {
  if (kind === 'inquiry') {
    return `/memberCenter/procurementAbility/offter/quote?id=${item.id}&number=${encodeURIComponent(item.purchaseInquiryNo ?? '')}`;
  }
  if (kind === 'tender') return tenderHref(TENDER_REGISTER_PATH, item.id);
  if (kind === 'bidding') return biddingSignUpHref(item.id, item.purchaseInquiryNo ?? '');
  return detailLink(item.id);
}

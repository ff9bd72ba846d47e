// The action button of an inquiry, tender or competitive-bid card (docs/product.md#states-and-transitions, #validation-rules): whether it
// shows, what it says, whether it is clickable, what a click does and where it leads.
import { remainingDays, type Remaining } from './remaining-days.ts';

import type { SourcingKind } from '#contract/vocabulary.ts';

export type CardActionLabel = 'quoteNow' | 'alreadyQuoted' | 'signUpNow' | 'alreadySignedUp' | 'alreadyClosed';

export type CardAction = { hidden: true } | { hidden: false; label: CardActionLabel; active: boolean };

export type CardActionFacts = Remaining & {
  canRegister: boolean;
  isMePublish: boolean;
  /** Inquiry quotes, tender registrations of the caller (>0: done). */
  isRegister?: number;
  /** Competitive-bid sign-ups of the caller (>0: done). */
  isSignUp?: number;
};

export function cardAction(kind: SourcingKind, item: CardActionFacts): CardAction {
  if (kind === 'bidding' ? item.isMePublish : !item.canRegister) return { hidden: true };
  const done = (kind === 'bidding' ? (item.isSignUp ?? 0) : (item.isRegister ?? 0)) > 0;
  const open = remainingDays(item) > 0;
  if (done) return { hidden: false, label: kind === 'inquiry' ? 'alreadyQuoted' : 'alreadySignedUp', active: false };
  if (!open) return { hidden: false, label: 'alreadyClosed', active: false };
  return { hidden: false, label: kind === 'inquiry' ? 'quoteNow' : 'signUpNow', active: true };
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

/** The member-centre page a permitted action opens in a new window. */
export function actionTarget(kind: SourcingKind, item: { id: number; purchaseInquiryNo?: string }): string {
  const number = encodeURIComponent(item.purchaseInquiryNo ?? '');
  switch (kind) {
    case 'inquiry':
      return `/memberCenter/procurementAbility/offter/quote?id=${item.id}&number=${number}`;
    case 'tender':
      return `/memberCenter/procurementAbility/tender/readyBidRegister/add?id=${item.id}`;
    case 'bidding':
      return `/memberCenter/procurementAbility/onlineBid/readySignUp/signUp?id=${item.id}&number=${number}`;
  }
}

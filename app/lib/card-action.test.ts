import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '#app/routes.ts';
import { Code } from '#contract/codes.ts';
import { actionStep, actionTarget, actionVerb, cardAction, type CardActionFacts } from './card-action.ts';
import { detailHref } from './sourcing-links.ts';

const open: CardActionFacts = { days: 2, hours: 0, minutes: 0, canRegister: true, isMePublish: false, isRegister: 0, isSignUp: 0 };
const ended = { days: 0, hours: 0, minutes: 0 };

describe('the inquiry card action', () => {
  it('invites a supplier to quote while time remains', () => {
    expect(cardAction('inquiry', open)).toEqual({ hidden: false, label: 'quoteNow', active: true });
  });

  it('says "already quoted", greyed, once the supplier has quoted', () => {
    expect(cardAction('inquiry', { ...open, isRegister: 1 })).toEqual({ hidden: false, label: 'alreadyQuoted', active: false });
  });

  it('says "already closed", greyed, once the time is up', () => {
    expect(cardAction('inquiry', { ...open, ...ended })).toEqual({ hidden: false, label: 'alreadyClosed', active: false });
  });

  it('stays clickable with only minutes left', () => {
    expect(cardAction('inquiry', { ...open, days: 0, hours: 0, minutes: 5 }).hidden).toBe(false);
    expect(cardAction('inquiry', { ...open, days: 0, hours: 0, minutes: 5 })).toMatchObject({ active: true });
  });

  it('is hidden when the caller cannot register', () => {
    expect(cardAction('inquiry', { ...open, canRegister: false })).toEqual({ hidden: true });
  });

  it('ignores the competitive-bid sign-up count', () => {
    expect(cardAction('inquiry', { ...open, isSignUp: 3 })).toMatchObject({ label: 'quoteNow', active: true });
  });
});

describe('the tender card action', () => {
  it('invites to sign up, then says "already signed up" or "already closed"', () => {
    expect(cardAction('tender', open)).toEqual({ hidden: false, label: 'signUpNow', active: true });
    expect(cardAction('tender', { ...open, isRegister: 2 })).toEqual({ hidden: false, label: 'alreadySignedUp', active: false });
    expect(cardAction('tender', { ...open, ...ended })).toEqual({ hidden: false, label: 'alreadyClosed', active: false });
  });

  it('is hidden when the caller cannot register, whoever published it', () => {
    expect(cardAction('tender', { ...open, canRegister: false })).toEqual({ hidden: true });
    expect(cardAction('tender', { ...open, isMePublish: true })).toMatchObject({ hidden: false });
  });

  it('takes sign-ups in the registration phase alone, by the phase the platform sent', () => {
    expect(cardAction('tender', { ...open, phase: 'registration' })).toEqual({ hidden: false, label: 'signUpNow', active: true });
    for (const phase of ['prequalification', 'bidding', 'opening', 'evaluation'] as const) {
      // Time left on the card's clock changes nothing: the platform says registration is over.
      expect(cardAction('tender', { ...open, phase })).toEqual({ hidden: false, label: 'alreadyClosed', active: false });
      expect(cardAction('tender', { ...open, phase, isRegister: 1 })).toEqual({ hidden: false, label: 'alreadySignedUp', active: false });
    }
    // The registration's last minute run out on the page: closed, even before the platform's next answer.
    expect(cardAction('tender', { ...open, ...ended, phase: 'registration' })).toMatchObject({ label: 'alreadyClosed', active: false });
  });

  it('offers no sign-up before registration opens: an announced tender says so, on the card and its detail', () => {
    expect(cardAction('tender', { ...open, phase: 'announced' })).toEqual({ hidden: false, label: 'registrationNotOpen', active: false });
    // Never for its own buyer, nor for a buyer.
    expect(cardAction('tender', { ...open, phase: 'announced', canRegister: false })).toEqual({ hidden: true });
  });

  it('says how a tender ended, to those who signed up too: failed, awarded, cancelled', () => {
    const ends = [
      ['failed', 'tenderFailed'],
      ['awarded', 'tenderAwarded'],
      ['cancelled', 'tenderCancelled'],
    ] as const;
    for (const [phase, label] of ends) {
      expect(cardAction('tender', { ...open, phase })).toEqual({ hidden: false, label, active: false });
      expect(cardAction('tender', { ...open, phase, isRegister: 1 })).toEqual({ hidden: false, label, active: false });
    }
    // A buyer still sees no button at all.
    expect(cardAction('tender', { ...open, phase: 'failed', canRegister: false })).toEqual({ hidden: true });
  });
});

describe('the competitive-bid card action', () => {
  it('invites to sign up until signed up (isSignUp) or closed', () => {
    expect(cardAction('bidding', open)).toEqual({ hidden: false, label: 'signUpNow', active: true });
    expect(cardAction('bidding', { ...open, isSignUp: 1 })).toEqual({ hidden: false, label: 'alreadySignedUp', active: false });
    expect(cardAction('bidding', { ...open, isRegister: 1 })).toMatchObject({ label: 'signUpNow', active: true });
    expect(cardAction('bidding', { ...open, ...ended })).toEqual({ hidden: false, label: 'alreadyClosed', active: false });
  });

  it('is hidden from the publisher, but not for canRegister false', () => {
    expect(cardAction('bidding', { ...open, isMePublish: true })).toEqual({ hidden: true });
    expect(cardAction('bidding', { ...open, canRegister: false })).toMatchObject({ hidden: false });
  });

  it('takes sign-ups in the sign-up phase alone, by the phase its list item carries; a signed-up supplier is told so in every phase', () => {
    expect(cardAction('bidding', { ...open, phase: 'signUp' })).toEqual({ hidden: false, label: 'signUpNow', active: true });
    for (const phase of ['upcoming', 'live', 'extended', 'closed', 'awarded', 'failed', 'cancelled'] as const) {
      // Time left on the card's clock changes nothing: the platform says sign-up is over.
      expect(cardAction('bidding', { ...open, phase }), phase).toEqual({ hidden: false, label: 'alreadyClosed', active: false });
      expect(cardAction('bidding', { ...open, phase, isSignUp: 1 }), phase).toEqual({ hidden: false, label: 'alreadySignedUp', active: false });
    }
    // Sign-up's last minute run out on the page: closed, even before the platform's next answer.
    expect(cardAction('bidding', { ...open, ...ended, phase: 'signUp' })).toMatchObject({ label: 'alreadyClosed', active: false });
    // A tender's phase names are not a competitive bid's: 'registration' is no sign-up phase for it.
    expect(cardAction('bidding', { ...open, phase: 'registration' })).toMatchObject({ label: 'alreadyClosed' });
    expect(cardAction('tender', { ...open, phase: 'signUp' })).toMatchObject({ label: 'alreadyClosed' });
  });
});

describe('clicking an active action', () => {
  it('sends a visitor to log in first', () => {
    expect(actionStep(false, { isSubMember: true })).toBe('login');
  });

  it('warns a supplier who is not admitted by the buyer', () => {
    expect(actionStep(true, { isSubMember: false })).toBe('notAdmitted');
  });

  it('asks the platform about the lifecycle stage of an admitted supplier', () => {
    expect(actionStep(true, { isSubMember: true })).toBe('checkLifecycle');
  });

  it('speaks of quoting for inquiries and registering otherwise', () => {
    expect(actionVerb('inquiry')).toBe('quoting');
    expect(actionVerb('tender')).toBe('registering');
    expect(actionVerb('bidding')).toBe('registering');
  });

  it('opens the quote page for an inquiry, the registration form for a tender, and the sign-up page for a competitive bid', () => {
    const detail = (kind: 'tender' | 'bidding') => (id: number) => detailHref(kind, id, { mallId: 1, shopId: null });
    expect(actionTarget('inquiry', { id: 5, purchaseInquiryNo: 'XJ 01' }, detail('tender'))).toBe(
      '/memberCenter/procurementAbility/offter/quote?id=5&number=XJ%2001',
    );
    expect(actionTarget('tender', { id: 6 }, detail('tender'))).toBe('/memberCenter/procurementAbility/tender/readyBidRegister/add?id=6');
    expect(actionTarget('bidding', { id: 7, purchaseInquiryNo: 'JJ 01' }, detail('bidding'))).toBe(
      '/memberCenter/procurementAbility/onlineBid/readySignUp/signUp?id=7&number=JJ%2001',
    );
  });

  it('never leads to a page the portal does not have: each target is a route of app/routes.ts, not the 404 page', () => {
    const where = [
      { mallId: 1, shopId: null },
      { mallId: 1, shopId: 12 },
    ];
    for (const kind of ['inquiry', 'tender', 'bidding'] as const) {
      for (const place of where) {
        const target = new URL(
          actionTarget(kind, { id: 7, purchaseInquiryNo: 'XJ01' }, (id) => detailHref(kind, id, place)),
          'http://portal',
        );
        const matched = matchRoutes(routes as unknown as RouteObject[], target.pathname) ?? [];
        const page = matched.at(-1)?.route as RouteConfigEntry | undefined;
        expect(page?.file, `${kind}: ${target.pathname}`).toBeDefined();
        expect(page?.file, `${kind}: ${target.pathname}`).not.toBe('routes/not-found.tsx');
      }
    }
  });
});

describe('what the platform would decide, before the click', () => {
  it('greys an inquiry outside the areas its buyer admitted the supplier for, saying so', () => {
    expect(cardAction('inquiry', { ...open, quoteRefusal: Code.OUTSIDE_AREAS })).toEqual({
      hidden: false,
      label: 'notInYourArea',
      active: false,
      reason: 'notInYourArea',
    });
  });

  it('greys an invitation-only inquiry for a supplier not invited, saying so', () => {
    expect(cardAction('inquiry', { ...open, quoteRefusal: Code.NOT_INVITED })).toMatchObject({ label: 'notInvited', active: false });
  });

  it('keeps "quote now" where the click itself explains: not admitted, a stage that forbids it', () => {
    for (const code of [Code.NOT_ADMITTED, Code.STAGE_FORBIDS]) {
      expect(cardAction('inquiry', { ...open, quoteRefusal: code })).toEqual({ hidden: false, label: 'quoteNow', active: true });
    }
  });

  it('still says "already quoted" or "already closed" first', () => {
    expect(cardAction('inquiry', { ...open, quoteRefusal: Code.OUTSIDE_AREAS, isRegister: 1 })).toMatchObject({ label: 'alreadyQuoted' });
    expect(cardAction('inquiry', { ...open, ...ended, quoteRefusal: Code.NOT_INVITED })).toMatchObject({ label: 'alreadyClosed' });
  });
});

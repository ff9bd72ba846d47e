import { describe, expect, it } from 'vitest';
import { actionStep, actionTarget, actionVerb, cardAction, type CardActionFacts } from './card-action.ts';

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

  it('opens the member-centre page of each kind', () => {
    expect(actionTarget('inquiry', { id: 5, purchaseInquiryNo: 'XJ 01' })).toBe('/memberCenter/procurementAbility/offter/quote?id=5&number=XJ%2001');
    expect(actionTarget('tender', { id: 6 })).toBe('/memberCenter/procurementAbility/tender/readyBidRegister/add?id=6');
    expect(actionTarget('bidding', { id: 7, purchaseInquiryNo: 'JJ01' })).toBe(
      '/memberCenter/procurementAbility/onlineBid/readySignUp/signUp?id=7&number=JJ01',
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { BiddingListItem, InquiryListItem, TenderListItem } from '#contract/schemas.ts';
import { inquiryClosed, shopListRow, SOURCING_VIEWS } from './sourcing-kinds.ts';

const standing = { canRegister: true, isSubMember: false, isMePublish: false, memberId: 3, memberRoleId: 2, memberName: 'Buyer Co.' };

describe('a shop list row', () => {
  it('of an inquiry names its content, delivery, time left, materials and quotes', () => {
    const inquiry: InquiryListItem = {
      ...standing,
      id: 7,
      purchaseInquiryNo: 'XJ1',
      details: 'Sensors',
      count: 2,
      days: 1,
      hours: 2,
      minutes: 3,
      category: 'Sensors',
      address: 'Shanghai',
      deliveryTime: 1_000,
      offerEndTime: 2_000,
      areas: '',
      createTime: 500,
      budgetAmount: 10,
      memberIntegral: 0,
      quoteCount: 4,
      isRegister: 0,
      isSignUp: 0,
      materiels: [{ number: 'M1', name: 'Gauge', model: 'G-1', category: 'Sensors', brand: 'B', unit: 'pcs', purchaseCount: 9 }],
      quoteRefusal: null,
    };
    expect(shopListRow('inquiry', inquiry)).toEqual({
      id: 7,
      content: 'Sensors',
      address: 'Shanghai',
      deliveryDate: 1_000,
      remaining: { days: 1, hours: 2, minutes: 3 },
      materialKinds: 2,
      quoteCount: 4,
      createTime: 500,
      materials: [{ number: 'M1', name: 'Gauge', model: 'G-1', category: 'Sensors', brand: 'B', unit: 'pcs', count: 9, files: [] }],
    });
  });

  it("of a tender reads the tender's own names (projectName, deliverAddress, hopeDate, materielList)", () => {
    const tender: TenderListItem = {
      ...standing,
      id: 8,
      code: 'ZB1',
      projectName: 'Pipes, lot 1',
      categoryName: 'Pipes',
      deliverAddress: 'Beijing',
      hopeDate: 3_000,
      inviteTenderAreaList: [],
      inviteTenderMaterielCount: 1,
      days: 0,
      hours: 0,
      minutes: 0,
      registerStartTime: 0,
      registerEndTime: 0,
      creditScore: 0,
      createTime: 600,
      budgetAmount: 10,
      isRegister: 0,
      quoteCount: 5,
      turn: 1,
      materielList: [{ code: 'T1', name: 'Pipe', type: 'DN50', categoryName: 'Pipes', brandName: 'P', count: 100 }],
    };
    const row = shopListRow('tender', tender);
    expect(row).toMatchObject({ id: 8, content: 'Pipes, lot 1', address: 'Beijing', deliveryDate: 3_000, materialKinds: 1, quoteCount: 5 });
    expect(row.materials).toEqual([{ number: 'T1', name: 'Pipe', model: 'DN50', category: 'Pipes', brand: 'P', unit: null, count: 100, files: [] }]);
  });
});

describe('a competitive bid', () => {
  const bidding: BiddingListItem = {
    ...standing,
    id: 9,
    purchaseInquiryNo: 'JJ1',
    details: 'Valves',
    count: 1,
    days: 0,
    hours: 5,
    minutes: 0,
    category: 'Valves',
    address: 'Tianjin',
    deliveryTime: 4_000,
    areas: '',
    createTime: 700,
    budgetAmount: 10,
    isSignUp: 1,
    quoteCount: 6,
    turn: 2,
    materiels: [],
    signUpCount: 3,
    phase: 'live',
    phaseEndTime: 9_000,
  };

  it('shop row carries its phase and when it ends, beside the bids placed', () => {
    expect(shopListRow('bidding', bidding)).toMatchObject({
      id: 9,
      content: 'Valves',
      quoteCount: 6,
      biddingStage: { phase: 'live', phaseEndTime: 9_000 },
    });
  });

  it('card counts its sign-ups and bids on every card, and shows its phase in place of the remaining days', () => {
    const { facts } = SOURCING_VIEWS.bidding.card(bidding);
    expect(facts).toMatchObject({ signedUp: 3, bids: 6, biddingStage: { phase: 'live', phaseEndTime: 9_000 } });
    expect(facts.stage).toBeUndefined();
    // The bids are on every card now: the wide card does not say them twice.
    expect(facts.more.map((extra) => extra.key)).toEqual(['number', 'round']);
  });

  it('from a platform older than the phases: no phase, no sign-up count', () => {
    const { phase: _phase, phaseEndTime: _end, signUpCount: _count, ...older } = bidding;
    expect(SOURCING_VIEWS.bidding.card(older).facts).toMatchObject({ signedUp: undefined, biddingStage: { phase: undefined } });
    expect(shopListRow('bidding', older).biddingStage).toEqual({ phase: undefined, phaseEndTime: undefined });
  });
});

describe('an inquiry card is greyed (docs/decisions/017)', () => {
  const left = { days: 1, hours: 0, minutes: 0 };
  const none = { days: 0, hours: 0, minutes: 0 };
  it('when the platform says it is closed, or it is awarded', () => {
    expect(inquiryClosed({ ...left, closed: true, state: 'published' })).toBe(true);
    expect(inquiryClosed({ ...left, closed: false, state: 'awarded' })).toBe(true);
    expect(inquiryClosed({ ...left, closed: false, state: 'published' })).toBe(false);
  });
  it('when an answer without the flag has no time left', () => {
    expect(inquiryClosed(none)).toBe(true);
    expect(inquiryClosed(left)).toBe(false);
  });
});

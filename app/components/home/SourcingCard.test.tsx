// A home card drawn from the card's fields alone (bff/card-fields.ts) says and does what it says and does
// from the whole list item: same title, facts, remaining days and button, and the same click.
import type { TFunction } from 'i18next';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CARD_FIELDS, cardItem, cardList } from '#bff/card-fields.ts';
import type { SourcingItemOf } from '#bff/views.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';
import { actionStep, actionTarget } from '#app/lib/card-action.ts';
import { CardListContext, type CardListContextValue } from './CardListContext.tsx';
import { SourcingCard } from './SourcingCard.tsx';

const standing = { canRegister: true, isSubMember: true, isMePublish: false, memberId: 31, memberRoleId: 4, memberName: 'Huadong Pipes' };
const materiel = { number: 'M1', name: 'Gauge', model: 'G-1', category: 'Sensors', brand: 'B', unit: 'pcs', purchaseCount: 9 };

const WHOLE: SourcingItemOf = {
  inquiry: {
    ...standing,
    id: 7,
    purchaseInquiryNo: 'XJ-0007',
    details: 'Pressure sensors for line 2',
    count: 3,
    days: 2,
    hours: 5,
    minutes: 9,
    category: 'Sensors',
    address: 'Shanghai Pudong',
    deliveryTime: 1_790_000_000_000,
    offerEndTime: 1_789_000_000_000,
    areas: 'Shanghai, Jiangsu',
    createTime: 1_780_000_000_000,
    budgetAmount: 12_000,
    memberIntegral: 80,
    quoteCount: 6,
    isRegister: 0,
    isSignUp: 0,
    materiels: [materiel],
    quoteRefusal: null,
    currency: 'CNY',
    state: 'published',
    closed: false,
  },
  tender: {
    ...standing,
    id: 8,
    code: 'ZB-0008',
    projectName: 'Pipes, lot 1',
    categoryName: 'Pipes',
    deliverAddress: 'Beijing Haidian',
    hopeDate: 1_791_000_000_000,
    inviteTenderAreaList: [
      { provinceName: '北京市', cityName: '北京市' },
      { provinceName: '河北省', cityName: '石家庄市' },
    ],
    inviteTenderMaterielCount: 4,
    days: 0,
    hours: 3,
    minutes: 0,
    registerStartTime: 1_781_000_000_000,
    registerEndTime: 1_788_000_000_000,
    creditScore: 90,
    createTime: 1_782_000_000_000,
    budgetAmount: 50_000,
    isRegister: 0,
    quoteCount: 2,
    turn: 1,
    phase: 'registration',
    phaseEndTime: 1_788_000_000_000,
    materielList: [{ code: 'T1', name: 'Pipe', type: 'DN50', categoryName: 'Pipes', brandName: 'P', count: 100 }],
  },
  bidding: {
    ...standing,
    id: 9,
    purchaseInquiryNo: 'JJ-0009',
    details: 'Valves, reverse auction',
    count: 2,
    days: 5,
    hours: 0,
    minutes: 1,
    category: 'Valves',
    address: 'Tianjin',
    deliveryTime: 1_792_000_000_000,
    areas: 'Tianjin',
    createTime: 1_783_000_000_000,
    budgetAmount: 8_000,
    isSignUp: 0,
    quoteCount: 5,
    turn: 3,
    materiels: [materiel],
    signUpCount: 4,
    phase: 'signUp',
    phaseEndTime: 1_787_200_000_000,
  },
};

/** Where the caller may stand toward an item and how much time is left: every button state, open and closed (phases: each kind's own, below). */
const COMMON_STANDINGS = [
  {},
  { canRegister: false },
  { isMePublish: true },
  { isRegister: 2 },
  { isSignUp: 1 },
  { isSubMember: false },
  { quoteRefusal: 60004 },
  { quoteRefusal: 60010 },
  { days: 0, hours: 0, minutes: 0 },
  { closed: true },
  { state: 'awarded' as const },
];

/** Each kind's phases on its list item, timed and not (an inquiry has none). */
const PHASES = {
  inquiry: [],
  tender: [
    { phase: 'bidding' as const, phaseEndTime: 1_789_000_000_000 },
    { phase: 'failed' as const, phaseEndTime: null },
    { phase: 'announced' as const, phaseEndTime: 1_787_500_000_000 },
  ],
  bidding: [
    { phase: 'upcoming' as const, phaseEndTime: 1_787_300_000_000 },
    { phase: 'extended' as const, phaseEndTime: 1_787_000_120_000 },
    { phase: 'closed' as const, phaseEndTime: null },
    { phase: 'awarded' as const, phaseEndTime: null },
    { phase: 'live' as const, phaseEndTime: 1_787_000_600_000, isSignUp: 1 },
  ],
};
const standingsOf = (kind: SourcingKind) => [...COMMON_STANDINGS, ...PHASES[kind]];

/** Translations that spell out every value handed to them, so a fact that went missing shows. */
const spelled = ((key: string, values?: object) => `${key}${JSON.stringify(values ?? {})}`) as unknown as TFunction<'home'> & TFunction;

const LIST: Omit<CardListContextValue, 'kind'> = {
  t: spelled,
  tCommon: spelled,
  locale: 'zh-CN',
  mallId: 1,
  shopId: null,
  act: () => {},
  pendingId: null,
  detailLink: (id) => `/detail/${id}`,
  serverTime: 1_787_000_000_000,
};

function rendered<K extends SourcingKind>(kind: K, item: SourcingItemOf[K] | ReturnType<typeof cardItem<K>>, wide: boolean): string {
  return renderToString(
    <MemoryRouter>
      <CardListContext.Provider value={{ ...LIST, kind }}>
        <SourcingCard kind={kind} item={item} wide={wide} />
      </CardListContext.Provider>
    </MemoryRouter>,
  );
}

const KINDS = ['inquiry', 'tender', 'bidding'] as const;

describe("a home card from the card's fields alone", () => {
  it.each(KINDS)('of a %s holds exactly the fields its card reads, none of the rest', (kind) => {
    const card = cardItem(kind, WHOLE[kind]);
    expect(Object.keys(card).sort()).toEqual([...CARD_FIELDS[kind]].sort());
    expect(Object.keys(card).length).toBeLessThan(Object.keys(WHOLE[kind]).length);
    for (const [field, value] of Object.entries(card)) expect(value).toEqual(WHOLE[kind][field as keyof SourcingItemOf[typeof kind]]);
  });

  it.each(KINDS)('of a %s shows the same title, facts, remaining days and button as the whole item, wide or not, in every standing', (kind) => {
    for (const change of standingsOf(kind)) {
      const whole = { ...WHOLE[kind], ...change } as SourcingItemOf[typeof kind];
      for (const wide of [true, false]) {
        const html = rendered(kind, cardItem(kind, whole), wide);
        expect(html).toBe(rendered(kind, whole, wide));
      }
    }
    // The comparison means something: the facts and the item's values are in the markup.
    const html = rendered(kind, cardItem(kind, WHOLE[kind]), true);
    expect(html).toContain(`/detail/${WHOLE[kind].id}`);
    expect(html).toContain(WHOLE[kind].memberName);
    expect(html).toContain(`card-action-${kind}-${WHOLE[kind].id}`);
  });

  it.each(KINDS)('of a %s does on a click what the whole item does: the same admission step, member-centre page and lifecycle check', (kind) => {
    for (const change of standingsOf(kind)) {
      const whole = { ...WHOLE[kind], ...change } as SourcingItemOf[typeof kind];
      const card = cardItem(kind, whole);
      for (const signedIn of [true, false]) expect(actionStep(signedIn, card)).toBe(actionStep(signedIn, whole));
      const detail = (id: number) => `/detail/${id}`;
      expect(actionTarget(kind, card, detail)).toBe(actionTarget(kind, whole, detail));
      expect({ memberId: card.memberId, roleId: card.memberRoleId }).toEqual({ memberId: whole.memberId, roleId: whole.memberRoleId });
    }
  });

  it('of an announced tender says when registration opens, and offers no sign-up', () => {
    const html = rendered('tender', cardItem('tender', { ...WHOLE.tender, phase: 'announced', phaseEndTime: LIST.serverTime + 90 * 60_000 }), false);
    expect(html).toContain('data-phase="announced"');
    expect(html).toContain('tenderPhase.names.announced');
    expect(html).toContain('tenderPhase.next.registrationOpens');
    expect(html).toMatch(/data-state="registrationNotOpen"[^>]*>actions\.registrationNotOpen/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-state="registrationNotOpen"/);
  });

  it('of a competitive bid shows its phase and the countdown to the phase’s end, its sign-ups and bids; sign-up only in the sign-up phase', () => {
    const card = (change: Partial<SourcingItemOf['bidding']>) => rendered('bidding', cardItem('bidding', { ...WHOLE.bidding, ...change }), false);
    const timed = [
      ['signUp', 'signUpCloses', 'signUpNow'],
      ['upcoming', 'biddingOpens', 'alreadyClosed'],
      ['live', 'biddingCloses', 'alreadyClosed'],
      ['extended', 'biddingCloses', 'alreadyClosed'],
    ] as const;
    for (const [phase, next, action] of timed) {
      const endsAt = LIST.serverTime + 90 * 60_000;
      const html = card({ phase, phaseEndTime: endsAt });
      expect(html).toMatch(new RegExp(`data-testid="bidding-stage-9-phase"[^>]*>biddingPhase\\.names\\.${phase}`));
      expect(html).toMatch(new RegExp(`data-testid="bidding-stage-9-countdown" data-ends-at="${endsAt}">home:biddingPhase\\.next\\.${next}`));
      // An hour and a half left is said in hours and minutes.
      expect(html).toContain('tenderPhase.left.hours');
      expect(html).toMatch(/hours\\&quot;:1,\\&quot;minutes\\&quot;:30/);
      expect(html).toContain(`data-phase="${phase}"`);
      expect(html).toMatch(new RegExp(`data-state="${action}"`));
      // The phase says the time left: no remaining days beside it.
      expect(html).not.toContain('remaining.lessThanDays');
    }
    for (const phase of ['closed', 'awarded', 'failed', 'cancelled'] as const) {
      const html = card({ phase, phaseEndTime: null });
      expect(html).toContain(`biddingPhase.names.${phase}`);
      expect(html, phase).not.toContain('bidding-stage-9-countdown');
      expect(html).toMatch(/data-state="alreadyClosed"/);
    }
    // A signed-up supplier is told so, whatever the phase.
    for (const phase of ['signUp', 'live', 'awarded'] as const) expect(card({ phase, isSignUp: 1 })).toMatch(/data-state="alreadySignedUp"/);
    const html = card({});
    expect(html).toContain('card.signedUp{&quot;count&quot;:4}');
    expect(html).toContain('card.bids{&quot;count&quot;:5}');
    // A list item from a platform older than the phases: the remaining days, as before.
    const older = rendered('bidding', { ...WHOLE.bidding, phase: undefined, phaseEndTime: undefined, signUpCount: undefined }, false);
    expect(older).not.toContain('bidding-stage-9');
    expect(older).not.toContain('card.signedUp');
    expect(older).toContain('card.bids{&quot;count&quot;:5}');
  });

  it('is what a list hands over, and an error stays as it was', () => {
    const list = cardList('tender', { status: 'ok', data: { items: [WHOLE.tender], totalCount: 12 } });
    expect(list).toEqual({ status: 'ok', data: { items: [cardItem('tender', WHOLE.tender)], totalCount: 12 } });
    const failed = { status: 'error' as const, code: 500, message: 'down', transport: true as const };
    expect(cardList('tender', failed)).toBe(failed);
  });
});

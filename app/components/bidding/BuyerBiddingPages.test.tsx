// The buyer's competitive-bid pages as a buyer reads them (rendered on the server, in English): the
// list's tabs count each phase and each row says its phase; one auction shows its rule sheet and the
// countdown from the platform's phaseEndTime, its sign-ups with approve and reject while they may be
// reviewed, and cancellation until it closes; once closed the award with the final ranking (rank 1
// chosen, a reason asked for another bidder), once awarded the award with its notice and order; the
// form shows a draft as saved and a refusal on its fields.
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BiddingDetailView, BiddingEditView, BiddingListView, BiddingRankingRow } from '#bff/bidding/buyer-views.ts';
import type { BiddingAwardView, BiddingPhase, BiddingSignUpRow, MemberBidding, MemberBiddingRow } from '#contract/schemas.ts';
import { attributeOf, countOf, renderMemberPage, translations } from '#tests/support/render-page.tsx';
import { BiddingForm } from './BiddingForm.tsx';
import { BiddingListPage } from './BiddingListPage.tsx';
import { BuyerBiddingPage } from './BuyerBiddingPage.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await translations();
});

const DAY = 86_400_000;
const HOUR = 3_600_000;
const NOW = Date.UTC(2030, 0, 1, 2, 0, 0);
const render = (page: ReactNode) => renderMemberPage(i18n, page);
const texts = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(?:a|p|span|div|button|td)>`, 'gs'))].map((m) =>
    m[1]!.replace(/<[^>]+>/g, '').trim(),
  );

/** The text of each element carrying the test id, up to its first closing `tag` (a fact's value div, a table row). */
const textsTo = (html: string, testId: string, tag: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>(.*?)</${tag}>`, 'gs'))].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

const row = (id: number, phase: BiddingPhase): MemberBiddingRow => ({
  id,
  biddingNo: `JJ2030010100000${id}`,
  details: `Valves ${id}`,
  state: phase === 'draft' ? 'draft' : 'published',
  phase,
  phaseEndTime: phase === 'signUp' ? NOW + DAY : null,
  endSignUp: NOW + DAY,
  biddingStartTime: NOW + DAY + HOUR,
  biddingEndTime: NOW + DAY + 2 * HOUR,
  signUpCount: 2,
  bidCount: 0,
  createTime: NOW - DAY,
});

describe('the buyer’s competitive-bid list', () => {
  const view: BiddingListView = {
    list: {
      status: 'ok',
      data: {
        data: [row(1, 'signUp'), row(2, 'draft')],
        totalCount: 2,
        phaseCounts: { draft: 1, signUp: 1, upcoming: 0, live: 0, extended: 0, closed: 0, awarded: 0, failed: 0, cancelled: 0 },
      },
    },
    current: 1,
    pageSize: 10,
    phase: 'signUp',
    keyword: 'valve',
  };

  it('offers a tab per phase with its count, the chosen one current, each keeping the keyword; only a draft is edited', () => {
    const html = render(<BiddingListPage view={view} />);
    expect(texts(html, 'bidding-tab-count')).toEqual(['2', '1', '1', '0', '0', '0', '0', '0', '0', '0']);
    expect(attributeOf(html, 'bidding-tab-signUp', 'aria-current')).toEqual(['page']);
    expect(attributeOf(html, 'bidding-tab-live', 'href')).toEqual(['/?phase=live&amp;keyword=valve']);
    expect(attributeOf(html, 'bidding-phase', 'data-phase')).toEqual(['signUp', 'draft']);
    expect(attributeOf(html, 'bidding-edit', 'href')).toEqual(['/memberCenter/purchaseBid/search/edit?id=2']);
  });
});

const bidding = (phase: BiddingPhase, fields: Partial<MemberBidding> = {}): MemberBidding => ({
  ...row(7, phase),
  state: phase === 'cancelled' ? 'cancelled' : phase === 'draft' ? 'draft' : 'published',
  remark: 'Pump station valves',
  categoryId: 12,
  budgetAmount: 0,
  isAllArea: true,
  areaList: [],
  materielList: [{ id: 1, code: 'V-1', name: 'Gate valve', type: 'Z41H', unit: 'set', count: 10, categoryId: null, brandId: null, urls: [] }],
  startSignUp: NOW - DAY,
  scheduledEndTime: NOW + DAY + 2 * HOUR,
  extensionCount: 0,
  rules: {
    startingPrice: 10_000,
    stepType: 'amount',
    minPriceStep: 100,
    allowPurchaseCount: 5,
    visibility: 'bestPrice',
    tieRule: 'earlierBidFirst',
    triggerMinutes: 5,
    extensionMinutes: 3,
    maxExtensions: 4,
    hardStopTime: null,
  },
  autoAdmit: false,
  scope: 'public',
  invited: [],
  demand: 'Certified',
  demandUrls: [],
  deliver: NOW + 30 * DAY,
  address: 'Zhangjiang Road 1',
  offer: '',
  paymentType: '30 days',
  taxes: '',
  logistics: '',
  packRequire: '',
  otherRequire: '',
  urls: [],
  cancelReason: null,
  updateTime: null,
  ...fields,
});

const signUp = (id: number, review: BiddingSignUpRow['review']): BiddingSignUpRow => ({
  id,
  biddingId: 7,
  memberId: 100 + id,
  memberRoleId: 2,
  memberName: `Supplier ${id}`,
  contactName: 'Zhao',
  phone: '13800138000',
  email: 'bids@example.com',
  address: 'Century Avenue 100',
  files: [],
  review,
  reviewReason: review === 'rejected' ? 'No licence' : null,
  reviewTime: null,
  createTime: NOW - HOUR,
});

const detail = (phase: BiddingPhase, fields: Partial<MemberBidding> = {}): BiddingDetailView => ({
  bidding: bidding(phase, fields),
  names: { categories: { '12': 'Valves' }, brands: {}, areas: [] },
  signUps: {
    status: 'ok',
    data: { data: [signUp(1, 'pending'), signUp(2, 'rejected')], totalCount: 2, reviewCounts: { pending: 1, approved: 0, rejected: 1 } },
  },
  review: null,
  signUpPage: 1,
  serverTime: NOW,
  ranking: null,
  award: null,
  awardKey: 'award-key-1',
});

const ranked = (rank: number, name: string, price: number): BiddingRankingRow => ({
  rank,
  bidder: `B${4 - rank}`,
  name,
  price,
  receivedAt: NOW - rank * 60_000,
});
const RANKING = { status: 'ok' as const, data: [ranked(1, 'Acme Valves', 9_200), ranked(2, 'Delta Pumps', 9_350), ranked(3, 'Sino Flow', 9_800)] };
const AWARD: BiddingAwardView = {
  id: 5,
  biddingId: 7,
  bidder: 'B2',
  rank: 2,
  supplier: { memberId: 102, roleId: 2, name: 'Delta Pumps' },
  reason: 'Better delivery',
  totalAmount: 9_350,
  currency: 'CNY',
  noticeId: 31,
  order: { id: 44, orderNo: 'PO20300101000044' },
  createTime: NOW,
};

describe('one of the buyer’s competitive bids', () => {
  it('in sign-up: the countdown to its end, the rule sheet, a pending sign-up to approve or reject, and cancellation', () => {
    const html = render(<BuyerBiddingPage view={detail('signUp')} answer={undefined} />);
    expect(attributeOf(html, 'bidding-detail-page', 'data-phase')).toEqual(['signUp']);
    expect(attributeOf(html, 'bidding-countdown', 'data-days')).toEqual(['1']);
    expect(attributeOf(html, 'bidding-visibility', 'data-visibility')).toEqual(['bestPrice']);
    expect(attributeOf(html, 'sign-up-row', 'data-review')).toEqual(['pending', 'rejected']);
    expect(countOf(html, 'sign-up-approve')).toBe(1);
    expect(countOf(html, 'sign-up-reject')).toBe(1);
    expect(html).toContain('Reason: No licence');
    expect(countOf(html, 'bidding-cancel-open')).toBe(1);
    // The sign-ups table scrolls in a named, focusable region on a phone.
    expect(html).toMatch(/role="region"[^>]*aria-label="Sign-ups table"|aria-label="Sign-ups table"[^>]*role="region"/);
  });

  it('once closed: no review, no cancellation; cancelled: the reason', () => {
    const closed = render(<BuyerBiddingPage view={detail('closed')} answer={undefined} />);
    expect(countOf(closed, 'sign-up-approve')).toBe(0);
    expect(countOf(closed, 'bidding-cancel-open')).toBe(0);
    expect(countOf(closed, 'bidding-countdown')).toBe(0);
    const cancelled = render(<BuyerBiddingPage view={detail('cancelled', { cancelReason: 'Needs changed' })} answer={undefined} />);
    expect(texts(cancelled, 'bidding-cancelled')).toEqual(['This competitive bid was cancelled. Reason: Needs changed']);
  });

  it('a refused approval says why above the sign-ups', () => {
    const answer = {
      ok: false as const,
      intent: 'approve' as const,
      signUpId: 1,
      message: 'The sign-up is no longer pending',
      fieldErrors: {},
      values: { reason: '' },
    };
    const html = render(<BuyerBiddingPage view={detail('signUp')} answer={answer} />);
    expect(attributeOf(html, 'bidding-action-error', 'data-intent')).toEqual(['approve']);
    expect(html).toContain('The sign-up is no longer pending');
  });
});

describe('the award of a competitive bid', () => {
  it('live: a way into the room; closed: the final ranking to award, rank 1 chosen and no reason asked', () => {
    expect(attributeOf(render(<BuyerBiddingPage view={detail('live')} answer={undefined} />), 'bidding-watch-live', 'href')).toEqual([
      '/memberCenter/onlineBid/room?id=7',
    ]);
    expect(countOf(render(<BuyerBiddingPage view={detail('live')} answer={undefined} />), 'bidding-award')).toBe(0);
    const html = render(<BuyerBiddingPage view={{ ...detail('closed'), ranking: RANKING }} answer={undefined} />);
    expect(countOf(html, 'bidding-watch-live')).toBe(1);
    expect(countOf(html, 'bidding-award')).toBe(1);
    expect(attributeOf(html, 'bidding-ranking-row', 'data-bidder')).toEqual(['B3', 'B2', 'B1']);
    expect(textsTo(html, 'bidding-ranking-row', 'tr')).toEqual([
      expect.stringMatching(/^No\. 1 B3 Acme Valves CN¥9,200\.00 2030-01-01 09:59:00$/),
      expect.stringContaining('Delta Pumps'),
      expect.stringContaining('Sino Flow'),
    ]);
    expect(html).toMatch(/<input[^>]*value="B3"[^>]*checked|<input[^>]*checked[^>]*value="B3"/);
    expect(['B3', 'B2', 'B1'].map((bidder) => countOf(html, `bidding-award-choice-${bidder}`))).toEqual([1, 1, 1]);
    expect(countOf(html, 'bidding-award-reason')).toBe(0);
    expect(countOf(html, 'bidding-award-submit')).toBe(1);
    expect(html).toMatch(/name="awardKey" value="award-key-1"/);
  });

  it('a refused award for another bidder keeps it chosen with the reason field, the refusal on it and the next key', () => {
    const answer = {
      ok: false as const,
      intent: 'award' as const,
      fieldErrors: { reason: 'A reason is required when the award does not go to the first-ranked bid' },
      values: { bidder: 'B2', reason: '' },
      awardKey: 'award-key-2',
    };
    const html = render(<BuyerBiddingPage view={{ ...detail('closed'), ranking: RANKING }} answer={answer} />);
    expect(html).toMatch(/<input[^>]*value="B2"[^>]*checked|<input[^>]*checked[^>]*value="B2"/);
    expect(countOf(html, 'bidding-award-reason')).toBe(1);
    expect(html).toContain('A reason is required when the award does not go to the first-ranked bid');
    expect(html).toMatch(/name="awardKey" value="award-key-2"/);
  });

  it('awarded: the winner, its rank, price and reason, the notice and the order, and the final ranking; failed: no valid bid', () => {
    const html = render(<BuyerBiddingPage view={{ ...detail('awarded'), ranking: RANKING, award: AWARD }} answer={undefined} />);
    expect(countOf(html, 'bidding-watch-live')).toBe(0);
    expect(attributeOf(html, 'bidding-award-result', 'data-bidder')).toEqual(['B2']);
    expect(textsTo(html, 'bidding-award-winner', 'div')).toEqual(['Winner Delta Pumps (B2)']);
    expect(textsTo(html, 'bidding-award-price', 'div')).toEqual(['Award amount CN¥9,350.00']);
    expect(textsTo(html, 'bidding-award-reason-shown', 'div')).toEqual(['Reason for not awarding rank 1 Better delivery']);
    expect(attributeOf(html, 'bidding-award-notice-link', 'href')).toEqual(['/publicityPurchasing/31']);
    expect(attributeOf(html, 'bidding-award-order-link', 'href')).toEqual(['/memberCenter/order/purchaseOrder/orderList/detail?id=44']);
    expect(countOf(html, 'bidding-award-submit')).toBe(0);
    expect(countOf(html, 'bidding-ranking-row')).toBe(3);
    expect(countOf(html, 'bidding-ranking-winner')).toBe(1);
    const failed = render(<BuyerBiddingPage view={detail('failed')} answer={undefined} />);
    expect(texts(failed, 'bidding-failed')).toEqual(['This competitive bid failed: no valid bid.']);
    expect(countOf(failed, 'bidding-award')).toBe(0);
  });
});

describe('the competitive-bid form', () => {
  const values = {
    details: 'Valves',
    remark: '',
    categoryId: '',
    budgetAmount: '',
    materials: [{ key: 'r0', code: 'V-1', name: 'Gate valve', type: '', categoryId: '', brandId: '', unit: 'set', count: '0', files: [] }],
    areaScope: 'all',
    areas: [],
    address: 'Zhangjiang Road 1',
    deliver: '2030-02-01',
    startSignUp: '2030-01-01T10:00',
    endSignUp: 'tomorrow',
    biddingStartTime: '2030-01-02T11:00',
    biddingEndTime: '2030-01-02T12:00',
    hardStopTime: '',
    startingPrice: '10000',
    stepType: 'percent',
    minPriceStep: '60',
    allowPurchaseCount: '5',
    visibility: 'allPricesAliased',
    triggerMinutes: '5',
    extensionMinutes: '3',
    maxExtensions: '4',
    autoAdmit: 'on',
    scope: 'public',
    invited: [],
    demand: '',
    demandFiles: [],
    offer: '',
    paymentType: '30 days',
    taxes: '',
    logistics: '',
    packRequire: '',
    otherRequire: '',
    files: [],
  };
  const view: BiddingEditView = {
    mode: 'new',
    bidding: null,
    locked: false,
    values,
    categories: [],
    brands: [],
    provinces: [],
    suppliers: [],
    formKey: 'k-1',
    saved: false,
  };

  it('shows a refused form whole, each message on its field, the key kept', () => {
    const answer = {
      ok: false as const,
      fieldErrors: {
        endSignUp: 'Please enter a valid date and time',
        minPriceStep: 'A percent step is at most 50',
        'm.0.count': 'Please enter a quantity above 0 (at most three decimals)',
      },
      values,
      formKey: 'k-1',
      draftId: 9,
    };
    const html = render(<BiddingForm view={view} answer={answer} />);
    expect(html).toContain('value="tomorrow"');
    expect(html).toContain('A percent step is at most 50');
    expect(html).toContain('Please enter a valid date and time');
    expect(html).toMatch(/name="formKey" value="k-1"/);
    expect(html).toMatch(/name="draftId" value="9"/);
    expect(html).toMatch(/value="allPricesAliased" selected/);
    expect(html).toMatch(/name="autoAdmit"[^>]*checked|checked[^>]*name="autoAdmit"/);
  });

  it('a published auction is locked', () => {
    const html = render(<BiddingForm view={{ ...view, mode: 'draft', bidding: bidding('signUp'), locked: true }} answer={undefined} />);
    expect(countOf(html, 'bidding-locked')).toBe(1);
    expect(countOf(html, 'bidding-form')).toBe(0);
  });
});

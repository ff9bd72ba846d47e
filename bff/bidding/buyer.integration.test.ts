// The buyer's competitive-bid pages against the real platform (PGlite in memory) through the counting
// proxy (docs/product/rules.md, "The live reverse auction"): a published auction is listed in its
// sign-up phase with the counts and a countdown to the end of sign-up; its page shows the supplier's
// pending sign-up; a rejection and a cancellation need their reason (asked of nobody else); a rejected
// supplier signing up again is approved; the cancelled auction reads cancelled with its reason; a
// supplier or a member without a role finds no buyer's auction. The form: the portal's own check keeps
// everything typed and asks nothing of the platform; a publish pressed twice with one key makes one
// auction; a schedule the platform refuses lands on the sign-up's end and the corrected form
// publishes the draft it saved; a draft reads back in the form, a published one is locked there.
// The award (the platform's test clock moved past the close): the page shows the final ranking; another
// bidder without a reason is refused on the reason; pressed twice with one key it awards once, and its
// notice and the winner's order are there.
import { describe, expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import { apiClient } from '#platform/testing/client.ts';
import { BIDDING_TIMES, auctionForm, MINUTE, signUpBody } from '#platform/testing/bidding-fixture.ts';
import type { InquiryPlatform } from '#platform/testing/inquiry-fixture.ts';
import { freshKey, memberHelpers } from '#platform/testing/member-helpers.ts';
import { admittedSuppliers } from '#platform/testing/tender-fixture.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { loadPublicity } from '../details.server.ts';
import { login } from '../member/member.server.ts';
import { siteFields } from '#contract/time.ts';
import { buyerBiddingAction, loadBuyerBidding } from './buyer-detail.server.ts';
import { biddingFormAction, loadBiddingForm } from './buyer-edit.server.ts';
import { loadBuyerBiddingList } from './buyer-list.server.ts';

// The platform this file starts may move its clock (never in production): the award test moves it past the close.
process.env.PLATFORM_TEST_CLOCK = '1';
const { proxy: upstream } = usePlatformBehindProxy();
const t = (key: string) => key;
const PASSWORD = 'demo1234';
const LIST = '/memberCenter/purchaseBid/search';
const EDIT = '/memberCenter/purchaseBid/search/edit';
const HOUR = 3_600_000;
/** Beijing's wall clock `hours` from now, as a datetime field holds it. */
const moment = (hours: number) => siteFields(Date.now() + hours * HOUR).dateTime;
const DETAIL = '/memberCenter/purchaseBid/search/detail';
const page = (path: string, cookie: string, init: RequestInit = {}) => new Request(`http://localhost${path}`, { ...init, headers: { cookie } });
const post = (path: string, cookie: string) => page(path, cookie, { method: 'POST' });
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const buyerCalls = () => upstream().calls.filter((call) => call.includes('/purchase/bidding/buyer/'));

async function signedIn(account: string): Promise<string> {
  const result = await login(new Request('http://localhost/login'), 'zh-CN', account, PASSWORD);
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

/** The demo buyer publishes a public auction whose sign-up is open now, reviewed by the buyer (no auto-admit); the demo supplier signs up. */
async function publishedWithSignUp() {
  const platform = apiClient(() => upstream().url);
  const token = async (account: string) => (await platform.call(api.member.login, { body: { account, password: PASSWORD } })).token;
  const buyer = await token('buyer');
  const supplier = await token('supplier');
  const [category] = await platform.call(api.category.enterpriseTree, { query: { templateId: 1 } });
  const form = auctionForm(Date.now(), category!.id);
  const draft = await platform.call(api.biddingBuyer.save, { token: buyer, body: { form, idempotencyKey: freshKey() } });
  const auction = await platform.call(api.biddingBuyer.publish, { token: buyer, body: { id: draft.id, idempotencyKey: freshKey() } });
  const signUp = await platform.call(api.biddingBid.signUp, { token: supplier, body: signUpBody(auction.id) });
  return { auction, signUp, platform, supplier };
}

describe('the buyer’s competitive bids', () => {
  it('lists a published auction in sign-up, counted, with the server’s time for its countdown; a keyword finds it', async () => {
    const buyer = await signedIn('buyer');
    const { auction } = await publishedWithSignUp();
    const list = await loadBuyerBiddingList(page(`${LIST}?phase=signUp&keyword=${encodeURIComponent(auction.details)}`, buyer), 'zh-CN');
    expect(list).toMatchObject({ phase: 'signUp', keyword: auction.details, current: 1 });
    if (list.list.status !== 'ok') throw new Error('a list');
    expect(list.list.data.data).toEqual([
      expect.objectContaining({ id: auction.id, phase: 'signUp', signUpCount: 1, phaseEndTime: auction.endSignUp }),
    ]);
    expect(list.list.data.phaseCounts.signUp).toBeGreaterThanOrEqual(1);
    const live = await loadBuyerBiddingList(page(`${LIST}?phase=live&keyword=${encodeURIComponent(auction.details)}`, buyer), 'zh-CN');
    expect(live.list).toMatchObject({ status: 'ok', data: { data: [], totalCount: 0 } });
    // An unknown phase is all phases.
    expect((await loadBuyerBiddingList(page(`${LIST}?phase=nonsense`, buyer), 'zh-CN')).phase).toBeNull();
  });

  it('reviews the sign-ups: a rejection needs its reason, the supplier signing up again is approved', async () => {
    const buyer = await signedIn('buyer');
    const { auction, signUp, platform, supplier } = await publishedWithSignUp();
    const here = `${DETAIL}?id=${auction.id}`;
    const view = await loadBuyerBidding(page(here, buyer), 'zh-CN');
    expect(view.bidding).toMatchObject({ id: auction.id, phase: 'signUp', rules: { startingPrice: 10_000, minPriceStep: 100 } });
    expect(view.signUps).toMatchObject({ status: 'ok', data: { data: [{ id: signUp.id, review: 'pending', contactName: '赵六' }] } });

    upstream().calls.length = 0;
    const noReason = await buyerBiddingAction(post(here, buyer), 'zh-CN', formOf({ intent: 'reject', signUpId: String(signUp.id), reason: ' ' }), t);
    expect(noReason).toMatchObject({ ok: false, intent: 'reject', signUpId: signUp.id, fieldErrors: { reason: 'bidding:errors.reasonRequired' } });
    expect(buyerCalls()).toEqual([]);

    const rejected = await buyerBiddingAction(
      post(here, buyer),
      'zh-CN',
      formOf({ intent: 'reject', signUpId: String(signUp.id), reason: '资质不符' }),
      t,
    );
    expect(rejected).toEqual({ ok: true, intent: 'reject', signUpId: signUp.id });
    const twice = await buyerBiddingAction(post(here, buyer), 'zh-CN', formOf({ intent: 'approve', signUpId: String(signUp.id) }), t);
    expect(twice).toMatchObject({ ok: false, intent: 'approve', message: expect.any(String) });

    const again = await platform.call(api.biddingBid.signUp, { token: supplier, body: signUpBody(auction.id) });
    expect(again.review).toBe('pending');
    const approved = await buyerBiddingAction(post(here, buyer), 'zh-CN', formOf({ intent: 'approve', signUpId: String(again.id) }), t);
    expect(approved).toMatchObject({ ok: true, intent: 'approve' });
    const after = await loadBuyerBidding(page(`${here}&review=approved`, buyer), 'zh-CN');
    expect(after.review).toBe('approved');
    expect(after.signUps).toMatchObject({ status: 'ok', data: { data: [{ id: again.id, review: 'approved' }], reviewCounts: { approved: 1 } } });
  });

  it('cancels with a reason only; the page then reads cancelled with the reason', async () => {
    const buyer = await signedIn('buyer');
    const { auction } = await publishedWithSignUp();
    const here = `${DETAIL}?id=${auction.id}`;
    const noReason = await buyerBiddingAction(post(here, buyer), 'zh-CN', formOf({ intent: 'cancel', reason: '' }), t);
    expect(noReason).toMatchObject({ ok: false, fieldErrors: { reason: 'bidding:errors.reasonRequired' }, values: { reason: '' } });
    const unknown = await buyerBiddingAction(post(here, buyer), 'zh-CN', formOf({ intent: 'delete' }), t);
    expect(unknown).toMatchObject({ ok: false, message: 'bidding:errors.invalidForm' });
    expect(await buyerBiddingAction(post(here, buyer), 'zh-CN', formOf({ intent: 'cancel', reason: '需求变更' }), t)).toEqual({
      ok: true,
      intent: 'cancel',
    });
    const view = await loadBuyerBidding(page(here, buyer), 'zh-CN');
    expect(view.bidding).toMatchObject({ state: 'cancelled', phase: 'cancelled', cancelReason: '需求变更' });
  });

  it('is the buyer’s alone: a supplier or a member without a role gets the page’s 404', async () => {
    const { auction } = await publishedWithSignUp();
    const status = (load: Promise<unknown>) =>
      load.then(
        () => 200,
        (thrown: { init?: { status?: number } }) => thrown.init?.status,
      );
    for (const account of ['supplier', 'newbie']) {
      const cookie = await signedIn(account);
      for (const id of [auction.id, 999_999]) expect(await status(loadBuyerBidding(page(`${DETAIL}?id=${id}`, cookie), 'zh-CN'))).toBe(404);
      expect((await loadBuyerBiddingList(page(LIST, cookie), 'zh-CN')).list).toMatchObject({ status: 'error' });
    }
    const buyer = await signedIn('buyer');
    expect(await status(loadBuyerBidding(page(`${DETAIL}?id=abc`, buyer), 'zh-CN'))).toBe(404);
    expect(await status(loadBuyerBidding(page(`${DETAIL}?id=${auction.id}`, buyer), 'zh-CN'))).toBe(200);
  });
});

/** A whole form as the page posts it: one material, sign-up from now for a day, an hour's auction with an extension rule. */
function biddingForm(fields: Record<string, string> = {}): FormData {
  const form = formOf({
    formKey: `key-${crypto.randomUUID()}`,
    details: `BFF 阀门竞价 ${freshKey()}`,
    remark: '泵站改造',
    categoryId: '',
    budgetAmount: '120000',
    areaScope: 'all',
    address: '上海市浦东新区张江路 1 号',
    deliver: siteFields(Date.now() + 30 * 24 * HOUR).date,
    startSignUp: moment(0),
    endSignUp: moment(24),
    biddingStartTime: moment(25),
    biddingEndTime: moment(26),
    hardStopTime: moment(27),
    startingPrice: '100000',
    stepType: 'amount',
    minPriceStep: '500',
    allowPurchaseCount: '5',
    visibility: 'allPricesAliased',
    triggerMinutes: '5',
    extensionMinutes: '3',
    maxExtensions: '4',
    autoAdmit: 'on',
    scope: 'public',
    demand: '具备相关资质',
    demandFiles: '[]',
    files: '[]',
    paymentType: '验收后 30 天付款',
    'm.0.code': 'V-1',
    'm.0.name': '闸阀',
    'm.0.unit': '台',
    'm.0.count': '10',
    'm.0.files': '[]',
  });
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

async function aCategory(buyer: string): Promise<string> {
  const view = await loadBiddingForm(page(EDIT, buyer), 'zh-CN');
  const first = view.categories[0]?.items[0]?.value;
  if (!first) throw new Error('no category to choose');
  return first;
}

describe('the competitive-bid form', () => {
  it('keeps everything typed when its own check refuses, without asking the platform', async () => {
    const buyer = await signedIn('buyer');
    const form = biddingForm({
      intent: 'publish',
      endSignUp: 'tomorrow',
      stepType: 'percent',
      minPriceStep: '60',
      allowPurchaseCount: 'x',
      areaScope: 'chosen',
    });
    form.set('m.0.count', '0');
    upstream().calls.length = 0;
    const answer = await biddingFormAction(post(EDIT, buyer), 'zh-CN', form, t);
    expect(answer).toMatchObject({
      ok: false,
      draftId: null,
      fieldErrors: {
        categoryId: 'bidding:errors.chooseCategory',
        endSignUp: 'bidding:errors.dateTime',
        minPriceStep: 'bidding:errors.stepPercent',
        allowPurchaseCount: 'bidding:errors.wholeNumber',
        areas: 'bidding:errors.areaRequired',
        'm.0.count': 'bidding:errors.quantity',
      },
    });
    if (answer.ok) throw new Error('refused');
    expect(answer.values).toMatchObject({
      details: form.get('details'),
      triggerMinutes: '5',
      visibility: 'allPricesAliased',
      autoAdmit: 'on',
      paymentType: '验收后 30 天付款',
    });
    expect(answer.values.materials.map((m) => [m.key, m.name, m.count])).toEqual([['r0', '闸阀', '0']]);
    expect(answer.formKey).toBe(form.get('formKey'));
    expect(buyerCalls()).toEqual([]);
  });

  it('publishes once when pressed twice with one key; its page shows the rule sheet as typed', async () => {
    const buyer = await signedIn('buyer');
    const categoryId = await aCategory(buyer);
    const form = biddingForm({ categoryId, intent: 'publish' });
    const [first, second] = await Promise.all([
      biddingFormAction(post(EDIT, buyer), 'zh-CN', form, t),
      biddingFormAction(post(EDIT, buyer), 'zh-CN', form, t),
    ]);
    expect(first).toMatchObject({ ok: true, intent: 'publish' });
    if (!first.ok || !second.ok) throw new Error(JSON.stringify([first, second]));
    expect(second.id).toBe(first.id);
    const keyword = encodeURIComponent(String(form.get('details')));
    const list = await loadBuyerBiddingList(page(`${LIST}?keyword=${keyword}`, buyer), 'zh-CN');
    expect(list.list).toMatchObject({ status: 'ok', data: { totalCount: 1, data: [{ id: first.id, phase: 'signUp' }] } });
    const view = await loadBuyerBidding(page(`${DETAIL}?id=${first.id}`, buyer), 'zh-CN');
    expect(view.bidding).toMatchObject({
      autoAdmit: true,
      budgetAmount: 120_000,
      paymentType: '验收后 30 天付款',
      rules: {
        startingPrice: 100_000,
        stepType: 'amount',
        minPriceStep: 500,
        allowPurchaseCount: 5,
        visibility: 'allPricesAliased',
        triggerMinutes: 5,
        extensionMinutes: 3,
        maxExtensions: 4,
      },
    });
    // A published auction is no longer edited in the form.
    expect(await loadBiddingForm(page(`${EDIT}?id=${first.id}`, buyer), 'zh-CN')).toMatchObject({ mode: 'draft', locked: true });
  });

  it('puts the platform’s schedule refusal on the sign-up’s end; the corrected form publishes the draft it saved', async () => {
    const buyer = await signedIn('buyer');
    const categoryId = await aCategory(buyer);
    const form = biddingForm({ categoryId, intent: 'publish', startSignUp: moment(-48), endSignUp: moment(-24) });
    const refused = await biddingFormAction(post(EDIT, buyer), 'zh-CN', form, t);
    expect(refused).toMatchObject({ ok: false, fieldErrors: { endSignUp: expect.any(String) } });
    if (refused.ok || refused.draftId === null) throw new Error('a saved draft');
    const draft = await loadBiddingForm(page(`${EDIT}?id=${refused.draftId}`, buyer), 'zh-CN');
    expect(draft).toMatchObject({
      mode: 'draft',
      locked: false,
      values: { details: form.get('details'), stepType: 'amount', minPriceStep: '500', autoAdmit: 'on' },
    });

    form.set('startSignUp', moment(0));
    form.set('endSignUp', moment(24));
    form.set('draftId', String(refused.draftId));
    const published = await biddingFormAction(post(EDIT, buyer), 'zh-CN', form, t);
    expect(published).toEqual({ ok: true, id: refused.draftId, intent: 'publish' });
  });
});

/** The demo buyer's auction (admitting without review): the demo supplier bids 9800 (B1), a new admitted one 9500 (B2); the platform's clock then past the close. */
async function closedAuction() {
  const client = apiClient(() => upstream().url);
  const buyer = await client.call(api.member.login, { body: { account: 'buyer', password: PASSWORD } });
  const supplier = (await client.call(api.member.login, { body: { account: 'supplier', password: PASSWORD } })).token;
  const [category] = await client.call(api.category.enterpriseTree, { query: { templateId: 1 } });
  const now = Date.now();
  const seeded = {
    buyer: buyer.token,
    buyerMe: { memberId: buyer.memberId, memberRoleId: buyer.memberRoleId },
    categoryId: category!.id,
  } as InquiryPlatform;
  const helpers = memberHelpers({ client, now, clock: { move() {}, reset() {} }, db: () => undefined as never, url: () => upstream().url });
  const [other] = await admittedSuppliers({ client, helpers, seeded }, 1);
  const form = auctionForm(now, category!.id, { autoAdmit: true });
  const draft = await client.call(api.biddingBuyer.save, { token: buyer.token, body: { form, idempotencyKey: freshKey() } });
  const auction = await client.call(api.biddingBuyer.publish, { token: buyer.token, body: { id: draft.id, idempotencyKey: freshKey() } });
  for (const token of [supplier, other!.token]) await client.call(api.biddingBid.signUp, { token, body: signUpBody(auction.id) });
  const clockAt = (offset: number) => client.call(api.testing.clock, { body: { offsetMs: now + offset - Date.now() } });
  await clockAt(BIDDING_TIMES.biddingStart + MINUTE);
  for (const [token, price] of [
    [supplier, 9800],
    [other!.token, 9500],
  ] as const) {
    await client.call(api.biddingBid.place, { token, body: { biddingId: auction.id, price, idempotencyKey: freshKey() } });
  }
  await clockAt(BIDDING_TIMES.biddingEnd + MINUTE);
  return { auction, other: other!, client, buyer: buyer.token, resetClock: () => client.call(api.testing.clock, { body: { offsetMs: 0 } }) };
}

describe('the award of a closed auction', () => {
  it('shows the final ranking; another bidder needs a reason, on its field; pressed twice it awards once, with its notice and order', async () => {
    const { auction, other, client, buyer: token, resetClock } = await closedAuction();
    try {
      const buyer = await signedIn('buyer');
      const here = `${DETAIL}?id=${auction.id}`;
      const view = await loadBuyerBidding(page(here, buyer), 'zh-CN');
      expect(view.bidding.phase).toBe('closed');
      expect(view.ranking).toMatchObject({
        status: 'ok',
        data: [
          { rank: 1, bidder: 'B2', name: other.name, price: 9500, receivedAt: expect.any(Number) },
          { rank: 2, bidder: 'B1', price: 9800, receivedAt: expect.any(Number) },
        ],
      });

      upstream().calls.length = 0;
      const unchosen = await buyerBiddingAction(post(here, buyer), 'zh-CN', formOf({ intent: 'award', bidder: '', awardKey: view.awardKey }), t);
      expect(unchosen).toMatchObject({ ok: false, intent: 'award', fieldErrors: { bidder: 'bidding:errors.chooseBidder' } });
      expect(buyerCalls()).toEqual([]);
      const typed = { intent: 'award', bidder: 'B1', reason: ' ', awardKey: view.awardKey };
      const noReason = await buyerBiddingAction(post(here, buyer), 'zh-CN', formOf(typed), t);
      expect(noReason).toMatchObject({
        ok: false,
        intent: 'award',
        values: { bidder: 'B1' },
        fieldErrors: { reason: expect.stringContaining('原因') },
      });
      if (noReason.ok || !noReason.awardKey) throw new Error('refused with the next key');
      expect(noReason.awardKey).not.toBe(view.awardKey);

      const form = formOf({ ...typed, reason: '交期更短', awardKey: noReason.awardKey });
      const [first, second] = await Promise.all([
        buyerBiddingAction(post(here, buyer), 'zh-CN', form, t),
        buyerBiddingAction(post(here, buyer), 'zh-CN', form, t),
      ]);
      expect(first).toMatchObject({ ok: true, intent: 'award', award: { bidder: 'B1', rank: 2, reason: '交期更短', totalAmount: 9800 } });
      if (!first.ok || !second.ok || !first.award?.order) throw new Error(JSON.stringify([first, second]));
      expect(second.award).toEqual(first.award);

      const notice = await loadPublicity(page('/', ''), 'zh-CN', first.award.noticeId);
      expect(notice).toMatchObject({ status: 'ok', data: { notice: { type: 3, sourceId: auction.id } } });
      const order = await client.call(api.order.detail, { token, query: { id: first.award.order.id } });
      expect(order).toMatchObject({ orderType: 5, source: { kind: 'bidding', id: auction.id }, totalAmount: 9800 });
      const after = await loadBuyerBidding(page(here, buyer), 'zh-CN');
      expect(after.bidding.phase).toBe('awarded');
      expect(after.ranking).toMatchObject({ status: 'ok', data: [{ bidder: 'B2' }, { bidder: 'B1' }] });
      // A later visit reads the award again: the winner, the reason, the notice and the order.
      expect(after.award).toEqual(first.award);
      const again = await buyerBiddingAction(post(here, buyer), 'zh-CN', formOf({ intent: 'award', bidder: 'B2', awardKey: freshKey() }), t);
      expect(again).toMatchObject({ ok: false, intent: 'award', message: expect.any(String) });
    } finally {
      await resetClock();
    }
  }, 60_000);
});

// What the contract journey (contract.e2e.ts) sets up and checks through the platform's API, as the
// parties' own software would (docs/decisions/025-contracts.md): an inquiry, a tender and an auction
// each awarded by the demo buyer on the platform's moved clock, a contract signed by both sides, a
// contract drafted in the browser from the buyer's tab of awards, and the open data files (OCDS) of
// a process as a harvester reads them from the portal.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { api } from '#contract/endpoints.ts';
import { baseUrl, hydrated, until, visit } from './browser.ts';
import { quoteBody } from './inquiry-helpers.ts';
import {
  bidBody,
  call,
  DAY,
  HOUR,
  key,
  login,
  MINUTE,
  materielIds,
  ok,
  publishTender,
  registrationBody,
  scheduleFrom,
  setClock,
  someCategory,
  suppliersWhoMayRegister,
} from './tender-helpers.ts';

export const CONTRACTS = '/memberCenter/contract/manage/QueryList';
export const SUPPLIER_CONTRACTS = '/memberCenter/contract/coordination/coordinationList';
export const BUYER_EXECUTION = '/memberCenter/contractexecution/contractexecutionList';
export const SUPPLIER_EXECUTION = '/memberCenter/contract/coordination/implement';
export const TEMPLATES = '/memberCenter/contract/template/templateList';
export const contractPath = (id: number) => `/memberCenter/contract/detail?id=${id}`;

/** The platform's clock: where the journey has put it (the real time plus an offset it keeps). */
let offset = 0;
export const platformNow = () => Date.now() + offset;

/** Sets the platform's clock to `instant` (it runs on from there). */
export async function clockAt(instant: number): Promise<void> {
  offset = (await setClock(instant - Date.now())).offsetMs;
}

/** The platform's clock back on the real time. */
export async function realClock(): Promise<void> {
  offset = (await setClock(0)).offsetMs;
}

/** The next whole minute at least `ahead` ms after the platform's now. */
export const aheadOnClock = (ahead: number) => Math.ceil((platformNow() + ahead) / MINUTE) * MINUTE;

type Award = { id: number; orderId: number; winner: string };

/**
 * The demo buyer's sealed inquiry of three lines, published and quoted by the demo supplier (lowest
 * on lines 1 and 2) and one other admitted supplier (lowest on line 3); past its deadline (the clock
 * moved) the buyer opens it and awards each line to its lowest: the demo supplier's order.
 */
export async function awardedInquiry(title: string): Promise<Award> {
  let buyer = await login('buyer');
  const [mine] = (await ok<{ data: Array<{ id: number }> }>(api.inquiryBuyer.list, { token: buyer, query: { pageSize: 1 } })).data;
  assert.ok(mine, 'the demo buyer has inquiries');
  const { categoryId } = await ok<{ categoryId: number }>(api.inquiryBuyer.detail, { token: buyer, query: { id: mine.id } });
  const deadline = aheadOnClock(HOUR);
  const form = {
    details: title,
    categoryId,
    materiels: [
      { number: 'B-1', name: '深沟球轴承', model: '6204', unit: '个', purchaseCount: 100 },
      { number: 'B-2', name: '圆锥滚子轴承', model: '30205', unit: '个', purchaseCount: 50 },
      { number: 'B-3', name: '推力球轴承', model: '51105', unit: '套', purchaseCount: 20 },
    ],
    deliveryTime: deadline + 20 * DAY,
    address: '上海市浦东新区张江路 1 号',
    offerEndTime: deadline,
    purchaseType: 2,
    priceContrast: 1,
    isAllArea: true,
  };
  const draft = await ok<{ id: number }>(api.inquiryBuyer.save, { token: buyer, body: { form, idempotencyKey: key() } });
  const inquiry = await ok<{ id: number; materiels: Array<{ id: number }> }>(api.inquiryBuyer.publish, { token: buyer, body: { id: draft.id } });
  const lineIds = inquiry.materiels.map((m) => m.id);
  const quantities = [100, 50, 20];
  const a = await login('supplier');
  let b: string | undefined;
  for (let n = 2; n <= 11 && !b; n++) {
    const token = await login(`supplier${String(n).padStart(2, '0')}`);
    const quoting = await ok<{ refusal: number | null }>(api.inquiryQuote.form, { token, query: { id: inquiry.id } });
    if (quoting.refusal === null) b = token;
  }
  assert.ok(b, 'a second supplier the demo buyer admitted may quote');
  const quoteOfA = await ok<{ quoteId: number }>(api.inquiryQuote.submit, {
    token: a,
    body: quoteBody(inquiry.id, lineIds, [10.5, 25, 50], quantities),
  });
  const quoteOfB = await ok<{ quoteId: number }>(api.inquiryQuote.submit, {
    token: b,
    body: quoteBody(inquiry.id, lineIds, [12, 30, 45], quantities),
  });

  await clockAt(deadline + 5 * MINUTE);
  buyer = await login('buyer');
  await ok(api.inquiryBuyer.open, { token: buyer, body: { id: inquiry.id } });
  const winners = [quoteOfA, quoteOfA, quoteOfB];
  const award = await ok<{ orderIds: number[] }>(api.inquiryBuyer.award, {
    token: buyer,
    body: { id: inquiry.id, lines: lineIds.map((materielId, i) => ({ materielId, quoteId: winners[i]!.quoteId })), idempotencyKey: key() },
  });
  assert.equal(award.orderIds.length, 2, 'an order for each supplier');
  const sales = await ok<{ data: Array<{ id: number; source: { kind: string; id: number } }> }>(api.order.saleList, {
    token: await login('supplier'),
    query: { pageSize: 50 },
  });
  const order = sales.data.find((o) => o.source.kind === 'inquiry' && o.source.id === inquiry.id);
  assert.ok(order, 'the demo supplier has its order');
  return { id: inquiry.id, orderId: order.id, winner: 'supplier' };
}

/**
 * The demo buyer's public tender of two lines without prequalification, evaluated by the lowest
 * price: three admitted demo suppliers register and bid (the first lowest); past the opening the
 * buyer submits the report and awards it whole to the first-ranked. The clock ends a minute after
 * the opening, 25 days on.
 */
export async function awardedTender(title: string): Promise<Award> {
  const start = aheadOnClock(2 * MINUTE);
  const schedule = scheduleFrom(start);
  const id = await publishTender(await login('buyer'), start, {
    projectName: title,
    isQualificationCheck: false,
    preCheckStartTime: undefined,
    preCheckEndTime: undefined,
    evaluationMethod: 'lowestPrice',
    evaluationCriteria: [],
  });
  await clockAt(start + HOUR);
  const bidders = await suppliersWhoMayRegister(id, 3);
  for (const bidder of bidders) await ok(api.tenderRegistration.register, { token: bidder.token, body: registrationBody(id) });
  await clockAt(schedule.inviteTenderStartTime + HOUR);
  const lines = await materielIds(bidders[0]!.token, id);
  for (const [i, bidder] of bidders.entries()) {
    await ok(api.tenderBid.submit, { token: bidder.token, body: bidBody(id, lines, [1000 + 100 * i, 200 + 10 * i]) });
  }
  await clockAt(schedule.openTenderTime + MINUTE);
  const buyer = await login('buyer');
  const evaluation = await until(
    async () => {
      const page = await ok<{ ranking: Array<{ bidId: number }> }>(api.tenderEvaluation.page, { token: buyer, query: { id } });
      assert.equal(page.ranking.length, 3, 'the three bids are opened and ranked');
      return page;
    },
    { timeout: 15_000, interval: 500 },
  );
  await ok(api.tenderEvaluation.submitReport, { token: buyer, body: { id, idempotencyKey: key() } });
  const award = await ok<{ orders: Array<{ id: number }> }>(api.tenderEvaluation.award, {
    token: buyer,
    body: { id, mode: 'whole', bidId: evaluation.ranking[0]!.bidId, idempotencyKey: key() },
  });
  assert.equal(award.orders.length, 1);
  return { id, orderId: award.orders[0]!.id, winner: bidders[0]!.account };
}

/**
 * The demo buyer's auction of one line (10 pumps from 10,000, a step of 100): two admitted demo
 * suppliers sign up (approved), bid 9,900 and 9,700 once it is live; past its close the buyer awards
 * the lowest. The clock ends a minute after the close, a day and two hours on.
 */
export async function awardedAuction(title: string): Promise<Award> {
  let buyer = await login('buyer');
  const start = aheadOnClock(2 * MINUTE);
  const form = {
    details: title,
    categoryId: await someCategory(buyer),
    materiels: [{ code: 'V-1', name: '闸阀', type: 'Z41H-16C', unit: '台', count: 10 }],
    isAllArea: true,
    address: '上海市浦东新区张江路 1 号',
    deliver: start + 30 * DAY,
    startSignUp: start,
    endSignUp: start + DAY,
    biddingStartTime: start + DAY + HOUR,
    biddingEndTime: start + DAY + 2 * HOUR,
    startingPrice: 10_000,
    stepType: 'amount' as const,
    minPriceStep: 100,
    allowPurchaseCount: 5,
    visibility: 'bestPrice' as const,
    scope: 'public' as const,
  };
  const draft = await ok<{ id: number }>(api.biddingBuyer.save, { token: buyer, body: { form, idempotencyKey: key() } });
  const { id } = await ok<{ id: number }>(api.biddingBuyer.publish, { token: buyer, body: { id: draft.id, idempotencyKey: key() } });
  await clockAt(start + HOUR);
  buyer = await login('buyer');
  const bidders: Array<{ account: string; token: string }> = [];
  for (const account of ['supplier', ...Array.from({ length: 10 }, (_, i) => `supplier${String(i + 2).padStart(2, '0')}`)]) {
    if (bidders.length === 2) break;
    const token = await login(account);
    const body = { biddingId: id, contactName: '赵六', phone: '13800138000', email: 'bids@example.com', address: '上海', idempotencyKey: key() };
    const answer = await call(api.biddingBid.signUp, { token, body });
    if (answer.code !== 1000) continue;
    const signUp = answer.data as { id: number; review: string };
    if (signUp.review === 'pending') {
      await ok(api.biddingBuyer.review, { token: buyer, body: { biddingId: id, signUpId: signUp.id, decision: 'approve' } });
    }
    bidders.push({ account, token });
  }
  assert.equal(bidders.length, 2, 'two admitted demo suppliers signed up');
  await clockAt(start + DAY + HOUR + MINUTE);
  for (const [i, bidder] of bidders.entries()) {
    await ok(api.biddingBid.place, { token: bidder.token, body: { biddingId: id, price: 9_900 - 200 * i, idempotencyKey: key() } });
  }
  await clockAt(start + DAY + 2 * HOUR + MINUTE);
  buyer = await login('buyer');
  const award = await until(
    async () => {
      const room = await ok<{ ranking: Array<{ bidder: string }> }>(api.biddingBid.room, { token: buyer, query: { biddingId: id } });
      return ok<{ order: { id: number } | null }>(api.biddingBuyer.award, {
        token: buyer,
        body: { id, bidder: room.ranking[0]!.bidder, idempotencyKey: key() },
      });
    },
    { timeout: 15_000, interval: 1_000 },
  );
  assert.ok(award.order, 'the award made an order');
  return { id, orderId: award.order.id, winner: bidders[1]!.account };
}

type Contract = { id: number; version: number; hash: string; state: string; agreementNo: string };

/** Both sides confirm the contract's current version by its hash, through the API: it is signed. */
export async function signedThroughApi(contractId: number, supplier: string): Promise<Contract> {
  const buyer = await login('buyer');
  const current = await ok<Contract>(api.agreement.detail, { token: buyer, query: { id: contractId } });
  const sign = (token: string) =>
    ok<Contract>(api.agreement.sign, { token, body: { id: contractId, version: current.version, hash: current.hash, idempotencyKey: key() } });
  await sign(buyer);
  const signed = await sign(await login(supplier));
  assert.equal(signed.state, 'signed');
  return signed;
}

/**
 * In the buyer's browser: its contracts, the tab of awards, the award found by `keyword` (of
 * `sourceType`) and "draft contract": the form, prefilled, for the award's order.
 */
export async function draftFromAwards(page: Page, award: { orderId: number; keyword: string; sourceType: 1 | 2 | 3 }): Promise<void> {
  await visit(page, CONTRACTS);
  await page.getByTestId('contract-list-page').waitFor();
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get('tab') === 'awards'),
    (await hydrated(page.getByTestId('contract-tab-awards'))).click(),
  ]);
  await page.getByTestId('contract-awards-page').waitFor();
  await (await hydrated(page.getByTestId('award-filter-keyword'))).fill(award.keyword);
  await page.getByTestId('award-filter-source').selectOption(String(award.sourceType));
  await Promise.all([page.waitForURL((url) => url.searchParams.get('keyword') === award.keyword), page.getByTestId('award-filter-submit').click()]);
  const row = page.locator(`[data-testid="award-row"][data-order="${award.orderId}"]`);
  await row.waitFor();
  assert.equal(await row.getAttribute('data-source-type'), String(award.sourceType));
  await Promise.all([
    page.waitForURL((url) => url.pathname.endsWith('/contract/manage/add') && url.searchParams.get('orderId') === String(award.orderId)),
    (await hydrated(row.getByTestId('award-draft'))).click(),
  ]);
  await hydrated(page.getByTestId('contract-submit'));
}

/** Submits the draft form and waits for the new contract's page: its id. */
export async function submitDraft(page: Page): Promise<number> {
  await Promise.all([page.waitForURL((url) => url.pathname.endsWith('/contract/detail')), page.getByTestId('contract-submit').click()]);
  await page.getByTestId('contract-detail-page').waitFor();
  const id = Number(new URL(page.url()).searchParams.get('id'));
  assert.ok(id > 0, `the contract's page: ${page.url()}`);
  return id;
}

/** The contract's page in `page`, hydrated. */
export async function openContract(page: Page, id: number): Promise<void> {
  await visit(page, contractPath(id));
  await hydrated(page.getByTestId('contract-detail-page'));
}

/** The OCDS kind of a contract's source. */
export type ProcessKind = 'inquiry' | 'tender' | 'bidding';
export const ocidOf = (kind: ProcessKind, id: number) => `ocds-procportal-${kind}-${id}`;

type Release = { ocid: string; id: string; tag: string[]; contracts?: Array<{ id: string; status?: string }> };

/** A process's OCDS record as anyone reads it from the portal (it is kept a few seconds: read until `check` holds). */
export async function ocdsRecord<T>(ocid: string, check: (record: { releases: Release[]; compiledRelease: Release }) => T): Promise<T> {
  return until(
    async () => {
      const response = await fetch(new URL(`/opendata/ocds/records/${ocid}.json`, baseUrl));
      assert.equal(response.status, 200, `the record of ${ocid}`);
      assert.match(response.headers.get('content-type') ?? '', /json/);
      const body = (await response.json()) as { records: Array<{ ocid: string; releases: Release[]; compiledRelease: Release }> };
      const record = body.records.find((r) => r.ocid === ocid);
      assert.ok(record, `the package holds the record of ${ocid}`);
      return check(record);
    },
    { timeout: 20_000, interval: 1_000 },
  );
}

/** The release ids of the release list since `since` (YYYY-MM-DD), every page followed through links.next. */
export async function releaseIdsSince(since: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let next: string | undefined = new URL(`/opendata/ocds/releases.json?since=${since}&pageSize=250`, baseUrl).toString();
  for (let pages = 0; next && pages < 100; pages++) {
    // The list names its pages under the address asked: the portal's own.
    const response: Response = await fetch(next);
    assert.equal(response.status, 200, `the release list: ${next}`);
    const body = (await response.json()) as { releases: Release[]; links?: { next?: string } };
    for (const release of body.releases) ids.add(release.id);
    next = body.links?.next;
  }
  return ids;
}

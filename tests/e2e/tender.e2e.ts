// A public tender from publication to award (docs/product/tenders.md), the platform's clock moved through
// its schedule: the demo buyer publishes it in its browser (prequalification, price 60 + technical 40;
// a too short tendering period refused first); four suppliers register (one from the card's "sign up
// now"); a question is answered for all without the asker; one registration is rejected with a reason;
// an amendment 13 days before the deadline moves it to 15; three bid (one revises), late bids are
// refused; the opening needs nobody; the buyer scores, reports and awards; the notice, the bid result,
// every bidder's message and the winner's order follow. Each step is a test sharing `journey`; the last
// asserts that every page the journey opened was axe-clean.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { api } from '#contract/endpoints.ts';
import zhErrors from '#locales/zh-CN/errors.json' with { type: 'json' };
import zhMessages from '#locales/zh-CN/messages.json' with { type: 'json' };
import { hydrated, until, usePages, visit } from './browser.ts';
import {
  axeFindings,
  bidBody,
  call,
  clockAt,
  companyName,
  DAY,
  findMessage,
  HOUR,
  login,
  materielIds,
  MINUTE,
  noticeOf,
  ok,
  registerWithQualification,
  scheduleFrom,
  seenOn,
  sentence,
  shownAt,
  realClockAround,
  signedIn,
  suppliersWhoMayRegister,
  wholeMinute,
} from './tender-helpers.ts';
import {
  approveRegistration,
  awardWithFiles,
  fillBid,
  fillRegistration,
  fillTenderForm,
  nameOwnEvaluator,
  rejectRegistration,
  typeSchedule,
} from './tender-steps.ts';

const { open } = usePages();
const axe = axeFindings();
const BUYER_NAME = '华东精工制造有限公司';

/** What the steps hand on: the tender, its schedule, the suppliers (A the demo supplier in its browser; B, C bid; D is rejected). */
const journey = {
  title: `E2E 公开招标 ${Date.now().toString(36)}`,
  id: 0,
  code: '',
  schedule: scheduleFrom(0),
  names: {} as Record<'A' | 'B' | 'C' | 'D', string>,
  accounts: {} as Record<'A' | 'B' | 'C' | 'D', string>,
  deadline: 0,
  bids: {} as Record<'A' | 'B' | 'C', number>,
  noticeId: 0,
};
const tokenOf = (who: 'A' | 'B' | 'C' | 'D') => login(journey.accounts[who]);
const started = () => assert.ok(journey.id > 0, 'the tender was published by the first step');

realClockAround();

test('the buyer publishes a public tender with prequalification and scored criteria, once its schedule leaves 20 days', async () => {
  const page = await signedIn(open, 'buyer');
  await visit(page, '/memberCenter/callForBids/callForBidsSearch');
  await page.getByTestId('tender-list-page').waitFor();
  await axe.check(page, "the buyer's tenders");
  await Promise.all([
    page.waitForURL((url) => url.pathname.endsWith('/callForBidsSearch/edit')),
    (await hydrated(page.getByTestId('tender-create'))).click(),
  ]);
  await hydrated(page.getByTestId('tender-publish'));
  await axe.check(page, 'the tender form');

  const start = wholeMinute(10 * MINUTE);
  journey.schedule = scheduleFrom(start);
  await fillTenderForm(page, journey.title, start + 60 * DAY);
  // Bidding closing 10 days after publication: shorter than the site's minimum tendering period.
  await typeSchedule(page, { ...journey.schedule, inviteTenderEndTime: start + 10 * DAY, openTenderTime: start + 10 * DAY });
  await page.getByTestId('tender-publish').click();
  await page.getByText(zhErrors['60109']).waitFor();
  assert.equal(await page.getByTestId('tender-project-name').inputValue(), journey.title, 'what was typed is kept');
  assert.equal(await page.getByTestId('tender-criterion').count(), 2);
  assert.equal(await page.getByTestId('tender-material-row').nth(1).getByTestId('tender-material-name').inputValue(), '闸阀');

  await typeSchedule(page, { inviteTenderEndTime: journey.schedule.inviteTenderEndTime, openTenderTime: journey.schedule.openTenderTime });
  await Promise.all([
    page.waitForURL((url) => url.pathname.endsWith('/callForBidsSearch/detail')),
    (await hydrated(page.getByTestId('tender-publish'))).click(),
  ]);
  const detail = page.getByTestId('tender-detail-page');
  await detail.waitFor();
  journey.id = Number(await detail.getAttribute('data-id'));
  journey.code = (await page.getByTestId('tender-code').first().innerText()).trim();
  assert.equal(await page.getByTestId('tender-title').innerText(), journey.title);
  assert.match(journey.code, /^ZB\d+/);
  // Published, its registration not yet open: announced until the registration starts.
  assert.equal(await detail.getAttribute('data-phase'), 'announced');
  const steps = await page.getByTestId('tender-step').evaluateAll((steps) => steps.map((s) => s.getAttribute('data-step')));
  assert.deepEqual(
    steps.filter((step) => step !== 'announced'),
    ['registration', 'prequalification', 'bidding', 'opening', 'evaluation'],
  );
  await axe.check(page, 'the buyer’s tender');
});

test('four suppliers register: the demo supplier from the card’s “sign up now”, three through the API', async () => {
  started();
  await clockAt(journey.schedule.registerStartTime + HOUR);
  const others = await suppliersWhoMayRegister(journey.id, 3, ['supplier']);
  journey.accounts = { A: 'supplier', B: others[0]!.account, C: others[1]!.account, D: others[2]!.account };

  const page = await signedIn(open, 'supplier');
  await visit(page, `/purchaseBidding?keyword=${encodeURIComponent(journey.title)}`);
  await page.locator(`[data-testid="tender-card-${journey.id}"][data-phase="registration"]`).waitFor();
  const button = await hydrated(page.getByTestId(`card-action-tender-${journey.id}`));
  assert.equal(await button.getAttribute('data-state'), 'signUpNow');
  const [form] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await form.waitForURL((url) => url.pathname.endsWith('/tender/readyBidRegister/add') && url.searchParams.get('id') === String(journey.id));
  await hydrated(form.getByTestId('registration-submit'));
  assert.equal(await form.getByTestId('registration-tender-code').innerText(), journey.code);
  await axe.check(form, 'the registration form');
  await fillRegistration(form, '钱七');
  assert.equal(await form.getByTestId('registration-review').getAttribute('data-review'), 'pending');
  await axe.check(form, 'a registration waiting for prequalification');

  for (const other of others) assert.equal(await registerWithQualification(other.token, journey.id), 'pending');
  const buyer = await login('buyer');
  const registrations = await ok<{ totalCount: number }>(api.tenderRegistration.list, { token: buyer, query: { inviteTenderId: journey.id } });
  assert.equal(registrations.totalCount, 4);
  for (const who of ['A', 'B', 'C', 'D'] as const) journey.names[who] = await companyName(await tokenOf(who));
  await noticeOf(buyer, journey.id, 'tender.registered');
});

test('a question asked in the browser is answered by the buyer, and the others read the answer without the asker', async () => {
  started();
  const question = '离心泵是否须随机附带备品备件？';
  const answer = '须随机附带一年用量的易损件。';
  const supplier = await signedIn(open, 'supplier');
  await visit(supplier, `/memberCenter/tender/clarification?id=${journey.id}`);
  await hydrated(supplier.getByTestId('ask-submit'));
  await axe.check(supplier, 'a supplier’s questions and answers');
  await supplier.getByTestId('ask-question').fill(question);
  await supplier.getByTestId('ask-submit').click();
  await supplier.getByTestId('question-sent').waitFor();
  await supplier.getByTestId('own-question').filter({ hasText: question }).waitFor();

  const buyer = await signedIn(open, 'buyer');
  await visit(buyer, `/memberCenter/tender/clarification?id=${journey.id}`);
  const asked = buyer.getByTestId('buyer-question').filter({ hasText: question });
  assert.match(await asked.getByTestId('question-asker').innerText(), new RegExp(journey.names.A));
  await axe.check(buyer, 'the buyer’s questions and amendments');
  await asked.getByTestId('answer-text').fill(answer);
  await (await hydrated(asked.getByTestId('answer-submit'))).click();
  await buyer.getByTestId('answer-published').waitFor();

  // Another registered supplier, in its browser: the question and the answer, nobody named.
  const other = await signedIn(open, journey.accounts.C);
  await visit(other, `/memberCenter/tender/clarification?id=${journey.id}`);
  const published = other.getByTestId('published-answer').filter({ hasText: question });
  assert.equal(await published.getByTestId('published-answer-text').innerText(), answer);
  assert.equal(await published.getAttribute('data-mine'), 'false');
  assert.doesNotMatch(await other.getByTestId('clarification-page').innerText(), new RegExp(journey.names.A));
  for (const who of ['B', 'D'] as const) {
    const token = await tokenOf(who);
    const page = await ok<{ answers: Array<{ question: string; answer: string }> }>(api.tenderClarification.page, {
      token,
      query: { tenderId: journey.id },
    });
    assert.deepEqual(
      page.answers.map((a) => [a.question, a.answer]),
      [[question, answer]],
    );
    assert.ok(!JSON.stringify(page).includes(journey.names.A), 'the asker is named nowhere in what another supplier reads');
    await noticeOf(token, journey.id, 'tender.answered');
  }
});

test('at prequalification the buyer rejects one registration with a reason, which the supplier’s message gives', async () => {
  started();
  await clockAt(journey.schedule.preCheckStartTime + HOUR);
  const reason = '未提供有效的压力管道元件制造许可证';
  const buyer = await signedIn(open, 'buyer');
  await visit(buyer, `/memberCenter/callForBids/readyCheckedRegister?id=${journey.id}`);
  assert.equal(await buyer.getByTestId('registrations-window').getAttribute('data-state'), 'open');
  assert.equal(await buyer.getByTestId('registration-row').count(), 4);
  await axe.check(buyer, 'the registrations to review');
  await rejectRegistration(buyer, journey.names.D, reason);
  for (const who of ['A', 'B', 'C'] as const) await approveRegistration(buyer, journey.names[who]);
  assert.equal(await buyer.locator('[data-testid="registration-row"][data-review="approved"]').count(), 3);

  // The rejected supplier: its message says why, and so does its registration.
  const rejected = await signedIn(open, journey.accounts.D);
  await visit(rejected, '/memberCenter/message');
  const told = sentence(zhMessages.notice.tender.registrationRejected_reason, { buyer: BUYER_NAME, no: journey.code, title: journey.title, reason });
  await rejected.getByTestId('message-text').filter({ hasText: reason }).first().waitFor();
  assert.ok((await rejected.getByTestId('message-text').allInnerTexts()).includes(told), `the message reads: ${told}`);
  await visit(rejected, `/memberCenter/procurementAbility/tender/readyBidRegister/add?id=${journey.id}`);
  assert.equal(await rejected.getByTestId('registration-review').getAttribute('data-review'), 'rejected');
  assert.match(await rejected.getByTestId('registration-reason').innerText(), new RegExp(reason));
  await noticeOf(await tokenOf('A'), journey.id, 'tender.registrationApproved');
});

test('an amendment 13 days before the deadline moves it so that 15 remain, and the pages show the new one', async () => {
  started();
  const at = journey.schedule.inviteTenderEndTime - 13 * DAY;
  await clockAt(at);
  const buyer = await signedIn(open, 'buyer');
  await visit(buyer, `/memberCenter/tender/clarification?id=${journey.id}`);
  const preview = buyer.getByTestId('amend-preview');
  assert.equal(await preview.getAttribute('data-moved'), 'true', 'the page says the deadline will move before saving');
  await buyer.getByTestId('amend-requirement').fill('投标人须具有独立法人资格，且近三年无重大质量事故');
  await buyer.getByTestId('amend-reason').fill('补充投标人资格要求');
  await (await hydrated(buyer.getByTestId('amend-submit'))).click();
  await buyer.locator('[data-testid="amend-saved"][data-moved="true"]').waitFor();
  const deadline = buyer.getByTestId('clarification-deadline');
  await until(async () => assert.notEqual(Number(await deadline.getAttribute('data-at')), journey.schedule.inviteTenderEndTime));
  journey.deadline = Number(await deadline.getAttribute('data-at'));
  const late = journey.deadline - (at + 15 * DAY);
  assert.ok(late >= 0 && late < 10 * MINUTE, `the deadline is 15 days from the amendment (${late} ms after ${shownAt(at + 15 * DAY)})`);
  assert.match(await buyer.getByTestId('clarification-deadline').innerText(), new RegExp(shownAt(journey.deadline)));
  await buyer.getByTestId('amendment-moved').first().waitFor();

  const tender = await ok<{ inviteTenderEndTime: number; openTenderTime: number }>(api.tenderBuyer.detail, {
    token: await login('buyer'),
    query: { id: journey.id },
  });
  assert.equal(tender.inviteTenderEndTime, journey.deadline);
  assert.equal(tender.openTenderTime, journey.deadline);
  const told = await noticeOf(await tokenOf('B'), journey.id, 'tender.amended');
  assert.equal(told.payload.moved, true);
});

test('three approved suppliers bid — the demo supplier in its browser, one revises — and the rejected one may not', async () => {
  started();
  const page = await signedIn(open, 'supplier');
  await visit(page, `/memberCenter/procurementAbility/tender/readyAddTender/edit?id=${journey.id}`);
  await hydrated(page.getByTestId('bid-submit'));
  assert.match(await page.getByTestId('bid-window').innerText(), new RegExp(shownAt(journey.deadline)), 'the new deadline');
  await axe.check(page, 'the bid form');
  await fillBid(page, [10, 20]);
  assert.equal(await page.getByTestId('bid-total').getAttribute('data-amount'), '2000');
  await page.getByTestId('bid-submit').click();
  const receipt = page.locator('[data-testid="bid-receipt"][data-kind="submitted"]');
  await receipt.waitFor();
  assert.equal(await receipt.getAttribute('data-revision'), '1');
  assert.match(await page.getByTestId('bid-receipt-hash').innerText(), /^[0-9a-f]{64}$/);
  await axe.check(page, 'a sealed bid with its receipt');

  const [b, c, d] = [await tokenOf('B'), await tokenOf('C'), await tokenOf('D')];
  const lines = await materielIds(b, journey.id);
  await ok(api.tenderBid.submit, { token: b, body: bidBody(journey.id, lines, [12, 22]) });
  const revised = await ok<{ revision: number; totalAmount: number }>(api.tenderBid.submit, { token: b, body: bidBody(journey.id, lines, [11, 21]) });
  assert.deepEqual([revised.revision, revised.totalAmount], [2, 100 * 11 + 50 * 21]);
  await ok(api.tenderBid.submit, { token: c, body: bidBody(journey.id, lines, [9.5, 19]) });
  assert.equal((await call(api.tenderBid.submit, { token: d, body: bidBody(journey.id, lines, [1, 1]) })).code, 60119);

  await visit(page, '/memberCenter/tender/tenderSearch');
  const row = page.locator(`[data-testid="my-tender-row"][data-id="${journey.id}"]`);
  await row.waitFor();
  assert.equal(await row.getAttribute('data-phase'), 'bidding');
  assert.equal(await row.getByTestId('my-tender-registration').getAttribute('data-review'), 'approved');
  assert.equal(await row.locator('td[data-testid="my-tender-bid"]').getAttribute('data-state'), 'active');
  await axe.check(page, 'my tenders');
});

test('past the deadline a bid is refused, the bids open with nobody asking, and every bidder reads the record', async () => {
  started();
  await clockAt(journey.deadline + MINUTE);
  const [b, c] = [await tokenOf('B'), await tokenOf('C')];
  const lines = await materielIds(c, journey.id);
  assert.equal((await call(api.tenderBid.submit, { token: c, body: bidBody(journey.id, lines, [9, 18]) })).code, 60108);

  const page = await signedIn(open, 'supplier');
  await visit(page, `/memberCenter/tender/opening?id=${journey.id}`);
  const record = page.getByTestId('opening-record');
  assert.equal(await record.getAttribute('data-opened'), 'true');
  assert.equal(await page.getByTestId('opening-outcome').getAttribute('data-outcome'), 'opened');
  const amounts = await page
    .getByTestId('opening-bid')
    .evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-amount'), r.getAttribute('data-valid')]));
  assert.deepEqual(amounts.map(String).sort(), ['1900,true', '2000,true', '2150,true']);
  for (const hash of await page.getByTestId('opening-bid-hash').allInnerTexts()) assert.match(hash, /^[0-9a-f]{64}$/);

  type Opened = { opened: boolean; validCount: number; bids: Array<{ bidId: number; supplier: { name: string }; totalAmount: number }> };
  for (const token of [b, c]) {
    const opened = await ok<Opened>(api.tenderBid.opening, { token, query: { inviteTenderId: journey.id } });
    assert.deepEqual([opened.opened, opened.validCount], [true, 3]);
    for (const bid of opened.bids) {
      const who = (['A', 'B', 'C'] as const).find((w) => journey.names[w] === bid.supplier.name);
      assert.ok(who, `a bidder of the journey: ${bid.supplier.name}`);
      journey.bids[who] = bid.bidId;
    }
    await noticeOf(token, journey.id, 'tender.opened');
  }
  await noticeOf(await login('buyer'), journey.id, 'tender.opened');
  await axe.check(page, 'the opening record');
});

test('the buyer names itself evaluator and scores in its browser, then submits the report and awards the first-ranked', async () => {
  started();
  assert.ok(journey.bids.A, 'the bids were opened');
  const page = await signedIn(open, 'buyer');
  await visit(page, `/memberCenter/callForBids/evaluation?id=${journey.id}`);
  await page.getByTestId('evaluation-page').waitFor();
  await nameOwnEvaluator(page);
  await axe.check(page, 'the evaluation page');
  await visit(page, '/memberCenter/callForBids/remarkBidExpert');
  await page.getByTestId('experts-page').waitFor();
  await axe.check(page, 'the expert library');

  // As the evaluator: its invitations (its own user's, accepted at once) lead to the scoring sheet.
  await visit(page, '/memberCenter/callForBids/extractNoticeManage');
  const invitation = page.locator('[data-testid="invitation"][data-state="accepted"]').filter({ hasText: journey.title });
  await axe.check(page, 'the evaluation invitations');
  await Promise.all([
    page.waitForURL((url) => url.pathname.endsWith('/readyExpertRemark')),
    (await hydrated(invitation.getByTestId('invitation-score'))).click(),
  ]);
  await hydrated(page.getByTestId('scoring-submit'));
  await axe.check(page, 'the scoring sheet');
  const technical = { A: '38', B: '30', C: '20' } as const;
  for (const who of ['A', 'B', 'C'] as const) {
    const row = page.locator(`[data-testid="scoring-row"][data-bid="${journey.bids[who]}"]`);
    await row.getByTestId('score-input').fill(technical[who]);
  }
  // Price scores by the published formula: 60 × lowest total ÷ the bid's total.
  const priceOf = (who: 'A' | 'B' | 'C') => page.locator(`[data-testid="scoring-row"][data-bid="${journey.bids[who]}"]`).getByTestId('scoring-price');
  assert.deepEqual([await priceOf('A').innerText(), await priceOf('B').innerText(), await priceOf('C').innerText()], ['57', '53.02', '60']);
  await page.getByTestId('scoring-submit').click();
  await page.getByTestId('scoring-saved').waitFor();

  await visit(page, `/memberCenter/callForBids/evaluation?id=${journey.id}`);
  const ranked = await page.getByTestId('ranked-bid').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-bid'))));
  assert.deepEqual(ranked, [journey.bids.A, journey.bids.B, journey.bids.C], 'A 57 + 38, B 53.02 + 30, C 60 + 20');
  await (await hydrated(page.getByTestId('report-submit'))).click();
  await page.getByTestId('report').waitFor();
  await awardWithFiles(page);
  const href = (await page.getByTestId('award-notice-link').getAttribute('href')) ?? '';
  journey.noticeId = Number(/\/bidResult\/(\d+)/.exec(href)?.[1]);
  assert.ok(journey.noticeId > 0, `the bid result's link: ${href}`);
  assert.equal(await page.getByTestId('award-order').count(), 1);
  await axe.check(page, 'the awarded tender’s evaluation page');
});

test('the award notice and its bid result are public, every bidder has its message, and the winner’s order is in both lists', async () => {
  started();
  assert.ok(journey.noticeId > 0, 'the tender was awarded');
  const page = (await open()).page;
  // The public lists and pages are cached a few seconds (bff/cache/strategies.ts 'short'): looked at again until they show it.
  await seenOn(page, '/procurementPublicity', async () => {
    assert.equal(await page.getByTestId(`notice-row-${journey.noticeId}`).locator('span[data-type]').getAttribute('data-type'), '2');
  });
  await visit(page, `/bidResult/${journey.noticeId}`);
  assert.equal(await page.getByTestId('bid-result').getAttribute('data-id'), String(journey.noticeId));
  assert.equal(await page.getByTestId('notice-announce-files').getAttribute('data-count'), '1');
  assert.equal(await page.getByTestId('notice-win-files').getAttribute('data-count'), '1');
  await axe.check(page, 'the tender’s bid result');
  await seenOn(page, `/biddingDetail/${journey.id}`, async () => {
    assert.equal(await page.getByTestId('detail-tender-state').getAttribute('data-state'), 'awarded');
  });
  assert.match((await page.getByTestId('detail-bid-result-link').getAttribute('href')) ?? '', new RegExp(`/bidResult/${journey.noticeId}`));
  await axe.check(page, 'the awarded tender’s public detail');
  await seenOn(page, `/purchaseBidding?keyword=${encodeURIComponent(journey.title)}`, async () => {
    assert.equal(await page.getByTestId(`tender-card-${journey.id}`).getAttribute('data-phase'), 'awarded');
  });

  const ranks = { A: 1, B: 2, C: 3 } as const;
  let orderId = 0;
  for (const who of ['A', 'B', 'C'] as const) {
    const told = await noticeOf(await tokenOf(who), journey.id, who === 'A' ? 'tender.awarded' : 'tender.notAwarded');
    assert.equal(told.payload.rank, ranks[who]);
    if (who === 'A') orderId = Number(told.payload.orderId);
  }
  const sales = await ok<{ data: Array<{ id: number; source: { kind: string; id: number }; totalAmount: number }> }>(api.order.saleList, {
    token: await tokenOf('A'),
    query: { pageSize: 50 },
  });
  const order = sales.data.find((o) => o.source.kind === 'tender' && o.source.id === journey.id);
  assert.ok(order, 'the winner has its order');
  assert.deepEqual([order.id, order.totalAmount], [orderId, 2000]);

  const winner = await signedIn(open, 'supplier');
  await findMessage(winner, journey.title, '您已中标');
  const buyer = await signedIn(open, 'buyer');
  await visit(buyer, '/memberCenter/order/purchaseOrder/orderList');
  const orderRow = buyer.locator(`[data-testid="order-row"][data-id="${orderId}"]`);
  await orderRow.waitFor();
  assert.equal((await orderRow.getByTestId('order-amount').innerText()).trim(), '¥2,000.00');
});

test('every tender page the journey opened is axe-clean', () => axe.assertNone());

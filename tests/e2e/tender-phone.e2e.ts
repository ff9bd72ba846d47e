// Every tender page of the member centre on a phone (docs/product/tenders.md#pages): at 390 × 844 no
// tender page makes the document wider than the window — the member centre's frame is fluid on a phone
// (docs/decisions/028-phone-layout.md#member-centre) — and wide tables scroll in their own box. A tender with prequalification is taken
// through the platform's API to each phase its pages need (registrations waiting for review, bidding,
// opened with an evaluator named), the platform's clock moved for it, and each page is opened there:
// the buyer's list, form, tender, registrations, questions, evaluation and expert library; the
// supplier's questions, tenders, bid form and opening record; the evaluator's invitations and sheet.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { api } from '#contract/endpoints.ts';
import { usePages, visit } from './browser.ts';
import {
  bidBody,
  clockAt,
  phoneOverflow,
  HOUR,
  key,
  login,
  materielIds,
  MINUTE,
  ok,
  publishTender,
  registerWithQualification,
  scheduleFrom,
  realClockAround,
  signedIn,
  suppliersWhoMayRegister,
  wholeMinute,
} from './tender-helpers.ts';

const { open } = usePages();
const phone = () => open({ width: 390, height: 844 });
const tender = { id: 0, schedule: scheduleFrom(0), suppliers: [] as Array<{ account: string; token: string }> };

/** Pages wider than the frame, each with why; the journey's steps go on and the test says them all at its end. */
const tooWide: string[] = [];

/** Opens each path in the page once `ready` (a test id) is on screen, and notes it if it is wider than the frame. */
async function eachFits(page: Page, pages: Array<[path: string, ready: string]>): Promise<void> {
  for (const [path, ready] of pages) {
    await visit(page, path);
    await page.getByTestId(ready).first().waitFor();
    const overflow = await phoneOverflow(page);
    if (overflow) tooWide.push(`${path}: ${overflow}`);
  }
}

realClockAround();

test('at 390 px: the registrations waiting for review, the buyer’s list, form and tender', async () => {
  const start = wholeMinute(2 * MINUTE);
  tender.schedule = scheduleFrom(start);
  tender.id = await publishTender(await login('buyer'), start, {
    isQualificationCheck: true,
    preCheckStartTime: tender.schedule.preCheckStartTime,
    preCheckEndTime: tender.schedule.preCheckEndTime,
    preCheckRequirement: '须具备相关产品的生产许可证',
  });
  await clockAt(start + HOUR);
  tender.suppliers = await suppliersWhoMayRegister(tender.id, 3);
  for (const supplier of tender.suppliers) assert.equal(await registerWithQualification(supplier.token, tender.id), 'pending');

  await clockAt(tender.schedule.preCheckStartTime + HOUR);
  const buyer = await signedIn(phone, 'buyer');
  await eachFits(buyer, [
    [`/memberCenter/callForBids/readyCheckedRegister?id=${tender.id}`, 'registration-approve'],
    ['/memberCenter/callForBids/callForBidsSearch', 'tender-row'],
    ['/memberCenter/callForBids/callForBidsSearch/edit', 'tender-publish'],
    [`/memberCenter/callForBids/callForBidsSearch/detail?id=${tender.id}`, 'tender-timeline'],
  ]);
  const token = await login('buyer');
  const pending = await ok<{ data: Array<{ id: number }> }>(api.tenderRegistration.list, { token, query: { inviteTenderId: tender.id } });
  for (const registration of pending.data) {
    await ok(api.tenderRegistration.review, { token, body: { tenderId: tender.id, registrationId: registration.id, decision: 'approve' } });
  }
});

test('at 390 px, while bidding: the supplier’s bid form, tenders and questions, and the buyer’s questions', async () => {
  assert.ok(tender.id > 0, 'the first step published the tender');
  await clockAt(tender.schedule.inviteTenderStartTime + HOUR);
  const supplier = await signedIn(phone, tender.suppliers[0]!.account);
  await eachFits(supplier, [
    [`/memberCenter/procurementAbility/tender/readyAddTender/edit?id=${tender.id}`, 'bid-price'],
    ['/memberCenter/tender/tenderSearch', 'my-tender-row'],
    [`/memberCenter/tender/clarification?id=${tender.id}`, 'ask-question'],
  ]);
  const buyer = await signedIn(phone, 'buyer');
  await eachFits(buyer, [[`/memberCenter/tender/clarification?id=${tender.id}`, 'amend-form']]);

  for (const [i, supplier] of tender.suppliers.entries()) {
    const token = await login(supplier.account);
    const lines = await materielIds(token, tender.id);
    await ok(api.tenderBid.submit, { token, body: bidBody(tender.id, lines, [1000 + 10 * i, 200 + i]) });
  }
});

test('at 390 px, once opened: the opening record, the evaluation page and the scoring sheet', async () => {
  assert.ok(tender.id > 0, 'the first step published the tender');
  await clockAt(tender.schedule.openTenderTime + MINUTE);
  const supplier = await signedIn(phone, tender.suppliers[0]!.account);
  await eachFits(supplier, [[`/memberCenter/tender/opening?id=${tender.id}`, 'opening-bid']]);

  const token = await login('buyer');
  const page = await ok<{ candidates: { users: Array<{ userId: number; account: string }> } }>(api.tenderEvaluation.page, {
    token,
    query: { id: tender.id },
  });
  const me = page.candidates.users.find((user) => user.account === 'buyer');
  assert.ok(me, 'the buyer may name itself');
  await ok(api.tenderEvaluation.addEvaluator, { token, body: { tenderId: tender.id, source: 'member', userId: me.userId, idempotencyKey: key() } });
  const buyer = await signedIn(phone, 'buyer');
  await eachFits(buyer, [
    [`/memberCenter/callForBids/evaluation?id=${tender.id}`, 'evaluator'],
    [`/memberCenter/callForBids/readyExpertRemark?id=${tender.id}`, 'scoring-row'],
    ['/memberCenter/callForBids/extractNoticeManage', 'invitation'],
    ['/memberCenter/callForBids/remarkBidExpert', 'experts-page'],
  ]);
});

test('at 390 px no tender page is wider than the member centre’s frame', () => {
  assert.deepEqual(tooWide, [], `pages wider than the frame:\n${tooWide.join('\n')}`);
});

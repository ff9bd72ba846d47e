// A tender that fails at its opening (docs/product/tenders.md#the-public-opening): the demo buyer
// publishes it through the API without prequalification, two admitted suppliers register (approved at
// once) and bid; once the platform's clock passes the opening time, the opening finds two valid bids,
// fewer than the site's minimum (3), and the tender fails with nobody asking. Both bidders and the
// buyer see "failed" in their browsers (the opening record, my tenders, the buyer's tender), so do
// the mall's card and the public detail, and everyone is told. The clock goes back at the end.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { api } from '#contract/endpoints.ts';
import { usePages, visit } from './browser.ts';
import {
  bidBody,
  clockAt,
  HOUR,
  login,
  materielIds,
  MINUTE,
  noticeOf,
  ok,
  publishTender,
  registrationBody,
  scheduleFrom,
  seenOn,
  realClockAround,
  signedIn,
  suppliersWhoMayRegister,
  wholeMinute,
} from './tender-helpers.ts';

const { open } = usePages();

realClockAround();

test('a tender with two bids fails at its opening: both bidders, the buyer, the card and the detail say so', async () => {
  const title = `E2E 流标招标 ${randomBytes(3).toString('hex')}`;
  const start = wholeMinute(2 * MINUTE);
  const schedule = scheduleFrom(start);
  const id = await publishTender(await login('buyer'), start, { projectName: title });

  await clockAt(start + HOUR);
  const [a, b] = await suppliersWhoMayRegister(id, 2);
  for (const supplier of [a!, b!]) {
    const registration = await ok<{ review: string }>(api.tenderRegistration.register, { token: supplier.token, body: registrationBody(id) });
    assert.equal(registration.review, 'approved', 'without prequalification a registration is approved at once');
  }
  await clockAt(schedule.inviteTenderStartTime + HOUR);
  const lines = await materielIds(a!.token, id);
  await ok(api.tenderBid.submit, { token: a!.token, body: bidBody(id, lines, [1200, 300]) });
  await ok(api.tenderBid.submit, { token: b!.token, body: bidBody(id, lines, [1150, 320]) });

  await clockAt(schedule.openTenderTime + MINUTE);
  // The first bidder, in its browser: the record says the tender failed, two valid bids of three needed.
  const first = await signedIn(open, a!.account);
  await visit(first, `/memberCenter/tender/opening?id=${id}`);
  assert.equal(await first.getByTestId('opening-record').getAttribute('data-opened'), 'true');
  assert.equal(await first.getByTestId('opening-outcome').getAttribute('data-outcome'), 'failed');
  assert.equal(await first.getByTestId('opening-bid').count(), 2);

  // The second, in its tenders: failed.
  const second = await signedIn(open, b!.account);
  await visit(second, `/memberCenter/tender/tenderSearch?phase=failed`);
  await second.locator(`[data-testid="my-tender-row"][data-id="${id}"][data-phase="failed"]`).waitFor();

  // The buyer's tender: failed, and why.
  const buyer = await signedIn(open, 'buyer');
  await visit(buyer, `/memberCenter/callForBids/callForBidsSearch/detail?id=${id}`);
  assert.equal(await buyer.getByTestId('tender-detail-page').getAttribute('data-phase'), 'failed');
  await buyer.getByTestId('tender-failed').waitFor();

  // The mall: the card's phase and the detail's notice (their lists are cached a few seconds).
  const visitor = (await open()).page;
  await seenOn(visitor, `/purchaseBidding?keyword=${encodeURIComponent(title)}`, async () => {
    assert.equal(await visitor.getByTestId(`tender-card-${id}`).getAttribute('data-phase'), 'failed');
  });
  await seenOn(visitor, `/biddingDetail/${id}`, async () => {
    assert.equal(await visitor.getByTestId('detail-tender-state').getAttribute('data-state'), 'failed');
  });
  assert.match(await visitor.getByTestId('detail-tender-failed-count').innerText(), /2/);

  for (const account of [a!.account, b!.account, 'buyer']) await noticeOf(await login(account), id, 'tender.failed');
});

// Contracts from awards (docs/decisions/025-contracts.md), each party in a browser of its own. An
// inquiry awarded through the API (sealed, two suppliers, opened past its deadline on the moved clock,
// split per line) becomes a contract: the buyer drafts it from its tab of awards (the lines prefilled),
// plans two payment stages (30 % on signing, 70 % on acceptance on the 15th) and submits version 1; the
// supplier finds it in its contracts, proposes a later delivery date for a line with a comment; the
// buyer compares the versions (the date before and after); both sign version 2 and the printable
// document shows its hash. The supplier delivers a line in two halves and the other whole; the buyer
// rejects one half with a reason the supplier reads, accepts the others, and the re-delivered half;
// the buyer pays both stages, both capital accounts show the movements, the contract is completed and
// both execution lists show it at 100 %. A tender's and an auction's awards are drafted in the
// browser too (signed through the API), and the open data record of each process holds its contract
// release. Each new page type is checked with axe once, each member-centre contract page at 390 px.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api } from '#contract/endpoints.ts';
import { fitsPhone, tooWide } from './bidding-helpers.ts';
import { hydrated, until, usePages, visit } from './browser.ts';
import {
  awardedAuction,
  awardedInquiry,
  awardedTender,
  BUYER_EXECUTION,
  CONTRACTS,
  draftFromAwards,
  ocdsRecord,
  ocidOf,
  openContract,
  platformNow,
  realClock,
  releaseIdsSince,
  SUPPLIER_CONTRACTS,
  SUPPLIER_EXECUTION,
  signedThroughApi,
  submitDraft,
  TEMPLATES,
} from './contract-helpers.ts';
import { axeFindings, beijing, DAY, login, ok, signedIn } from './tender-helpers.ts';

const { open } = usePages();
const axe = axeFindings();

before(realClock);
// Other journeys run on the same portal: its clock goes back to the real one.
after(realClock);

const REJECTION = '外圈有锈蚀，不符合验收标准';
const journey = {
  title: `E2E 合同询价 ${randomBytes(3).toString('hex')}`,
  inquiry: { id: 0, orderId: 0, winner: '' },
  contractId: 0,
  agreementNo: '',
  oldDate: '',
  newDate: '',
  /** The UTC day before the inquiry's contract was signed: the release list from then holds every contract release. */
  since: '',
  others: [] as Array<{ kind: 'tender' | 'bidding'; id: number; contractId: number }>,
};

function started(): void {
  assert.ok(journey.contractId > 0, 'the inquiry’s contract was drafted (an earlier step failed)');
}

type Detail = {
  version: number;
  hash: string;
  agreementNo: string;
  execution: { deliveries: Array<{ id: number; lineNo: number; quantity: number; state: string }> } | null;
};
const detailOf = async (id: number) => ok<Detail>(api.agreement.detail, { token: await login('buyer'), query: { id } });

/** The deliveries' rows on the contract page, by delivery id. */
const deliveryRow = (page: Page, id: number) => page.locator(`[data-testid="contract-delivery"][data-id="${id}"]`);

/** The supplier records a delivery of `quantity` of line `lineNo` on the contract page; its id. */
async function deliver(page: Page, lineNo: number, quantity: number, note: string): Promise<number> {
  const before = (await detailOf(journey.contractId)).execution?.deliveries.length ?? 0;
  await (await hydrated(page.getByTestId('contract-delivery-line'))).selectOption(String(lineNo));
  await page.getByTestId('contract-delivery-quantity').fill(String(quantity));
  await page.getByTestId('contract-delivery-note').fill(note);
  await page.getByTestId('contract-delivery-submit').click();
  await until(async () => assert.equal(await page.getByTestId('contract-delivery').count(), before + 1));
  const deliveries = (await detailOf(journey.contractId)).execution?.deliveries ?? [];
  const made = deliveries.at(-1);
  assert.deepEqual([made?.lineNo, made?.quantity, made?.state], [lineNo, quantity, 'pending']);
  return made!.id;
}

test('an inquiry is published, quoted by two suppliers, opened past its deadline and awarded per line (through the API)', async () => {
  journey.inquiry = await awardedInquiry(journey.title);
  assert.ok(journey.inquiry.orderId > 0);
});

test('the buyer drafts a contract from the tab of awards: the lines prefilled, two payment stages, version 1', async () => {
  assert.ok(journey.inquiry.orderId > 0, 'the inquiry was awarded');
  const page = await signedIn(open, 'buyer');
  await visit(page, CONTRACTS);
  await page.getByTestId('contract-list-page').waitFor();
  await axe.check(page, 'the buyer’s contracts');
  await fitsPhone(page, 'the buyer’s contracts');
  await visit(page, `${CONTRACTS}?tab=awards`);
  await page.getByTestId('contract-awards-page').waitFor();
  await axe.check(page, 'the awards to contract');
  await fitsPhone(page, 'the awards to contract');

  await draftFromAwards(page, { orderId: journey.inquiry.orderId, keyword: journey.title, sourceType: 1 });
  // The demo supplier's two lines, whole, at the award's prices: 100 × 10.50 + 50 × 25.00.
  const lines = page.getByTestId('terms-line');
  assert.equal(await lines.count(), 2);
  assert.deepEqual(await lines.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-included'))), ['true', 'true']);
  assert.deepEqual(await page.getByTestId('terms-line-quantity').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)), [
    '100',
    '50',
  ]);
  assert.match(await page.getByTestId('contract-award-amount').innerText(), /¥2,300\.00/);
  assert.equal(await page.getByTestId('terms-total').getAttribute('data-total'), '2300');
  journey.oldDate = await page.getByTestId('terms-line-delivery').first().inputValue();
  assert.match(journey.oldDate, /^\d{4}-\d{2}-\d{2}$/, 'the line’s delivery date is prefilled');
  await axe.check(page, 'the contract’s draft form');
  await fitsPhone(page, 'the contract’s draft form');

  // The payment plan: 30 % on signing, 70 % on acceptance, paid on the 15th.
  const stages = page.getByTestId('terms-stage');
  while ((await stages.count()) > 1) await stages.last().getByTestId('terms-stage-remove').click();
  await page.getByTestId('terms-stage-add').click();
  await until(async () => assert.equal(await stages.count(), 2));
  for (const [i, [name, ratio, condition, payDay]] of [
    ['签约预付款', '30', 'signing', ''],
    ['验收合格后付款', '70', 'acceptance', '15'],
  ].entries()) {
    const row = stages.nth(i);
    await row.getByTestId('terms-stage-name').fill(name!);
    await row.getByTestId('terms-stage-ratio').fill(ratio!);
    await row.getByTestId('terms-stage-condition').selectOption(condition!);
    await row.getByTestId('terms-stage-payDay').fill(payDay!);
  }
  await until(async () => assert.equal(await page.getByTestId('terms-ratio-total').getAttribute('data-total'), '100'));
  assert.deepEqual(
    (await page.getByTestId('terms-stage-amount').allInnerTexts()).map((t) => t.trim()),
    ['¥690.00', '¥1,610.00'],
  );
  await page.getByTestId('contract-comment').fill('请确认交货期与付款安排');
  journey.contractId = await submitDraft(page);

  assert.equal(await page.getByTestId('contract-detail-page').getAttribute('data-state'), 'negotiating');
  assert.match(await page.getByTestId('contract-total').innerText(), /¥2,300\.00/);
  assert.equal(await page.getByTestId('contract-version').count(), 1);
  journey.agreementNo = (await page.getByTestId('contract-no').first().innerText()).trim();
  assert.equal(journey.agreementNo, (await detailOf(journey.contractId)).agreementNo);
  await axe.check(page, 'a contract under negotiation');
  await fitsPhone(page, 'a contract under negotiation');

  await visit(page, TEMPLATES);
  await axe.check(page, 'the contract templates');
  await fitsPhone(page, 'the contract templates');
});

test('the supplier finds it and proposes a later delivery date; the buyer compares the versions; both sign version 2', async () => {
  started();
  const supplier = await signedIn(open, journey.inquiry.winner);
  await visit(supplier, SUPPLIER_CONTRACTS);
  const row = supplier.locator(`[data-testid="contract-row"][data-id="${journey.contractId}"]`);
  await row.waitFor();
  assert.equal(await row.getAttribute('data-state'), 'negotiating');
  assert.equal(await row.getByTestId('contract-awaiting').getAttribute('data-me'), 'true');
  await axe.check(supplier, 'the supplier’s contracts');
  await fitsPhone(supplier, 'the supplier’s contracts');
  await Promise.all([
    supplier.waitForURL((url) => url.searchParams.get('id') === String(journey.contractId)),
    (await hydrated(row.getByTestId('contract-open'))).click(),
  ]);
  await hydrated(supplier.getByTestId('contract-detail-page'));

  // One change: line 1 a week later, with a comment.
  await (await hydrated(supplier.getByTestId('contract-propose-open'))).click();
  const line = supplier.getByTestId('contract-proposal-form').locator('[data-testid="terms-line"][data-line="1"]');
  assert.equal(await line.getByTestId('terms-line-delivery').inputValue(), journey.oldDate);
  journey.newDate = beijing(Date.parse(`${journey.oldDate}T04:00:00Z`) + 7 * DAY).date;
  await line.getByTestId('terms-line-delivery').fill(journey.newDate);
  await supplier.getByTestId('proposal-comment').fill('第 1 行需延后一周交货');
  await supplier.getByTestId('proposal-submit').click();
  await supplier.locator('[data-testid="contract-negotiation-status"][data-version="2"]').waitFor();
  assert.equal(await supplier.getByTestId('contract-version').count(), 2);

  // The buyer compares version 1 with version 2: the line's date before and after.
  const buyer = await signedIn(open, 'buyer');
  await openContract(buyer, journey.contractId);
  assert.match(await buyer.locator('[data-testid="contract-version"][data-version="2"]').innerText(), /第 1 行需延后一周交货/);
  await Promise.all([
    buyer.waitForURL((url) => url.searchParams.get('from') === '1' && url.searchParams.get('to') === '2'),
    (await hydrated(buyer.getByTestId('contract-compare-submit'))).click(),
  ]);
  const change = buyer.locator('[data-testid="contract-diff-row"][data-section="line"][data-key="1"][data-field="deliveryDate"]');
  await change.waitFor();
  const cells = await change.locator('td').allInnerTexts();
  assert.deepEqual(
    cells.slice(-2).map((c) => c.trim()),
    [journey.oldDate, journey.newDate],
  );
  await axe.check(buyer, 'the comparison of two versions');

  // Both confirm version 2 by its hash: signed.
  const { hash } = await detailOf(journey.contractId);
  await signInPage(buyer, hash);
  // The page reads the contract again after saying the action was done.
  await until(async () => assert.equal(await buyer.getByTestId('contract-negotiation-status').getAttribute('data-status'), 'youConfirmed'));
  await openContract(supplier, journey.contractId);
  assert.equal(await supplier.getByTestId('contract-negotiation-status').getAttribute('data-status'), 'otherConfirmed');
  await signInPage(supplier, hash);
  await until(async () => assert.equal(await supplier.getByTestId('contract-detail-page').getAttribute('data-state'), 'signed'));
  journey.since = new Date(platformNow() - DAY).toISOString().slice(0, 10);

  // The printable document: version 2 and its whole hash.
  await Promise.all([
    supplier.waitForURL((url) => url.pathname.endsWith('/contract/document')),
    supplier.getByTestId('contract-document-link').click(),
  ]);
  const document = supplier.getByTestId('contract-document');
  await document.waitFor();
  assert.equal(await document.getAttribute('data-draft'), 'false');
  assert.equal(await document.getAttribute('data-version'), '2');
  assert.equal((await supplier.getByTestId('contract-document-hash').innerText()).trim(), hash);
  assert.ok((await supplier.getByTestId('contract-document-lines').innerText()).includes(journey.newDate), 'the document has the new date');
  await axe.check(supplier, 'the signed contract’s document');
  await fitsPhone(supplier, 'the signed contract’s document');
});

/** Confirms (signs) the current version in the page's dialog, which shows the whole hash. */
async function signInPage(page: Page, hash: string): Promise<void> {
  await (await hydrated(page.getByTestId('contract-sign-open'))).click();
  assert.equal((await page.getByTestId('contract-sign-hash').innerText()).trim(), hash);
  await page.getByTestId('contract-sign-confirm').click();
  await page.locator('[data-testid="contract-action-done"][data-intent="sign"]').waitFor();
}

test('deliveries: a line in two halves and one whole; one half rejected with a reason, delivered again and accepted', async () => {
  started();
  const supplier = await signedIn(open, journey.inquiry.winner);
  await openContract(supplier, journey.contractId);
  await axe.check(supplier, 'a signed contract, the supplier’s delivery form');
  await fitsPhone(supplier, 'a signed contract (the supplier)');
  const first = await deliver(supplier, 1, 50, '第一批');
  const second = await deliver(supplier, 1, 50, '第二批');
  const whole = await deliver(supplier, 2, 50, '一次交清');

  const buyer = await signedIn(open, 'buyer');
  await openContract(buyer, journey.contractId);
  await axe.check(buyer, 'a signed contract with deliveries to decide');
  await fitsPhone(buyer, 'a signed contract (the buyer)');
  for (const id of [first, whole]) {
    await (await hydrated(deliveryRow(buyer, id).getByTestId('contract-delivery-accept'))).click();
    await until(async () => assert.equal(await deliveryRow(buyer, id).getAttribute('data-state'), 'accepted'));
  }
  await (await hydrated(deliveryRow(buyer, second).getByTestId('contract-delivery-reject-open'))).click();
  await buyer.getByTestId('contract-reject-reason').fill(REJECTION);
  await buyer.getByTestId('contract-reject-submit').click();
  await until(async () => assert.equal(await deliveryRow(buyer, second).getAttribute('data-state'), 'rejected'));

  // The supplier reads the reason, and delivers the rejected half again.
  await openContract(supplier, journey.contractId);
  assert.equal(await deliveryRow(supplier, second).getAttribute('data-state'), 'rejected');
  assert.equal((await deliveryRow(supplier, second).getByTestId('contract-delivery-reason').innerText()).trim(), REJECTION);
  const again = await deliver(supplier, 1, 50, '补发第二批');
  await supplier.getByTestId('contract-delivery-nothing-left').waitFor();

  await openContract(buyer, journey.contractId);
  await (await hydrated(deliveryRow(buyer, again).getByTestId('contract-delivery-accept'))).click();
  await until(async () => assert.equal(await deliveryRow(buyer, again).getAttribute('data-state'), 'accepted'));
  await until(async () => assert.equal(await buyer.getByTestId('contract-accepted-percent').getAttribute('data-value'), '100'));
});

test('the buyer pays both stages: both capital accounts show them, the contract is completed, both execution lists at 100 %', async () => {
  started();
  const buyer = await signedIn(open, 'buyer');
  await openContract(buyer, journey.contractId);
  for (const [stage, amount] of [
    [1, '690'],
    [2, '1610'],
  ] as const) {
    const row = buyer.locator(`[data-testid="contract-stage-progress"][data-stage="${stage}"]`);
    await (await hydrated(row.getByTestId('contract-pay-open'))).click();
    const form = buyer.getByTestId('contract-pay-form');
    assert.equal(Number(await form.getByTestId('contract-pay-amount').inputValue()), Number(amount), 'what is left, to start with');
    await form.getByTestId('contract-pay-submit').click();
    await until(async () => assert.equal(await buyer.getByTestId('contract-payment').count(), stage));
    if (stage === 1) await axe.check(buyer, 'a contract with a stage paid');
  }
  await buyer.getByTestId('contract-completed').waitFor();
  assert.equal(await buyer.getByTestId('contract-detail-page').getAttribute('data-state'), 'completed');
  assert.equal(await buyer.getByTestId('contract-paid-percent').getAttribute('data-value'), '100');

  // The movements: out of the buyer's account, into the supplier's, each naming the contract.
  const supplier = await signedIn(open, journey.inquiry.winner);
  for (const [page, kind, amounts] of [
    [buyer, 'payment', ['690.00', '1,610.00']],
    [supplier, 'income', ['690.00', '1,610.00']],
  ] as const) {
    await visit(page, '/memberCenter/capitalAccount');
    const movements = page.getByTestId('capital-movement').filter({ hasText: journey.agreementNo });
    await until(async () => assert.equal(await movements.count(), 2));
    assert.deepEqual(await movements.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind'))), [kind, kind]);
    const texts = (await movements.allInnerTexts()).join('\n');
    for (const amount of amounts) assert.ok(texts.includes(amount), `${kind} ${amount} in: ${texts}`);
  }

  // Both execution lists: completed, accepted and paid 100 %.
  for (const [page, path, what] of [
    [buyer, BUYER_EXECUTION, 'the buyer’s contracts in execution'],
    [supplier, SUPPLIER_EXECUTION, 'the supplier’s contracts in execution'],
  ] as const) {
    await visit(page, `${path}?keyword=${encodeURIComponent(journey.agreementNo)}`);
    await page.getByTestId('contract-execution-page').waitFor();
    const row = page.locator(`[data-testid="contract-row"][data-id="${journey.contractId}"]`);
    await row.waitFor();
    assert.equal(await row.getAttribute('data-state'), 'completed');
    assert.equal(await row.getByTestId('contract-accepted').getAttribute('data-percent'), '100');
    assert.equal(await row.getByTestId('contract-paid').getAttribute('data-percent'), '100');
    await axe.check(page, what);
    await fitsPhone(page, what);
  }
});

test('a tender’s award and an auction’s each become a contract drafted from the tab of awards', async () => {
  started();
  for (const kind of ['tender', 'bidding'] as const) {
    const title = `E2E 合同${kind === 'tender' ? '招标' : '竞价'} ${randomBytes(3).toString('hex')}`;
    const award = kind === 'tender' ? await awardedTender(title) : await awardedAuction(title);
    // A fresh login: the clock moved past the last session.
    const page = await signedIn(open, 'buyer');
    await draftFromAwards(page, { orderId: award.orderId, keyword: title, sourceType: kind === 'tender' ? 2 : 3 });
    assert.equal(await page.getByTestId('terms-line').count(), kind === 'tender' ? 2 : 1);
    const contractId = await submitDraft(page);
    const signed = await signedThroughApi(contractId, award.winner);
    await openContract(page, contractId);
    assert.equal(await page.getByTestId('contract-detail-page').getAttribute('data-state'), 'signed');
    assert.equal(signed.state, 'signed');
    journey.others.push({ kind, id: award.id, contractId });
  }
  assert.equal(journey.others.length, 2);
});

test('the open data record of each process holds its contract release, and so does the release list', async () => {
  started();
  assert.equal(journey.others.length, 2, 'the tender and the auction became contracts');
  const processes = [{ kind: 'inquiry' as const, id: journey.inquiry.id, contractId: journey.contractId }, ...journey.others];
  const expected: string[] = [];
  for (const { kind, id, contractId } of processes) {
    const ocid = ocidOf(kind, id);
    const releaseId = `${ocid}-contract-${contractId}`;
    expected.push(releaseId);
    await ocdsRecord(ocid, (record) => {
      const release = record.releases.find((r) => r.id === releaseId);
      assert.ok(release, `${ocid}: the contract release among ${record.releases.map((r) => r.id).join(', ')}`);
      assert.deepEqual(release.tag, ['contract']);
      assert.ok(
        record.compiledRelease.contracts?.some((c) => c.id === String(contractId)),
        `${ocid}: the compiled release has contract ${contractId}`,
      );
    });
  }
  const listed = await releaseIdsSince(journey.since);
  for (const id of expected) assert.ok(listed.has(id), `the release list since ${journey.since} has ${id}`);
});

test('every new contract page is axe-clean, and no member-centre contract page is wider than its frame at 390 px', () => {
  axe.assertNone();
  assert.deepEqual(tooWide, []);
});

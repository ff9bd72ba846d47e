// A supplier admitted by a buyer (docs/decisions/011-members-and-admission.md#admission): a new
// supplier applies to the demo buyer from its shop with a PDF, the buyer rejects it with a reason,
// the supplier applies again, the buyer approves and moves it to a quoting stage, and the supplier's
// "quote now" on that buyer's inquiry no longer warns. Files: a document opens for the two of them
// only; a wrong type or a file over 10 MB is refused with its message.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { baseUrl, hydrated, loginAs, until, usePages, visit } from './browser.ts';
import { newCompany, PDF_BYTES, register } from './members.ts';

const { open } = usePages();

/** The demo buyer's shop (华东精工制造有限公司, the `buyer` account). */
const DEMO_BUYER_SHOP = 1;

async function applyFromShop(page: Page): Promise<void> {
  await visit(page, `/shopIndex/${DEMO_BUYER_SHOP}`);
  const link = page.getByTestId('shop-apply-link');
  await link.waitFor();
  await Promise.all([page.waitForURL((url) => url.pathname.endsWith('/supplierApplication/apply')), (await hydrated(link)).click()]);
  await page.getByTestId('apply-form').waitFor();
}

async function chooseCategory(page: Page): Promise<void> {
  const input = page.getByTestId('apply-categories');
  await (await hydrated(input)).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
}

async function sendApplication(page: Page): Promise<number> {
  await Promise.all([page.waitForURL((url) => url.pathname.endsWith('/supplierApplication/detail')), page.getByTestId('apply-submit').click()]);
  await page.getByTestId('application-detail').waitFor();
  return Number(new URL(page.url()).searchParams.get('validateId'));
}

async function reviewPage(page: Page, id: number): Promise<void> {
  await visit(page, `/memberCenter/memberAbility/supplierReview/detail?id=${id}`);
  await page.getByTestId('application-detail').waitFor();
}

test('a new supplier applies with a PDF, is rejected with a reason, applies again, is admitted and moved to a quoting stage, and then quotes', async () => {
  // The supplier registers and applies from the demo buyer's shop.
  const supplier = await open();
  await supplier.page.goto('/register');
  await hydrated(supplier.page.getByTestId('register-submit'));
  const who = newCompany('supplier');
  await register(supplier.page, who);
  await applyFromShop(supplier.page);
  const { page } = supplier;
  assert.equal(await page.getByTestId('apply-buyer-name').innerText(), '华东精工制造有限公司');
  assert.match(await page.getByTestId('application-company').innerText(), new RegExp(who.company.replace(/[.()]/g, '\\$&')));

  // Nothing chosen: each refusal on its field; the contact typed stays.
  await page.getByTestId('apply-contact-name').fill('Li Lei');
  await page.getByTestId('apply-contact-phone').fill('13800000009');
  await page.getByTestId('apply-submit').click();
  await page.getByText('请至少选择一个供应类目').waitFor();
  assert.ok(await page.getByText('请至少上传一个资质文件').isVisible());
  assert.equal(await page.getByTestId('apply-contact-name').inputValue(), 'Li Lei');

  // A file of the wrong type, or over 10 MB, is refused with its message; a PDF is taken.
  const fileInput = page.getByTestId('apply-documents').locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') });
  await page.getByText('文件类型不支持：请上传 PDF、JPG 或 PNG 文件').waitFor();
  await fileInput.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await page.getByText('文件过大：每个文件不能超过 10 MB').waitFor();
  await fileInput.setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await page.getByTestId('apply-document').filter({ hasText: 'licence.pdf' }).waitFor();
  await chooseCategory(page);
  const id = await sendApplication(page);
  assert.equal(await page.getByTestId('application-state').getAttribute('data-state'), 'pending');
  const documentHref = (await page.getByTestId('application-document').first().getAttribute('href')) ?? '';
  assert.match(documentHref, /^\/files\/u\//);

  // The document opens for its owner and for the buyer it was sent to, for no one else.
  const ownerFetch = await page.request.get(documentHref);
  assert.equal(ownerFetch.status(), 200);
  assert.equal(ownerFetch.headers()['content-type'], 'application/pdf');
  const stranger = await fetch(`${baseUrl}${documentHref}`);
  assert.equal(stranger.status, 404, 'a visitor cannot read a qualification document');

  // The shop's link now leads to the application.
  await visit(page, `/shopIndex/${DEMO_BUYER_SHOP}`);
  await until(async () => assert.equal(await page.getByTestId('shop-apply-link').getAttribute('data-state'), 'pending'));
  assert.match((await page.getByTestId('shop-apply-link').getAttribute('href')) ?? '', new RegExp(`/supplierApplication/detail\\?validateId=${id}$`));

  // The buyer finds it in its list, reads the document, and rejects it: a reason is required.
  const buyer = await open();
  await loginAs(buyer.page, 'buyer');
  await visit(buyer.page, `/memberCenter/memberAbility/supplierReview?state=pending&name=${encodeURIComponent(who.company)}`);
  await buyer.page.locator(`[data-testid="application-row"][data-id="${id}"]`).waitFor();
  await reviewPage(buyer.page, id);
  assert.equal((await buyer.page.request.get(documentHref)).status(), 200, 'the buyer reads the document');
  await (await hydrated(buyer.page.getByTestId('reject'))).click();
  await buyer.page.getByText('驳回申请须填写原因').waitFor();
  // A second tab still offers the decision: deciding there after the first is refused (25070).
  const second = await buyer.context.newPage();
  await second.goto(`/memberCenter/memberAbility/supplierReview/detail?id=${id}`);
  await hydrated(second.getByTestId('approve'));
  await buyer.page.getByTestId('decide-reason').fill('The licence is not legible');
  await buyer.page.getByTestId('reject').click();
  await buyer.page.getByTestId('decided').waitFor();
  await until(async () => assert.equal(await buyer.page.getByTestId('application-state').getAttribute('data-state'), 'rejected'));
  await second.getByTestId('approve').click();
  await second.getByTestId('decide-error').filter({ hasText: '该申请已审核，不能重复审核' }).waitFor();
  await second.close();

  // The supplier reads the reason and applies again.
  await visit(page, `/memberCenter/memberAbility/supplierApplication/detail?validateId=${id}`);
  assert.equal(await page.getByTestId('application-state').getAttribute('data-state'), 'rejected');
  assert.match(await page.getByTestId('reject-reason').innerText(), /The licence is not legible/);
  await (await hydrated(page.getByTestId('reapply'))).click();
  await page.getByTestId('apply-again').waitFor();
  await page
    .getByTestId('apply-documents')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'licence-2.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await page.getByTestId('apply-document').filter({ hasText: 'licence-2.pdf' }).waitFor();
  await page.getByTestId('apply-contact-name').fill('Li Lei');
  await page.getByTestId('apply-contact-phone').fill('13800000009');
  await chooseCategory(page);
  assert.equal(await sendApplication(page), id, 'the same application, sent again');
  assert.equal(await page.getByTestId('application-state').getAttribute('data-state'), 'pending');
  assert.equal(await page.getByTestId('history-event').count(), 3, 'sent, rejected, sent again');

  // The buyer approves it and moves the supplier to the preferred stage.
  await reviewPage(buyer.page, id);
  await (await hydrated(buyer.page.getByTestId('approve'))).click();
  await buyer.page.getByTestId('decided').waitFor();
  await until(async () => assert.equal(await buyer.page.getByTestId('application-state').getAttribute('data-state'), 'admitted'));
  await visit(buyer.page, `/memberCenter/memberAbility/suppliers?name=${encodeURIComponent(who.company)}`);
  const row = buyer.page.locator(`[data-testid="supplier-row"][data-id="${id}"]`);
  assert.equal(await row.getAttribute('data-stage'), 'qualified');
  await (await hydrated(row.getByTestId('stage-select'))).selectOption('preferred');
  await row.getByTestId('stage-save').click();
  await until(async () =>
    assert.equal(await buyer.page.locator(`[data-testid="supplier-row"][data-id="${id}"]`).getAttribute('data-stage'), 'preferred'),
  );
  assert.equal(
    await buyer.page.locator(`[data-testid="supplier-row"][data-id="${id}"]`).getByTestId('stage-allows').getAttribute('data-allows'),
    'true',
  );

  // The supplier quotes on one of the buyer's open inquiries: a window opens, no warning.
  await visit(page, `/shopIndex/${DEMO_BUYER_SHOP}`);
  await visit(page, '/procurementSourcing');
  const rows = page.getByTestId('shop-list-rows').locator('> li');
  await rows.first().waitFor();
  const open_ = await rows.evaluateAll((items) =>
    items
      .filter((li) => Number(li.querySelector('[data-testid="shop-list-days-left"]')?.getAttribute('data-days')) > 1)
      .map((li) => Number((li.getAttribute('data-testid') ?? '').replace('shop-list-row-', ''))),
  );
  assert.ok(open_.length > 0, 'the demo buyer has an open inquiry');
  await visit(page, `/InquiryDetail/${open_[0]}`);
  const action = await hydrated(page.getByTestId('detail-action'));
  assert.equal(await action.innerText(), '立即报价');
  const [quote] = await Promise.all([page.waitForEvent('popup'), action.click()]);
  await quote.waitForURL((url) => url.protocol !== 'about:');
  assert.equal(new URL(quote.url()).pathname, '/memberCenter/procurementAbility/offter/quote');
  assert.equal(await page.getByTestId('toast').count(), 0, 'no warning');
});

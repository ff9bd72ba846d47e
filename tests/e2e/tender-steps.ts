// The browser steps of the tender journey (tender.e2e.ts), each as a person does it on the page:
// the buyer's form filled in (project, two materials, the schedule in Beijing time, prequalification,
// scored criteria, a tender document), a supplier's registration form, a bid's prices, a rejection
// with its reason. docs/product/tenders.md says what each page holds.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { hydrated, until } from './browser.ts';
import { PDF_BYTES } from './members.ts';
import { beijing } from './tender-helpers.ts';

export type Schedule = {
  registerStartTime: number;
  registerEndTime: number;
  preCheckStartTime: number;
  preCheckEndTime: number;
  inviteTenderStartTime: number;
  inviteTenderEndTime: number;
  openTenderTime: number;
};

/** The materials the journey's tender buys: code, name, specification, unit, count. */
export const MATERIALS = [
  ['P-1', '离心泵', 'IS80-65-160', '台', 100],
  ['V-1', '闸阀', 'Z41H-16C', '个', 50],
] as const;

/** Types the schedule's times into the form, as the site shows them (Beijing time). */
export async function typeSchedule(page: Page, schedule: Partial<Schedule>): Promise<void> {
  for (const [field, at] of Object.entries(schedule)) await page.getByTestId(`tender-${field}`).fill(beijing(at).dateTime);
}

/** Fills the buyer's new tender form (the page hydrated): everything but the schedule. */
export async function fillTenderForm(page: Page, title: string, hopeDate: number): Promise<void> {
  await page.getByTestId('tender-project-name').fill(title);
  await page.getByTestId('tender-remark').fill('泵站改造所需水泵与阀门，含安装指导');
  await page.getByTestId('tender-category').selectOption({ index: 1 });
  await page.getByTestId('tender-budget').fill('50000');
  await page.getByTestId('tender-material-add').click();
  await until(async () => assert.equal(await page.getByTestId('tender-material-row').count(), 2));
  for (const [i, [code, name, type, unit, count]] of MATERIALS.entries()) {
    const row = page.getByTestId('tender-material-row').nth(i);
    await row.getByTestId('tender-material-code').fill(code);
    await row.getByTestId('tender-material-name').fill(name);
    await row.getByTestId('tender-material-type').fill(type);
    await row.getByTestId('tender-material-unit').fill(unit);
    await row.getByTestId('tender-material-count').fill(String(count));
  }
  assert.ok(await page.getByTestId('tender-all-areas').isChecked(), 'every area by default');
  await page.getByTestId('tender-deliver-address').fill('上海市浦东新区张江路 1 号');
  await page.getByTestId('tender-hope-date').fill(beijing(hopeDate).date);
  await page.getByTestId('tender-registerRequirement').fill('报名时请上传营业执照');
  assert.ok(await page.getByTestId('tender-prequal').isChecked(), 'prequalification is on by default');
  await page.getByTestId('tender-preCheckRequirement').fill('须具备压力管道元件制造许可证');
  await page.getByTestId('tender-inviteTenderRequirement').fill('投标人须具有独立法人资格');
  await page
    .getByTestId('tender-bid-files')
    .locator('input[type="file"]')
    .setInputFiles({ name: '招标文件.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await page.getByTestId('tender-bid-files-file').filter({ hasText: '招标文件.pdf' }).waitFor();
  // Scored: price 60 (its score by the published formula) and the technical proposal 40.
  await page.getByTestId('tender-scored').check();
  await page.getByTestId('tender-price-formula').waitFor();
  for (const [i, [name, weight]] of [
    ['价格', '60'],
    ['技术方案', '40'],
  ].entries()) {
    await page.getByTestId('tender-criterion-add').click();
    const row = page.getByTestId('tender-criterion').nth(i);
    await row.getByTestId('tender-criterion-name').fill(name!);
    await row.getByTestId('tender-criterion-weight').fill(weight!);
  }
  await page.getByTestId('tender-criterion').nth(0).getByTestId('tender-criterion-price').check();
  await until(async () => assert.equal(await page.getByTestId('tender-weight-total').getAttribute('data-total'), '100'));
  assert.ok(await page.getByTestId('tender-scope-public').isChecked(), 'public by default');
  await page.getByTestId('tender-payType').fill('货到验收合格后 30 日内付款');
}

/** The supplier's registration form (the page hydrated): contact, Shanghai, a qualification document; sent. */
export async function fillRegistration(page: Page, contact: string): Promise<void> {
  await page.getByTestId('registration-contact').fill(contact);
  await page.getByTestId('registration-phone').fill('13912345678');
  await page.getByTestId('registration-email').fill('tender@example.com');
  await page.getByTestId('registration-province').selectOption('310000');
  await until(async () => assert.ok((await page.getByTestId('registration-city').locator('option').count()) > 1));
  await page.getByTestId('registration-city').selectOption('310100');
  await page.getByTestId('registration-address').fill('浦东新区世纪大道 200 号');
  await page
    .getByTestId('registration-qualification')
    .locator('input[type="file"]')
    .setInputFiles({ name: '资质证书.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await page.getByTestId('registration-qualification-file').filter({ hasText: '资质证书.pdf' }).waitFor();
  await page.getByTestId('registration-submit').click();
  await page.getByTestId('registration-done').waitFor();
}

/** The buyer rejects the registration of `supplier` with `reason` (the registrations page, in prequalification). */
export async function rejectRegistration(page: Page, supplier: string, reason: string): Promise<void> {
  const row = page.getByTestId('registration-row').filter({ has: page.getByTestId('registration-supplier').getByText(supplier, { exact: true }) });
  await (await hydrated(row.getByTestId('registration-reject'))).click();
  await page.getByTestId('registration-reject-reason').fill(reason);
  await page.getByTestId('registration-reject-confirm').click();
  await page.locator('[data-testid="registrations-reviewed"][data-review="rejected"]').waitFor();
  await until(async () => assert.equal(await row.getAttribute('data-review'), 'rejected'));
}

/** The buyer approves the registration of `supplier`. */
export async function approveRegistration(page: Page, supplier: string): Promise<void> {
  const row = page.getByTestId('registration-row').filter({ has: page.getByTestId('registration-supplier').getByText(supplier, { exact: true }) });
  await (await hydrated(row.getByTestId('registration-approve'))).click();
  await until(async () => assert.equal(await row.getAttribute('data-review'), 'approved'), { timeout: 15_000 });
}

/** Types a unit price per line into the bid form (the page hydrated), with the tax rate and terms. */
export async function fillBid(page: Page, prices: number[]): Promise<void> {
  for (const [i, price] of prices.entries()) {
    await page.getByTestId('bid-line').nth(i).getByTestId('bid-price').fill(price.toFixed(2));
    await page.getByTestId('bid-line').nth(i).getByTestId('bid-line-days').fill('20');
  }
  await page.getByTestId('bid-tax-rate').fill('13');
  await page.getByTestId('bid-validity').fill('90');
  await page.getByTestId('bid-payment').fill('货到验收后 30 天付款');
  await page.getByTestId('bid-warranty').fill('一年');
}

/** On the evaluation page, the buyer names its own user (the demo account "buyer") an evaluator: accepted at once. */
export async function nameOwnEvaluator(page: Page): Promise<void> {
  const choices = await page
    .getByTestId('add-member-user')
    .locator('option')
    .evaluateAll((options) => options.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })));
  const me = choices.find((o) => o.label.includes('(buyer)'));
  assert.ok(me, `the buyer's own user is offered: ${JSON.stringify(choices)}`);
  await page.getByTestId('add-member-user').selectOption(me.value);
  await (await hydrated(page.getByTestId('add-member'))).click();
  await page.locator('[data-testid="evaluator"][data-state="accepted"]').waitFor();
}

/** The award form as it opens (the whole tender to the first-ranked), with a file in each list; sent. */
export async function awardWithFiles(page: Page): Promise<void> {
  await page.getByTestId('award-form').waitFor();
  for (const [field, name] of [
    ['award-announce-files', '中标公告.pdf'],
    ['award-notice-files', '中标通知书.pdf'],
  ] as const) {
    await page.getByTestId(field).locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF_BYTES });
    await page.getByTestId(field).getByText(name).waitFor();
  }
  await (await hydrated(page.getByTestId('award-submit'))).click();
  await page.locator('[data-testid="award-outcome"][data-mode="whole"]').waitFor();
}

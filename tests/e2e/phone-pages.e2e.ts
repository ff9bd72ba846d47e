// The visitor's other page types on a phone (390 × 844, touch; docs/decisions/028-phone-layout.md#visitor-pages): a
// publicity notice and its bid result, a tender's and a competitive bid's public detail, a company profile with its
// album and honours, a shop's own lists, registration and the demo's SMS outbox, a help article, and the 404 page alone
// and inside the mall's frame. The items are found as a visitor finds them, from the lists of the demo data. On every
// page the document is no wider than the window, the page's control (where it has one) is on screen and at least 44 px
// each way, and axe finds nothing serious; a screenshot of each lands in tests/e2e/artifacts/phone/. Nothing is
// published: registration is filled, never submitted (only a code is sent, to read it in the outbox).
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { hydrated, usePages, visit } from './browser.ts';
import { PHONE, phoneChecks } from './phone.ts';

const { open } = usePages();

/** The demo buyer's shop (platform/seed/members.ts: the first shop has an album page, shown in a frame). */
const DEMO_SHOP = 1;

/** Follows a link as a finger does and waits for the page it leads to. */
async function follow(page: Page, testId: string, url: RegExp): Promise<void> {
  const link = page.getByTestId(testId).first();
  await hydrated(link);
  await Promise.all([page.waitForURL(url), link.click()]);
  await hydrated(page.getByTestId('top-bar'));
}

test('on a phone: a publicity notice and its bid result', async () => {
  const { reachable, pageType, assertNoProblems } = phoneChecks();
  const { page } = await open(PHONE);

  // A tender's notice: its bid result carries the winning-announcement and winning-notice files (platform/seed/notices.ts).
  await visit(page, '/procurementPublicity');
  const row = page.locator('[data-testid^="notice-row-"]').filter({ hasText: '中标结果公告' }).first();
  await row.waitFor();
  const link = row.locator('[data-testid^="notice-link-"]');
  await reachable(link, 'publicity list: the notice');
  await Promise.all([page.waitForURL(/\/publicityPurchasing\/\d+/), link.click()]);
  await page.getByTestId('publicity-detail').waitFor();
  await hydrated(page.getByTestId('top-bar'));
  await reachable(page.getByTestId('notice-source-link'), 'publicity detail: the tender it announces');
  await reachable(page.getByTestId('notice-bid-result-link'), 'publicity detail: the bid result');
  await pageType(page, 'publicity-detail');

  await follow(page, 'notice-bid-result-link', /\/bidResult\/\d+/);
  await page.getByTestId('bid-result').waitFor();
  for (const list of ['notice-announce-files', 'notice-win-files']) {
    const files = page.getByTestId(list).locator('a');
    assert.ok((await files.count()) > 0, `${list}: a tender's bid result has files`);
    for (const file of await files.all()) await reachable(file, `bid result: the file “${await file.innerText()}”`);
  }
  await pageType(page, 'bid-result');

  assertNoProblems('a notice on a phone');
});

test('on a phone: a tender’s and a competitive bid’s public detail, the action at the bottom of the window', async () => {
  const { reachable, pageType, assertNoProblems } = phoneChecks();
  const { page } = await open(PHONE);

  for (const { name, list, kind, path } of [
    { name: 'tender-detail', list: '/purchaseBidding', kind: 'tender', path: 'biddingDetail' },
    { name: 'bidding-detail', list: '/purchaseCompete', kind: 'bidding', path: 'competeDetail' },
  ] as const) {
    await visit(page, list);
    const card = page.locator(`[data-testid^="${kind}-card-"]`).first();
    await card.waitFor();
    await reachable(card.locator(`a[href*="${path}"]`).last(), `${list}: the card action`);
    await Promise.all([page.waitForURL(new RegExp(`/${path}/\\d+`)), card.locator(`a[href*="${path}"]`).first().click()]);
    await page.getByTestId('detail-page').waitFor();
    await hydrated(page.getByTestId('top-bar'));
    assert.equal(await page.getByTestId('detail-page').getAttribute('data-kind'), kind);
    await page.getByTestId('detail-materials').waitFor();
    // The action bar is pinned to the bottom of the window: the action is in reach wherever the page is scrolled.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await reachable(page.getByTestId('detail-action'), `${name}: the action button`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await reachable(page.getByTestId('detail-action'), `${name}: the action button at the top of the page`);
    await pageType(page, name);
  }

  assertNoProblems('a detail on a phone');
});

test('on a phone: a company profile with its album and honours, and the shop’s own lists', async () => {
  const { reachable, pageType, assertNoProblems } = phoneChecks();
  const { page } = await open(PHONE);

  await visit(page, `/aboutUs/${DEMO_SHOP}`);
  await page.getByTestId('about-us').waitFor();
  for (const anchor of ['brief', 'album', 'honor', 'propaganda']) {
    await reachable(page.getByTestId(`about-anchor-${anchor}`), `company profile: the anchor “${anchor}”`);
  }
  assert.ok((await page.getByTestId('shop-album-picture').count()) > 0, 'the album has pictures');
  assert.ok((await page.getByTestId('shop-honor-picture').count()) > 0, 'the honours have pictures');
  // The pictures load lazily: scrolled past, as a reader does, so the screenshot shows them.
  await page.getByTestId('about-propaganda-frame').scrollIntoViewIfNeeded();
  await pageType(page, 'about-us');

  // The shop's lists know the shop from its home (docs/decisions/009-shop-pages.md).
  await visit(page, `/shopIndex/${DEMO_SHOP}`);
  for (const list of ['procurementSourcing', 'procurementBidding', 'procurementCompete']) {
    await visit(page, `/${list}`);
    const row = page.getByTestId('shop-list-rows').locator('> li').first();
    await row.waitFor();
    await reachable(page.getByTestId('filters-toggle').locator('summary'), `${list}: the filters button`);
    const expand = row.locator('[data-testid^="shop-list-expand-"]');
    await reachable(expand, `${list}: the row’s expand button`);
    await reachable(row.locator('[data-testid^="shop-list-details-"]'), `${list}: the row’s “details”`);
    await (await hydrated(expand)).click();
    await row.locator('[data-testid^="shop-list-materials-"]').waitFor();
    await pageType(page, `shop-list-${list}`);
  }

  assertNoProblems('a shop on a phone');
});

test('on a phone: registration with the phone’s keyboards, its SMS code read in the outbox', async () => {
  const { fitsTheWindow, reachable, pageType, assertNoProblems } = phoneChecks();
  const { page } = await open(PHONE);
  const phone = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

  await page.goto('/register');
  await hydrated(page.getByTestId('register-submit'));
  await fitsTheWindow(page, 'register, empty');
  const phoneField = page.getByTestId('register-phone');
  const code = page.getByTestId('register-sms-code');
  assert.equal(await phoneField.getAttribute('type'), 'tel', 'the phone opens the telephone keyboard');
  assert.equal(await code.getAttribute('inputmode'), 'numeric', 'the code opens the number keyboard');
  for (const [field, value] of [
    ['register-company', '手机注册测试有限公司'],
    ['register-account', `m${phone}`],
    ['register-phone', phone],
  ] as const) {
    await reachable(page.getByTestId(field), `register: the field ${field}`);
    await page.getByTestId(field).fill(value);
  }
  // "Send code" keeps what was typed and says where the demo's code can be read.
  await (await reachable(page.getByTestId('register-send-code'), 'register: the SMS code button')).click();
  await page.getByTestId('register-code-sent').waitFor();
  await hydrated(page.getByTestId('register-submit'));
  assert.equal(await phoneField.inputValue(), phone);
  await reachable(code, 'register: the code field');
  await code.fill('123456');
  // The password's box: its input sits inside it, within its border, beside the eye button.
  await reachable(page.locator('.mantine-PasswordInput-input', { has: page.getByTestId('register-password') }), 'register: the password');
  await page.getByTestId('register-password').fill('Phone1234');
  await reachable(page.getByTestId('register-submit'), 'register: the submit button');
  await pageType(page, 'register');

  await page.goto(`/register/outbox?phone=${phone}`);
  await page.getByTestId('outbox-message').first().waitFor();
  await reachable(page.getByTestId('outbox-phone'), 'outbox: the phone field');
  assert.equal(await page.getByTestId('outbox-phone').getAttribute('type'), 'tel');
  await reachable(page.getByTestId('outbox-submit'), 'outbox: the button');
  await pageType(page, 'register-outbox');

  assertNoProblems('registration on a phone');
});

test('on a phone: a help article and the 404 page', async () => {
  const { reachable, pageType, assertNoProblems } = phoneChecks();
  const { page } = await open(PHONE);

  await visit(page, '/help/memberServices/register');
  await page.getByTestId('help-article').waitFor();
  await pageType(page, 'help-article');

  const response = await page.goto('/no/such/page');
  assert.equal(response?.status(), 404);
  const notFound = page.getByTestId('not-found-page');
  await reachable(notFound.getByRole('link'), '404: the way back home');
  await pageType(page, 'not-found');

  // An item that is not there: the 404 page inside the mall's frame.
  assert.equal((await visit(page, '/InquiryDetail/99999999'))?.status(), 404);
  await reachable(page.getByTestId('not-found-page').getByRole('link'), '404 in the frame: the way back home');
  await pageType(page, 'not-found-in-frame');

  assertNoProblems('help and 404 on a phone');
});

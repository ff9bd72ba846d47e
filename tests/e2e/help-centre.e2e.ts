// Every link of the portal's frame leads to a page, and the help centre the footer points to exists
// (docs/product.md#help-centre): the mall layout on the home and the shop layout on a shop home
// (top bar, the user's card, header, navigation, shop card and navigation, footer, side toolbar),
// for a visitor and for a member, each answer 2xx or 3xx; the help pages answer in three languages,
// read at 390 px wide, and an unknown help page is the 404 page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { baseUrl, hydrated, usePages, visit } from './browser.ts';

const { open, openAs } = usePages();

/** The twenty pages of the footer's five groups (docs/product.md#help-centre). */
const HELP_PAGES = [
  'memberServices/register',
  'memberServices/login',
  'memberServices/memberLevel',
  'memberServices/points',
  'procurementSupply/publishInquiry',
  'procurementSupply/publishTender',
  'procurementSupply/quoteGuide',
  'procurementSupply/supplierApply',
  'accountSecurity/password',
  'accountSecurity/phone',
  'accountSecurity/payPassword',
  'accountSecurity/realName',
  'creditEvaluation/creditRules',
  'creditEvaluation/evaluationRules',
  'creditEvaluation/complaints',
  'creditEvaluation/disputes',
  'aboutUs/company',
  'aboutUs/contact',
  'aboutUs/terms',
  'aboutUs/privacy',
].map((page) => `/help/${page}`);

/** The links the frame renders around the page: everything in the layout outside its <main>. */
async function frameLinks(page: Page, layout: 'mall-layout' | 'shop-layout'): Promise<string[]> {
  const hrefs = await page
    .getByTestId(layout)
    .locator('a[href]')
    .evaluateAll((links) => links.filter((link) => link.closest('main') === null).map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

/** The user's card opens on hover; its links are in the page only while it is open. */
async function withUserCard(page: Page): Promise<void> {
  await (await hydrated(page.getByTestId('user-name'))).hover();
  await page.getByTestId('user-card').waitFor({ state: 'visible' });
}

/** The links of this site among `hrefs` that do not answer 2xx or 3xx, each with its status. */
async function brokenLinks(page: Page, hrefs: readonly string[]): Promise<string[]> {
  const broken: string[] = [];
  for (const href of hrefs) {
    const url = new URL(href, baseUrl);
    if (url.origin !== new URL(baseUrl).origin) continue;
    const response = await page.request.get(url.toString(), { maxRedirects: 0 });
    if (response.status() < 200 || response.status() >= 400) broken.push(`${response.status()} ${href}`);
  }
  return broken;
}

/** A buyer's shop home, found as a visitor finds it: the first company of the buyer-company list. */
async function aShopHome(page: Page): Promise<string> {
  await visit(page, '/enterprisePurchasing');
  const href = await page.locator('a[data-testid^="company-link-"]').first().getAttribute('href');
  assert.ok(href && /\/shopIndex\/\d+/.test(href), `a shop home link: ${href}`);
  return href;
}

/** The frame's links on the mall home and on a shop home, as the page in `page` sees them. */
async function framesOf(page: Page, signedIn: boolean): Promise<string[]> {
  const shopHome = await aShopHome(page);
  const hrefs: string[] = [];
  for (const [path, layout] of [
    ['/', 'mall-layout'],
    [shopHome, 'shop-layout'],
  ] as const) {
    await visit(page, path);
    if (signedIn) await withUserCard(page);
    hrefs.push(...(await frameLinks(page, layout)));
  }
  return [...new Set(hrefs)];
}

test("every link of the mall's and a shop's frame leads to a page, for a visitor", async () => {
  const { page } = await open();
  const hrefs = await framesOf(page, false);
  for (const help of HELP_PAGES) assert.ok(hrefs.includes(help), `the footer links to ${help}`);
  assert.ok(hrefs.length >= 30, `the frame's links: ${hrefs.join(' ')}`);
  assert.deepEqual(await brokenLinks(page, hrefs), [], `of ${hrefs.length} links`);
});

test("every link of the mall's and a shop's frame leads to a page, for a member (the user's card included)", async () => {
  const { page } = await openAs('buyer');
  const hrefs = await framesOf(page, true);
  assert.ok(hrefs.includes('/memberCenter/capitalAccount'), `the user's card: ${hrefs.join(' ')}`);
  assert.deepEqual(await brokenLinks(page, hrefs), [], `of ${hrefs.length} links`);
});

test("the user's card links to the capital account, next to account security and member information, in every frame", async () => {
  const { page } = await openAs('supplier');
  const shopHome = await aShopHome(page);
  // The top bar is the mall's, a shop's and the member centre's: from each, the card leads to the capital account.
  for (const path of ['/', shopHome, '/memberCenter/accountSecurity']) {
    await visit(page, path);
    await withUserCard(page);
    const card = page.getByTestId('user-card');
    for (const [name, href] of [
      ['账号安全', '/memberCenter/accountSecurity'],
      ['会员信息', '/memberCenter/memberInfo'],
      ['资金账户', '/memberCenter/capitalAccount'],
    ]) {
      const link = card.getByRole('link', { name, exact: true });
      assert.ok(await link.isVisible(), `${name} is shown in the card on ${path}`);
      assert.equal(await link.getAttribute('href'), href, `${name} on ${path}`);
    }
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/memberCenter/capitalAccount'),
      card.getByRole('link', { name: '资金账户', exact: true }).click(),
    ]);
    await page.getByTestId('capital-balance').waitFor();
  }
});

const HEADINGS = {
  'zh-CN': { heading: '如何注册成为会员', contents: '帮助中心目录' },
  'en-US': { heading: 'How to register as a member', contents: 'Help centre contents' },
  'ko-KR': { heading: '회원 가입 방법', contents: '도움말 센터 목차' },
} as const;

for (const [locale, words] of Object.entries(HEADINGS)) {
  test(`a help page reads in ${locale}: its heading, and the side list of the five groups`, async () => {
    const { page, context } = await open();
    await context.addCookies([{ name: 'LX_LANG', value: Buffer.from(locale).toString('base64'), url: baseUrl }]);
    const response = await visit(page, '/help/memberServices/register');
    assert.equal(response?.status(), 200);
    assert.equal(await page.locator('html').getAttribute('lang'), locale);
    assert.equal((await page.getByTestId('help-article').locator('h1').innerText()).trim(), words.heading);
    assert.ok((await page.title()).startsWith(words.heading), await page.title());
    const side = page.getByTestId('help-side');
    assert.equal(await side.evaluate((element) => element.tagName), 'NAV');
    assert.equal(await side.getAttribute('aria-label'), words.contents);
    assert.equal(await side.locator('h2').count(), 5, 'five groups');
    const sideLinks = await side.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.deepEqual(sideLinks, HELP_PAGES, 'the twenty pages, in the footer order');
    assert.equal(await side.locator('a[aria-current="page"]').getAttribute('href'), '/help/memberServices/register');
  });
}

test('every help page answers with its own heading, and every link in its article leads to a page', async () => {
  const { page } = await open();
  const headings = new Set<string>();
  const articleLinks = new Set<string>();
  for (const path of HELP_PAGES) {
    const response = await page.goto(path);
    assert.equal(response?.status(), 200, path);
    const article = page.getByTestId('help-article');
    headings.add(await article.locator('h1').innerText());
    assert.ok((await article.locator('h2').count()) >= 2, `${path} has sections`);
    for (const href of await article.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
      articleLinks.add(href);
  }
  assert.equal(headings.size, HELP_PAGES.length, 'twenty different headings');
  assert.deepEqual(await brokenLinks(page, [...articleLinks]), [], `of ${articleLinks.size} links in the articles`);
});

test('a help page exists under a shop prefix too, and an unknown help page is the 404 page', async () => {
  const { page } = await open();
  assert.equal((await page.goto('/12/help/aboutUs/contact'))?.status(), 200);
  await page.getByTestId('help-article').waitFor();
  for (const path of ['/help/memberServices/nothing', '/help/nothing/register', '/help/aboutUs/register', '/help/memberServices', '/help']) {
    const response = await page.goto(path);
    assert.equal(response?.status(), 404, path);
    await page.getByTestId('not-found-page').waitFor();
  }
});

test('at 390 px wide the article reads without scrolling sideways, the side toolbar folded away, and the side list is reached from the keyboard', async () => {
  const { page } = await open({ width: 390, height: 844 });
  await visit(page, '/help/procurementSupply/quoteGuide');
  const article = page.getByTestId('help-article');
  // A phone hides the side toolbar rather than lay it over the text (docs/decisions/028-phone-layout.md).
  assert.equal(await page.getByTestId('side-toolbar').isVisible(), false, 'no side toolbar over the article at 390 px');
  for (const part of [article, article.locator('h1'), article.locator('p').first(), article.locator('h2').first()]) {
    const box = await part.boundingBox();
    assert.ok(box, 'shown');
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `inside the 390 px window: x ${box.x}, width ${box.width}`);
  }
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'no sideways scrolling');
  // The side list's links take the keyboard's focus in order, the current page among them.
  const current = page.getByTestId('help-side').locator('a[aria-current="page"]');
  await current.focus();
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('href')), '/help/procurementSupply/quoteGuide');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('href')), '/help/procurementSupply/supplierApply');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/help/procurementSupply/supplierApply');
  await page.getByTestId('help-article').locator('h1').waitFor();
});

// A visitor on a phone (390 × 844, touch; docs/decisions/028-phone-layout.md): home → the header's search →
// a list, narrowed with a filter from the filters drawer → a detail → login. On every page the document is no
// wider than the window, the step's control is in view and at least 44 px each way, and axe finds nothing
// serious. A screenshot of each page type lands in tests/e2e/artifacts/phone/ (git-ignored), for a person to look at.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hydrated, usePages, visit } from './browser.ts';
import { PHONE, phoneChecks } from './phone.ts';

const { open } = usePages();

test('on a phone: home, the search, a filtered list, a detail and login, none wider than the window', async () => {
  const { fitsTheWindow, reachable, pageType, assertNoProblems } = phoneChecks();
  const { page } = await open(PHONE);

  await visit(page, '/');
  const input = page.getByTestId('search-input');
  await reachable(input, 'home: the search field');
  await reachable(page.getByTestId('search-submit'), 'home: the search button');
  assert.equal(await input.getAttribute('type'), 'search', 'the phone opens its search keyboard');
  await pageType(page, 'home');

  // The nav drawer opens from its button and holds the sections.
  const drawer = page.getByTestId('main-nav-menu').locator('summary');
  await reachable(drawer, 'home: the menu button');
  assert.equal(await page.getByTestId('nav-inquiry').isVisible(), false, 'the sections wait in the closed drawer');
  await drawer.click();
  await reachable(page.getByTestId('nav-inquiry'), 'home: a section in the drawer');
  await drawer.click();

  await hydrated(input);
  await input.fill('采购');
  await Promise.all([page.waitForURL(/\/purchaseInquiry/), page.getByTestId('search-submit').click()]);
  await page.getByTestId('list-cards').waitFor();
  await hydrated(page.getByTestId('top-bar'));
  await pageType(page, 'list');

  // The filters wait behind their button; a category narrows the list and closes them.
  const filters = page.getByTestId('filters-toggle').locator('summary');
  await reachable(filters, 'list: the filters button');
  assert.equal(await page.getByTestId('filter-panel').isVisible(), false, 'the filters are folded');
  await filters.click();
  const category = page.locator('[data-testid^="filter-category-"]:not([data-testid="filter-category-all"])').first();
  await category.waitFor();
  await Promise.all([page.waitForURL((url) => url.pathname !== '/purchaseInquiry'), category.click()]);
  await page.getByTestId('list-cards').waitFor();
  // The folded filters remount closed with the new address: wait for that render rather than read the old one.
  await page
    .getByTestId('filter-panel')
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => assert.fail('the chosen filter shows the list, not the drawer'));
  await fitsTheWindow(page, 'list, filtered');

  const card = page.locator('[data-testid^="inquiry-card-"]').first();
  await reachable(card.locator('a[href*="InquiryDetail"]').last(), 'list: the card action');
  await Promise.all([page.waitForURL(/\/InquiryDetail\//), card.locator('a[href*="InquiryDetail"]').first().click()]);
  await page.getByTestId('detail-page').waitFor();
  await hydrated(page.getByTestId('top-bar'));
  await page.getByTestId('detail-materials').waitFor();
  // The action sits at the bottom of the window wherever the page is scrolled.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await reachable(page.getByTestId('detail-action'), 'detail: the action button');
  await pageType(page, 'detail');

  // Login and register live behind the top bar's one menu button.
  const menu = page.getByTestId('top-bar-menu').locator('summary');
  await reachable(menu, 'top bar: the menu button');
  await menu.click();
  await reachable(page.getByTestId('login-link'), 'top bar: log in');
  await Promise.all([page.waitForURL(/\/login/), page.getByTestId('login-link').click()]);
  await reachable(page.getByTestId('login-account'), 'login: the account field');
  await reachable(page.getByTestId('login-submit'), 'login: the button');
  await pageType(page, 'login');

  // The other page types of the mall, for the same rules and a screenshot each.
  for (const [name, url, ready] of [
    ['publicity-list', '/procurementPublicity', 'notice-list'],
    ['enterprise-list', '/enterprisePurchasing', 'list-page'],
    ['shop-home', '/shopIndex/1', 'shop-home'],
  ] as const) {
    await visit(page, url);
    await page.getByTestId(ready).waitFor();
    await pageType(page, name);
  }

  assertNoProblems('on a phone');
});

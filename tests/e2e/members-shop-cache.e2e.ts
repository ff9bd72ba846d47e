// A member's writes are on the visitors' pages at once (docs/decisions/014-html-cache.md#invalidation):
// a visitor's shop page and company list come from the HTML cache (X-Html-Cache: fresh), a buyer
// saves its profile or a newbie becomes a buyer, and the visitor's very next view shows it — no
// waiting for the cache's 5 s freshness or 30 s stale window.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import zhCN from '#locales/zh-CN/member.json' with { type: 'json' };
import { hydrated, until, usePages, visit } from './browser.ts';
import { newCompany, register } from './members.ts';

const { open } = usePages();

/**
 * Views `path` (each view hydrated before the next: leaving earlier would abort its scripts) until
 * the answer comes from the HTML cache, fresh: the page a visitor now gets is the kept one.
 */
async function keptFor(page: Page, path: string): Promise<void> {
  await until(
    async () => {
      const response = await visit(page, path);
      assert.equal(response?.headers()['x-html-cache'], 'fresh', `${path} comes from the HTML cache`);
    },
    { timeout: 20_000, interval: 300 },
  );
}

test('a buyer saves its profile, and a visitor’s cached shop home and about-us page show it on the next view', async () => {
  const { page } = await open();
  await page.goto('/register');
  await hydrated(page.getByTestId('register-submit'));
  const who = newCompany('buyer');
  await register(page, who);

  await visit(page, '/memberCenter/memberInfo');
  const shopPath = (await page.getByTestId('member-info').getByRole('link', { name: zhCN.info.viewShop }).getAttribute('href')) ?? '';
  const shopId = /\/shopIndex\/(\d+)$/.exec(shopPath)?.[1];
  assert.ok(shopId, `the page links to the buyer's shop: ${shopPath}`);
  // The mall's links to a shop carry the mall's id as their prefix (docs/decisions/009-shop-pages.md).
  const home = `/1/shopIndex/${shopId}`;
  const about = `/1/aboutUs/${shopId}`;

  const visitor = await open();
  await keptFor(visitor.page, home);
  const before = (await visitor.page.getByTestId('shop-brief').locator('p').first().textContent()) ?? '';
  await keptFor(visitor.page, about);

  const describe = `${who.company} now buys copper too ${Date.now()}`;
  assert.notEqual(before, describe);
  await hydrated(page.getByTestId('company-save'));
  await page.getByTestId('company-describe').fill(describe);
  await page.getByTestId('company-save').click();
  await page.getByTestId('company-saved').waitFor();
  const saved = Date.now();

  // No waiting: the very next view, read as it arrives.
  const next = await visit(visitor.page, home);
  assert.equal(next?.headers()['x-html-cache'], undefined, 'rendered anew, not the kept page');
  assert.equal(await visitor.page.getByTestId('shop-brief').locator('p').first().textContent(), describe);
  const shown = Date.now();
  await visit(visitor.page, about);
  assert.equal(await visitor.page.getByTestId('about-brief').locator('p').first().textContent(), describe);
  console.log(`# a buyer's save → a visitor's shop home shows it: ${shown - saved} ms`);

  // The new page is kept in turn.
  await keptFor(visitor.page, home);
  assert.equal(await visitor.page.getByTestId('shop-brief').locator('p').first().textContent(), describe);
});

test('a newbie becomes a buyer, and its shop heads a visitor’s cached list of newest companies on the next view', async () => {
  const list = '/enterprisePurchasing?newJoin=1';
  const visitor = await open();
  await keptFor(visitor.page, list);

  const { page } = await open();
  await page.goto('/register');
  await hydrated(page.getByTestId('register-submit'));
  const who = newCompany('none');
  await register(page, who);
  const company = visitor.page.locator('[data-testid^="company-link-"]', { hasText: who.company });
  await keptFor(visitor.page, list);
  assert.equal(await company.count(), 0, 'not a buyer yet');

  await (await hydrated(page.getByTestId('choose-buyer'))).click();
  await page.getByTestId('role-chosen').waitFor();
  const chosen = Date.now();

  const next = await visit(visitor.page, list);
  assert.equal(next?.headers()['x-html-cache'], undefined, 'rendered anew, not the kept page');
  assert.equal(await company.count(), 1, 'the new buyer is listed');
  assert.equal(await visitor.page.locator('[data-testid^="company-link-"]').first().textContent(), who.company, 'newest first');
  console.log(`# a role choice → a visitor's company list shows the shop: ${Date.now() - chosen} ms`);
});

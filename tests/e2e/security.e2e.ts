// The portal under its Content-Security-Policy in a real browser (docs/security.md#security-headers):
// every page hydrates and works with only the nonce'd scripts React Router renders (no CSP
// violation, no console error), a same-origin write (the city picker, the language form) still
// goes through, and a login that was asked to go to another site ends on this one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, hydrated, until, usePages } from './browser.ts';

const { open } = usePages();

type Watch = { violations: () => Promise<string[]>; consoleErrors: string[] };

/** Records the page's CSP violations (securitypolicyviolation events) and its console errors. */
async function watchPolicy(context: BrowserContext, page: Page): Promise<Watch> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return {
    consoleErrors,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
  };
}

async function assertClean(watch: Watch, where: string): Promise<void> {
  assert.deepEqual(await watch.violations(), [], `${where}: no CSP violation`);
  assert.deepEqual(
    watch.consoleErrors.filter((text) => /Content.Security.Policy|Refused to/i.test(text)),
    [],
    `${where}: no CSP error in the console`,
  );
}

test('the home hydrates under the CSP: the city picker opens, loads the provinces and stores a choice', async () => {
  const { page, context } = await open();
  const watch = await watchPolicy(context, page);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  assert.match(policy, /script-src 'nonce-[^']+' 'strict-dynamic'/);

  await (await hydrated(page.getByTestId('city-picker'))).click();
  await page.getByTestId('city-picker-panel').waitFor({ state: 'visible' });
  const shanghai = page.getByTestId('province-option-310000');
  await shanghai.waitFor();
  // The picker shows the choice at once; the reload waits for the POST that stores it.
  const stored = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/resources/city') && r.request().method() === 'POST');
  await shanghai.click();
  await until(async () => assert.equal(await page.getByTestId('current-city').innerText(), '上海市'));
  assert.equal((await stored).status(), 200);
  await page.reload();
  assert.equal(await page.getByTestId('current-city').innerText(), '上海市', 'the same-origin POST was accepted');
  await assertClean(watch, 'home');
  assert.deepEqual(watch.consoleErrors, [], 'no console error at all');
});

test('streamed pages, a client navigation and the language form work under the CSP', async () => {
  const { page, context } = await open();
  const watch = await watchPolicy(context, page);
  await page.goto('/InquiryDetail/1');
  await hydrated(page.getByTestId('top-bar'));
  await page.goto('/purchaseInquiry');
  await hydrated(page.getByTestId('top-bar'));
  // A client-side navigation (no document load): React Router fetches the .data and renders.
  await (await hydrated(page.locator('a[href="/"]').first())).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('mall-home').waitFor();

  await (await hydrated(page.getByTestId('language-selector'))).click();
  await page.getByTestId('language-option-en-US').click();
  await until(async () => assert.equal(await page.locator('html').getAttribute('lang'), 'en-US'));
  await assertClean(watch, 'detail, list, navigation, language');
});

test('a login asked to return to another site ends on this site', async () => {
  const { page, context } = await open();
  const watch = await watchPolicy(context, page);
  await page.goto(`/login?redirect=${encodeURIComponent('/.//evil.example')}`);
  await hydrated(page.getByTestId('login-submit'));
  await page.getByTestId('login-account').fill('buyer');
  await page.getByTestId('login-password').fill('demo1234');
  await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/login')), page.getByTestId('login-submit').click()]);
  await page.getByTestId('user-name').waitFor();
  const where = new URL(page.url());
  assert.equal(where.origin, new URL(baseUrl).origin);
  assert.equal(where.pathname, '/');
  await assertClean(watch, 'login');
});

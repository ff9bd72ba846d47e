// Debian's Chromium driven by playwright-core, launched with the flags this machine needs
// (no sandbox as root; no background networking on a closed network).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

// A desktop browser's user agent: HeadlessChrome counts as a bot and would not be streamed to.
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(browser: Browser, options: { width?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    userAgent: USER_AGENT,
    viewport: { width: options.width ?? 1366, height: 900 },
  });
  const page = await context.newPage();
  return { context, page };
}

/** Logs in through the login form as one of the demo accounts. */
export async function loginAs(page: Page, account: string, password = 'demo1234'): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/login')), page.locator('form button[type="submit"]').click()]);
}

// Debian's Chromium driven by playwright-core, launched with the flags this machine needs
// (no sandbox as root; no background networking on a closed network), and the few helpers the
// journeys share: one browser per file, a fresh context per test, logging in, waiting.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, afterEach, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

// A desktop browser's user agent: HeadlessChrome counts as a bot and would not be streamed to.
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** Where a failing test leaves a screenshot of its page. */
const FAILURES_DIR = path.join(tmpdir(), 'portal-e2e-failures');

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

/** `phone`: a touch screen that honours the page's viewport meta tag, as a phone's browser does (give it a phone's width too). */
export type PageOptions = { width?: number; height?: number; phone?: boolean };

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export async function newPage(
  browser: Browser,
  options: PageOptions & { storageState?: StorageState } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    userAgent: USER_AGENT,
    viewport: { width: options.width ?? 1366, height: options.height ?? 900 },
    ...(options.phone ? { isMobile: true, hasTouch: true } : {}),
    storageState: options.storageState,
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  revealAfterLoading(page);
  return { context, page };
}

/**
 * React reveals the streamed parts that have arrived in batches: a finished part can wait, hidden
 * next to its fallback, for up to 300 ms after the last reveal (2.3 s at the start of a page). Right
 * after `load` a page may then hold a part twice — its placeholder shown and its content hidden
 * (docs/architecture.md#data-flow-of-a-page, step 4) — so `goto` and `reload` wait until what arrived is in place, as a
 * person looking at the page sees it a moment later.
 */
function revealAfterLoading(page: Page): void {
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await load(...args);
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null);
      if (options?.waitUntil !== 'commit') await streamedPartsRevealed(page);
      return response;
    };
  }
}

/** Waits until no streamed part that has arrived is still hidden (React's `<div hidden id="S:…">`). */
export async function streamedPartsRevealed(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => document.querySelector('div[hidden][id^="S:"]') === null, undefined, { timeout: 5_000 });
  } catch (error) {
    // The page moved on (a redirect, a click the test made meanwhile): the new page is not ours to wait for.
    if (!(error instanceof Error) || !/context was destroyed|navigat|Target .*closed/i.test(error.message)) throw error;
  }
}

type Opened = { context: BrowserContext; page: Page; pageErrors: string[] };

/** Per page, the scripts that did not load: such a page never hydrates, whatever one waits for. */
const brokenScripts = new WeakMap<Page, string[]>();

function watchScripts(page: Page): void {
  const broken: string[] = [];
  brokenScripts.set(page, broken);
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.status() >= 400) broken.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // Aborted: the page was left (or a later part's chunk was no longer wanted) — not a broken build,
    // which answers its scripts with 404.
    if (request.resourceType() === 'script' && reason !== 'net::ERR_ABORTED') broken.push(`${reason} ${request.url()}`);
  });
}

/**
 * Registers the file's hooks: one browser for the file, and `open()` gives each test a fresh
 * context (no cookies, no storage). After each test the contexts close; a failing test leaves a
 * screenshot, and a test that passed fails anyway if the page threw an uncaught error (a
 * hydration mismatch, a crash in an effect) that the assertions did not notice.
 */
export function usePages(): {
  open: (options?: PageOptions) => Promise<Opened>;
  openAs: (account: string, options?: PageOptions) => Promise<Opened>;
} {
  let browser: Browser | undefined;
  let opened: Opened[] = [];
  /** The cookies of one login per account, so a file logs each account in through the form once. */
  const sessions = new Map<string, StorageState>();

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  afterEach(async (t) => {
    const current = opened;
    opened = [];
    // Node sets `passed` on the context an afterEach hook gets; @types/node does not declare it yet.
    const passed = (t as { passed?: boolean }).passed !== false;
    try {
      if (!passed && current[0]) {
        mkdirSync(FAILURES_DIR, { recursive: true });
        const file = path.join(FAILURES_DIR, `${t.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}.png`);
        await current[0].page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        console.error(`# screenshot of the failing page: ${file}`);
      }
      const errors = current.flatMap((o) => o.pageErrors);
      if (passed && errors.length > 0) throw new Error(`the page threw while the test ran:\n${errors.join('\n')}`);
    } finally {
      await Promise.all(current.map((o) => o.context.close()));
    }
  });

  async function open(options: PageOptions & { storageState?: StorageState } = {}): Promise<Opened> {
    if (!browser) throw new Error('usePages().open() runs inside a test');
    const { context, page } = await newPage(browser, options);
    const entry: Opened = { context, page, pageErrors: [] };
    watchScripts(page);
    context.on('page', watchScripts);
    page.on('pageerror', (error) => entry.pageErrors.push(`${page.url()}: ${error.message}`));
    opened.push(entry);
    return entry;
  }

  return {
    open,
    /**
     * A fresh context already logged in as `account`, on the home page. The first call per file
     * logs in through the form; later ones reuse that session's cookies (no test here signs it out).
     */
    async openAs(account, options = {}) {
      const storageState = sessions.get(account);
      if (!storageState) {
        const first = await open(options);
        await loginAs(first.page, account);
        sessions.set(account, await first.context.storageState());
        return first;
      }
      const entry = await open({ ...options, storageState });
      await entry.page.goto('/');
      await entry.page.getByTestId('user-name').waitFor({ state: 'attached' });
      return entry;
    },
  };
}

/** Retries `assertion` until it stops throwing; after `timeout` ms its last error is the failure. */
export async function until<T>(assertion: () => T | Promise<T>, { timeout = 10_000, interval = 100 } = {}): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }
}

/**
 * Waits until React has hydrated the element (its props are attached to the DOM node): a click
 * before that would land on server-rendered HTML with no handler and do nothing.
 */
export async function hydrated(locator: Locator, timeout = 15_000): Promise<Locator> {
  const page = locator.page();
  const deadline = Date.now() + timeout;
  await locator.waitFor({ timeout });
  const handle = await locator.elementHandle({ timeout });
  for (;;) {
    const broken = brokenScripts.get(page) ?? [];
    if (broken.length > 0) {
      throw new Error(`the page cannot hydrate, its scripts did not load (was build/ rebuilt while the suite ran?):\n${broken.join('\n')}`);
    }
    try {
      await page.waitForFunction((el) => el !== null && Object.keys(el).some((key) => key.startsWith('__reactProps$')), handle, {
        timeout: Math.max(1, Math.min(1_000, deadline - Date.now())),
      });
      return locator;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
  }
}

/**
 * Logs in through the login form as one of the demo accounts, coming back to `redirect` (a mall
 * page, the home by default), and waits until that page names the user in its top bar.
 */
export async function loginAs(page: Page, account: string, { password = 'demo1234', redirect = '/' } = {}): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await hydrated(page.getByTestId('login-submit'));
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/login')), page.getByTestId('login-submit').click()]);
  await page.getByTestId('user-name').waitFor({ state: 'attached' });
}

/** A cookie of the context by name, or undefined. */
export async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies(baseUrl)).find((c) => c.name === name)?.value;
}

export type SourcingKind = 'inquiry' | 'tender' | 'bidding';
export const KINDS: readonly SourcingKind[] = ['inquiry', 'tender', 'bidding'];

/** The cards of one of the home's lists. */
export function cardsOf(page: Page, kind: SourcingKind): Locator {
  return page.locator(`[data-testid^="${kind}-card-"]`);
}

/** The home's lists stream in after the first screen: waits until all three show cards. */
export async function waitForCards(page: Page): Promise<void> {
  for (const kind of KINDS) await cardsOf(page, kind).first().waitFor({ timeout: 15_000 });
}

/** The id in a card's test id ("inquiry-card-33" → 33). */
export async function cardId(card: Locator): Promise<number> {
  const testId = (await card.getAttribute('data-testid')) ?? '';
  return Number(testId.slice(testId.lastIndexOf('-') + 1));
}

/**
 * Opens a page and waits until React has hydrated it: leaving a page before its scripts have
 * loaded would abort them, and the harness then takes every later page of the test for broken.
 */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await hydrated(page.getByTestId('top-bar'));
  return response;
}

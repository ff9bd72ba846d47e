// Accessible to everyone (WCAG 2.1 AA): every page type, in each of the three languages, passes
// axe-core's WCAG 2.0/2.1 A and AA rules with no serious or critical violation once its streamed
// sections have arrived (mall home, the five mall lists, the three sourcing details, a shop home,
// a shop list, about-us, a publicity notice and its bid result, a help page, login, the 404 page), and so does
// a logged-in member's home; and the top bar, the category menu and the favourite dialog work
// from the keyboard alone.
//
// The items are found the way a visitor finds them: the first card of each mall list, the first
// buyer company, the first tender notice of the publicity list (its results carry files).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { countByRule, describeFindings, type Finding, seriousViolations } from '#tests/support/axe.ts';
import { baseUrl, hydrated, launchBrowser, newPage, until, usePages, visit } from './browser.ts';

const { open, openAs } = usePages();

type Locale = 'zh-CN' | 'en-US' | 'ko-KR';
const LOCALES: readonly Locale[] = ['zh-CN', 'en-US', 'ko-KR'];

/** Every finding of the file by page (all three languages), summed up by rule at the end: the issue's figures. */
const everyFinding = new Map<string, Finding[]>();
function record(page: string, findings: readonly Finding[]): void {
  everyFinding.set(page, [...(everyFinding.get(page) ?? []), ...findings]);
}
after(() => {
  const all = [...everyFinding.values()].flat();
  const byRule = (findings: readonly Finding[]) =>
    countByRule(findings)
      .map(([rule, n]) => `${rule} ${n}`)
      .join(', ');
  const lines = [...everyFinding].map(([page, findings]) => `#   ${page}: ${findings.length}${findings.length ? ` (${byRule(findings)})` : ''}`);
  console.log(`# axe: ${all.length} serious or critical findings${all.length ? ` (${byRule(all)})` : ''}\n${lines.join('\n')}`);
});

/**
 * Waits until the page is whole: the document is parsed (a streamed page's document ends with its
 * last deferred section), React has hydrated it, and no section still shows its loading placeholder
 * (app/components/feedback/Placeholder.tsx, or an animated Mantine skeleton; a banner with no slides is a still one). Not 'load': images play no part here.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await hydrated(page.locator('a[href], button').first());
  await page.waitForFunction(
    () => document.querySelector('.mantine-Skeleton-root[data-animate][data-visible], [data-placeholder]') === null,
    undefined,
    {
      timeout: 15_000,
    },
  );
}

/**
 * One page per language for the whole file, opened on first use: going from page to page in one
 * browser context keeps the scripts in its cache, as a reader's browser does, and keeps the file
 * within its minute. The uncaught errors of each page are kept, for the test to fail on.
 */
type Reader = { page: Page; errors: string[] };
let readers: Promise<Map<Locale, Reader>> | undefined;
let readersBrowser: Browser | undefined;
function reader(locale: Locale): Promise<Reader> {
  readers ??= (async () => {
    readersBrowser = await launchBrowser();
    const browser = readersBrowser;
    const entries = await Promise.all(
      LOCALES.map(async (lang) => {
        const { page, context } = await newPage(browser);
        await context.addCookies([{ name: 'LX_LANG', value: Buffer.from(lang).toString('base64'), url: baseUrl }]);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
        return [lang, { page, errors }] as const;
      }),
    );
    return new Map(entries);
  })();
  return readers.then((map) => map.get(locale)!);
}
after(async () => {
  await readersBrowser?.close();
});

/**
 * Opens `path` in each language at once and fails listing every serious or critical violation.
 * `via` is a page opened first (a shop list knows its shop from the shop home visited before it).
 */
async function assertAccessible(path: string, { status = 200, via }: { status?: number; via?: string } = {}): Promise<void> {
  const results = await Promise.all(
    LOCALES.map(async (locale) => {
      const { page, errors } = await reader(locale);
      errors.length = 0;
      if (via) await visit(page, via);
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      assert.equal(response?.status(), status, `${path} in ${locale}`);
      await settled(page);
      assert.equal(await page.locator('html').getAttribute('lang'), locale);
      const findings = await seriousViolations(page);
      assert.deepEqual(errors, [], `${path} in ${locale} threw`);
      return { locale, findings };
    }),
  );
  record(
    path,
    results.flatMap(({ findings }) => findings),
  );
  const report = results
    .filter(({ findings }) => findings.length > 0)
    .map(({ locale, findings }) => `${path} in ${locale}: ${findings.length}\n${describeFindings(findings)}`);
  assert.equal(report.length, 0, `serious or critical WCAG 2.1 AA violations:\n${report.join('\n')}`);
}

type Paths = Record<'inquiry' | 'tender' | 'bidding' | 'shopHome' | 'shopList' | 'aboutUs' | 'notice' | 'bidResult', string>;

let found: Promise<Paths> | undefined;
/** The addresses of real items, read once from the lists a visitor browses. */
function paths(): Promise<Paths> {
  found ??= discover();
  return found;
}

async function discover(): Promise<Paths> {
  const { page } = await reader('zh-CN');
  /** The href of the first link each selector finds on the list at `listPath`. */
  async function firstHrefs(listPath: string, ...selectors: string[]): Promise<string[]> {
    await page.goto(listPath, { waitUntil: 'domcontentloaded' });
    return Promise.all(
      selectors.map(async (selector) => {
        const href = await page.locator(selector).first().getAttribute('href');
        assert.ok(href, `a link ${selector} on ${listPath}`);
        return href;
      }),
    );
  }
  const [inquiry] = await firstHrefs('/purchaseInquiry', 'article[data-testid^="inquiry-card-"] a[href*="InquiryDetail"]');
  const [tender] = await firstHrefs('/purchaseBidding', 'article[data-testid^="tender-card-"] a[href*="biddingDetail"]');
  const [bidding] = await firstHrefs('/purchaseCompete', 'article[data-testid^="bidding-card-"] a[href*="competeDetail"]');
  const [shopHome] = await firstHrefs('/enterprisePurchasing', 'a[data-testid^="company-link-"]');
  const shopId = /\/shopIndex\/(\d+)/.exec(shopHome!)?.[1];
  assert.ok(shopId, `a shop home link: ${shopHome}`);
  // A tender's notice: its result carries both lists of files.
  const tenderNotice = 'li[data-testid^="notice-row-"]:has(span[data-type="2"])';
  const [notice, bidResult] = await firstHrefs(
    '/procurementPublicity',
    `${tenderNotice} a[data-testid^="notice-link-"]`,
    `${tenderNotice} a[data-testid^="notice-bid-result-"]`,
  );
  return {
    inquiry: inquiry!,
    tender: tender!,
    bidding: bidding!,
    shopHome: shopHome!,
    shopList: `/${shopId}/procurementSourcing`,
    aboutUs: `/aboutUs/${shopId}`,
    notice: notice!,
    bidResult: bidResult!,
  };
}

test('the mall home has no serious or critical violation in any language', () => assertAccessible('/'));
test('the inquiry list', () => assertAccessible('/purchaseInquiry'));
test('the tender list', () => assertAccessible('/purchaseBidding'));
test('the buyer-company list', () => assertAccessible('/enterprisePurchasing'));
test('the publicity list', () => assertAccessible('/procurementPublicity'));
test('an inquiry detail', async () => assertAccessible((await paths()).inquiry));
test('a tender detail', async () => assertAccessible((await paths()).tender));
test('a competitive-bid detail', async () => assertAccessible((await paths()).bidding));
test('a shop home', async () => assertAccessible((await paths()).shopHome));
test('a shop list', async () => {
  const { shopHome, shopList } = await paths();
  await assertAccessible(shopList, { via: shopHome });
});
test('a company profile (about us)', async () => assertAccessible((await paths()).aboutUs));
test('a publicity notice', async () => assertAccessible((await paths()).notice));
test('a bid result', async () => assertAccessible((await paths()).bidResult));
test('a help centre page', () => assertAccessible('/help/procurementSupply/quoteGuide'));
test('the login page', () => assertAccessible('/login'));
test('the 404 page', () => assertAccessible('/no/such/page', { status: 404 }));

/** Runs axe over the page as it is now (a state a scan of the page types does not see) and fails on any finding. */
async function assertAccessibleNow(page: Page, what: string): Promise<void> {
  // A popover or dialog that is still fading in has blended colours: wait until no CSS transition runs.
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
  const findings = await seriousViolations(page);
  record(what, findings);
  assert.equal(findings.length, 0, `serious or critical WCAG 2.1 AA violations in ${what}:\n${describeFindings(findings)}`);
}

test('a logged-in member’s home has no serious or critical violation', async () => {
  const { page } = await openAs('buyer');
  await page.goto('/');
  await settled(page);
  await until(async () => assert.ok(await page.getByTestId('user-name').isVisible()));
  await assertAccessibleNow(page, '/ (logged in)');

  // The user's card opens from its button beside the name with Enter, and Tab goes on into it, to its links and sign-out
  // (docs/decisions/028-phone-layout.md#tap-instead-of-hover).
  await tabTo(page, '[data-testid="user-menu-toggle"]');
  await page.keyboard.press('Enter');
  await page.getByTestId('user-card').waitFor();
  await page.keyboard.press('Tab');
  assert.ok(await focusWithin(page, '[data-testid="user-card"]'), `Tab goes into the user's card (not to ${await focusedElement(page)})`);
  await assertAccessibleNow(page, 'the open user card');
});

// ——— The keyboard alone ———

/** The focused element's test id, or a short description of it when it has none. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(nothing)';
    return el.getAttribute('data-testid') ?? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
  });
}

/** Presses Tab until the focus is on an element matching `selector`; fails naming where the focus went. */
async function tabTo(page: Page, selector: string, { max = 40 } = {}): Promise<void> {
  const path: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    path.push(await focusedElement(page));
  }
  assert.fail(`Tab never reached ${selector}; the focus went: ${path.join(' → ')}`);
}

/** Whether the focus is inside the element matching `selector`. */
function focusWithin(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => document.activeElement?.closest(s) !== null && document.activeElement?.closest(s) !== undefined, selector);
}

/** The focused element shows a focus ring (an outline of some width). */
async function assertFocusRing(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  assert.ok(ring.style !== 'none' && ring.width >= 2, `${await focusedElement(page)} shows no focus ring: ${JSON.stringify(ring)}`);
}

test('from the keyboard, the city picker and the language menu open with Enter and close with Escape, the search tabs move with the arrows, and a language is chosen', async () => {
  const { page } = await open();
  await visit(page, '/');
  await hydrated(page.getByTestId('language-selector'));

  await tabTo(page, '[data-testid="city-picker"]');
  await assertFocusRing(page);
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('city-picker-panel');
  await panel.waitFor();
  await until(async () => assert.ok(await focusWithin(page, '[data-testid="city-picker-panel"]'), 'the focus moves into the open panel'));
  await page.keyboard.press('Tab');
  assert.ok(await focusWithin(page, '[data-testid="city-picker-panel"]'), 'and stays there');
  await page.locator('[data-testid^="province-option-"]').first().waitFor();
  await assertAccessibleNow(page, 'the open city panel');
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  await until(async () => assert.equal(await focusedElement(page), 'city-picker', 'Escape gives the focus back to the picker'));

  await tabTo(page, '[data-testid="language-selector"]');
  await assertFocusRing(page);
  await page.keyboard.press('Enter');
  const english = page.getByTestId('language-option-en-US');
  await english.waitFor();
  await assertAccessibleNow(page, 'the open language menu');
  await page.keyboard.press('Escape');
  await english.waitFor({ state: 'hidden' });
  await until(async () => assert.equal(await focusedElement(page), 'language-selector', 'Escape gives the focus back to the menu button'));

  await tabTo(page, '[data-testid="search-tab-1"]');
  await page.keyboard.press('ArrowRight');
  // Each key's effect is awaited: on a busy machine React may paint it a frame or two later.
  await until(async () => assert.equal(await focusedElement(page), 'search-tab-2'));
  await until(async () => assert.equal(await page.getByTestId('search-tab-2').getAttribute('aria-selected'), 'true'));
  await page.keyboard.press('Tab');
  await until(async () => assert.equal(await focusedElement(page), 'search-input', 'the tabs are one tab stop'));

  // And a language is chosen from the keyboard alone: Enter on the menu, the arrows to English, Enter.
  await page.getByTestId('language-selector').focus();
  await page.keyboard.press('Enter');
  await english.waitFor();
  // The arrows are pressed once the focus is in the open menu: pressed on the button while the menu
  // was still opening, they left the focus there on a busy machine.
  await until(async () => assert.ok(await focusWithin(page, '[role="menu"]'), 'the focus moves into the open menu'));
  await until(async () => {
    if ((await focusedElement(page)) !== 'language-option-en-US') await page.keyboard.press('ArrowDown');
    assert.equal(await focusedElement(page), 'language-option-en-US');
  });
  await page.keyboard.press('Enter');
  await until(async () => assert.equal(await page.locator('html').getAttribute('lang'), 'en-US'));
});

test('from the keyboard, a category opens its flyout on focus, the arrow keys go into it and Escape closes it', async () => {
  const { page } = await open();
  await visit(page, '/');
  const first = page.locator('[data-testid="category-menu"]:visible [data-testid^="category-item-"]').first();
  await hydrated(first.locator('a').first());
  const flyout = first.locator('[data-testid^="category-flyout-"]');
  const title = first.locator('a').first();
  assert.equal(await flyout.isVisible(), false);

  await tabTo(page, '[data-testid^="category-item-"] > a');
  assert.equal(
    await page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('data-testid')),
    await first.getAttribute('data-testid'),
  );
  await assertFocusRing(page);
  await flyout.waitFor({ state: 'visible' });
  await until(async () => assert.equal(await title.getAttribute('aria-expanded'), 'true'));
  assert.equal(await title.getAttribute('aria-controls'), await flyout.getAttribute('id'));

  await page.keyboard.press('ArrowRight');
  assert.ok(await focusWithin(page, '[data-testid^="category-flyout-"]'), 'ArrowRight goes into the flyout');
  await assertAccessibleNow(page, 'an open category flyout');
  await page.keyboard.press('Escape');
  await flyout.waitFor({ state: 'hidden' });
  assert.equal(await title.evaluate((el) => el === document.activeElement), true, 'Escape goes back to the category');
  assert.equal(await title.getAttribute('aria-expanded'), 'false');

  await page.keyboard.press('ArrowDown');
  await flyout.waitFor({ state: 'visible' });
  assert.ok(await focusWithin(page, '[data-testid^="category-flyout-"]'), 'ArrowDown opens it again and goes in');
});

test('the favourite-filter dialog keeps the focus while it is open and gives it back when it closes', async () => {
  const { page } = await openAs('buyer');
  await page.goto('/purchaseInquiry?priceTypeList=1', { waitUntil: 'domcontentloaded' });
  const opener = page.getByTestId('favourite-open');
  await hydrated(opener);
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await until(async () => assert.equal(await focusedElement(page), 'favourite-name-input', 'the name field has the focus'));
  await assertAccessibleNow(page, 'the favourite-filter dialog');
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    assert.ok(await focusWithin(page, '[role="dialog"]'), `after ${key} the focus is still in the dialog (on ${await focusedElement(page)})`);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await until(async () => assert.equal(await focusedElement(page), 'favourite-open', 'the focus is back on the button that opened it'));
});

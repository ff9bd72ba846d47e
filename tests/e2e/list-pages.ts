// What the list-page journeys (lists, list-filters, list-favourites, enterprise-list,
// publicity-list) read off a mall list page: its total, its cards, chips and URL. A filter change
// is a client-side navigation whose new list arrives in the same render as the new filter state,
// so a journey waits for a sign of the state it asked for (a chip, a sort or page marker) and then
// reads the list: never a fixed delay, never the URL alone (it changes before the list renders).
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { hydrated, until } from './browser.ts';

/**
 * Retries an assertion until it holds (browser.ts's `until`), looking every 20 ms: a journey waits
 * for dozens of states, and each is there a few milliseconds after the navigation that makes it.
 */
export function soon<T>(assertion: () => T | Promise<T>): Promise<T> {
  return until(assertion, { interval: 20 });
}

/**
 * Opens a list page and waits until its filter controls answer clicks. Not until 'load': the
 * banner and logo images are no part of a list journey, and waiting for them doubles a cold start.
 */
export async function openList(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await listReady(page);
}

/** The list is on screen and hydrated (after a load, a reload or a language switch). */
export async function listReady(page: Page): Promise<void> {
  await page.getByTestId('list-body').waitFor();
  await hydrated(page.getByTestId('filter-reset'));
}

export type Locale = 'zh-CN' | 'en-US' | 'ko-KR';

/** Chooses a language in the top bar: the same page comes back in it (a form post and a redirect). */
export async function chooseLanguage(page: Page, locale: Locale): Promise<void> {
  await press(page.getByTestId('language-selector'));
  await page.getByTestId(`language-option-${locale}`).click();
  await soon(async () => assert.equal(await page.locator('html').getAttribute('lang'), locale));
  await listReady(page);
}

/** The list's total count as the toolbar states it (its data-total and its text agree). */
export async function totalOf(page: Page): Promise<number> {
  const total = page.getByTestId('list-total');
  const count = Number(await total.getAttribute('data-total'));
  assert.ok((await total.innerText()).replace(/,/g, '').includes(String(count)), `the total's text names ${count}`);
  return count;
}

/** The sourcing cards of the list, in order. */
export function listCards(page: Page): Locator {
  return page.getByTestId('list-cards').locator('article[data-testid*="-card-"]');
}

/** The test ids of the cards in order ("inquiry-card-42", …): which items the page shows. */
export async function cardKeys(page: Page): Promise<string[]> {
  return listCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid') ?? ''));
}

/** A fact line of every card ("品类：量具" → "量具" for prefix "品类："). */
export async function cardFacts(page: Page, prefix: string): Promise<string[]> {
  return listCards(page).evaluateAll(
    (cards, p) =>
      cards.map(
        (card) =>
          [...card.querySelectorAll('li')]
            .map((li) => li.textContent ?? '')
            .find((line) => line.startsWith(p))
            ?.slice(p.length) ?? '(none)',
      ),
    prefix,
  );
}

/** The titles of the cards, in order. */
export async function cardTitles(page: Page): Promise<string[]> {
  return listCards(page).evaluateAll((cards) => cards.map((card) => card.querySelector('a')?.textContent ?? ''));
}

/** The page's URL as path and query ("/purchaseInquiry/c1?priceTypeList=1"). */
export function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

export function queryOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** The text of a chip without its remove button ('品类：五金工具'), or null when there is none. */
export async function chipText(page: Page, key: string): Promise<string | null> {
  const chip = page.getByTestId(`filter-chip-${key}`);
  if ((await chip.count()) === 0) return null;
  return (await chip.locator('span').first().innerText()).trim();
}

/** The keys of the chips shown, in order ('category', 'priceType', …). */
export async function chipKeys(page: Page): Promise<string[]> {
  return page
    .getByTestId('filter-bar')
    .locator('[data-testid^="filter-chip-"]:not([data-testid^="filter-chip-remove-"]):not([data-testid="filter-chips-none"])')
    .evaluateAll((chips) => chips.map((chip) => (chip.getAttribute('data-testid') ?? '').replace('filter-chip-', '')));
}

/** Waits until the list shows the chip with exactly this text. */
export async function waitForChip(page: Page, key: string, text: string): Promise<void> {
  await soon(async () => assert.equal(await chipText(page, key), text));
}

/** Waits until the chip is gone. */
export async function waitForNoChip(page: Page, key: string): Promise<void> {
  await soon(async () => assert.equal(await page.getByTestId(`filter-chip-${key}`).count(), 0, `the ${key} chip is gone`));
}

/** Waits until the toolbar says the list is on `page` (1-based) and no page load is under way. */
export async function waitForPage(page: Page, n: number): Promise<void> {
  await soon(async () => {
    assert.equal(await page.getByTestId('page-indicator').getAttribute('data-page'), String(n));
    assert.notEqual(await page.getByTestId('list-body').getAttribute('data-state'), 'loading');
  });
}

/** Clicks a control once it is hydrated. */
export async function press(locator: Locator): Promise<void> {
  await (await hydrated(locator)).click();
}

/**
 * Picks a date (YYYY-MM-DD) on a date field's calendar (@mantine/dates): opens it, turns the months
 * until the day is shown, and clicks it. The calendar closes and the field shows the date.
 */
export async function pickDate(page: Page, testId: string, date: string): Promise<void> {
  await press(page.getByTestId(testId));
  const month = date.slice(0, 7);
  for (let turns = 0; turns < 120; turns++) {
    const shown = (await page.locator('[data-date]:not([data-outside])').first().getAttribute('data-date'))!.slice(0, 7);
    if (shown === month) break;
    await page
      .locator(`[data-direction="${shown > month ? 'previous' : 'next'}"]`)
      .first()
      .click();
  }
  await page.locator(`[data-date="${date}"]:not([data-outside])`).click();
  await soon(async () => assert.equal(await page.getByTestId(testId).innerText(), date));
}

/** The top category of the filter panel with this name, and its id. */
export async function topCategory(page: Page, name: string): Promise<{ link: Locator; id: number }> {
  const link = page
    .getByTestId('filter-panel')
    .locator('[data-testid^="filter-category-"]', { hasText: new RegExp(`^${name}$`) })
    .first();
  const testId = (await link.getAttribute('data-testid')) ?? '';
  const id = Number(testId.replace('filter-category-', ''));
  assert.ok(id > 0, `the panel has the category ${name}`);
  return { link, id };
}

/** The names of the sub-categories the panel shows under an expanded category. */
export async function subCategoryNames(page: Page, parentName: string): Promise<string[]> {
  return page.getByTestId('filter-panel').locator(`ul[aria-label="${parentName}的子品类"] > li > a`).allInnerTexts();
}

/** "YYYY-MM-DD" of a moment in Beijing time, the zone the portal shows and filters dates in. */
export function beijingDate(epochMs: number): string {
  return new Date(epochMs + 8 * 3_600_000).toISOString().slice(0, 10);
}

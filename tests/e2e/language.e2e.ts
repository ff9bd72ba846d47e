// Changing the language (docs/product.md#states-and-transitions): the language menu stores the choice in LX_LANG as the Base64
// of the locale, the same page comes back in that language, and the choice outlives a reload.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { baseUrl, cardsOf, cookie, hydrated, until, usePages, waitForCards } from './browser.ts';

const { open } = usePages();

type Locale = 'zh-CN' | 'en-US' | 'ko-KR';

const NAV: Record<Locale, string[]> = {
  'zh-CN': ['首页', '采购询价', '采购招标', '采购竞价', '名企采购', '采购公示'],
  'en-US': ['Home', 'Purchase inquiry', 'Purchase tender', 'Purchase competitive bid', 'Famous-enterprise purchasing', 'Procurement publicity'],
  'ko-KR': ['홈', '구매 견적 요청', '구매 입찰', '구매 경쟁 입찰', '유명 기업 구매', '구매 공시'],
};

const WELCOME: Record<Locale, string> = {
  'zh-CN': '欢迎来到国内站',
  'en-US': 'Welcome to the domestic site',
  'ko-KR': '국내 사이트에 오신 것을 환영합니다',
};

async function chooseLanguage(page: Page, locale: Locale): Promise<void> {
  await hydrated(page.getByTestId('language-selector'));
  await page.getByTestId('language-selector').click();
  await page.getByTestId(`language-option-${locale}`).click();
  await until(async () => assert.equal(await page.locator('html').getAttribute('lang'), locale));
  await page.waitForLoadState();
}

async function navLabels(page: Page): Promise<string[]> {
  return page.getByTestId('main-nav').locator('[data-testid^="nav-"]').allInnerTexts();
}

test('a visitor switches the home to English, then to Korean, and a reload keeps Korean', async () => {
  const { page, context } = await open();
  await page.goto('/');
  assert.deepEqual(await navLabels(page), NAV['zh-CN']);
  assert.equal(await cookie(context, 'LX_LANG'), undefined, 'no language is stored before a choice');

  await chooseLanguage(page, 'en-US');
  assert.equal(new URL(page.url()).pathname, '/', 'the same page comes back');
  assert.deepEqual(await navLabels(page), NAV['en-US']);
  assert.equal(await page.getByTestId('welcome-label').innerText(), WELCOME['en-US']);
  assert.equal(await page.getByTestId('login-link').innerText(), 'Log in');
  assert.match(await page.getByTestId('language-selector').innerText(), /^English/);
  assert.equal(await cookie(context, 'LX_LANG'), Buffer.from('en-US').toString('base64'));
  assert.equal(await cookie(context, 'LX_LANG'), 'ZW4tVVM=');
  await waitForCards(page);
  assert.equal(await page.getByTestId('section-inquiry').locator('h2').innerText(), 'Purchase inquiry');
  assert.match(await cardsOf(page, 'inquiry').first().innerText(), /Less than \d+ days? left|Already ended/);

  await chooseLanguage(page, 'ko-KR');
  assert.deepEqual(await navLabels(page), NAV['ko-KR']);
  assert.equal(await page.getByTestId('welcome-label').innerText(), WELCOME['ko-KR']);
  assert.equal(await cookie(context, 'LX_LANG'), 'a28tS1I=');

  await page.reload();
  assert.equal(await page.locator('html').getAttribute('lang'), 'ko-KR');
  assert.deepEqual(await navLabels(page), NAV['ko-KR']);
  assert.equal(await page.getByTestId('welcome-label').innerText(), WELCOME['ko-KR']);
  assert.match(await page.getByTestId('language-selector').innerText(), /^한국어/);
});

test('switching back to Simplified Chinese stores zh-CN and shows Chinese again', async () => {
  const { page, context } = await open();
  await context.addCookies([{ name: 'LX_LANG', value: 'ZW4tVVM=', url: baseUrl }]);
  await page.goto('/');
  assert.equal(await page.locator('html').getAttribute('lang'), 'en-US', 'a stored English choice is honoured on the first render');
  assert.deepEqual(await navLabels(page), NAV['en-US']);

  await chooseLanguage(page, 'zh-CN');
  assert.deepEqual(await navLabels(page), NAV['zh-CN']);
  assert.equal(await page.getByTestId('welcome-label').innerText(), WELCOME['zh-CN']);
  assert.equal(await cookie(context, 'LX_LANG'), Buffer.from('zh-CN').toString('base64'));
});

test('the language switch returns to the page it was made on, shop prefix and query included', async () => {
  const { page } = await open();
  await page.goto('/12?from=banner');
  await chooseLanguage(page, 'en-US');
  const url = new URL(page.url());
  assert.equal(url.pathname + url.search, '/12?from=banner');
  assert.deepEqual(await navLabels(page), NAV['en-US']);
  assert.equal(await page.getByTestId('nav-inquiry').getAttribute('href'), '/12/purchaseInquiry?priceTypeList=1');
});

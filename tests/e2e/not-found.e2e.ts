// Addresses no page answers to (docs/product.md#routes-and-layouts: routes match exactly; a shop prefix is numeric): the
// visitor gets a 404 page in their own language with a way back home, and the status says 404.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { baseUrl, hydrated, usePages } from './browser.ts';

const { open } = usePages();

const UNKNOWN = ['/no/such/page', '/abc', '/12/no-such-list'];

test('an unknown address shows the Chinese 404 page with status 404', async () => {
  const { page } = await open();
  for (const path of UNKNOWN) {
    const response = await page.goto(path);
    assert.equal(response?.status(), 404, path);
    assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN', path);
    const notFound = page.getByTestId('not-found-page');
    assert.equal(await notFound.locator('h1').innerText(), '页面不存在', path);
    assert.ok((await notFound.innerText()).includes('您访问的页面不存在或已被移除。'), path);
    assert.equal(await notFound.getByRole('link').innerText(), '返回首页', path);
    assert.equal(await notFound.getByRole('link').getAttribute('href'), '/', path);
  }
});

test('in English the 404 page is in English', async () => {
  const { page, context } = await open();
  await context.addCookies([{ name: 'LX_LANG', value: 'ZW4tVVM=', url: baseUrl }]);
  for (const path of UNKNOWN) {
    const response = await page.goto(path);
    assert.equal(response?.status(), 404, path);
    assert.equal(await page.locator('html').getAttribute('lang'), 'en-US', path);
    const notFound = page.getByTestId('not-found-page');
    assert.equal(await notFound.locator('h1').innerText(), 'Page not found', path);
    assert.equal(await notFound.getByRole('link').innerText(), 'Back to home', path);
  }
});

test('the 404 page leads back to the mall home', async () => {
  const { page } = await open();
  await page.goto('/no/such/page');
  await (await hydrated(page.getByTestId('not-found-page').getByRole('link'))).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('mall-home').waitFor();
});

test('the 404 page names itself in the browser tab', async () => {
  const { page } = await open();
  await page.goto('/no/such/page');
  assert.equal(await page.title(), '页面不存在');
});

test('the 404 page under a non-numeric "shop prefix" names itself in the browser tab too', async () => {
  const { page } = await open();
  await page.goto('/abc');
  assert.equal(await page.title(), '页面不存在');
});

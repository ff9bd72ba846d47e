// The floating side toolbar and customer service (docs/product.md#mall-layout, #roles-and-permissions): shortcuts to the
// lists, the app's QR code on hover, back to top; customer service opens the chat window for a
// member and, for a visitor, opens no window (it asks the visitor to log in first).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hydrated, loginAs, until, usePages } from './browser.ts';

const { open } = usePages();

test('the side toolbar stays 200 px from the top of the window and brings the page back to the top', async () => {
  const { page } = await open();
  await page.goto('/');
  const toolbar = page.getByTestId('side-toolbar');
  assert.deepEqual(await toolbar.locator('a, button').allInnerTexts(), ['全部公示', '采购询价', '招标', '竞价', '客服', '手机APP', '返回顶部']);
  assert.equal(Math.round((await toolbar.boundingBox())!.y), 200);

  await hydrated(page.getByTestId('toolbar-back-to-top'));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 500);
  assert.equal(Math.round((await toolbar.boundingBox())!.y), 200, 'still 200 px from the top after scrolling');
  await page.getByTestId('toolbar-back-to-top').click();
  await page.waitForFunction(() => window.scrollY === 0);
});

test('hovering "mobile app" shows the QR code to download it', async () => {
  const { page } = await open();
  await page.goto('/');
  const qr = page.getByTestId('toolbar-app-qr');
  assert.equal(await qr.isVisible(), false);
  await (await hydrated(page.getByTestId('toolbar-app'))).hover();
  await qr.waitFor({ state: 'visible' });
  assert.equal(await qr.getByRole('img').getAttribute('alt'), 'APP下载二维码');
  assert.ok((await qr.innerText()).includes('扫码下载APP'));
});

test("a visitor's click on customer service opens no window", async () => {
  const { page } = await open();
  // The chat window would be opened by the click handler itself: record every window.open call.
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { opened: string[] }).opened = opened;
    const original = window.open.bind(window);
    window.open = (url, ...rest) => {
      opened.push(String(url));
      return original(url, ...rest);
    };
  });
  await page.goto('/');
  await (await hydrated(page.getByTestId('customer-service'))).click();
  await (await hydrated(page.getByTestId('toolbar-customer-service'))).click();
  assert.deepEqual(await page.evaluate(() => (window as unknown as { opened: string[] }).opened), []);
  assert.equal(new URL(page.url()).pathname, '/');
});

test("a member's click on customer service opens the chat window", async () => {
  const { page } = await open();
  await loginAs(page, 'supplier');
  const [chat] = await Promise.all([page.waitForEvent('popup'), (await hydrated(page.getByTestId('customer-service'))).click()]);
  await until(() => assert.equal(new URL(chat.url()).pathname, '/chatRoom'));
  assert.equal(new URL(page.url()).pathname, '/', 'the home stays open behind it');
});

// The well-kept widgets that replaced hand-made ones (issue "First paint on a phone in under two
// seconds, accessible to everyone, no hand-made widgets", item 6): messages are @mantine/notifications
// (at the top, closed by themselves after 3 s, docs/product/error-codes.md#error-codes-and-failures); a progress
// bar (@mantine/nprogress) runs while a page loads or a form is sent; the banner carousel is
// @mantine/carousel (a phone swipes it, the arrow keys turn it, no autoplay under reduced motion);
// the publish-time range is picked on a @mantine/dates calendar in the user's language and shows
// YYYY-MM-DD in every language (docs/product/constants.md#formats-and-currency).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, hydrated, until, usePages, visit } from './browser.ts';
import { beijingDate, openList, pickDate, press, queryOf, soon, waitForChip } from './list-pages.ts';

const { open, openAs } = usePages();

const DAY = 86_400_000;

async function activeSlide(carousel: Locator): Promise<number> {
  const flags = await carousel.getByTestId('banner-slide').evaluateAll((nodes) => nodes.map((node) => node.hasAttribute('data-active')));
  assert.equal(flags.filter(Boolean).length, 1, 'exactly one slide is shown');
  return flags.indexOf(true);
}

test('a message shows at the top, names its close button in the user language, and closes by itself after three seconds', async () => {
  // A member without a role keeps favourites too; the journey puts the shop back as it was.
  const { page } = await openAs('newbie');
  await visit(page, '/shopIndex/4');
  const toggle = page.getByTestId('shop-favourite');
  const before = await toggle.getAttribute('data-state');

  await press(toggle);
  const message = page.getByTestId('toast').filter({ hasText: '操作成功' });
  await message.waitFor();
  const shownAt = Date.now();
  assert.equal(await message.getAttribute('data-kind'), 'success');
  assert.equal(await message.getByRole('button', { name: '关闭' }).count(), 1);
  const box = (await message.boundingBox())!;
  const width = page.viewportSize()!.width;
  assert.ok(box.y < 120, `at the top of the window: ${box.y}`);
  assert.ok(Math.abs(box.x + box.width / 2 - width / 2) < 40, 'in the middle');
  await message.waitFor({ state: 'detached', timeout: 8_000 });
  const shownFor = Date.now() - shownAt;
  assert.ok(shownFor > 2_000 && shownFor < 6_000, `closed by itself after about three seconds: ${shownFor} ms`);

  // The close button closes it at once.
  await press(toggle);
  const second = page.getByTestId('toast').filter({ hasText: '操作成功' });
  await second.getByRole('button', { name: '关闭' }).click();
  await second.waitFor({ state: 'detached', timeout: 2_000 });
  await until(async () => assert.equal(await toggle.getAttribute('data-state'), before));
});

test('a progress bar runs along the top while a page loads or a form is sent, and goes when it is done', async () => {
  const { page } = await open();
  const bar = page.getByTestId('navigation-progress');
  await visit(page, '/');
  assert.equal(await bar.getAttribute('data-mounted'), null, 'no bar on a page at rest');

  // The next page's data is slow to come.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/purchaseInquiry\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await (await hydrated(page.getByTestId('nav-inquiry'))).click();
  await until(async () => assert.equal(await bar.getAttribute('data-mounted'), 'true'));
  const top = (await bar.boundingBox())!;
  assert.ok(top.y <= 1 && top.width >= page.viewportSize()!.width - 1, 'the bar spans the top of the window');
  release();
  await page.getByTestId('list-body').waitFor();
  await until(async () => assert.equal(await bar.getAttribute('data-mounted'), null));

  // A form: the login, held at the server's door.
  await page.unrouteAll();
  await page.goto('/login');
  let releaseLogin = () => {};
  const loginHeld = new Promise<void>((resolve) => {
    releaseLogin = resolve;
  });
  await page.route(/\/login/, async (route) => {
    if (route.request().method() === 'POST') await loginHeld;
    await route.continue();
  });
  await hydrated(page.getByTestId('login-submit'));
  await page.getByTestId('login-account').fill('supplier');
  await page.getByTestId('login-password').fill('demo1234');
  await (await hydrated(page.getByTestId('login-submit'))).click();
  await until(async () => assert.equal(await bar.getAttribute('data-mounted'), 'true'));
  releaseLogin();
  await page.getByTestId('user-name').waitFor();
  await until(async () => assert.equal(await bar.getAttribute('data-mounted'), null));
});

test('a finger swipes the banner carousel to the next banner; the arrow keys turn it and the focus holds it still', async () => {
  const { page } = await open();
  await page.goto('/');
  const carousel = page.getByTestId('banner-carousel');
  await hydrated(carousel.getByTestId('banner-dot-0'));
  assert.equal(await activeSlide(carousel), 0);

  // A finger drags the banner from right to left (touch events, as a phone sends them).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const box = (await carousel.boundingBox())!;
  const y = box.y + box.height / 2;
  const start = box.x + box.width * 0.8;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: start, y }] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start - step * box.width * 0.06, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await until(async () => assert.equal(await activeSlide(carousel), 1, 'the swipe brought the next banner'));

  // The keyboard: the focus on the banner holds it still, and the arrow keys turn it.
  await carousel.getByTestId('banner-slide').nth(1).locator('a').focus();
  await until(async () => assert.equal(await carousel.getAttribute('data-paused'), 'true'));
  await page.keyboard.press('ArrowRight');
  await until(async () => assert.equal(await activeSlide(carousel), 2));
  await page.keyboard.press('ArrowLeft');
  await until(async () => assert.equal(await activeSlide(carousel), 1));
  assert.equal(await carousel.getByRole('region').getAttribute('aria-label'), '广告轮播');
  assert.equal(await carousel.getByRole('button', { name: '下一张' }).count(), 1, 'the arrows are named in Chinese');
});

test('with reduced motion the banner carousel never turns by itself', async () => {
  const { page } = await open();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByTestId('banner-carousel');
  await hydrated(carousel.getByTestId('banner-dot-0'));
  await until(async () => assert.equal(await carousel.getAttribute('data-autoplay'), 'off'));
  await page.clock.runFor(30_000);
  assert.equal(await activeSlide(carousel), 0, 'still the first banner after half a minute');
  // It still turns when asked.
  await carousel.getByTestId('banner-dot-2').click();
  assert.equal(await activeSlide(carousel), 2);
});

/** What the open calendar shows: its month (the button that names it) and the first day of its week. */
async function calendarSays(page: Page, monthButton: string): Promise<{ month: string; firstWeekday: string }> {
  const dropdown = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('[data-date]') });
  await dropdown.waitFor();
  const month = await dropdown.getByRole('button', { name: monthButton }).innerText();
  const firstWeekday = await dropdown.locator('thead th').first().innerText();
  return { month: month.trim(), firstWeekday: firstWeekday.trim() };
}

test('the publish-time range is picked on a calendar in the user language and shows YYYY-MM-DD in every language', async () => {
  const { page, context } = await open();
  const start = beijingDate(Date.now() - 3 * DAY);
  const [year, month] = start.split('-').map(Number) as [number, number];
  const expected = {
    'zh-CN': { lang: 'emgtQ04=', monthButton: '选择月份', month: `${year}年${month}月`, firstWeekday: '一', chip: `发布时间：${start}以上` },
    'en-US': {
      lang: 'ZW4tVVM=',
      monthButton: 'Choose a month',
      month: `${new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${year}`,
      firstWeekday: 'Su',
      chip: `Published: ${start} and above`,
    },
    'ko-KR': { lang: 'a28tS1I=', monthButton: '월 선택', month: `${year}년 ${month}월`, firstWeekday: '일', chip: null },
  } as const;
  for (const [locale, want] of Object.entries(expected)) {
    await context.addCookies([{ name: 'LX_LANG', value: want.lang, url: baseUrl }]);
    await openList(page, '/purchaseInquiry?priceTypeList=1');
    await pickDate(page, 'filter-start-time', start);
    assert.equal(await page.getByTestId('filter-start-time').innerText(), start, `${locale}: the field says YYYY-MM-DD`);
    await soon(() => assert.equal(queryOf(page).get('startTime'), start, `${locale}: so does the URL`));
    if (want.chip) await waitForChip(page, 'time', want.chip);
    await press(page.getByTestId('filter-start-time'));
    assert.deepEqual(
      await calendarSays(page, want.monthButton),
      { month: want.month, firstWeekday: want.firstWeekday },
      `${locale}: the calendar speaks the language`,
    );
    await page.keyboard.press('Escape');
  }
});

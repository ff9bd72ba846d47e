// The mall home as a first-time visitor sees it (docs/product.md#mall-layout, "Mall home"): Chinese
// by default, the first screen, three card lists of at most nine with a wide first card, links to
// the full lists, and a banner carousel that turns by itself but holds still under the mouse.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cardsOf, hydrated, KINDS, until, usePages, waitForCards } from './browser.ts';
import zhCommon from '#locales/zh-CN/common.json' with { type: 'json' };

const TENDER_PHASE_NAMES = zhCommon.tenderPhase.names;
const BIDDING_PHASE_NAMES = zhCommon.biddingPhase.names;

const { open } = usePages();

test('a first-time visitor gets the mall home in Simplified Chinese', async () => {
  const { page } = await open();
  const response = await page.goto('/');
  assert.equal(response?.status(), 200);
  assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
  assert.match(await page.title(), /^采购商城首页 - /);
  assert.equal(await page.getByTestId('welcome-label').innerText(), '欢迎来到国内站');
  assert.deepEqual(await page.getByTestId('main-nav').locator('[data-testid^="nav-"]').allInnerTexts(), [
    '首页',
    '采购询价',
    '采购招标',
    '采购竞价',
    '名企采购',
    '采购公示',
  ]);
  assert.equal(await page.getByTestId('nav-home').getAttribute('aria-current'), 'page');
  assert.equal(await page.locator('[data-testid^="nav-"][aria-current="page"]').count(), 1, 'only home is the current item');
  assert.equal(await page.getByTestId('all-categories').innerText(), '全部分类');
  // A visitor is offered to log in or register, in the top bar and in the user panel.
  assert.equal(await page.getByTestId('login-link').innerText(), '请登录');
  assert.equal(await page.getByTestId('register-link').innerText(), '免费注册');
  assert.equal(await page.getByTestId('user-panel-login').innerText(), '登录');
  assert.equal(await page.getByTestId('user-panel-register').innerText(), '免费注册');
  assert.equal(await page.getByTestId('user-name').count(), 0);
  // The banner (288 px high) sits beside four small ads.
  assert.equal(Math.round((await page.getByTestId('banner-carousel').boundingBox())!.height), 288);
  assert.equal(await page.getByTestId('small-ad').count(), 4);
  // The footer's five help groups and its tagline.
  assert.equal(await page.getByTestId('site-footer').locator('[data-testid^="footer-group-"]').count(), 5);
  assert.equal(await page.getByTestId('footer-tagline').innerText(), '让企业采购更简单、更透明、更高效');
});

test('the home is painted before any of its scripts is asked for, then it becomes interactive', async () => {
  // docs/decisions/018-scripts-after-first-paint.md: the stylesheets and the first screen's pictures come first.
  const { page } = await open();
  await page.goto('/');
  const link = await hydrated(page.getByTestId('nav-tender'));
  const { paintedAt, scripts } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, startedAt: entry.startTime })),
  }));
  assert.ok(paintedAt > 0, 'the page was painted');
  assert.ok(scripts.length >= 5, `the page's modules were loaded: ${scripts.length}`);
  for (const script of scripts)
    assert.ok(script.startedAt >= paintedAt, `${script.path} asked for at ${script.startedAt} ms, painted at ${paintedAt} ms`);
  // A client-side navigation: the router is running.
  await Promise.all([page.waitForURL((url) => url.pathname === '/purchaseBidding'), link.click()]);
  await page.locator('[data-testid="nav-tender"][aria-current="page"]').waitFor();
});

test('each sourcing list shows at most nine cards, the first one wide, under a Chinese title', async () => {
  const { page } = await open();
  await page.goto('/');
  await waitForCards(page);
  const titles = { inquiry: '采购询价', tender: '采购招标', bidding: '采购竞价' } as const;
  for (const kind of KINDS) {
    const section = page.getByTestId(`section-${kind}`);
    assert.equal(await section.locator('h2').innerText(), titles[kind]);
    const cards = cardsOf(page, kind);
    const count = await cards.count();
    // A page of nine (docs/product/constants.md#constants-and-limits); the demo data has more than nine of each kind for Beijing.
    assert.equal(count, 9, `${kind}: ${count} cards`);
    const widths = await Promise.all((await cards.all()).map(async (card) => Math.round((await card.boundingBox())!.width)));
    assert.ok(Math.abs(widths[0]! - 470) <= 12, `${kind}: the first card is ${widths[0]} px wide, expected about 470`);
    for (const [index, width] of widths.slice(1).entries()) {
      assert.ok(Math.abs(width - 227) <= 12, `${kind}: card ${index + 2} is ${width} px wide, expected about 227`);
    }
    // The wide card has room for the document number the narrow ones leave out.
    assert.match(await cards.first().innerText(), /编号：(XJ|ZB|JJ)\d{12}/);
    assert.doesNotMatch(await cards.nth(1).innerText(), /编号：/);
    // Every card tells how long is left: "剩余不足N天" or "已结束"; a tender's and a competitive bid's,
    // its phase by the platform and the time to the next change (docs/product/tenders.md#the-phases).
    for (const card of await cards.all()) {
      if (kind === 'tender') {
        const phase = (await card.getAttribute('data-phase')) as keyof typeof TENDER_PHASE_NAMES | null;
        assert.ok(phase !== null && phase in TENDER_PHASE_NAMES, `tender ${phase}`);
        assert.ok((await card.innerText()).includes(TENDER_PHASE_NAMES[phase]), `the card names its phase ${phase}`);
      } else if (kind === 'bidding') {
        // A competitive bid's card names its phase too (docs/product/auctions.md#the-phases).
        const phase = (await card.getAttribute('data-phase')) as keyof typeof BIDDING_PHASE_NAMES | null;
        assert.ok(phase !== null && phase in BIDDING_PHASE_NAMES, `competitive bid ${phase}`);
        assert.ok((await card.innerText()).includes(BIDDING_PHASE_NAMES[phase]), `the card names its phase ${phase}`);
      } else assert.match(await card.innerText(), /剩余不足\d+天|已结束/);
    }
  }
});

test('see-more, navigation and toolbar links lead to the three full lists', async () => {
  const { page } = await open();
  await page.goto('/');
  const lists = {
    inquiry: '/purchaseInquiry?priceTypeList=1',
    tender: '/purchaseBidding?priceTypeList=2',
    bidding: '/purchaseCompete?priceTypeList=3',
  } as const;
  for (const kind of KINDS) {
    assert.equal(await page.getByTestId(`see-more-${kind}`).getAttribute('href'), lists[kind]);
    assert.equal(await page.getByTestId(`see-more-${kind}`).innerText(), '查看更多 ›');
    assert.equal(await page.getByTestId(`nav-${kind}`).getAttribute('href'), lists[kind]);
    assert.equal(await page.getByTestId(`toolbar-${kind}`).getAttribute('href'), lists[kind]);
  }
  assert.equal(await page.getByTestId('nav-enterprise').getAttribute('href'), '/enterprisePurchasing');
  assert.equal(await page.getByTestId('nav-publicity').getAttribute('href'), '/procurementPublicity');
  assert.equal(await page.getByTestId('toolbar-publicity').getAttribute('href'), '/procurementPublicity');
  assert.equal(await page.getByTestId('publicity-more').getAttribute('href'), '/procurementPublicity');

  await hydrated(page.getByTestId('see-more-tender'));
  await page.getByTestId('see-more-tender').click();
  await page.waitForURL((url) => url.pathname === '/purchaseBidding');
  assert.equal(new URL(page.url()).search, '?priceTypeList=2');
  // The navigation follows: the tender list is now the current item.
  await until(async () => assert.equal(await page.getByTestId('nav-tender').getAttribute('aria-current'), 'page'));
  assert.equal(await page.getByTestId('nav-home').getAttribute('aria-current'), null);
});

test('under a shop prefix the see-more links keep the prefix', async () => {
  const { page } = await open();
  const response = await page.goto('/12');
  assert.equal(response?.status(), 200);
  assert.equal(await page.getByTestId('see-more-inquiry').getAttribute('href'), '/12/purchaseInquiry?priceTypeList=1');
  assert.equal(await page.getByTestId('see-more-tender').getAttribute('href'), '/12/purchaseBidding?priceTypeList=2');
  assert.equal(await page.getByTestId('see-more-bidding').getAttribute('href'), '/12/purchaseCompete?priceTypeList=3');
});

test('the publicity tabs switch between inquiry, tender and bid award notices', async () => {
  const { page } = await open();
  await page.goto('/');
  const tabs = page.getByTestId('publicity-tabs');
  assert.deepEqual(await tabs.locator('[data-testid^="publicity-tab-"]').allInnerTexts(), ['询价公示', '招标公示', '竞价公示']);
  const visibleNotices = tabs.locator('[role="tabpanel"]:visible li a');
  await visibleNotices.first().waitFor();
  const inquiryNotices = await visibleNotices.allInnerTexts();
  assert.ok(inquiryNotices.length >= 1 && inquiryNotices.length <= 8, `${inquiryNotices.length} notices, expected 1 to 8`);
  for (const name of inquiryNotices) assert.match(name, /询价结果公示$/);

  await hydrated(page.getByTestId('publicity-tab-2'));
  await page.getByTestId('publicity-tab-2').click();
  await until(async () => {
    const names = await visibleNotices.allInnerTexts();
    assert.ok(names.length >= 1 && names.length <= 8, `${names.length} tender notices`);
    for (const name of names) assert.match(name, /中标结果公告$/);
  });
});

test('the banner carousel turns by itself and holds still while the mouse is over it', async () => {
  const { page } = await open();
  // The page's timers can be run ahead, so holding still is shown over many turns in no time.
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByTestId('banner-carousel');
  const slides = carousel.getByTestId('banner-slide');
  const activeSlide = async () => {
    const flags = await slides.evaluateAll((nodes) => nodes.map((node) => node.hasAttribute('data-active')));
    assert.equal(flags.filter(Boolean).length, 1, 'exactly one slide is shown');
    return flags.indexOf(true);
  };
  assert.ok((await slides.count()) >= 2, 'the demo site has several banners');
  assert.equal(await activeSlide(), 0);
  assert.equal(await page.getByTestId('banner-dot-0').getAttribute('aria-selected'), 'true');

  // In real time, the next banner comes within about six seconds.
  await until(async () => assert.equal(await activeSlide(), 1), { timeout: 6_500 });
  assert.equal(await page.getByTestId('banner-dot-1').getAttribute('aria-selected'), 'true');

  await page.mouse.move(0, 0);
  await carousel.hover();
  await until(async () => assert.equal(await carousel.getAttribute('data-paused'), 'true'));
  await page.clock.runFor(20_000);
  assert.equal(await activeSlide(), 1, 'no turn while the mouse is over the banner');

  await page.mouse.move(5, 5);
  await until(async () => assert.equal(await carousel.getAttribute('data-paused'), null));
  await page.clock.runFor(5_100);
  assert.equal(await activeSlide(), 2 % (await slides.count()), 'turning resumes once the mouse leaves');

  // A dot picks a banner directly.
  await page.getByTestId('banner-dot-0').click();
  assert.equal(await activeSlide(), 0);
});

test('the wide cards name a municipality once among their delivery areas', async () => {
  const { page } = await open();
  await page.goto('/');
  await waitForCards(page);
  let areaLines = 0;
  for (const kind of KINDS) {
    const areaLine = cardsOf(page, kind).first().locator('li', { hasText: '区域：' });
    if ((await areaLine.count()) === 0) continue;
    areaLines++;
    assert.doesNotMatch(await areaLine.innerText(), /(北京市|天津市|上海市|重庆市)\1/, `${kind}: a municipality named twice`);
  }
  assert.ok(areaLines > 0, 'a wide card lists its delivery areas');
});

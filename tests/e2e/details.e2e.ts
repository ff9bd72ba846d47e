// The detail pages of an inquiry, a tender and a competitive bid (docs/product.md#detail-pages, #entities-and-fields,
// #states-and-transitions countdown and action flow): the quotes a sealed inquiry lets each caller see, the countdown
// that ticks and keeps the server's time whatever the browser's clock says, the action button's
// login and admission steps, the materials table that scrolls beyond three rows, and the 404 page
// for an item that is not there, in the reader's language.
//
// The items are found in the demo buyer's own lists (shop 1, 华东精工制造有限公司): its first two
// open inquiries are the quote rules' showcase (platform/seed/sourcing.ts): the first sealed, the
// second open, and the demo supplier (恒信工业供应链有限公司) and two other suppliers quoted on both.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { baseUrl, hydrated, until, usePages, visit } from './browser.ts';

const { open, openAs } = usePages();

/** A fresh context logged in as `account`, its home hydrated before the test moves on. */
async function member(account: string): ReturnType<typeof openAs> {
  const opened = await openAs(account);
  await hydrated(opened.page.getByTestId('user-name'));
  return opened;
}

const DEMO_BUYER_SHOP = 1;
const DEMO_BUYER = '华东精工制造有限公司';
const DEMO_SUPPLIER = '恒信工业供应链有限公司';
const NOT_ADMITTED = { inquiry: '您还未申请成为入库供应商，请申请后再报价', tender: '您还未申请成为入库供应商，请申请后再报名' };

type Row = { id: number; daysLeft: number; materialKinds: number };
type ShopList = 'procurementSourcing' | 'procurementBidding' | 'procurementCompete';

/**
 * The rows of one of the demo buyer's own lists, by id, as a visitor reads them there: the shop is
 * opened first, so the list knows whose it is. Read once per file: the lists do not change.
 */
const rowsRead = new Map<ShopList, Promise<Row[]>>();
function demoBuyerRows(page: Page, list: ShopList): Promise<Row[]> {
  if (!rowsRead.has(list)) rowsRead.set(list, readRows(page, list));
  return rowsRead.get(list)!;
}

async function readRows(page: Page, list: ShopList): Promise<Row[]> {
  await visit(page, `/shopIndex/${DEMO_BUYER_SHOP}`);
  await visit(page, `/${list}`);
  const rows = page.getByTestId('shop-list-rows').locator('> li');
  await rows.first().waitFor();
  const read = await rows.evaluateAll((items) =>
    items.map((li) => ({
      id: Number((li.getAttribute('data-testid') ?? '').replace('shop-list-row-', '')),
      daysLeft: Number(li.querySelector('[data-testid="shop-list-days-left"]')?.getAttribute('data-days')),
      materialKinds: Number(li.querySelector('[data-testid="shop-list-material-kinds"]')?.textContent),
    })),
  );
  return read.sort((a, b) => a.id - b.id);
}

/** The demo buyer's open inquiries, the oldest first: [0] is the sealed showcase, [1] the open one. */
async function showcaseInquiries(page: Page): Promise<{ sealed: number; open: number }> {
  const open = (await demoBuyerRows(page, 'procurementSourcing')).filter((row) => row.daysLeft > 0);
  assert.ok(open.length >= 2, 'the demo buyer has two open inquiries');
  return { sealed: open[0]!.id, open: open[1]!.id };
}

/** Opens a detail and waits until it shows that item. */
async function openDetail(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  assert.equal(response?.status(), 200, path);
  await page.getByTestId('detail-page').waitFor();
}

/** The figure a fact list shows under its label (fact-{key} wraps a dt/dd pair). */
async function fact(page: Page, key: string): Promise<string> {
  return (await page.getByTestId(`fact-${key}`).locator('dd').innerText()).trim();
}

type Quote = { supplier: string; amount: string; time: string };

async function quotesShown(page: Page): Promise<Quote[]> {
  return page
    .getByTestId('detail-section-quotes')
    .getByTestId('detail-quote')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const [supplier, amount, time] = [...row.querySelectorAll('td')].map((td) => td.textContent ?? '');
        return { supplier: supplier!, amount: amount!, time: time! };
      }),
    );
}

test('on the demo buyer’s sealed inquiry the buyer sees every quote, a supplier only its own, a visitor none', async () => {
  const { page: visitor } = await open();
  const { sealed } = await showcaseInquiries(visitor);
  const path = `/InquiryDetail/${sealed}`;

  await openDetail(visitor, path);
  assert.equal(await visitor.getByTestId('detail-buyer').innerText(), `采购商：${DEMO_BUYER}`);
  assert.equal(await fact(visitor, 'priceContrast'), '密封报价：解密后才能查看报价详情');
  const count = Number(await fact(visitor, 'quoteCount'));
  assert.ok(count >= 3, `the demo supplier and two others quoted: ${count}`);
  assert.equal(await visitor.locator('#detail-quotes-title').innerText(), `报价记录（共${count}条）`);
  assert.deepEqual(await quotesShown(visitor), []);
  assert.equal(await visitor.getByTestId('detail-quotes-none').innerText(), '密封报价：解密后显示报价');

  const { page: buyer } = await member('buyer');
  await openDetail(buyer, path);
  const all = await quotesShown(buyer);
  assert.equal(all.length, count, 'the buyer sees every quote');
  assert.equal(await buyer.getByTestId('detail-quotes').getAttribute('data-count'), String(count));
  for (const quote of all) {
    assert.ok(quote.supplier.length > 0);
    // Before its deadline a sealed quote shows no amount, not even to the buyer (docs/decisions/017).
    assert.equal(quote.amount, '已密封');
    assert.match(quote.time, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  }
  const own = all.filter((quote) => quote.supplier === DEMO_SUPPLIER);
  assert.equal(own.length, 1, 'the demo supplier quoted once');
  assert.equal(await buyer.getByTestId('detail-action').count(), 0, 'the buyer is offered no quoting on its own inquiry');
  await buyer.getByTestId('detail-countdown').waitFor();

  const { page: supplier } = await member('supplier');
  await openDetail(supplier, path);
  assert.deepEqual(await quotesShown(supplier), own, 'the supplier sees its own quote, as the buyer sees it, and no other');
  assert.equal(await supplier.locator('#detail-quotes-title').innerText(), `报价记录（共${count}条）`, 'but is told how many there are');
  // Having quoted, it may not quote again.
  const action = supplier.getByTestId('detail-action');
  assert.equal(await action.innerText(), '已报价');
  assert.equal(await action.isDisabled(), true);
});

test('on the demo buyer’s open inquiry a supplier who quoted sees its own quote and no one else’s, a visitor none', async () => {
  const { page: visitor } = await open();
  const { open: openInquiry } = await showcaseInquiries(visitor);
  const path = `/InquiryDetail/${openInquiry}`;
  await openDetail(visitor, path);
  assert.equal(await fact(visitor, 'priceContrast'), '公开报价：报价后即可查看报价详情');
  const count = Number(await fact(visitor, 'quoteCount'));
  assert.deepEqual(await quotesShown(visitor), []);
  assert.equal(await visitor.getByTestId('detail-quotes-none').innerText(), '暂无可查看的报价');

  const { page: supplier } = await member('supplier');
  await openDetail(supplier, path);
  // Suppliers never see each other's prices (docs/decisions/017 replaces decision 006's open rule).
  const quotes = await quotesShown(supplier);
  assert.ok(count > 1, 'others quoted too');
  assert.deepEqual(
    quotes.map((quote) => quote.supplier),
    [DEMO_SUPPLIER],
  );
  assert.match(quotes[0]!.amount, /^¥[\d,]+\.\d{2}$/, 'its own amount, in the inquiry’s currency');
});

/** The countdown as the page shows it, in seconds (days, hours, minutes and the ticking seconds). */
async function shownRemaining(page: Page): Promise<number> {
  const countdown = page.getByTestId('detail-countdown');
  const [days, hours, minutes, seconds] = await Promise.all(
    ['days', 'hours', 'minutes', 'seconds'].map(async (unit) => Number(await countdown.getByTestId(`detail-countdown-${unit}`).innerText())),
  );
  assert.ok(hours! < 24 && minutes! < 60 && seconds! < 60, `a well-formed countdown: ${days}d ${hours}h ${minutes}m ${seconds}s`);
  // The data attributes say the same as the text.
  assert.equal(await countdown.getAttribute('data-days'), String(days));
  assert.equal(await countdown.getAttribute('data-hours'), String(hours));
  assert.equal(await countdown.getAttribute('data-minutes'), String(minutes));
  return ((days! * 24 + hours!) * 60 + minutes!) * 60 + seconds!;
}

/** The remaining time the server itself put in the page's HTML (its first render uses the server's clock). */
async function serverRemaining(path: string): Promise<{ seconds: number; at: number }> {
  const at = Date.now();
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const tag = /<div[^>]*data-testid="detail-countdown"[^>]*>/.exec(html)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`${name}="(\\d+)"`).exec(tag)?.[1] ?? NaN);
  const seconds = Number(/data-testid="detail-countdown-seconds"[^>]*>(\d+)</.exec(html)?.[1] ?? NaN);
  const total = ((attr('data-days') * 24 + attr('data-hours')) * 60 + attr('data-minutes')) * 60 + seconds;
  assert.ok(Number.isFinite(total), 'the server’s page shows the countdown');
  return { seconds: total, at };
}

test('the countdown on a detail ticks down every second', async () => {
  const { page } = await open();
  const { sealed } = await showcaseInquiries(page);
  await openDetail(page, `/InquiryDetail/${sealed}`);
  const countdown = await hydrated(page.getByTestId('detail-countdown'));
  assert.equal(await countdown.getAttribute('aria-label'), '距报价截止');
  assert.equal(await countdown.getAttribute('role'), 'timer');
  // Within a couple of seconds the seconds move on (a page from the HTML cache has by then moved
  // its clock on by the page's age, docs/decisions/014-html-cache.md)...
  const secondsText = await page.getByTestId('detail-countdown-seconds').innerText();
  await until(async () => assert.notEqual(await page.getByTestId('detail-countdown-seconds').innerText(), secondsText), { timeout: 3_000 });
  const first = await shownRemaining(page);
  assert.ok(first > 0);
  // ...and from then on the time left goes down a second a second.
  await page.waitForTimeout(2_100);
  const later = await shownRemaining(page);
  assert.ok(later < first && later >= first - 4, `from ${first}s to ${later}s in about two seconds`);
});

test('a browser whose clock is 47 minutes fast still counts down to the deadline by the server’s clock', async () => {
  const { page } = await open();
  const { open: openInquiry } = await showcaseInquiries(page);
  const path = `/InquiryDetail/${openInquiry}`;
  const skew = 47 * 60_000;
  await page.clock.install({ time: Date.now() + skew });
  await openDetail(page, path);
  await hydrated(page.getByTestId('detail-countdown'));
  const browserAhead = (await page.evaluate(() => Date.now())) - Date.now();
  assert.ok(Math.abs(browserAhead - skew) < 60_000, `the browser’s clock is fast by ${Math.round(browserAhead / 60_000)} minutes`);

  const server = await serverRemaining(path);
  // Let the page tick on its own clock for a while before comparing.
  await page.waitForTimeout(1_500);
  const shown = await shownRemaining(page);
  const expected = server.seconds - Math.round((Date.now() - server.at) / 1000);
  assert.ok(Math.abs(shown - expected) < 60, `the page shows ${shown}s left, the server's clock says ${expected}s`);
  assert.equal(await page.getByTestId('detail-action').getAttribute('data-state'), 'quoteNow');
});

test('when the deadline passes while the detail is open, the countdown says so and "quote now" turns to a greyed "already closed"', async () => {
  const { page } = await open();
  const { open: openInquiry } = await showcaseInquiries(page);
  await page.clock.install();
  await visit(page, `/InquiryDetail/${openInquiry}`);
  const action = await hydrated(page.getByTestId('detail-action'));
  assert.equal(await action.getAttribute('data-state'), 'quoteNow');
  assert.equal(await action.isEnabled(), true);
  const left = await shownRemaining(page);

  await page.clock.fastForward(left * 1000 + 2_000);
  await page.getByTestId('detail-countdown-ended').waitFor();
  assert.equal(await page.getByTestId('detail-countdown-ended').innerText(), '已结束');
  assert.equal(await page.getByTestId('detail-countdown-seconds').count(), 0);
  await until(async () => assert.equal(await action.getAttribute('data-state'), 'alreadyClosed'));
  assert.equal(await action.innerText(), '已截止');
  assert.equal(await action.isDisabled(), true);
});

test('a visitor who clicks "quote now" on a detail is sent to log in, and comes back to the detail afterwards', async () => {
  const { page } = await open();
  const { open: openInquiry } = await showcaseInquiries(page);
  const path = `/InquiryDetail/${openInquiry}`;
  await openDetail(page, path);
  const action = await hydrated(page.getByTestId('detail-action'));
  assert.equal(await action.innerText(), '立即报价');
  const historyBefore = await page.evaluate(() => history.length);
  await action.click();
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal(new URL(page.url()).searchParams.get('redirect'), path);
  assert.equal(await page.evaluate(() => history.length), historyBefore, 'the login page replaces the detail in the history');

  await (await hydrated(page.getByTestId('login-submit'))).waitFor();
  await page.getByTestId('login-account').fill('supplier');
  await page.getByTestId('login-password').fill('demo1234');
  await Promise.all([page.waitForURL((url) => url.pathname === path), page.getByTestId('login-submit').click()]);
  await page.getByTestId('user-name').waitFor();
  assert.equal(await page.getByTestId('detail-page').getAttribute('data-id'), String(openInquiry));
});

test('a supplier no buyer has admitted is told on a detail to apply before quoting or registering; nothing opens', async () => {
  const { page } = await member('newsupplier');
  let windows = 0;
  page.on('popup', () => windows++);
  const warned = async (message: string) => {
    const toast = page.getByTestId('toast').filter({ hasText: message });
    await toast.waitFor();
    assert.equal(await toast.getAttribute('data-kind'), 'warning');
  };

  const { open: openInquiry } = await showcaseInquiries(page);
  await openDetail(page, `/InquiryDetail/${openInquiry}`);
  await (await hydrated(page.getByTestId('detail-action'))).click();
  await warned(NOT_ADMITTED.inquiry);
  assert.equal(new URL(page.url()).pathname, `/InquiryDetail/${openInquiry}`, 'the supplier stays on the detail');

  const tender = (await demoBuyerRows(page, 'procurementBidding')).find((row) => row.daysLeft > 1);
  assert.ok(tender, 'the demo buyer has an open tender');
  await openDetail(page, `/biddingDetail/${tender.id}`);
  assert.equal(await page.getByTestId('detail-page').getAttribute('data-kind'), 'tender');
  assert.equal(await page.getByTestId('detail-phase').getAttribute('data-phase'), 'registration');
  assert.equal(await page.getByTestId('detail-countdown').getAttribute('aria-label'), '距报名截止');
  // The tender's registration is online: the click's flow says to apply to the buyer first.
  await (await hydrated(page.getByTestId('detail-action'))).click();
  await warned(NOT_ADMITTED.tender);
  assert.equal(windows, 0, 'no member-centre window opens');
});

test('a detail with more than three materials scrolls its table at 150 px; one with fewer shows them all', async () => {
  const { page } = await open();
  const rows = await demoBuyerRows(page, 'procurementSourcing');
  const many = rows.find((row) => row.materialKinds > 3);
  const few = rows.find((row) => row.materialKinds <= 3);
  assert.ok(many && few, 'the demo buyer has inquiries with more and with fewer than four materials');

  await openDetail(page, `/InquiryDetail/${many.id}`);
  const table = page.getByTestId('detail-materials');
  assert.equal(await table.getByTestId('material-row').count(), many.materialKinds);
  assert.equal(await fact(page, 'materialKinds'), String(many.materialKinds));
  const scroll = page.getByTestId('detail-materials-scroll');
  const box = (await scroll.boundingBox())!;
  const tableBox = (await table.boundingBox())!;
  assert.ok(box.height <= 151 && box.height >= 140, `the table shows through a window about 150 px high: ${box.height}`);
  assert.ok(tableBox.height > box.height, 'the table is taller than its window');
  // Scrolled to the bottom, the last material comes into the window.
  const last = table.getByTestId('material-row').last();
  const lastBefore = (await last.boundingBox())!;
  assert.ok(lastBefore.y + lastBefore.height > box.y + box.height + 1, 'at first the last material is out of sight');
  await scroll.hover();
  await page.mouse.wheel(0, 400);
  await until(async () => {
    const lastAfter = (await last.boundingBox())!;
    const window = (await scroll.boundingBox())!;
    assert.ok(lastAfter.y + lastAfter.height <= window.y + window.height + 1, 'the last material is in sight after scrolling');
  });

  await openDetail(page, `/InquiryDetail/${few.id}`);
  assert.equal(await page.getByTestId('detail-materials-scroll').count(), 0);
  const rowsShown = page.getByTestId('detail-materials').getByTestId('material-row');
  assert.equal(await rowsShown.count(), few.materialKinds);
  for (const row of await rowsShown.all()) assert.equal(await row.isVisible(), true);
});

const NOT_FOUND = {
  'zh-CN': { cookie: null, title: '页面不存在', back: '返回首页' },
  'en-US': { cookie: 'ZW4tVVM=', title: 'Page not found', back: 'Back to home' },
  'ko-KR': { cookie: 'a28tS1I=', title: '페이지를 찾을 수 없습니다', back: '홈으로 돌아가기' },
} as const;
/** Unknown ids and ids that are no number, on each kind's detail, plain and under a shop prefix. */
const MISSING_DETAILS = [
  '/InquiryDetail/999999',
  '/biddingDetail/abc',
  '/competeDetail/999999',
  '/InquiryDetail/abc',
  '/biddingDetail/999999',
  '/1/competeDetail/12a',
];

for (const [locale, expected] of Object.entries(NOT_FOUND)) {
  test(`a detail that is not there, by an unknown or a non-numeric id, is the 404 page in ${locale}`, async () => {
    const { page, context } = await open();
    if (expected.cookie) await context.addCookies([{ name: 'LX_LANG', value: expected.cookie, url: baseUrl }]);
    // Every case in Chinese; an unknown and a non-numeric id in the other languages.
    for (const path of locale === 'zh-CN' ? MISSING_DETAILS : MISSING_DETAILS.slice(1, 3)) {
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      assert.equal(response?.status(), 404, path);
      assert.equal(await page.locator('html').getAttribute('lang'), locale, path);
      const notFound = page.getByTestId('not-found-page');
      assert.equal(await notFound.locator('h1').innerText(), expected.title, path);
      assert.equal(await notFound.getByRole('link').innerText(), expected.back, path);
      assert.equal(await page.getByTestId('detail-page').count(), 0, path);
    }
  });
}

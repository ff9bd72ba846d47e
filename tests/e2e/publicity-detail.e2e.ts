// A procurement publicity notice and its bid result (docs/product.md#routes-and-layouts /publicityPurchasing/{id} with
// ?inShop=, "Bid-result page"; #entities-and-fields "Bid result"): title, release time, the content as text with its
// line breaks, and the two attachment lists (winning-announcement files, winning-notice files),
// each file by its name and URL; inside a shop both keep the shop's frame; an unknown notice is
// the 404 page.
//
// The demo data (platform/seed/sourcing.ts) writes the first notice (id 1, an inquiry's result,
// without files) with a remark quoting `<script>alert(1)</script>`; the results of tenders and
// competitive bids carry one winning-announcement file and two winning-notice files.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, hydrated, until, usePages, visit } from './browser.ts';

const { open } = usePages();

const SCRIPT_NOTICE = 1;
const SCRIPT_REMARK = '备注：附件名称中的 <script>alert(1)</script> 为原文照录，请以附件为准。';

async function press(locator: Locator): Promise<void> {
  await (await hydrated(locator)).click();
}

/** The content's lines as the reader sees them (innerText follows the rendering, line breaks included). */
async function contentLines(page: Page): Promise<string[]> {
  return (await page.getByTestId('notice-content').innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

type File = { name: string; url: string; target: string | null };

async function filesOf(list: Locator): Promise<File[]> {
  return list.getByTestId('attachment').evaluateAll((items) =>
    items.map((li) => {
      const a = li.querySelector('a');
      return { name: (a ?? li).textContent ?? '', url: a?.getAttribute('href') ?? '', target: a?.getAttribute('target') ?? null };
    }),
  );
}

/** Both attachment lists, each file named and linked to a URL that answers. */
async function assertFiles(page: Page, expected: { announce: RegExp[]; win: RegExp[] }): Promise<void> {
  const lists = { announce: page.getByTestId('notice-announce-files'), win: page.getByTestId('notice-win-files') };
  assert.equal(await page.locator('#notice-announce-title').innerText(), '中标公告附件');
  assert.equal(await page.locator('#notice-win-title').innerText(), '中标通知书附件');
  for (const key of ['announce', 'win'] as const) {
    const files = await filesOf(lists[key]);
    assert.equal(files.length, expected[key].length, `${key}: ${JSON.stringify(files)}`);
    assert.equal(await lists[key].getAttribute('data-count'), String(files.length));
    for (const [i, file] of files.entries()) assert.match(file.name, expected[key][i]!, key);
    for (const file of files) {
      assert.match(file.url, /^(https?:\/\/|\/)/, `${file.name} links to a URL`);
      assert.equal(file.target, '_blank', `${file.name} opens beside the page`);
      const response = await page.request.get(new URL(file.url, baseUrl).toString());
      assert.equal(response.status(), 200, `${file.name} at ${file.url}`);
    }
  }
}

test('a notice whose content quotes a <script> tag shows it as text on separate lines, and nothing runs', async () => {
  const { page } = await open();
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const response = await visit(page, `/publicityPurchasing/${SCRIPT_NOTICE}`);
  assert.equal(response?.status(), 200);
  const notice = page.getByTestId('publicity-detail');
  assert.equal(await notice.getAttribute('data-id'), String(SCRIPT_NOTICE));
  assert.equal(await page.getByTestId('mall-layout').getAttribute('data-layout'), 'mall');
  const title = await page.getByTestId('notice-title').innerText();
  assert.match(title, /询价结果公示$/);
  assert.equal(await page.title(), `${title} - 链采企业采购门户`);
  assert.match(await page.getByTestId('notice-time').innerText(), /^发布时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

  // Each line of the content on a line of its own, the remark among them word for word.
  const lines = await contentLines(page);
  assert.ok(lines.length >= 6, `six lines: ${JSON.stringify(lines)}`);
  assert.match(lines[0]!, /^项目名称：/);
  assert.match(lines[1]!, /^采购单位：/);
  assert.match(lines[2]!, /^成交供应商：/);
  assert.match(lines[3]!, /^成交金额：[\d.]+万元$/);
  assert.equal(lines.at(-1), SCRIPT_REMARK);
  // The remark starts a line of its own: at the left edge, below the project name.
  const [first, remark] = await page.getByTestId('notice-content').evaluate(
    (el, needles) =>
      needles.map((needle) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf(needle);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          const { left, top } = range.getBoundingClientRect();
          return { left, top };
        }
        return null;
      }),
    ['项目名称', '备注'],
  );
  assert.ok(first && remark, 'both lines are on the page');
  assert.ok(
    Math.abs(remark.left - first.left) < 1 && remark.top > first.top + 40,
    `the remark at ${JSON.stringify(remark)}, the first line at ${JSON.stringify(first)}`,
  );
  await page.getByText('<script>alert(1)</script>', { exact: false }).waitFor({ state: 'visible' });
  assert.equal(await page.locator('[data-testid="publicity-detail"] script').count(), 0, 'no script element comes from the content');

  // Give a script that slipped through a moment to run.
  await page.waitForTimeout(300);
  assert.deepEqual(dialogs, [], 'no alert');

  // An inquiry's result has no files: both lists say so.
  assert.equal(await page.getByTestId('notice-announce-files').innerText(), '暂无附件');
  assert.equal(await page.getByTestId('notice-win-files').innerText(), '暂无附件');
  // It leads to its bid result and to the inquiry it announces.
  assert.equal(await page.getByTestId('notice-bid-result-link').getAttribute('href'), `/bidResult/${SCRIPT_NOTICE}`);
  assert.match((await page.getByTestId('notice-source-link').getAttribute('href')) ?? '', /^\/InquiryDetail\/\d+$/);
});

test('a visitor opens a tender’s award notice from the publicity list and goes on to its bid result, with both lists of files', async () => {
  const { page } = await open();
  await visit(page, '/procurementPublicity');
  const row = page
    .getByTestId('notice-list')
    .locator('li[data-testid^="notice-row-"]', { has: page.locator('span[data-type="2"]') })
    .first();
  const id = Number(((await row.getAttribute('data-testid')) ?? '').replace('notice-row-', ''));
  const link = row.getByTestId(`notice-link-${id}`);
  const name = await link.innerText();
  await press(link);
  await page.waitForURL((url) => url.pathname === `/publicityPurchasing/${id}`);
  await until(async () => assert.equal(await page.getByTestId('publicity-detail').getAttribute('data-id'), String(id)));
  assert.equal(await page.getByTestId('notice-title').innerText(), name);
  assert.equal(await page.getByTestId('nav-publicity').getAttribute('aria-current'), 'page', 'the main navigation counts the notice under publicity');
  const files = { announce: [/ 中标公示\.pdf$/], win: [/ 中标通知书\.pdf$/, / 合同签订须知\.txt$/] };
  await assertFiles(page, files);
  const noticeLines = await contentLines(page);
  const noticeTime = await page.getByTestId('notice-time').innerText();

  await press(page.getByTestId('notice-bid-result-link'));
  await page.waitForURL((url) => url.pathname === `/bidResult/${id}`);
  const result = page.getByTestId('bid-result');
  await result.waitFor();
  assert.equal(await result.getAttribute('data-id'), String(id));
  assert.equal(await page.getByTestId('notice-title').innerText(), name);
  assert.equal(await page.getByTestId('notice-time').innerText(), noticeTime);
  assert.deepEqual(await contentLines(page), noticeLines, 'the content, line by line');
  assert.ok(noticeLines.length >= 5);
  await assertFiles(page, files);
  // docs/product.md#routes-and-layouts: the navigation's active item follows detail pages; the bid result is publicity's.
  assert.deepEqual(await page.getByTestId('main-nav').locator('[data-testid^="nav-"][aria-current="page"]').allInnerTexts(), ['采购公示']);
});

/** The first of the demo shops whose buyer has published award notices (a shop lists only its buyer's). */
async function shopWithNotices(): Promise<number> {
  for (let id = 1; id <= 40; id++) {
    // No cookie: the prefix alone names the shop.
    const html = await (await fetch(`${baseUrl}/${id}/procurementPublicityShop`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/156' } })).text();
    if (html.includes('data-testid="notice-link-')) return id;
  }
  throw new Error('no demo shop with award notices');
}

test('inside a buyer’s shop a notice and its bid result keep the shop’s frame', async () => {
  const { page } = await open();
  await visit(page, `/shopIndex/${await shopWithNotices()}`);
  await press(page.getByTestId('shop-nav-publicity'));
  await page.waitForURL((url) => url.pathname === '/procurementPublicityShop');
  const link = page.getByTestId('notice-list').locator('a[data-testid^="notice-link-"]').first();
  await link.waitFor();
  const href = (await link.getAttribute('href')) ?? '';
  assert.match(href, /^\/publicityPurchasing\/\d+\?inShop=true$/);
  const shopName = await page.getByTestId('shop-name').innerText();

  await press(link);
  await page.waitForURL((url) => url.pathname + url.search === href);
  await page.getByTestId('publicity-detail').waitFor();
  assert.equal(await page.getByTestId('shop-layout').getAttribute('data-layout'), 'shop');
  assert.equal(await page.getByTestId('shop-name').innerText(), shopName);
  assert.equal(await page.getByTestId('shop-nav-publicity').getAttribute('aria-current'), 'page');

  const resultLink = page.getByTestId('notice-bid-result-link');
  assert.match((await resultLink.getAttribute('href')) ?? '', /\/bidResult\/\d+\?inShop=true$/);
  await press(resultLink);
  await page.getByTestId('bid-result').waitFor();
  assert.equal(new URL(page.url()).searchParams.get('inShop'), 'true');
  assert.equal(await page.getByTestId('shop-name').innerText(), shopName);
  assert.equal(await page.getByTestId('shop-nav-publicity').getAttribute('aria-current'), 'page');
});

test('a notice or bid result that is not there is the 404 page, in Chinese or in English', async () => {
  const { page, context } = await open();
  const paths = ['/publicityPurchasing/999999', '/publicityPurchasing/abc', '/bidResult/999999', '/bidResult/1x'];
  for (const [cookie, title] of [
    [null, '页面不存在'],
    ['ZW4tVVM=', 'Page not found'],
  ] as const) {
    if (cookie) await context.addCookies([{ name: 'LX_LANG', value: cookie, url: baseUrl }]);
    for (const path of paths) {
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      assert.equal(response?.status(), 404, path);
      assert.equal(await page.getByTestId('not-found-page').locator('h1').innerText(), title, path);
      assert.equal(await page.getByTestId('notice-title').count(), 0, path);
    }
  }
});

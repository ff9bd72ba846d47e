// A buyer's shop as visitors and members meet it (docs/product.md#shop-layout, "Shop home",
// "Shop-internal lists", /aboutUs; #states-and-transitions favourite toggle, shop id; #roles-and-permissions supplier application): the
// shop card with its popover of facts and the shop navigation, the home's see-more into the shop's
// own list whose rows unfold their materials and open details inside the shop, the company
// profile's anchors, the favourite toggle and the 'apply to become a warehoused supplier' link.
//
// The demo data (platform/seed/members.ts) makes the shops in buyer order, so shop 1 is the demo
// buyer's (华东精工制造有限公司) and shop 2 北方重工's; every other shop, starting with the first,
// has an album page. newsupplier never applied to the demo buyer, and its application to 北方重工
// is pending; the demo supplier keeps the demo buyer's shop among its favourites, not 北方重工's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { cardsOf, cookie, hydrated, until, usePages, waitForCards, visit } from './browser.ts';

const { open, openAs } = usePages();

/** A fresh context logged in as `account`, its home hydrated before the test moves on. */
async function member(account: string): ReturnType<typeof openAs> {
  const opened = await openAs(account);
  await hydrated(opened.page.getByTestId('user-name'));
  return opened;
}

const DEMO_BUYER = { shopId: 1, name: '华东精工制造有限公司' };
const SECOND_BUYER = { shopId: 2, name: '北方重工装备集团有限公司' };
const SHOP_NAV = ['店铺首页', '采购询价', '采购招标', '采购竞价', '采购公示', '关于我们'];

async function press(locator: Locator): Promise<void> {
  await (await hydrated(locator)).click();
}

/** The value (dd) of a figure whose test id wraps a dt/dd pair. */
async function figure(scope: Locator | Page, testId: string): Promise<string> {
  return (await scope.getByTestId(testId).locator('dd').innerText()).trim();
}

/** The page is in the shop layout, showing this buyer's shop card and the shop navigation. */
async function assertShopFrame(page: Page, shopName: string, activeNavItem: string): Promise<void> {
  const layout = page.getByTestId('shop-layout');
  await layout.waitFor();
  assert.equal(await layout.getAttribute('data-layout'), 'shop');
  assert.equal(await page.getByTestId('mall-layout').count(), 0, 'no mall frame around the shop');
  assert.equal(await page.getByTestId('shop-card').getByTestId('shop-name').innerText(), shopName);
  assert.deepEqual(await page.getByTestId('shop-nav').locator('a').allInnerTexts(), SHOP_NAV);
  assert.deepEqual(await page.getByTestId('shop-nav').locator('a[aria-current="page"]').allInnerTexts(), [activeNavItem]);
}

/** The ids the logged-in member's session cookie carries (docs/product/entities.md#entities-and-fields: AUTH holds userId, memberId, token). */
async function sessionIds(context: BrowserContext): Promise<{ memberId: number; roleId: number }> {
  const value = decodeURIComponent((await cookie(context, 'AUTH')) ?? '');
  const session = JSON.parse(Buffer.from(value.split('.')[0]!, 'base64').toString());
  assert.ok(
    Number.isInteger(session.memberId) && Number.isInteger(session.roleId),
    `the session names its member and role: ${JSON.stringify(session)}`,
  );
  return { memberId: session.memberId, roleId: session.roleId };
}

test('a visitor goes from a mall card to its detail, on to another item of the same buyer in the right rail, and then to that buyer’s shop', async () => {
  const { page } = await open();
  await visit(page, '/');
  await waitForCards(page);

  // The first inquiry card whose buyer has other open inquiries to show in the rail.
  let buyer = '';
  let railItem: Locator | null = null;
  for (const card of (await cardsOf(page, 'inquiry').all()).slice(0, 3)) {
    const link = card.locator('a').first();
    const title = await link.innerText();
    const href = (await link.getAttribute('href')) ?? '';
    buyer = (await card.locator('li', { hasText: '采购商：' }).innerText()).replace('采购商：', '').trim();
    await press(link);
    await page.waitForURL((url) => url.pathname === href);
    const detail = page.getByTestId('detail-page');
    await until(async () => assert.equal(await detail.getAttribute('data-id'), href.slice(href.lastIndexOf('/') + 1)));
    assert.equal(await detail.getAttribute('data-kind'), 'inquiry');
    assert.equal(await page.getByTestId('detail-title').innerText(), title, 'the detail is the card’s item');
    assert.equal(await page.getByTestId('detail-buyer').innerText(), `采购商：${buyer}`);
    assert.equal(
      await page.locator('[data-layout]').first().getAttribute('data-layout'),
      'mall',
      'a detail opened from the mall keeps the mall frame',
    );
    const rail = page.getByTestId('detail-rail-items');
    await until(async () => assert.ok((await rail.locator('li, [data-testid="detail-rail-items-empty"]').count()) > 0, 'the rail has streamed in'));
    const items = rail.locator('li[data-testid^="detail-rail-item-"]');
    if ((await items.count()) > 0) {
      assert.ok((await items.count()) <= 3, 'the rail shows up to three other items');
      for (const days of await items.locator('p, div').allInnerTexts()) assert.match(days, /^剩余不足\d+天$/, 'only open items');
      railItem = items.first();
      break;
    }
    await page.goBack();
    await waitForCards(page);
  }
  assert.ok(railItem, 'one of the first inquiry cards’ buyers has other open inquiries');

  // On to another of the buyer's inquiries, still in the mall.
  const otherId = Number(((await railItem.getAttribute('data-testid')) ?? '').replace('detail-rail-item-', ''));
  const currentId = Number(await page.getByTestId('detail-page').getAttribute('data-id'));
  assert.notEqual(otherId, currentId, 'the rail names other items than the one shown');
  await press(railItem.locator('a'));
  await until(async () => assert.equal(await page.getByTestId('detail-page').getAttribute('data-id'), String(otherId)));
  const url = new URL(page.url());
  assert.match(url.pathname, new RegExp(`/InquiryDetail/${otherId}$`));
  assert.equal(url.searchParams.get('inShop'), null);
  assert.equal(await page.getByTestId('detail-buyer').innerText(), `采购商：${buyer}`);
  // Scoped to the rail: while the page streams, React may keep a hidden copy of a streamed part.
  const stats = page.getByTestId('detail-rail-stats');
  await until(async () => assert.equal(await stats.getByTestId('detail-rail-buyer-name').innerText(), buyer));
  const counts = {
    inquiries: await figure(stats, 'detail-rail-inquiries'),
    tenders: await figure(stats, 'detail-rail-tenders'),
    biddings: await figure(stats, 'detail-rail-biddings'),
  };

  // The buyer's shop, found by its name among the buyer companies.
  await visit(page, `/enterprisePurchasing?keyword=${encodeURIComponent(buyer)}`);
  const company = page.locator('a[data-testid^="company-link-"]', { hasText: new RegExp(`^${buyer}$`) });
  await press(company);
  await page.waitForURL((to) => /\/shopIndex\/\d+$/.test(to.pathname));
  await page.getByTestId('shop-home').waitFor();
  await assertShopFrame(page, buyer, '店铺首页');
  assert.equal(await page.getByTestId('shop-credit-points').isVisible(), true);

  // The company's facts open over its name, and count what the rail counted.
  await (await hydrated(page.getByTestId('shop-name'))).hover();
  const popover = page.getByTestId('shop-popover');
  await popover.waitFor({ state: 'visible' });
  assert.deepEqual(await popover.locator('dt').allInnerTexts(), [
    '实名认证',
    '注册资本',
    '满意度',
    '成立日期',
    '所在地区',
    '累计询价',
    '累计招标',
    '累计竞价',
    '累计采购金额',
  ]);
  assert.match(await figure(popover, 'shop-fact-authentication'), /^(已认证|未认证)$/);
  assert.match(await figure(popover, 'shop-fact-registeredCapital'), /^¥[\d,]+\.\d{2}万元$/);
  assert.match(await figure(popover, 'shop-fact-establishmentDate'), /^\d{4}-\d{2}-\d{2}$/);
  assert.match(await figure(popover, 'shop-fact-purchaseAmount'), /^¥[\d,]+\.\d{2}$/);
  assert.deepEqual(
    {
      inquiries: await figure(popover, 'shop-fact-inquiries'),
      tenders: await figure(popover, 'shop-fact-tenders'),
      biddings: await figure(popover, 'shop-fact-biddings'),
    },
    counts,
  );
  // Five read-only satisfaction stars.
  const stars = popover.getByTestId('shop-satisfaction');
  assert.equal(await stars.locator('.mantine-Rating-symbolGroup').count(), 5);
  assert.equal(await stars.locator('input').count(), 0, 'the stars cannot be changed');
  assert.equal(await stars.locator('[data-read-only="true"]').count(), await stars.locator('.mantine-Rating-label').count());
  assert.match((await stars.getAttribute('aria-label')) ?? '', /^满意度[1-5]\.\d分（满分5分）$/);
});

test('from the shop home’s see-more a visitor reaches the shop’s inquiry list, unfolds a row’s materials and opens its detail inside the shop', async () => {
  const { page } = await open();
  await visit(page, `/shopIndex/${DEMO_BUYER.shopId}`);
  await assertShopFrame(page, DEMO_BUYER.name, '店铺首页');
  // The home: up to four company pictures; only the lists that have items, whose cards open inside the shop.
  const home = page.getByTestId('shop-home');
  assert.equal(await home.getByTestId('shop-company-picture').count(), 4);
  await home.locator('article[data-testid^="inquiry-card-"]').first().waitFor();
  assert.equal(await home.getByTestId('section-empty').count(), 0, 'an empty list is left out');
  for (const href of await home
    .locator('section[data-testid^="section-"] article a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    assert.match(href, new RegExp(`^/${DEMO_BUYER.shopId}/(InquiryDetail|biddingDetail|competeDetail)/\\d+\\?inShop=true$`));
  }
  await press(page.getByTestId('see-more-inquiry'));
  await page.waitForURL((url) => url.pathname === '/procurementSourcing');
  const list = page.getByTestId('shop-list-page');
  await list.waitFor();
  assert.equal(await list.getAttribute('data-kind'), 'inquiry');
  await assertShopFrame(page, DEMO_BUYER.name, '采购询价');

  const rows = page.getByTestId('shop-list-rows').locator('> li');
  const total = Number((await page.getByTestId('shop-list-total').innerText()).replace(/\D/g, ''));
  assert.ok(total > 0, 'the demo buyer has inquiries');
  assert.equal(await rows.count(), Math.min(total, 10), 'ten rows a page');
  for (const title of await rows.getByTestId('shop-list-row-title').all()) {
    assert.match((await title.getAttribute('href')) ?? '', new RegExp(`^/${DEMO_BUYER.shopId}/InquiryDetail/\\d+\\?inShop=true$`));
  }

  // A row unfolds to its materials, as many as the row says it has kinds of, and folds again.
  const row = rows.first();
  const id = Number(((await row.getAttribute('data-testid')) ?? '').replace('shop-list-row-', ''));
  const expand = row.getByTestId(`shop-list-expand-${id}`);
  assert.equal(await expand.getAttribute('aria-expanded'), 'false');
  assert.equal(await row.getByTestId(`shop-list-materials-${id}`).count(), 0, 'folded at first');
  await press(expand);
  const materials = row.getByTestId(`shop-list-materials-${id}`);
  await materials.waitFor({ state: 'visible' });
  assert.equal(await expand.getAttribute('aria-expanded'), 'true');
  const kinds = Number(await row.getByTestId('shop-list-material-kinds').innerText());
  assert.equal(await materials.getByTestId('material-row').count(), kinds);
  assert.deepEqual((await materials.locator('thead th').allInnerTexts()).slice(0, 5), ['物料编号', '名称', '规格型号', '品类', '品牌']);
  // A material number as the buyer wrote it (the seed's WL…, a journey's own M-1).
  assert.ok((await materials.getByTestId('material-row').first().locator('td').first().innerText()).trim().length > 0);
  await expand.click();
  await materials.waitFor({ state: 'detached' });

  // 'View details' opens the item inside the shop: the shop layout stays, the rail leads on in it.
  await press(row.getByTestId(`shop-list-details-${id}`));
  await page.waitForURL((url) => url.pathname === `/${DEMO_BUYER.shopId}/InquiryDetail/${id}` && url.searchParams.get('inShop') === 'true');
  await until(async () => assert.equal(await page.getByTestId('detail-page').getAttribute('data-id'), String(id)));
  await assertShopFrame(page, DEMO_BUYER.name, '采购询价');
  assert.equal(await page.getByTestId('detail-buyer').innerText(), `采购商：${DEMO_BUYER.name}`);
  const railLinks = page.getByTestId('detail-rail-items').locator('li a');
  await railLinks.first().waitFor();
  for (const href of await railLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    assert.match(href, /\/InquiryDetail\/\d+\?inShop=true$/, 'the rail’s items open in the shop too');
  }
});

test('the shop a visitor opened is remembered: its list and the details opened from it keep its frame; the same detail without inShop is in the mall', async () => {
  const { page } = await open();
  // docs/product.md#states-and-transitions: the shop id comes from the last path segment and is stored; with inShop the stored
  // one is used. /procurementSourcing names no shop of its own.
  await visit(page, `/shopIndex/${SECOND_BUYER.shopId}`);
  await assertShopFrame(page, SECOND_BUYER.name, '店铺首页');
  await visit(page, '/procurementSourcing');
  await assertShopFrame(page, SECOND_BUYER.name, '采购询价');
  const first = page.getByTestId('shop-list-rows').getByTestId('shop-list-row-title').first();
  const href = (await first.getAttribute('href')) ?? '';
  await visit(page, href);
  await page.getByTestId('detail-page').waitFor();
  await assertShopFrame(page, SECOND_BUYER.name, '采购询价');
  assert.equal(await page.getByTestId('detail-buyer').innerText(), `采购商：${SECOND_BUYER.name}`);

  // The same item without inShop is in the mall frame.
  await visit(page, href.replace('?inShop=true', ''));
  await page.getByTestId('detail-page').waitFor();
  assert.equal(await page.getByTestId('shop-layout').count(), 0);
  assert.equal(await page.getByTestId('mall-layout').getAttribute('data-layout'), 'mall');
});

/** The section the anchor leads to is scrolled into the window once the anchor is clicked. */
async function followAnchor(page: Page, anchor: string): Promise<void> {
  await press(page.getByTestId(`about-anchor-${anchor}`));
  await until(async () => assert.equal(new URL(page.url()).hash, `#${anchor}`));
  await until(async () => {
    const box = await page.locator(`section#${anchor}`).boundingBox();
    assert.ok(box && box.y >= -1 && box.y < 900, `#${anchor} is in view (top at ${box?.y})`);
  });
}

test('the company profile leads by its anchors to the brief, the album, the honours and, for a shop with an album page, the promotional album in a sandboxed frame', async () => {
  const { page } = await open();
  await visit(page, `/shopIndex/${DEMO_BUYER.shopId}`);
  // The home's album see-more opens the profile at its album.
  await press(page.getByTestId('shop-album-more'));
  await page.waitForURL((url) => url.pathname === `/aboutUs/${DEMO_BUYER.shopId}` && url.hash === '#album');
  await page.getByTestId('about-us').waitFor();
  await assertShopFrame(page, DEMO_BUYER.name, '关于我们');
  assert.deepEqual(await page.locator('[data-testid^="about-anchor-"]').allInnerTexts(), ['企业简介', '企业相册', '荣誉资质', '宣传画册']);
  assert.ok((await page.getByTestId('about-brief').innerText()).includes(DEMO_BUYER.name), 'the brief tells of the company');
  assert.ok((await page.locator('section#album').getByTestId('shop-album-picture').count()) > 0);
  assert.ok((await page.locator('section#honor').getByTestId('shop-honor-picture').count()) > 0);

  for (const anchor of ['propaganda', 'brief', 'honor', 'album']) await followAnchor(page, anchor);

  const frame = page.getByTestId('about-propaganda-frame');
  assert.equal(await page.locator('section#propaganda iframe').count(), 1);
  // Scripts may run in the album, but not as this site: no same-origin, no top navigation.
  assert.equal(await frame.getAttribute('sandbox'), 'allow-scripts');
  const src = (await frame.getAttribute('src')) ?? '';
  assert.match(src, /^(https?:\/\/|\/files\/)/);
  const response = await page.request.get(src);
  assert.equal(response.status(), 200, `the album page ${src} is there`);
});

test('a shop without an album page has no promotional album on its profile', async () => {
  const { page } = await open();
  await visit(page, `/aboutUs/${SECOND_BUYER.shopId}`);
  await page.getByTestId('about-us').waitFor();
  await assertShopFrame(page, SECOND_BUYER.name, '关于我们');
  assert.deepEqual(await page.locator('[data-testid^="about-anchor-"]').allInnerTexts(), ['企业简介', '企业相册', '荣誉资质']);
  assert.equal(await page.locator('#propaganda').count(), 0);
  assert.equal(await page.locator('iframe').count(), 0);
  await followAnchor(page, 'honor');
});

test('a supplier adds a shop to its favourites and cancels it again, told each time', async () => {
  const { page } = await member('supplier');
  await visit(page, `/shopIndex/${SECOND_BUYER.shopId}`);
  const toggle = page.getByTestId('shop-favourite');
  assert.equal(await toggle.getAttribute('data-state'), 'notCollected');
  assert.equal(await toggle.innerText(), '收藏店铺');
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');

  await press(toggle);
  await page.getByTestId('toast').filter({ hasText: '操作成功' }).waitFor();
  await until(async () => assert.equal(await toggle.getAttribute('data-state'), 'collected'));
  assert.equal(await toggle.innerText(), '取消收藏');
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');

  // The platform remembers it.
  await page.reload();
  assert.equal(await toggle.getAttribute('data-state'), 'collected');
  assert.equal(await toggle.innerText(), '取消收藏');

  await press(toggle);
  await page.getByTestId('toast').filter({ hasText: '操作成功' }).waitFor();
  await until(async () => assert.equal(await toggle.getAttribute('data-state'), 'notCollected'));
  assert.equal(await toggle.innerText(), '收藏店铺');
  await page.reload();
  assert.equal(await toggle.getAttribute('data-state'), 'notCollected', 'cancelled for good');
});

test('a visitor who wants to keep a shop among the favourites is sent to log in first', async () => {
  const { page } = await open();
  await visit(page, `/shopIndex/${SECOND_BUYER.shopId}`);
  await press(page.getByTestId('shop-favourite'));
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal(new URL(page.url()).searchParams.get('redirect'), `/shopIndex/${SECOND_BUYER.shopId}`);
});

test('a supplier the buyer has not admitted is offered to apply, for that buyer by its member and role ids; the shop’s owner is not', async () => {
  // The owner: no link on the own shop. Its session says which member and role it is.
  const { page: owner, context } = await member('buyer');
  const buyerIds = await sessionIds(context);
  await visit(owner, `/shopIndex/${DEMO_BUYER.shopId}`);
  await assertShopFrame(owner, DEMO_BUYER.name, '店铺首页');
  await hydrated(owner.getByTestId('shop-favourite'));
  await owner.waitForLoadState('load');
  assert.equal(await owner.getByTestId('shop-card').getByTestId('shop-apply-link').count(), 0, 'the owner is not asked to supply itself');

  // A supplier that never applied to the demo buyer: the apply page for that buyer.
  const { page } = await member('newsupplier');
  await visit(page, `/shopIndex/${DEMO_BUYER.shopId}`);
  // Scoped to the card: while the page streams, React may keep a hidden copy of a streamed part.
  const link = page.getByTestId('shop-card').getByTestId('shop-apply-link');
  await link.waitFor();
  assert.equal(await link.innerText(), '申请成为入库供应商');
  const href = new URL((await link.getAttribute('href')) ?? '', page.url());
  assert.equal(href.pathname, '/memberCenter/memberAbility/supplierApplication/apply');
  assert.equal(href.searchParams.get('memberId'), String(buyerIds.memberId));
  assert.equal(href.searchParams.get('roleId'), String(buyerIds.roleId));
  assert.equal(href.searchParams.get('validateId'), null);

  // Its pending application to 北方重工: the link opens that application instead.
  await visit(page, `/shopIndex/${SECOND_BUYER.shopId}`);
  await link.waitFor();
  const pending = new URL((await link.getAttribute('href')) ?? '', page.url());
  assert.equal(pending.pathname, '/memberCenter/memberAbility/supplierApplication/detail');
  assert.match(pending.searchParams.get('validateId') ?? '', /^\d+$/);
  assert.equal(pending.searchParams.get('memberId'), null);
  assert.equal(await link.getAttribute('data-validate-id'), pending.searchParams.get('validateId'));
});

test('a shop can be named by its buyer: /shopIndex/0 with the buyer’s member and role ids is that buyer’s shop; an unknown buyer has none', async () => {
  const { context } = await member('buyer');
  const ids = await sessionIds(context);
  const { page } = await open();
  const response = await visit(page, `/shopIndex/0?memberId=${ids.memberId}&roleId=${ids.roleId}`);
  assert.equal(response?.status(), 200);
  await page.getByTestId('shop-home').waitFor();
  await assertShopFrame(page, DEMO_BUYER.name, '店铺首页');
  // The navigation leads to the shop by its own id.
  assert.equal(await page.getByTestId('shop-nav-aboutUs').getAttribute('href'), `/aboutUs/${DEMO_BUYER.shopId}`);

  const missing = await page.goto(`/shopIndex/0?memberId=999999&roleId=${ids.roleId}`);
  assert.equal(missing?.status(), 404);
  assert.equal(await page.getByTestId('not-found-page').locator('h1').innerText(), '页面不存在');
});

// No information behind a hover (docs/decisions/028-phone-layout.md#tap-instead-of-hover): on a phone (390 × 844,
// touch) a tap on the shop's name opens the company's facts and a tap on the button beside the user's name opens the
// user's card, each in view, with the page no wider than the window; a tap outside closes the facts, a link of the
// card leads on and the card is closed on the page it led to. On a desktop the mouse resting on the name still opens
// them, a click holds the card open when the mouse leaves, and Esc closes it with the focus back on its button.
// Screenshots of the open cards land in tests/e2e/artifacts/phone/ (git-ignored), for a person to look at.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { hydrated, until, usePages, visit } from './browser.ts';

const { open, openAs } = usePages();

const PHONE = { width: 390, height: 844, phone: true } as const;
/** A finger's size, each way (WCAG 2.5.5). */
const MIN_TARGET_PX = 44;
/** The demo buyer's shop (platform/seed/members.ts). */
const SHOP_HOME = '/shopIndex/1';
const SHOTS = path.join(import.meta.dirname, 'artifacts', 'phone');

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The element is wholly inside the window (scrolled to first when `scroll`, as a finger would). */
async function assertInView(element: Locator, what: string, { scroll = false } = {}): Promise<void> {
  if (scroll) await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  assert.ok(box, `${what}: not shown`);
  const { width, height } = element.page().viewportSize() ?? PHONE;
  assert.ok(
    box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5,
    `${what}: out of the ${width} × ${height} window at ${JSON.stringify(box)}`,
  );
}

/** A control a finger can hit: in view and at least 44 px each way. */
async function assertTappable(control: Locator, what: string): Promise<void> {
  await assertInView(control, what, { scroll: true });
  const box = (await control.boundingBox())!;
  assert.ok(box.width >= MIN_TARGET_PX && box.height >= MIN_TARGET_PX, `${what}: ${Math.round(box.width)} × ${Math.round(box.height)} px`);
}

async function assertFitsTheWindow(page: Page, what: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `${what}: the page is ${scrollWidth} px wide, the window ${innerWidth} px`);
}

test("on a phone a tap on the shop's name opens the company's facts, in view; a tap outside closes them", async () => {
  const { page } = await open(PHONE);
  await visit(page, SHOP_HOME);
  const name = await hydrated(page.getByTestId('shop-card').getByTestId('shop-name'));
  const facts = page.getByTestId('shop-popover');
  assert.equal(await facts.isVisible(), false, 'the facts wait behind the name');

  await assertTappable(name, 'the shop name');
  await name.tap();
  await facts.waitFor({ state: 'visible' });
  await assertInView(facts, 'the company facts');
  for (const fact of ['authentication', 'registeredCapital', 'satisfaction', 'inquiries', 'purchaseAmount']) {
    // Each fact is a term and its value (the row itself has no box of its own).
    await assertInView(page.getByTestId(`shop-fact-${fact}`).locator('dd'), `the fact ${fact}`);
  }
  assert.match(await page.getByTestId('shop-fact-inquiries').locator('dd').innerText(), /^\d+$/);
  await assertFitsTheWindow(page, 'the shop home with its facts open');
  await screenshot(page, 'tap-shop-facts');

  await page.getByTestId('shop-banner').tap();
  await facts.waitFor({ state: 'hidden' });
});

test("on a phone the user's card opens on a tap from the top bar's menu, in view; its link leads on and the card is closed there", async () => {
  const { page } = await openAs('buyer', PHONE);
  await visit(page, SHOP_HOME);
  const menu = page.getByTestId('top-bar-menu').locator('summary');
  await assertTappable(menu, "the top bar's menu button");
  await menu.tap();
  const toggle = await hydrated(page.getByTestId('user-menu-toggle'));
  await assertTappable(page.getByTestId('user-name'), "the user's name");
  await assertTappable(toggle, "the user's card button");
  const card = page.getByTestId('user-card');
  assert.equal(await card.isVisible(), false, 'the card waits behind its button');

  await toggle.tap();
  await card.waitFor({ state: 'visible' });
  await assertInView(card, "the user's card");
  for (const testId of ['user-level', 'user-credit-points', 'sign-out']) await assertInView(page.getByTestId(testId), testId);
  const security = card.getByRole('link', { name: '账号安全', exact: true });
  await assertInView(security, 'the account security link');
  await assertFitsTheWindow(page, "the shop home with the user's card open");
  await screenshot(page, 'tap-user-card');

  await Promise.all([page.waitForURL((url) => url.pathname === '/memberCenter/accountSecurity'), security.tap()]);
  await until(async () => assert.equal(await card.isVisible(), false, 'the card is closed on the page its link led to'));
});

test("on a desktop the mouse resting on the names opens them; a click holds the user's card open, Esc closes it", async () => {
  const { page } = await openAs('supplier');
  await visit(page, SHOP_HOME);
  const facts = page.getByTestId('shop-popover');
  await (await hydrated(page.getByTestId('shop-name'))).hover();
  await facts.waitFor({ state: 'visible' });
  await assertInView(facts, 'the company facts');
  await page.mouse.move(5, 600);
  await facts.waitFor({ state: 'hidden' });

  const card = page.getByTestId('user-card');
  const toggle = await hydrated(page.getByTestId('user-menu-toggle'));
  await page.getByTestId('user-name').hover();
  await card.waitFor({ state: 'visible' });
  // The click on the button of a card the mouse opened holds it open rather than closing it.
  await toggle.click();
  await page.mouse.move(5, 600);
  await page.waitForTimeout(500);
  assert.equal(await card.isVisible(), true, 'held open after the mouse left');
  await page.keyboard.press('Escape');
  await card.waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'user-menu-toggle', 'the focus is back on its button');
  // Enter on the button opens it again.
  await page.keyboard.press('Enter');
  await card.waitFor({ state: 'visible' });
});

// My messages (docs/decisions/016-messages.md): a new supplier applies to the demo buyer; while its
// page stays open the buyer rejects the application in its own browser, and the supplier's page
// shows the notification as a toast and its top bar's unread count rising, without a reload; in my
// messages the notification is first and unread, and marking it read brings the count down. A
// visitor's click on customer service asks to log in first (in Chinese and in English); a member's
// click inside a buyer's shop opens that buyer's customer service. Texts come from locales/*.json.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { describeFindings, seriousViolations } from '#tests/support/axe.ts';
import enLayout from '#locales/en-US/layout.json' with { type: 'json' };
import zhLayout from '#locales/zh-CN/layout.json' with { type: 'json' };
import zhMessages from '#locales/zh-CN/messages.json' with { type: 'json' };
import zhMember from '#locales/zh-CN/member.json' with { type: 'json' };
import { hydrated, loginAs, until, usePages, visit } from './browser.ts';
import { inEnglish, newCompany, PDF_BYTES, register } from './members.ts';

const { open, openAs } = usePages();

/** The demo buyer's shop (华东精工制造有限公司, the `buyer` account). */
const DEMO_BUYER_SHOP = 1;
const DEMO_BUYER_NAME = '华东精工制造有限公司';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** A new supplier, registered through the form, sends an application to the demo buyer; its id. */
async function applyToDemoBuyer(page: Page): Promise<number> {
  await page.goto('/register');
  await hydrated(page.getByTestId('register-submit'));
  await register(page, newCompany('supplier'));
  await visit(page, `/shopIndex/${DEMO_BUYER_SHOP}`);
  const link = page.getByTestId('shop-apply-link');
  await link.waitFor();
  await Promise.all([page.waitForURL((url) => url.pathname.endsWith('/supplierApplication/apply')), (await hydrated(link)).click()]);
  await page.getByTestId('apply-form').waitFor();
  await page.getByTestId('apply-contact-name').fill('Li Lei');
  await page.getByTestId('apply-contact-phone').fill('13800000009');
  await page
    .getByTestId('apply-documents')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await page.getByTestId('apply-document').filter({ hasText: 'licence.pdf' }).waitFor();
  await (await hydrated(page.getByTestId('apply-categories'))).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await Promise.all([page.waitForURL((url) => url.pathname.endsWith('/supplierApplication/detail')), page.getByTestId('apply-submit').click()]);
  await page.getByTestId('application-detail').waitFor();
  return Number(new URL(page.url()).searchParams.get('validateId'));
}

/** Opens `path` and waits until the page's live socket has been greeted (events from now on arrive). */
async function visitLive(page: Page, path: string): Promise<void> {
  // Listening from the socket's creation: the greeting may come before the page has hydrated.
  const greeted = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      if (new URL(ws.url()).pathname !== '/ws') return;
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"connected"')) resolve();
      });
    });
  });
  await visit(page, path);
  await Promise.race([
    greeted,
    new Promise((_, reject) => setTimeout(() => reject(new Error('the live socket was not greeted within 15 s')), 15_000)),
  ]);
}

const unreadBadge = (page: Page) => page.getByTestId('top-bar').getByTestId('unread-count');

test('a rejected application reaches the open page of its supplier as a toast and an unread count, and is read in my messages', async () => {
  const supplier = await open();
  const { page } = supplier;
  const id = await applyToDemoBuyer(page);

  // The supplier waits on the mall home: signed in, nothing unread, its socket open.
  await visitLive(page, '/');
  const messagesLink = page.getByTestId('top-bar').getByTestId('messages-link');
  await until(async () => assert.equal(await messagesLink.getAttribute('data-count'), '0'));
  assert.equal(await unreadBadge(page).count(), 0);
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  // The buyer rejects it with a reason, in its own browser.
  const reason = `Licence not legible <b>${id}</b>`;
  const buyer = await open();
  await loginAs(buyer.page, 'buyer');
  await visit(buyer.page, `/memberCenter/memberAbility/supplierReview/detail?id=${id}`);
  await buyer.page.getByTestId('decide-reason').fill(reason);
  await (await hydrated(buyer.page.getByTestId('reject'))).click();
  await buyer.page.getByTestId('decided').waitFor();

  // The supplier's page, not reloaded, shows the notification and the count.
  const sentence = fill(zhMessages.notice.admission.rejected_reason, { buyer: DEMO_BUYER_NAME, reason });
  const toast = page.locator('[data-testid="toast"][data-kind="notification"]');
  await toast.waitFor({ timeout: 15_000 });
  assert.equal(await toast.getByTestId('toast-text').innerText(), sentence, 'the reason is shown as typed, as text');
  assert.equal(await toast.locator('b').count(), 0, 'no markup from the reason');
  await until(async () => assert.equal(await unreadBadge(page).innerText(), '1'));
  assert.equal(await messagesLink.getAttribute('aria-label'), fill(zhLayout.topBar.messagesUnread, { count: 1 }));
  assert.equal(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), true, 'the page was not reloaded');
  assert.equal(new URL(page.url()).pathname, '/');

  // My messages: the notification first and unread, leading to the application.
  await Promise.all([page.waitForURL((url) => url.pathname === '/memberCenter/message'), (await hydrated(messagesLink)).click()]);
  await page.getByTestId('my-messages').waitFor();
  assert.equal(await page.getByTestId('member-menu-messages').getAttribute('aria-current'), 'page');
  assert.equal(await page.getByTestId('member-menu-messages').innerText(), zhMember.menu.messages);
  const first = page.getByTestId('message-row').first();
  assert.equal(await first.getAttribute('data-type'), 'notification');
  assert.equal(await first.getAttribute('data-unread'), 'true');
  assert.equal(await first.getByTestId('message-text').innerText(), sentence);
  assert.match((await first.getByTestId('message-open').getAttribute('href')) ?? '', new RegExp(`/supplierApplication/detail\\?validateId=${id}$`));
  const findings = await seriousViolations(page);
  assert.equal(findings.length, 0, `serious or critical WCAG 2.1 AA violations:\n${describeFindings(findings)}`);

  // The chats tab has none of it; back to all, it is marked read and the count drops.
  await (await hydrated(page.getByTestId('filter-chat'))).click();
  await until(async () => assert.equal(new URL(page.url()).searchParams.get('filter'), 'chat'));
  await page.getByTestId('messages-empty').waitFor();
  assert.equal(await page.getByTestId('messages-empty').innerText(), zhMessages.empty);
  await page.getByTestId('filter-all').click();
  await page.getByTestId('message-row').first().waitFor();
  await (await hydrated(page.getByTestId('message-row').first().getByTestId('mark-read'))).click();
  await until(async () => assert.equal(await page.getByTestId('message-row').first().getAttribute('data-unread'), 'false'));
  await until(async () => assert.equal(await unreadBadge(page).count(), 0));
  assert.equal(await page.getByTestId('top-bar').getByTestId('messages-link').getAttribute('data-count'), '0');
});

test('a visitor clicking customer service is asked to log in first, in Chinese and in English', async () => {
  const { page, context } = await open();
  await visit(page, '/');
  await (await hydrated(page.getByTestId('customer-service'))).click();
  await page.getByTestId('toast').filter({ hasText: zhLayout.topBar.loginFirst }).waitFor();

  await inEnglish(context);
  await visit(page, '/');
  await (await hydrated(page.getByTestId('toolbar-customer-service'))).click();
  await page.getByTestId('toast').filter({ hasText: enLayout.topBar.loginFirst }).waitFor();
});

test("a member's customer service inside a buyer's shop or on its inquiry opens that buyer's", async () => {
  // newsupplier never applied to the demo buyer: the shop's apply link names the buyer's member.
  const { page } = await openAs('newsupplier');
  await visit(page, `/shopIndex/${DEMO_BUYER_SHOP}`);
  const apply = page.getByTestId('shop-apply-link');
  await until(async () => assert.match((await apply.getAttribute('href')) ?? '', /memberId=\d+/));
  const memberId = new URL((await apply.getAttribute('href')) ?? '', 'http://x').searchParams.get('memberId');
  const [chat] = await Promise.all([page.waitForEvent('popup'), (await hydrated(page.getByTestId('customer-service'))).click()]);
  await until(() => assert.equal(new URL(chat.url()).pathname, '/chatRoom'));
  assert.equal(new URL(chat.url()).searchParams.get('memberId'), memberId);
  await chat.close();

  // On the detail of one of its inquiries (outside the shop too), the same buyer's.
  await visit(page, '/procurementSourcing');
  const row = page.getByTestId('shop-list-rows').locator('> li').first();
  await row.waitFor();
  const inquiryId = Number(((await row.getAttribute('data-testid')) ?? '').replace('shop-list-row-', ''));
  await visit(page, `/InquiryDetail/${inquiryId}`);
  assert.equal(await page.getByTestId('customer-service').getAttribute('data-member-id'), memberId);
  assert.equal(await page.getByTestId('toolbar-customer-service').getAttribute('data-member-id'), memberId);

  // In the mall, the platform's own customer service.
  await visit(page, '/');
  const [mall] = await Promise.all([page.waitForEvent('popup'), (await hydrated(page.getByTestId('customer-service'))).click()]);
  await until(() => assert.equal(new URL(mall.url()).pathname, '/chatRoom'));
  assert.equal(new URL(mall.url()).search, '');
});

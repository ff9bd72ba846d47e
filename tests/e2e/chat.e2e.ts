// Chat with customer service in its own window (/chatRoom, docs/decisions/016-messages.md#chat), in
// two browsers at once: the demo supplier opens the demo buyer's customer service and writes; the
// buyer, its customer service, has the window open and sees the conversation arrive unread without
// reloading, opens it from the keyboard and answers; the supplier sees the answer live and its own
// message read. Markup typed in a message stays text. A file and a card go too. A visitor is sent to
// the login page and comes back, as on every member page; a member whose target has no customer
// service is told so. The window passes axe (no serious or critical finding).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import enChat from '#locales/en-US/chat.json' with { type: 'json' };
import koChat from '#locales/ko-KR/chat.json' with { type: 'json' };
import zhChat from '#locales/zh-CN/chat.json' with { type: 'json' };
import zhErrors from '#locales/zh-CN/errors.json' with { type: 'json' };
import { CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS } from '#contract/schemas/message.ts';
import { describeFindings, seriousViolations } from '#tests/support/axe.ts';
import { baseUrl, cardId, cardsOf, cookie, hydrated, until, usePages, visit } from './browser.ts';
import { PDF_BYTES } from './members.ts';

const { open, openAs } = usePages();

/** A member's browser on the home page, hydrated and loaded (leaving earlier would abort its scripts). */
async function member(account: string): ReturnType<typeof openAs> {
  const opened = await openAs(account);
  await hydrated(opened.page.getByTestId('user-name'));
  await opened.page.waitForLoadState('load');
  return opened;
}

/** The member, role and user the AUTH cookie names (its first part is base64 JSON). */
async function sessionIds(context: BrowserContext): Promise<{ memberId: number; userId: number }> {
  const value = decodeURIComponent((await cookie(context, 'AUTH')) ?? '');
  const session = JSON.parse(Buffer.from(value.split('.')[0]!, 'base64').toString());
  assert.ok(Number.isInteger(session.memberId) && Number.isInteger(session.userId), `the session names its member: ${JSON.stringify(session)}`);
  return { memberId: session.memberId, userId: session.userId };
}

/**
 * Opens the chat window at `path` and waits until it has hydrated and its live socket is relaying
 * (the portal's 'connected' greeting): from then on nothing sent to this user is missed.
 */
async function openChat(page: Page, path: string): Promise<void> {
  const live = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      if (new URL(ws.url()).pathname === '/ws') ws.on('framereceived', (frame) => String(frame.payload).includes('"connected"') && resolve());
    });
  });
  await page.goto(path);
  await hydrated(page.getByTestId('chat-language-zh-CN'));
  await Promise.race([live, new Promise((_, reject) => setTimeout(() => reject(new Error('the live socket did not connect')), 10_000))]);
}

async function assertAccessible(page: Page, what: string): Promise<void> {
  const findings = await seriousViolations(page);
  assert.equal(findings.length, 0, `axe finds serious or critical violations on ${what}:\n${describeFindings(findings)}`);
}

function conversationWith(page: Page, userId: number) {
  return page.locator(`[data-testid="chat-conversation"][data-peer="${userId}"]`);
}

function lastMessage(page: Page) {
  return page.getByTestId('chat-message').last();
}

test('a supplier writes to the buyer’s customer service; the buyer sees it arrive unread, reads it and answers; both sides live', async () => {
  const buyer = await member('buyer');
  const supplier = await member('supplier');
  const buyerIds = await sessionIds(buyer.context);
  const supplierIds = await sessionIds(supplier.context);
  const alerts: string[] = [];
  for (const page of [buyer.page, supplier.page]) {
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
  }

  // The buyer's window is open on its conversations; nothing is selected yet.
  await openChat(buyer.page, '/chatRoom');
  assert.match(await buyer.page.getByTestId('chat-site-name').innerText(), /\S/);
  await buyer.page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  // The supplier opens the buyer's customer service (as from a shop) and writes; Enter sends.
  await openChat(supplier.page, `/chatRoom?memberId=${buyerIds.memberId}`);
  const company = await conversationWith(supplier.page, buyerIds.userId).getByTestId('chat-conversation-company').innerText();
  assert.equal(await supplier.page.getByTestId('chat-peer-company').innerText(), zhChat.service.of.replace('{{name}}', company));
  assert.equal(await conversationWith(supplier.page, buyerIds.userId).getAttribute('data-active'), 'true');
  const question = `交期多久？ <img src=x onerror=alert(1)> 详见 https://example.com/spec.pdf`;
  const input = supplier.page.getByTestId('chat-input');
  await input.fill(question);
  await input.press('Enter');
  const sent = lastMessage(supplier.page);
  await until(async () => assert.equal(await sent.getByTestId('message-text').innerText(), question));
  await until(async () => assert.equal(await input.inputValue(), '', 'the composer is cleared once sent'));
  assert.match((await sent.getByTestId('message-status').getAttribute('data-state')) ?? '', /^(sent|delivered)$/);
  const sentId = await sent.getAttribute('data-id');

  // The buyer's list shows the conversation, unread, without a reload.
  const row = conversationWith(buyer.page, supplierIds.userId);
  await until(async () => assert.equal(await row.getAttribute('data-unread'), '1'), { timeout: 15_000 });
  assert.ok(await row.getByTestId('chat-unread').isVisible());
  assert.match(await row.getByTestId('chat-conversation-preview').innerText(), /交期多久/);
  assert.equal(await buyer.page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere), true, 'the page was not reloaded');
  await assertAccessible(buyer.page, '/chatRoom with an unread conversation');

  // It opens the conversation from the keyboard: the message is text, its markup never an element.
  await row.focus();
  await buyer.page.keyboard.press('Enter');
  await buyer.page.waitForURL((url) => url.searchParams.get('peer') === String(supplierIds.userId));
  const received = buyer.page.locator(`[data-testid="chat-message"][data-id="${sentId}"]`);
  await until(async () => assert.equal(await received.getByTestId('message-text').innerText(), question));
  assert.equal(await buyer.page.locator('[data-testid="chat-messages"] img[src="x"]').count(), 0, 'no <img> from the text');
  const link = received.getByRole('link');
  assert.equal(await link.count(), 1, 'only the https URL is a link');
  assert.equal(await link.getAttribute('href'), 'https://example.com/spec.pdf');
  assert.match((await link.getAttribute('rel')) ?? '', /noopener/);
  await until(async () => assert.equal(await row.getAttribute('data-unread'), '0'));
  assert.equal(await row.getAttribute('aria-current'), 'page');

  // The supplier's message turns read live.
  await until(async () => assert.equal(await sent.getByTestId('message-status').getAttribute('data-state'), 'read'), { timeout: 15_000 });

  // The buyer answers (Shift+Enter a new line, Enter sends); the supplier sees it live.
  const answer = buyer.page.getByTestId('chat-input');
  await answer.focus();
  await buyer.page.keyboard.type('下周一发货');
  await buyer.page.keyboard.press('Shift+Enter');
  await buyer.page.keyboard.type('Next Monday');
  await buyer.page.keyboard.press('Enter');
  await until(async () => assert.equal(await lastMessage(supplier.page).getByTestId('message-text').innerText(), '下周一发货\nNext Monday'), {
    timeout: 15_000,
  });
  assert.equal(await lastMessage(supplier.page).getAttribute('data-own'), 'false');
  await assertAccessible(supplier.page, '/chatRoom with a conversation open');

  // Too long: the catalogue's message, and what was typed stays.
  const long = 'x'.repeat(2001);
  await input.fill(long);
  assert.match(await supplier.page.getByTestId('chat-counter').innerText(), /2001/);
  await input.press('Enter');
  await supplier.page.getByTestId('chat-error').filter({ hasText: zhErrors['57005'] }).waitFor();
  assert.equal(await input.inputValue(), long);
  assert.deepEqual(alerts, [], 'no script ran from a message');
});

test('a file and a card go to the conversation: the file downloads, the card leads to its detail', async () => {
  const buyer = await member('buyer');
  const supplier = await member('supplier');
  const buyerIds = await sessionIds(buyer.context);
  await visit(supplier.page, '/');
  await cardsOf(supplier.page, 'inquiry').first().waitFor({ timeout: 15_000 });
  const inquiry = await cardId(cardsOf(supplier.page, 'inquiry').first());

  await openChat(supplier.page, `/chatRoom?memberId=${buyerIds.memberId}&card=inquiry:${inquiry}`);
  const offer = supplier.page.getByTestId('chat-card-offer');
  assert.match(await offer.getByTestId('chat-card-offer-name').innerText(), /\S/);
  const title = await offer.getByTestId('chat-card-offer-name').innerText();
  await (await hydrated(supplier.page.getByTestId('chat-card-send'))).click();
  const card = supplier.page.locator('[data-testid="chat-message"][data-type="card"]').last();
  await until(async () => assert.equal(await card.locator('strong').innerText(), title));
  assert.equal(await card.getByTestId('message-card-link').getAttribute('href'), `/InquiryDetail/${inquiry}`);
  // The offer leaves once the send has answered, which may come a moment after the card shows.
  await until(async () => assert.equal(await offer.count(), 0, 'the offer goes once sent'));

  await supplier.page.getByTestId('chat-file-input').setInputFiles({ name: 'quotation.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  const file = supplier.page.locator('[data-testid="chat-message"][data-type="file"]').last();
  await until(async () => assert.match(await file.getByTestId('message-file').innerText(), /quotation\.pdf/));
  const href = (await file.getByTestId('message-file-download').getAttribute('href')) ?? '';
  assert.match(href, /^\/files\/u\//);
  assert.equal((await buyer.page.request.get(href)).status(), 200, 'the recipient reads the file');
  assert.equal((await fetch(`${baseUrl}${href}`)).status, 404, 'a visitor does not');
});

test('a visitor is sent to the login page and comes back to the window; a cross-site post is refused', async () => {
  // The server answers the visitor with the redirect itself, before any page is rendered.
  const answer = await fetch(`${baseUrl}/chatRoom?memberId=1`, { redirect: 'manual' });
  assert.equal(answer.status, 302);
  const target = new URL(answer.headers.get('location') ?? '', baseUrl);
  assert.equal(target.pathname, '/login');
  assert.equal(target.searchParams.get('redirect'), '/chatRoom?memberId=1');

  const { page } = await open();
  await page.goto('/chatRoom?memberId=1');
  await until(() => assert.equal(new URL(page.url()).pathname, '/login'));
  assert.equal(await page.getByTestId('chat-room').count(), 0, 'no chat window for a visitor');
  await hydrated(page.getByTestId('login-submit'));
  await page.getByTestId('login-account').fill('supplier');
  await page.getByTestId('login-password').fill('demo1234');
  await Promise.all([page.waitForURL((url) => url.pathname === '/chatRoom'), page.getByTestId('login-submit').click()]);
  await page.getByTestId('chat-user-name').waitFor();
  assert.equal(new URL(page.url()).searchParams.get('memberId'), '1');
  // The window's own language buttons: the same window comes back in the language chosen.
  for (const [lang, texts] of [
    ['en-US', enChat],
    ['ko-KR', koChat],
    ['zh-CN', zhChat],
  ] as const) {
    await Promise.all([page.waitForURL(/\/chatRoom\?memberId=1$/), (await hydrated(page.getByTestId(`chat-language-${lang}`))).click()]);
    await page.getByRole('heading', { name: texts.title }).waitFor();
    assert.equal(await page.getByTestId(`chat-language-${lang}`).getAttribute('aria-pressed'), 'true');
  }

  const forged = await fetch(`${baseUrl}/resources/chat`, {
    method: 'POST',
    headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ intent: 'markRead', peerUserId: 1 }),
  });
  assert.equal(forged.status, 403);
});

test('a member whose target has no customer service is told so, and its conversations stay usable', async () => {
  const supplier = await member('supplier');
  const supplierIds = await sessionIds(supplier.context);
  const { page } = await member('buyer');
  await openChat(page, `/chatRoom?memberId=${supplierIds.memberId}`);
  await page.getByTestId('chat-no-service').filter({ hasText: zhChat.service.none }).waitFor();
  const rows = page.getByTestId('chat-conversation');
  await rows.first().waitFor();
  await rows.first().click();
  await page.getByTestId('chat-input').waitFor();
  assert.equal(await page.getByTestId('chat-no-service').count(), 0);
});

/** Sends a text as the page's member through the window's resource route, as the composer does. */
async function sendByRequest(page: Page, toUserId: number, content: string): Promise<number> {
  const key = `e2e${Math.random().toString(36).slice(2, 14)}`;
  const response = await page.request.post('/resources/chat', {
    headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
    data: { intent: 'send', toUserId, msgType: 'text', content, idempotencyKey: key },
  });
  const body = (await response.json()) as { ok: boolean; code?: number };
  return body.ok ? 0 : (body.code ?? response.status());
}

test('earlier messages load upwards from the keyboard, keeping the view in place; past the rate, the catalogue’s message and the text kept', async () => {
  const buyer = await member('buyer');
  const supplier = await member('supplier');
  const buyerIds = await sessionIds(buyer.context);
  const supplierIds = await sessionIds(supplier.context);
  // Each member may send 20 in 10 s: enough messages for a second page, and the supplier at its limit.
  // The journeys before this one wrote as these members too: their window passes first.
  await new Promise((resolve) => setTimeout(resolve, CHAT_RATE_WINDOW_MS + 500));
  for (let i = 1; i <= 20; i++) assert.equal(await sendByRequest(supplier.page, buyerIds.userId, `supplier #${i}`), 0);
  for (let i = 1; i <= 10; i++) assert.equal(await sendByRequest(buyer.page, supplierIds.userId, `buyer #${i}`), 0);

  await openChat(supplier.page, `/chatRoom?peer=${buyerIds.userId}`);
  const messages = supplier.page.getByTestId('chat-message');
  assert.equal(await messages.count(), 20);
  assert.equal(await lastMessage(supplier.page).getByTestId('message-text').innerText(), 'buyer #10');
  const first = messages.first();
  const firstId = await first.getAttribute('data-id');
  const earlier = await hydrated(supplier.page.getByTestId('chat-load-earlier'));
  // Reaching the button scrolls the list to its top; from there, loading keeps the view still.
  await earlier.focus();
  const before = (await first.boundingBox())!.y;
  await supplier.page.keyboard.press('Enter');
  await until(async () => assert.ok((await messages.count()) > 20));
  const after = (await supplier.page.locator(`[data-testid="chat-message"][data-id="${firstId}"]`).boundingBox())!.y;
  assert.ok(Math.abs(after - before) < 4, `the message that was first stays where it was (${before} → ${after})`);

  // The supplier fills its window again all at once, just before it types: on a loaded machine the steps above
  // can outlast the window of its first twenty.
  const topUp = await Promise.all(
    Array.from({ length: CHAT_RATE_LIMIT }, (_, i) => sendByRequest(supplier.page, buyerIds.userId, `supplier again #${i + 1}`)),
  );
  assert.ok(
    topUp.every((code) => code === 0 || code === 57004),
    `each accepted or refused for the rate: ${topUp.join(', ')}`,
  );
  const input = supplier.page.getByTestId('chat-input');
  await input.fill('one too many');
  await input.press('Enter');
  await supplier.page.getByTestId('chat-error').filter({ hasText: zhErrors['57004'] }).waitFor();
  assert.equal(await input.inputValue(), 'one too many');
});

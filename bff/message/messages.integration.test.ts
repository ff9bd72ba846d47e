// My messages against the real platform (PGlite in memory) through the counting proxy: a supplier
// writes to the demo buyer's customer service and the buyer's unread count, its list (chats, unread
// first) and the sender's name show it; marking the conversation read brings the count back. A
// buyer moving its supplier to another stage reaches that supplier as a notification, marked read
// by its id. Malformed input is a 400, a visitor's count a 401.
import { describe, expect, it } from 'vitest';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { api } from '#contract/endpoints.ts';
import { memberContext } from '../member/session.server.ts';
import { login } from '../member/member.server.ts';
import { loadMyMessages, loadUnread, markReadAction } from './messages.server.ts';
import { callUpstream } from '../upstream.server.ts';

usePlatformBehindProxy();

const page = (path: string, cookie?: string, init: RequestInit = {}) =>
  new Request(`http://localhost${path}`, { ...init, headers: cookie ? { cookie } : {} });

async function signedIn(account: string): Promise<string> {
  const result = await login(page('/login'), 'zh-CN', account, 'demo1234');
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

async function unread(cookie: string, query = '') {
  const { status, answer } = await loadUnread(page(`/resources/messages${query}`, cookie), 'en-US');
  if (!answer.ok) throw new Error(`${status} ${answer.message}`);
  return answer;
}

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};

describe('a chat message to a buyer', () => {
  it('raises its unread count, heads its list of chats, and is read by marking the conversation', async () => {
    const [supplier, buyer] = await Promise.all([signedIn('supplier'), signedIn('buyer')]);
    const buyerCtx = await memberContext(page('/memberCenter', buyer), 'zh-CN');
    const supplierCtx = await memberContext(page('/memberCenter', supplier), 'zh-CN');
    const service = await callUpstream(api.message.historySession, { ctx: supplierCtx, query: { memberId: buyerCtx.auth.memberId } });
    if (!service.ok) throw new Error(service.message);
    expect(service.data.flatMap((member) => member.userList).map((user) => user.userId)).toContain(buyerCtx.auth.userId);

    const before = (await unread(buyer)).unread;
    const sent = await callUpstream(api.message.send, {
      ctx: supplierCtx,
      body: { toUserId: buyerCtx.auth.userId, msgType: 'text', content: 'Do you take steel <b>plates</b>?', idempotencyKey: `it-${Date.now()}` },
    });
    if (!sent.ok) throw new Error(sent.message);

    const after = await unread(buyer, `?peer=${supplierCtx.auth.userId}`);
    expect(after.unread.chats).toBe(before.chats + 1);
    expect(after.unread.total).toBe(before.total + 1);
    expect(after.peer).toMatchObject({ userId: supplierCtx.auth.userId });
    expect(after.peer?.name).toBeTruthy();

    const chats = await loadMyMessages(page('/memberCenter/message?filter=chat', buyer), 'zh-CN');
    expect(chats.filter).toBe('chat');
    if (chats.inbox.status !== 'ok') throw new Error(chats.inbox.message);
    const [first] = chats.inbox.data.data;
    expect(first).toMatchObject({ type: 'chat', unread: true });
    if (first?.type !== 'chat') throw new Error('a chat first');
    expect(first.conversation.peerUserId).toBe(supplierCtx.auth.userId);
    expect(first.conversation.last?.content).toBe('Do you take steel <b>plates</b>?');

    const system = await loadMyMessages(page('/memberCenter/message?filter=system', buyer), 'zh-CN');
    if (system.inbox.status !== 'ok') throw new Error(system.inbox.message);
    expect(system.inbox.data.data.every((item) => item.type === 'notification')).toBe(true);

    const read = await markReadAction(
      page('/memberCenter/message', buyer, { method: 'POST' }),
      'zh-CN',
      form({ intent: 'readChat', peerUserId: String(supplierCtx.auth.userId) }),
    );
    expect(read).toEqual({ status: 200, answer: { ok: true, marked: 1 } });
    expect((await unread(buyer)).unread).toEqual(before);
  });
});

describe('a notification to a supplier', () => {
  it('is listed unread first and marked read by its id; mark all leaves nothing unread', async () => {
    const [supplier, buyer] = await Promise.all([signedIn('supplier'), signedIn('buyer')]);
    const buyerCtx = await memberContext(page('/memberCenter', buyer), 'zh-CN');
    const suppliers = await callUpstream(api.admission.suppliers, { ctx: buyerCtx, query: { current: 1, pageSize: 50 } });
    if (!suppliers.ok) throw new Error(suppliers.message);
    const supplierCtx = await memberContext(page('/memberCenter', supplier), 'zh-CN');
    const admitted = suppliers.data.data.find((row) => row.supplier.memberId === supplierCtx.auth.memberId);
    if (!admitted) throw new Error('the demo buyer admitted the demo supplier');
    const stage = admitted.stage === 'preferred' ? 'qualified' : 'preferred';
    const moved = await callUpstream(api.admission.changeStage, { ctx: buyerCtx, body: { id: admitted.id, stage, reason: 'Good deliveries' } });
    if (!moved.ok) throw new Error(moved.message);

    const list = await loadMyMessages(page('/memberCenter/message', supplier), 'zh-CN');
    if (list.inbox.status !== 'ok') throw new Error(list.inbox.message);
    const [first] = list.inbox.data.data;
    if (first?.type !== 'notification') throw new Error('a notification first');
    expect(first.unread).toBe(true);
    expect(first.notification).toMatchObject({
      kind: 'admission.stageChanged',
      payload: { admissionId: admitted.id, to: stage, reason: 'Good deliveries' },
    });

    const before = (await unread(supplier)).unread;
    expect(before.notifications).toBeGreaterThan(0);
    const request = () => page('/memberCenter/message', supplier, { method: 'POST' });
    expect(await markReadAction(request(), 'zh-CN', form({ intent: 'read', id: String(first.notification.id) }))).toEqual({
      status: 200,
      answer: { ok: true, marked: 1 },
    });
    expect((await unread(supplier)).unread.notifications).toBe(before.notifications - 1);
    // Someone else's (or no) notification: the platform's 57000, in the user's language.
    const missing = await markReadAction(request(), 'en-US', form({ intent: 'read', id: '2147483647' }));
    expect(missing).toEqual({ status: 200, answer: { ok: false, message: 'The message record does not exist' } });

    expect((await markReadAction(request(), 'zh-CN', form({ intent: 'readAll' }))).answer.ok).toBe(true);
    expect((await unread(supplier)).unread.total).toBe(0);
  });
});

describe('bad input', () => {
  it('a malformed form or query is a 400 with a message; a visitor has no count (401)', async () => {
    const supplier = await signedIn('supplier');
    const request = () => page('/memberCenter/message', supplier, { method: 'POST' });
    const malformed: Record<string, string>[] = [
      {},
      { intent: 'read' },
      { intent: 'read', id: 'x' },
      { intent: 'read', id: '0' },
      { intent: 'readChat', peerUserId: '99999999999' },
      { intent: 'drop' },
    ];
    for (const fields of malformed) {
      expect(await markReadAction(request(), 'en-US', form(fields)), JSON.stringify(fields)).toMatchObject({ status: 400, answer: { ok: false } });
    }
    expect(await loadUnread(page('/resources/messages?peer=abc', supplier), 'en-US')).toMatchObject({ status: 400, answer: { ok: false } });
    expect(await loadUnread(page('/resources/messages'), 'en-US')).toMatchObject({ status: 401, answer: { ok: false, loginRequired: true } });
  });

  it('an unknown filter or page in the URL is the first page of everything', async () => {
    const supplier = await signedIn('supplier');
    const view = await loadMyMessages(page('/memberCenter/message?filter=spam&current=-3', supplier), 'zh-CN');
    expect(view).toMatchObject({ filter: 'all', current: 1, pageSize: 10 });
  });
});

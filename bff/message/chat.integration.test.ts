// The chat window's BFF against the real platform (PGlite in memory) through the counting proxy: a
// visitor is sent to log in (and comes back); the demo supplier opens the demo buyer's customer
// service, writes, and the buyer sees the conversation unread, reads it (the supplier's message is
// then read) and answers; a member without customer service says so; a card is offered with its
// item's title; bad input is a 400 with the catalogue's message in the user's language, never a 500.
import { describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { CHAT_TEXT_MAX, type ChatMessage, type SessionUser } from '#contract/schemas.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { type ChatRoomView, chatAction, chatQuery, loadChatRoom } from './chat.server.ts';
import { login } from '../member/member.server.ts';

usePlatformBehindProxy();

type Member = { cookie: string; user: SessionUser };

async function member(account: string): Promise<Member> {
  const result = await login(new Request('http://localhost/login'), 'en-US', account, 'demo1234');
  if (!result.ok) throw new Error(result.message);
  return { cookie: result.setCookie.split(';')[0]!, user: result.user };
}

function page(who: Member | null, query = ''): Request {
  return new Request(`http://localhost/chatRoom${query}`, { headers: who ? { cookie: who.cookie } : {} });
}

function room(who: Member, query = '', locale: 'en-US' | 'zh-CN' = 'en-US'): Promise<ChatRoomView> {
  return loadChatRoom(page(who, query), locale);
}

function post(who: Member | null, body: unknown): Request {
  return new Request('http://localhost/resources/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(who ? { cookie: who.cookie } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const key = () => `k${Math.random().toString(36).slice(2, 14)}`;

describe('the chat window', () => {
  it('sends a visitor to the login page, which comes back to the same window, as a member page does', async () => {
    const thrown = await loadChatRoom(page(null, '?memberId=1&card=inquiry:3'), 'en-US').then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown, 'a redirect, not a page').toBeInstanceOf(Response);
    const redirect = thrown as Response;
    expect(redirect.status).toBe(302);
    const login = new URL(redirect.headers.get('location') ?? '', 'http://localhost');
    expect(login.pathname).toBe('/login');
    const back = new URL(login.searchParams.get('redirect') ?? '', 'http://localhost');
    expect([back.pathname, back.searchParams.get('memberId'), back.searchParams.get('card')]).toEqual(['/chatRoom', '1', 'inquiry:3']);
    expect(await chatAction(post(null, { intent: 'markRead', peerUserId: 1 }), 'en-US')).toMatchObject({
      status: 401,
      answer: { code: Code.LOGIN_EXPIRED },
    });
    expect((await chatQuery(page(null, '?list=conversations'), 'en-US')).status).toBe(401);
  });

  it('a supplier writes to a buyer’s customer service; the buyer sees it unread, reads it and answers', async () => {
    const supplier = await member('supplier');
    const buyer = await member('buyer');
    const opened = await room(supplier, `?memberId=${buyer.user.memberId}`);
    expect(opened.service).toMatchObject({ status: 'ok', data: { memberId: buyer.user.memberId } });
    expect(opened.selected).toBe(buyer.user.userId);
    expect(opened.history).toMatchObject({ status: 'ok', data: { peer: { peerUserId: buyer.user.userId } } });

    const text = `<img src=x onerror=alert(1)> ${key()}`;
    const sent = await chatAction(
      post(supplier, { intent: 'send', toUserId: buyer.user.userId, msgType: 'text', content: text, idempotencyKey: key() }),
      'en-US',
    );
    expect(sent.status).toBe(200);
    if (!sent.answer.ok) throw new Error(sent.answer.message);
    const message = sent.answer.data as ChatMessage;
    expect(message).toMatchObject({ msgType: 'text', content: text, readTime: null });

    const listed = await chatQuery(page(buyer, '?list=conversations'), 'en-US');
    expect(listed.answer).toMatchObject({ ok: true });
    const conversation = listed.answer.ok
      ? (listed.answer.data as Array<{ peerUserId: number; unread: number }>).find((c) => c.peerUserId === supplier.user.userId)
      : null;
    expect(conversation?.unread).toBeGreaterThanOrEqual(1);

    const buyerRoom = await room(buyer, `?peer=${supplier.user.userId}`);
    expect(buyerRoom.history?.status === 'ok' && buyerRoom.history.data.data.at(-1)?.id).toBe(message.id);
    const read = await chatAction(post(buyer, { intent: 'markRead', peerUserId: supplier.user.userId }), 'en-US');
    expect(read.answer).toMatchObject({ ok: true, data: { marked: expect.any(Number) } });
    const answer = await chatAction(
      post(buyer, { intent: 'send', toUserId: supplier.user.userId, msgType: 'text', content: 'Next Monday', idempotencyKey: key() }),
      'en-US',
    );
    expect(answer.status).toBe(200);

    const history = await chatQuery(page(supplier, `?peer=${buyer.user.userId}`), 'en-US');
    if (!history.answer.ok) throw new Error(history.answer.message);
    const messages = (history.answer.data as { data: ChatMessage[] }).data;
    expect(messages.find((m) => m.id === message.id)?.readTime).not.toBeNull();
    expect(messages.at(-1)).toMatchObject({ fromUserId: buyer.user.userId, content: 'Next Monday' });
    // Paging upwards: older than the newest, never the newest itself.
    const older = await chatQuery(page(supplier, `?peer=${buyer.user.userId}&beforeId=${messages.at(-1)!.id}`), 'en-US');
    expect(older.answer.ok && (older.answer.data as { data: ChatMessage[] }).data.every((m) => m.id < messages.at(-1)!.id)).toBe(true);
  });

  it('one key, one message: a retry of the same attempt is not sent twice', async () => {
    const supplier = await member('supplier');
    const buyer = await member('buyer');
    const body = { intent: 'send', toUserId: buyer.user.userId, msgType: 'text', content: 'once only', idempotencyKey: key() };
    const [a, b] = [await chatAction(post(supplier, body), 'en-US'), await chatAction(post(supplier, body), 'en-US')];
    expect(a.answer.ok && b.answer.ok && (a.answer.data as ChatMessage).id === (b.answer.data as ChatMessage).id).toBe(true);
  });

  it('says when the member asked for has no customer service, the list still there', async () => {
    const buyer = await member('buyer');
    const supplier = await member('supplier');
    const view = await room(buyer, `?memberId=${supplier.user.memberId}`, 'zh-CN');
    expect(view.service).toMatchObject({ status: 'error', code: Code.NO_CUSTOMER_SERVICE, message: '该会员暂无客服' });
    expect(view.selected).toBeNull();
    expect(view.conversations.status).toBe('ok');
  });

  it('offers a card with its item; a malformed query is left out, never an error', async () => {
    const supplier = await member('supplier');
    const listed = await room(supplier, '?card=inquiry:1');
    expect(listed.card?.ref).toEqual({ kind: 'inquiry', id: 1 });
    expect(['ok', 'missing']).toContain(listed.card?.detail.status);
    const junk = await room(supplier, '?memberId=abc&peer=-1&card=inquiry:x');
    expect(junk).toMatchObject({ service: null, selected: null, history: null, card: null });
  });

  it('names no stranger: a user one never talked with reads as no user at all', async () => {
    const supplier = await member('supplier');
    const stranger = await member('newsupplier');
    const lookedUp = await chatQuery(page(stranger, `?peer=${supplier.user.userId}`), 'en-US');
    expect(lookedUp).toMatchObject({ status: 400, answer: { ok: false, code: Code.MESSAGE_MISSING } });
    expect(lookedUp).toEqual(await chatQuery(page(stranger, '?peer=2000000000'), 'en-US'));
    expect(JSON.stringify(lookedUp)).not.toContain(supplier.user.name);
  });

  it('refuses bad input with a 400 and the catalogue’s message in the user’s language', async () => {
    const supplier = await member('supplier');
    const buyer = await member('buyer');
    const to = buyer.user.userId;
    const cases: unknown[] = [
      'not json',
      {},
      { intent: 'send', toUserId: to, msgType: 'text', content: 'no key' },
      { intent: 'send', toUserId: to, msgType: 'text', content: '   ', idempotencyKey: key() },
      { intent: 'send', toUserId: 'x', msgType: 'text', content: 'hi', idempotencyKey: key() },
      { intent: 'send', toUserId: to, msgType: 'html', content: 'hi', idempotencyKey: key() },
      { intent: 'send', toUserId: to, msgType: 'card', card: { kind: 'order', id: 1 }, idempotencyKey: key() },
      { intent: 'markRead', peerUserId: 0 },
    ];
    for (const body of cases) {
      const result = await chatAction(post(supplier, body), 'zh-CN');
      expect(result, JSON.stringify(body)).toMatchObject({ status: 400, answer: { ok: false, code: Code.PARAM_INVALID } });
      expect(result.answer.ok ? '' : result.answer.message).toMatch(/\S/);
    }
    const tooLong = await chatAction(
      post(supplier, { intent: 'send', toUserId: to, msgType: 'text', content: 'x'.repeat(CHAT_TEXT_MAX + 1), idempotencyKey: key() }),
      'en-US',
    );
    expect(tooLong).toMatchObject({ status: 400, answer: { code: Code.MESSAGE_TOO_LONG, message: 'A message holds at most 2,000 characters' } });
    // The platform's refusal passed on in the user's language: writing to a user one may not.
    const other = await member('newsupplier');
    const refused = await chatAction(
      post(supplier, { intent: 'send', toUserId: other.user.userId, msgType: 'text', content: 'hi', idempotencyKey: key() }),
      'en-US',
    );
    expect(refused).toMatchObject({ status: 400, answer: { code: Code.MAY_NOT_WRITE, message: 'You cannot write to this user' } });
    expect((await chatQuery(page(supplier, '?peer=abc'), 'en-US')).status).toBe(400);
  });
});

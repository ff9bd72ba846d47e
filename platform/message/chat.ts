// Chat between members' users (docs/decisions/016-messages.md#chat): a member's customer service
// (api.message.historySession), the caller's conversations, a conversation's history paged upwards, and
// sending text, an image or file (the sender's own upload), or a card for an inquiry, tender or
// competitive bid. Each message is one transaction that also writes its events (to the recipient,
// and to the sender's other windows). Rules: 2,000 characters a text (57005); 20 messages in 10 s
// per member (57004); a user may be written to when it is a named customer service or has written
// to the caller (57006). Only the two sides read a conversation: every read is by the caller's user.
// A user's name is told only to one who talks with it, or when it is a customer service (else the
// same 57000 as for no such user); a card shows only what its reader may read (cards.ts).
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import { api, type SendBody } from '#contract/endpoints.ts';
import { CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MS, CHAT_TEXT_MAX, type ChatMessage, type Conversation } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { type Db, selectRows } from '../db/client.ts';
import { members, messages, users } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { lockName, once, requestKey } from '../http/idempotency.ts';
import { route, type Route } from '../http/route.ts';
import { ownFiles, toUploadedFile } from '../files/uploads.ts';
import { asReadBy, cardFor } from './cards.ts';
import { publishEvent } from './events.ts';

type MessageRow = typeof messages.$inferSelect;

export function toChatMessage(row: MessageRow): ChatMessage {
  const payload = row.payload as Record<string, unknown>;
  const isFile = row.msgType === 'image' || row.msgType === 'file';
  return {
    id: row.id,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    msgType: row.msgType as ChatMessage['msgType'],
    content: row.content,
    attachment: isFile ? (payload as ChatMessage['attachment']) : null,
    card: row.msgType === 'card' ? (payload as ChatMessage['card']) : null,
    createTime: row.createTime.getTime(),
    deliveredTime: row.deliveredTime?.getTime() ?? null,
    readTime: row.readTime?.getTime() ?? null,
  };
}

/** Messages between the caller's user and the peer, both ways. */
function between(userId: number, peerUserId: number) {
  return or(
    and(eq(messages.fromUserId, userId), eq(messages.toUserId, peerUserId)),
    and(eq(messages.fromUserId, peerUserId), eq(messages.toUserId, userId)),
  )!;
}

const peerColumns = { peerUserId: users.id, peerName: users.name, peerMemberId: members.id, peerMemberName: members.name, peerLogo: members.logo };

async function peerOf(db: Db, peerUserId: number) {
  const [peer] = await db
    .select({ ...peerColumns, customerService: users.customerService })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(eq(users.id, peerUserId));
  return peer;
}

/** The caller's conversations, the newest first: each peer with the last message and the unread count. */
export async function conversationsOf(db: Db, caller: Caller, peerUserIds?: number[]): Promise<Conversation[]> {
  const me = caller.userId;
  const onlyPeers = peerUserIds
    ? sql`where peer in (${sql.join(
        peerUserIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const latest = await selectRows<{ peer: number; last_id: number; unread: number }>(
    db,
    sql`select peer, max(id) as last_id, count(*) filter (where to_user_id = ${me} and read_time is null)::int as unread
        from (select case when from_user_id = ${me} then to_user_id else from_user_id end as peer, id, to_user_id, read_time
              from ${messages} where from_user_id = ${me} or to_user_id = ${me}) m
        ${onlyPeers} group by peer order by last_id desc`,
  );
  if (latest.length === 0) return [];
  const lastIds = latest.map((row) => Number(row.last_id));
  const [lastMessages, peers] = await Promise.all([
    db.select().from(messages).where(inArray(messages.id, lastIds)),
    db
      .select(peerColumns)
      .from(users)
      .innerJoin(members, eq(members.id, users.memberId))
      .where(
        inArray(
          users.id,
          latest.map((row) => Number(row.peer)),
        ),
      ),
  ]);
  // The last message as the caller may read it (a card of an item it may not read is withheld).
  const lastById = new Map((await asReadBy(db, caller.memberId, lastMessages.map(toChatMessage))).map((m) => [m.id, m]));
  const peerById = new Map(peers.map((p) => [p.peerUserId, p]));
  return latest.flatMap((row) => {
    const peer = peerById.get(Number(row.peer));
    const last = lastById.get(Number(row.last_id));
    return peer && last ? [{ ...peer, last, unread: Number(row.unread) }] : [];
  });
}

/** Whether the caller may write to the user: a named customer service, or a user who wrote to the caller. */
async function mayWrite(db: Db, caller: Caller, peer: { peerUserId: number; customerService: boolean }): Promise<boolean> {
  if (peer.peerUserId === caller.userId) return false;
  if (peer.customerService) return true;
  const [wrote] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.fromUserId, peer.peerUserId), eq(messages.toUserId, caller.userId)))
    .limit(1);
  return wrote !== undefined;
}

/** The message's type, text and payload from what was sent: the file must be the sender's, the card's item one the sender may read. */
async function contentOf(tx: Db, caller: Caller, body: SendBody): Promise<{ content: string; payload: Record<string, unknown> }> {
  if (body.msgType === 'text') {
    const content = body.content.trim();
    if (content.length === 0) throw new BusinessError(Code.PARAM_INVALID, 'content');
    if ([...content].length > CHAT_TEXT_MAX) throw new BusinessError(Code.MESSAGE_TOO_LONG);
    return { content, payload: {} };
  }
  if (body.msgType === 'card') {
    const card = await cardFor(tx, caller.memberId, body.card);
    return { content: card.title, payload: card };
  }
  const [file] = await ownFiles(tx, caller.memberId, [body.fileId], 'document');
  const uploaded = toUploadedFile(file!);
  if (body.msgType === 'image' && !uploaded.contentType.startsWith('image/')) throw new BusinessError(Code.FILE_TYPE_REFUSED);
  return {
    content: uploaded.name,
    payload: { fileId: uploaded.id, url: uploaded.url, name: uploaded.name, size: uploaded.size, contentType: uploaded.contentType },
  };
}

export function chatRoutes({ db, now }: PlatformContext): Route[] {
  return [
    route(api.message.historySession, 'login', async ({ query }) => {
      const rows = await db
        .select({ memberId: members.id, memberName: members.name, userId: users.id, name: users.name })
        .from(users)
        .innerJoin(members, eq(members.id, users.memberId))
        .where(and(eq(users.memberId, query.memberId), eq(users.customerService, true), eq(users.frozen, false)))
        .orderBy(asc(users.id));
      if (rows.length === 0) throw new BusinessError(Code.NO_CUSTOMER_SERVICE);
      return [{ memberId: rows[0]!.memberId, memberName: rows[0]!.memberName, userList: rows.map(({ userId, name }) => ({ userId, name })) }];
    }),

    route(api.message.conversations, 'login', async ({ caller }) => conversationsOf(db, caller)),

    route(api.message.history, 'login', async ({ query, caller }) => {
      const [peer, [conversation]] = await Promise.all([peerOf(db, query.peerUserId), conversationsOf(db, caller, [query.peerUserId])]);
      // A stranger reads as no one: only a peer of a conversation, or a customer service, is named.
      if (!peer || !(conversation || peer.customerService)) throw new BusinessError(Code.MESSAGE_MISSING);
      const rows = await db
        .select()
        .from(messages)
        .where(and(between(caller.userId, query.peerUserId), query.beforeId ? lt(messages.id, query.beforeId) : undefined))
        .orderBy(desc(messages.id))
        .limit(query.pageSize + 1);
      const { customerService: _, ...peerColumnsOnly } = peer;
      return {
        data: await asReadBy(db, caller.memberId, rows.slice(0, query.pageSize).reverse().map(toChatMessage)),
        hasMore: rows.length > query.pageSize,
        peer: conversation ?? { ...peerColumnsOnly, last: null, unread: 0 },
      };
    }),

    route(api.message.send, 'login', async ({ body, caller, request }) => {
      const key = requestKey(body.idempotencyKey, request);
      const { result } = await once(db, `u${caller.userId}:chat`, key, async (tx) => {
        const peer = await peerOf(tx, body.toUserId);
        if (!peer || !(await mayWrite(tx, caller, peer))) throw new BusinessError(Code.MAY_NOT_WRITE);
        const { content, payload } = await contentOf(tx, caller, body as SendBody);
        // The rate is the member's: its sends are serialised, and the window is the platform's clock.
        await lockName(tx, `chat-rate:${caller.memberId}`);
        const at = now();
        const [recent] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(messages)
          .innerJoin(users, eq(users.id, messages.fromUserId))
          .where(and(eq(users.memberId, caller.memberId), gt(messages.createTime, new Date(at - CHAT_RATE_WINDOW_MS))));
        if ((recent?.n ?? 0) >= CHAT_RATE_LIMIT) throw new BusinessError(Code.TOO_MANY_MESSAGES);
        const [row] = await tx
          .insert(messages)
          .values({ fromUserId: caller.userId, toUserId: peer.peerUserId, msgType: body.msgType, content, payload, createTime: new Date(at) })
          .returning();
        const message = toChatMessage(row!);
        // Each side's windows get the message as that side may read it (a card may be withheld from the peer).
        const [forPeer] = await asReadBy(tx, peer.peerMemberId, [message]);
        const recipient = { memberId: peer.peerMemberId, userId: peer.peerUserId };
        const sender = { memberId: caller.memberId, userId: caller.userId };
        if (forPeer === message) await publishEvent(tx, [recipient, sender], 'msg_im_message', message, at);
        else {
          await publishEvent(tx, [recipient], 'msg_im_message', forPeer!, at);
          await publishEvent(tx, [sender], 'msg_im_message', message, at);
        }
        return message;
      });
      return result;
    }),
  ];
}

/** Marks the peer's messages to the caller read and tells the peer (its ticks): the number marked. */
export async function readConversation(tx: Db, caller: Caller, peerUserId: number, at: number): Promise<number> {
  const read = await tx
    .update(messages)
    .set({ readTime: new Date(at) })
    .where(and(eq(messages.fromUserId, peerUserId), eq(messages.toUserId, caller.userId), isNull(messages.readTime)))
    .returning({ id: messages.id });
  if (read.length === 0) return 0;
  const [peer] = await tx.select({ memberId: users.memberId }).from(users).where(eq(users.id, peerUserId));
  const upToId = Math.max(...read.map((m) => m.id));
  const data = { readerUserId: caller.userId, peerUserId, upToId, readTime: at };
  await publishEvent(
    tx,
    [...(peer ? [{ memberId: peer.memberId, userId: peerUserId }] : []), { memberId: caller.memberId, userId: caller.userId }],
    'msg_im_read',
    data,
    at,
  );
  return read.length;
}

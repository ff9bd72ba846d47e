// What messages read (docs/decisions/016-messages.md): a member's customer service, the caller's
// conversations and a conversation's history paged upwards (only the two sides read one: every
// read is by the caller's user, and a card shows only what its reader may read: cards.ts), and "my
// messages": the caller's notifications and conversations in one list, unread first then newest,
// filtered by kind, with the unread count the top bar shows.
import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import { type ChatMessage, type Conversation, type InboxItem, type Notification, NotificationKind } from '#contract/schemas.ts';
import { type Db, selectRows } from '../db/client.ts';
import { offsetOf } from '../db/filters.ts';
import { members, messages, notifications, users } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { asReadBy } from './cards.ts';

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

/** The user `peerUserId` as a conversation names it, and whether it answers a customer service chat. */
export async function peerOf(db: Db, peerUserId: number) {
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

/** A member's customer service: its users that answer it (NO_CUSTOMER_SERVICE without any). */
export async function customerServiceOf(db: Db, memberId: number) {
  const rows = await db
    .select({ memberId: members.id, memberName: members.name, userId: users.id, name: users.name })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(and(eq(users.memberId, memberId), eq(users.customerService, true), eq(users.frozen, false)))
    .orderBy(asc(users.id));
  if (rows.length === 0) throw new BusinessError(Code.NO_CUSTOMER_SERVICE);
  return [{ memberId: rows[0]!.memberId, memberName: rows[0]!.memberName, userList: rows.map(({ userId, name }) => ({ userId, name })) }];
}

/** A page of the conversation with the peer, older than `beforeId` when given, oldest first, with the peer. */
export async function chatHistory(db: Db, query: z.output<typeof api.message.history.query>, caller: Caller) {
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
}

/** The caller's notifications: its member's for every user, and its user's own. */
export function notificationsOf(caller: Caller): SQL {
  return and(
    eq(notifications.recipientMemberId, caller.memberId),
    or(isNull(notifications.recipientUserId), eq(notifications.recipientUserId, caller.userId)),
  )!;
}

function toNotification(row: typeof notifications.$inferSelect): Notification | null {
  const kind = NotificationKind.safeParse(row.kind);
  if (!kind.success) return null;
  return { id: row.id, kind: kind.data, payload: row.payload, createTime: row.createTime.getTime(), readTime: row.readTime?.getTime() ?? null };
}

type Line = { type: 'notification' | 'chat'; ref: number; unread: boolean; time: Date | string; total: number };

/** A page of "my messages": notifications and conversations, or one kind of them, unread first then newest. */
export async function inbox(db: Db, query: z.output<typeof api.message.inbox.query>, caller: Caller) {
  const me = caller.userId;
  const system = sql`select 'notification' as type, ${notifications.id} as ref, ${notifications.readTime} is null as unread, ${notifications.createTime} as time
    from ${notifications} where ${notificationsOf(caller)}`;
  const chats = sql`select 'chat' as type, peer as ref, bool_or(to_user_id = ${me} and read_time is null) as unread, max(create_time) as time
    from (select case when from_user_id = ${me} then to_user_id else from_user_id end as peer, to_user_id, read_time, create_time
          from ${messages} where from_user_id = ${me} or to_user_id = ${me}) m group by peer`;
  const lines = query.filter === 'system' ? system : query.filter === 'chat' ? chats : sql`${system} union all ${chats}`;
  const rows = await selectRows<Line>(
    db,
    sql`select type, ref, unread, time, count(*) over ()::int as total from (${lines}) l
        order by unread desc, time desc, ref desc limit ${query.pageSize} offset ${offsetOf(query)}`,
  );
  const notificationIds = rows.filter((r) => r.type === 'notification').map((r) => Number(r.ref));
  const peerIds = rows.filter((r) => r.type === 'chat').map((r) => Number(r.ref));
  const [notes, conversations] = await Promise.all([
    notificationIds.length ? db.select().from(notifications).where(inArray(notifications.id, notificationIds)) : [],
    peerIds.length ? conversationsOf(db, caller, peerIds) : [],
  ]);
  const noteById = new Map(notes.map((n) => [n.id, toNotification(n)]));
  const conversationByPeer = new Map(conversations.map((c) => [c.peerUserId, c]));
  const data = rows.flatMap((row): InboxItem[] => {
    const time = new Date(row.time).getTime();
    if (row.type === 'notification') {
      const notification = noteById.get(Number(row.ref));
      return notification ? [{ type: 'notification', unread: row.unread, time, notification }] : [];
    }
    const conversation = conversationByPeer.get(Number(row.ref));
    return conversation ? [{ type: 'chat', unread: row.unread, time, conversation }] : [];
  });
  return { data, totalCount: rows[0]?.total ?? 0 };
}

/** What the caller has not read: its notifications and the chat messages to its user. */
export async function unreadCounts(db: Db, caller: Caller) {
  const [[n], [m]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(notificationsOf(caller), isNull(notifications.readTime))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.toUserId, caller.userId), isNull(messages.readTime))),
  ]);
  const counts = { notifications: n?.n ?? 0, chats: m?.n ?? 0 };
  return { ...counts, total: counts.notifications + counts.chats };
}

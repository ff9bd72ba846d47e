// "My messages" (docs/decisions/016-messages.md#my-messages): the caller's notifications and chat
// conversations in one list, unread first then newest, filtered by kind; read marks (one
// notification, one conversation, everything); the unread count the top bar shows; and the feed a
// reconnecting socket or page catches up from.
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { type InboxItem, type Notification, NotificationKind } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { offsetOf } from '../db/filters.ts';
import { type Db, selectRows } from '../db/client.ts';
import { messages, notifications } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { transaction } from '../http/idempotency.ts';
import { route, type Route } from '../http/route.ts';
import { conversationsOf, readConversation } from './chat.ts';
import { eventsSince, publishEvent } from './events.ts';

/** The caller's notifications: its member's for every user, and its user's own. */
function notificationsOf(caller: Caller): SQL {
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

/** Tells the member's windows that notifications were read (their counts and lists update). */
async function toldRead(tx: Db, caller: Caller, read: Array<{ id: number }>, at: number): Promise<void> {
  if (read.length === 0) return;
  await publishEvent(tx, [{ memberId: caller.memberId }], 'msg_notification_read', { ids: read.map((n) => n.id), readTime: at }, at);
}

type Line = { type: 'notification' | 'chat'; ref: number; unread: boolean; time: Date | string; total: number };

export function inboxRoutes({ db, now }: PlatformContext): Route[] {
  return [
    route(api.message.inbox, 'login', async ({ query, caller }) => {
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
    }),

    route(api.message.markRead, 'login', async ({ body, caller }) => {
      const at = now();
      return transaction(db, async (tx) => {
        if ('id' in body) {
          const [found] = await tx
            .select({ id: notifications.id })
            .from(notifications)
            .where(and(eq(notifications.id, body.id), notificationsOf(caller)));
          if (!found) throw new BusinessError(Code.MESSAGE_MISSING);
          const marked = await tx
            .update(notifications)
            .set({ readTime: new Date(at) })
            .where(and(eq(notifications.id, body.id), isNull(notifications.readTime)))
            .returning({ id: notifications.id });
          await toldRead(tx, caller, marked, at);
          return { marked: marked.length };
        }
        if ('peerUserId' in body) return { marked: await readConversation(tx, caller, body.peerUserId, at) };
        const notes = await tx
          .update(notifications)
          .set({ readTime: new Date(at) })
          .where(and(notificationsOf(caller), isNull(notifications.readTime)))
          .returning({ id: notifications.id });
        await toldRead(tx, caller, notes, at);
        const peers = await tx
          .selectDistinct({ peer: messages.fromUserId })
          .from(messages)
          .where(and(eq(messages.toUserId, caller.userId), isNull(messages.readTime)));
        let chats = 0;
        for (const { peer } of peers) chats += await readConversation(tx, caller, peer, at);
        return { marked: notes.length + chats };
      });
    }),

    route(api.message.unreadCount, 'login', async ({ caller }) => {
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
    }),

    route(api.message.events, 'login', async ({ query, caller }) => eventsSince(db, caller, query.since)),
  ];
}

// Read marks (docs/decisions/016-messages.md#my-messages): one notification, one conversation, or
// everything the caller has not read; each tells the windows that show it (the counts, the lists,
// the peer's ticks) through the events of the same transaction.
import { and, eq, isNull } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { messages, notifications, users } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { publishEvent } from './events.ts';
import { notificationsOf } from './queries.ts';

/** Tells the member's windows that notifications were read (their counts and lists update). */
async function toldRead(tx: Db, caller: Caller, read: Array<{ id: number }>, at: number): Promise<void> {
  if (read.length === 0) return;
  await publishEvent(tx, [{ memberId: caller.memberId }], 'msg_notification_read', { ids: read.map((n) => n.id), readTime: at }, at);
}

/** Marks one notification, one conversation, or everything read: the number marked. */
export async function markRead({ db, now }: PlatformContext, { body, caller }: RouteInput<typeof api.message.markRead, 'login'>) {
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

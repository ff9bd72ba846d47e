// Notifications: what a member is told about an action taken on its behalf (an application
// decided, an invitation, a quote received, an award), written in that action's transaction with
// its event (events.ts), which the socket pushes once the transaction commits
// (docs/decisions/016-messages.md#notifications). "My messages" lists them.
import type { NotificationKind } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { publishEvent } from './events.ts';

export type { NotificationKind };

export async function notify(
  tx: Db,
  notification: { recipientMemberId: number; recipientUserId?: number; kind: NotificationKind; payload: Record<string, unknown>; at: number },
): Promise<void> {
  const { at, ...row } = notification;
  const [stored] = await tx
    .insert(notifications)
    .values({ ...row, createTime: new Date(at) })
    .returning();
  if (!stored) throw new Error('notification not stored');
  await publishEvent(
    tx,
    [{ memberId: stored.recipientMemberId, userId: stored.recipientUserId }],
    'msg_notification',
    { id: stored.id, kind: notification.kind, payload: stored.payload, createTime: at, readTime: null },
    at,
  );
}

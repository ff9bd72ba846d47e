// Notifications: what a member is told about an action taken on its behalf, written in that action's
// transaction. The messages feature will publish the undelivered ones (deliveredTime null) after
// commit and push them through /ws (docs/architecture.md#real-time).
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';

export type NotificationKind = 'admission.approved' | 'admission.rejected' | 'admission.stageChanged';

export async function notify(
  tx: Db,
  notification: { recipientMemberId: number; recipientUserId?: number; kind: NotificationKind; payload: Record<string, unknown>; at: number },
): Promise<void> {
  const { at, ...row } = notification;
  await tx.insert(notifications).values({ ...row, createTime: new Date(at) });
}

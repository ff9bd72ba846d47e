// Notifications: what a member is told about an action taken on its behalf (an application
// decided, an invitation, a quote received, an award), written in that action's transaction with
// its event (events.ts), which the socket pushes once the transaction commits
// (docs/decisions/016-messages.md#notifications). "My messages" lists them.
import type { NotificationKind } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { publishEvent } from './events.ts';

export type { NotificationKind };

/** The portal pages a notification links to (the member centre's inquiry, quote and order pages). */
export const LINKS = {
  buyerInquiry: (id: number) => `/memberCenter/procurementAbility/offter/inquiry?id=${id}`,
  quote: (id: number, number: string) => `/memberCenter/procurementAbility/offter/quote?id=${id}&number=${encodeURIComponent(number)}`,
  purchaseOrder: (id: number) => `/memberCenter/order/purchase?id=${id}`,
  saleOrder: (id: number) => `/memberCenter/order/sale?id=${id}`,
  /** A tender's pages (app/lib/member-centre.ts names them for the portal). */
  tenderRegister: (id: number) => `/memberCenter/procurementAbility/tender/readyBidRegister/add?id=${id}`,
  myTenders: () => '/memberCenter/tender/tenderSearch',
  tenderBid: (id: number) => `/memberCenter/procurementAbility/tender/readyAddTender/edit?id=${id}`,
  buyerTender: (id: number) => `/memberCenter/callForBids/callForBidsSearch/detail?id=${id}`,
  tenderRegistrations: (id: number) => `/memberCenter/callForBids/readyCheckedRegister?id=${id}`,
  tenderClarification: (id: number) => `/memberCenter/tender/clarification?id=${id}`,
  tenderOpening: (id: number) => `/memberCenter/tender/opening?id=${id}`,
  tenderScoring: (id: number) => `/memberCenter/callForBids/readyExpertRemark?id=${id}`,
  evaluationInvitations: () => '/memberCenter/callForBids/extractNoticeManage',
  /** An auction's pages: the supplier's sign-up and the buyer's auction (app/lib/member-centre.ts will name them). */
  biddingSignUp: (id: number) => `/memberCenter/procurementAbility/onlineBid/readySignUp/signUp?id=${id}`,
  buyerBidding: (id: number) => `/memberCenter/purchaseBid/search/detail?id=${id}`,
  /** A contract's page, either side's (app/lib/member-centre.ts CONTRACT_DETAIL_PATH). */
  agreement: (id: number) => `/memberCenter/contract/detail?id=${id}`,
};

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

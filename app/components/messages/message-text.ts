// What "my messages", its toasts and the top bar say about a message (docs/decisions/016-messages.md#notifications):
// a notification as one sentence in the user's language, built from its kind and its payload (names,
// titles, reasons: text the page renders as text, never as HTML), with the page it concerns; a chat
// message as a one-line preview. Browser-safe and pure, so it is tested beside itself.
//
// What each kind's payload holds (platform/admission/reviewing.ts, platform/inquiry/*, platform/order/deciding.ts):
// - admission.approved / admission.rejected: the buyer that decided (buyerName, buyerMemberId, buyerRoleId), the application (admissionId) and the rejection's reason (or null).
// - admission.stageChanged: the buyer (buyerName), the application (admissionId), the lifecycle stages from and to, whether the new stage allows quoting, and the reason (or null).
// - inquiry.invited: the inquiry (inquiryId, purchaseInquiryNo, title), the inviting buyer (buyerName), when quotes close (offerEndTime) and the quote page (link).
// - inquiry.deadlineNear: the inquiry (inquiryId, purchaseInquiryNo, title), when quotes close (offerEndTime) and the quote page (link).
// - inquiry.quoteReceived: the buyer's inquiry (inquiryId, purchaseInquiryNo, title), the quoting supplier (supplierName), its quote's revision, whether prices are sealed, and the inquiry's page (link).
// - inquiry.revised: the inquiry (inquiryId, purchaseInquiryNo, title), the buyer (buyerName), the new revision, the reason, and the quote page to confirm again (link).
// - inquiry.cancelled: the inquiry (inquiryId, purchaseInquiryNo, title), the buyer (buyerName), the reason, and the quote page (link).
// - inquiry.awarded / inquiry.notAwarded: the inquiry (inquiryId, purchaseInquiryNo, title), the buyer (buyerName), the award notice (noticeId), for the winner its order (orderId, orderNo, totalAmount, currency), and the order's or quote's page (link).
// - order.created: the order (orderId, orderNo, totalAmount, currency) of the inquiry (inquiryId, title) from the buyer (buyerName), and the supplier's order page (link).
// - order.confirmed / order.declined: the order (orderId, orderNo), what it came from (source: kind, id, number, title; inquiryId for an inquiry's), the supplier that decided (supplierName), the reason of a decline (or null), and the buyer's order page (link).
// - tender.*: the tender (tenderId, code, title), the buyer (buyerName) or the supplier (supplierName), and the page (link); with,
//   by kind: registrationRejected, cancelled a reason (registrationRejected unreviewed: true, no reason, when the prequalification closed on it); invited the registration's close (deadline); amended the revision, and the
//   new bidding deadline when it moved (deadline, moved: true); awarded / notAwarded the rank (null for a bid the opening
//   did not count as valid), the award notice (noticeId), and for the winner its order (orderId, orderNo, totalAmount, currency).
// - bidding.*: the auction (biddingId, code, title), the buyer (buyerName) or the supplier (supplierName), and the page (link); signUpRejected and
//   cancelled a reason; signUpApproved and opened when bidding opens or closes (deadline); closed the bidder's final rank (rank), or for the buyer the accepted bids (count); awarded / notAwarded the final rank and the award notice
//   (noticeId), for the winner its order (orderId, orderNo, totalAmount, currency).
import type { Locale } from '#contract/lang.ts';
import type { ChatMessage, Notification, NotificationKind } from '#contract/schemas/message.ts';
import { LIFECYCLE_STAGES, type LifecycleStage } from '#contract/schemas/member-rules.ts';
import { formatDate, formatMoney } from '#app/lib/format.ts';
import { SUPPLIER_APPLICATION_DETAIL_PATH } from '#app/lib/member-centre.ts';
import { linkableUrl } from '#app/lib/safe-url.ts';

/** A translation function of the user's language over the messages and admission namespaces. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Where "open chat" leads: the chat window with that user. */
export const chatHref = (peerUserId: number) => `/chatRoom?peer=${peerUserId}`;

type Payload = Record<string, unknown>;

const text = (payload: Payload, key: string): string => {
  const value = payload[key];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};
const number = (payload: Payload, key: string): number | null => {
  const value = payload[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};
const positiveId = (payload: Payload, key: string): number | null => {
  const value = number(payload, key);
  return value !== null && Number.isSafeInteger(value) && value > 0 ? value : null;
};

/** A page of this site the payload names (never another origin, a script URL or a protocol-relative //host). */
function sitePath(payload: Payload): string | null {
  const link = linkableUrl(text(payload, 'link'));
  return link?.startsWith('/') ? link : null;
}

function stageName(stage: string, t: Translate): string {
  return (LIFECYCLE_STAGES as readonly string[]).includes(stage) ? t(`admission:stages.${stage as LifecycleStage}`) : stage;
}

/** The page a notification concerns, or null when it names none (or one that is not of this site). */
export function notificationHref(notification: Pick<Notification, 'kind' | 'payload'>): string | null {
  const { kind, payload } = notification;
  if (kind.startsWith('admission.')) {
    const id = positiveId(payload, 'admissionId');
    return id === null ? null : `${SUPPLIER_APPLICATION_DETAIL_PATH}?validateId=${id}`;
  }
  return sitePath(payload);
}

/** The sentence of a notification in the user's language. */
export function notificationText(notification: Pick<Notification, 'kind' | 'payload'>, t: Translate, locale: Locale): string {
  const { kind, payload } = notification;
  const reason = text(payload, 'reason');
  const amount = number(payload, 'totalAmount');
  const deadline = number(payload, 'offerEndTime') ?? number(payload, 'deadline');
  const revision = number(payload, 'revision');
  const values = {
    buyer: text(payload, 'buyerName') || t('messages:notice.someBuyer'),
    supplier: text(payload, 'supplierName') || t('messages:notice.someSupplier'),
    no: text(payload, 'purchaseInquiryNo') || text(payload, 'code'),
    rank: number(payload, 'rank') ?? '',
    count: number(payload, 'count') ?? '',
    title: text(payload, 'title'),
    orderNo: text(payload, 'orderNo'),
    reason,
    revision: revision ?? '',
    from: stageName(text(payload, 'from'), t),
    to: stageName(text(payload, 'to'), t),
    deadline: deadline === null ? '' : formatDate(deadline, locale, 'YYYY-MM-DD HH:mm'),
    amount: amount === null ? '' : `${formatMoney(amount)} ${text(payload, 'currency')}`.trim(),
  };
  return t(`messages:notice.${kind}`, { ...values, context: contextOf(kind, payload, reason) });
}

/** The variant of a kind's sentence: with its reason, a revised quote, an award with its order. */
function contextOf(kind: NotificationKind, payload: Payload, reason: string): string | undefined {
  switch (kind) {
    case 'admission.rejected':
    case 'admission.stageChanged':
    case 'inquiry.revised':
    case 'inquiry.cancelled':
    case 'order.declined':
    case 'tender.cancelled':
    case 'bidding.signUpRejected':
    case 'bidding.cancelled':
      return reason ? 'reason' : undefined;
    case 'tender.registrationRejected':
      return payload.unreviewed === true ? 'unreviewed' : reason ? 'reason' : undefined;
    case 'tender.amended':
      return payload.moved === true ? 'moved' : undefined;
    case 'inquiry.quoteReceived':
      return (number(payload, 'revision') ?? 1) > 1 ? 'revised' : undefined;
    case 'tender.awarded':
    case 'bidding.awarded':
    case 'inquiry.awarded':
      return text(payload, 'orderNo') ? 'order' : undefined;
    case 'tender.notAwarded':
      return number(payload, 'rank') === null ? 'unranked' : undefined;
    case 'bidding.closed':
      return number(payload, 'count') === null ? undefined : 'buyer';
    default:
      return undefined;
  }
}

/** One line of a chat message: its text, or what it carries (an image, a file's name, a card's title). */
export function chatPreview(message: Pick<ChatMessage, 'msgType' | 'content' | 'attachment' | 'card'>, t: Translate): string {
  switch (message.msgType) {
    case 'text':
      return message.content.replace(/\s+/g, ' ').trim();
    case 'image':
      return t('messages:chat.preview.image');
    case 'file':
      return t('messages:chat.preview.file', { name: message.attachment?.name ?? message.content });
    case 'card':
      // No card: the platform withheld an item the reader may not read (docs/decisions/016-messages.md#cards).
      return message.card ? t('messages:chat.preview.card', { title: message.card.title }) : t('messages:chat.preview.cardWithheld');
  }
}

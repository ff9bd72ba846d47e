// Messages (docs/decisions/016-messages.md): chat between members' users, the notifications the
// platform writes for them, and the events the socket pushes (the same shapes, with the feed's id).
import { z } from 'zod';
import { BiddingRoomEvent } from './bidding.ts';
import { epochMs, int } from './shared.ts';

/** A chat message's kinds: text, an image or file (an upload of purpose 'document'), a card for an inquiry, tender or competitive bid. */
export const CHAT_MESSAGE_TYPES = ['text', 'image', 'file', 'card'] as const;
export const ChatMessageType = z.enum(CHAT_MESSAGE_TYPES);
export type ChatMessageType = z.infer<typeof ChatMessageType>;
/** The sourcing kinds a card can name. */
export const CardKind = z.enum(['inquiry', 'tender', 'bidding']);
export type CardKind = z.infer<typeof CardKind>;

/** At most 2,000 characters in a text message (57005 beyond). */
export const CHAT_TEXT_MAX = 2000;
/** At most 20 messages in any 10 s per member (57004 beyond). */
export const CHAT_RATE_LIMIT = 20;
export const CHAT_RATE_WINDOW_MS = 10_000;

export const ChatAttachment = z.object({ fileId: int(), url: z.string(), name: z.string(), size: int(), contentType: z.string() });
export type ChatAttachment = z.infer<typeof ChatAttachment>;
export const ChatCard = z.object({ kind: CardKind, id: int(), title: z.string(), deadline: epochMs().nullable() });
export type ChatCard = z.infer<typeof ChatCard>;

export const ChatMessage = z.object({
  id: int(),
  fromUserId: int(),
  toUserId: int(),
  msgType: ChatMessageType,
  /** The text; an attachment's name or a card's title otherwise. */
  content: z.string(),
  attachment: ChatAttachment.nullable(),
  /** A card's item; null with an empty content on a card whose item the reader may not read (withheld). */
  card: ChatCard.nullable(),
  createTime: epochMs(),
  deliveredTime: epochMs().nullable(),
  readTime: epochMs().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** A member's customer service (`historySession`, docs/decisions/016-messages.md#chat): the users it names. */
export const ServiceUser = z.object({ userId: int(), name: z.string() });
export const CustomerService = z.object({ memberId: int(), memberName: z.string(), userList: z.array(ServiceUser) });
export type CustomerService = z.infer<typeof CustomerService>;

/** One conversation of the caller's user: the other side, its last message and what is unread. */
export const Conversation = z.object({
  peerUserId: int(),
  peerName: z.string(),
  peerMemberId: int(),
  peerMemberName: z.string(),
  peerLogo: z.string(),
  last: ChatMessage.nullable(),
  unread: int(),
});
export type Conversation = z.infer<typeof Conversation>;

export const ChatHistory = z.object({ data: z.array(ChatMessage), hasMore: z.boolean(), peer: Conversation });
export type ChatHistory = z.infer<typeof ChatHistory>;

/** Kinds of notification the platform writes (docs/decisions/016-messages.md#notifications). */
export const NOTIFICATION_KINDS = [
  'admission.approved',
  'admission.rejected',
  'admission.stageChanged',
  'inquiry.invited',
  'inquiry.deadlineNear',
  'inquiry.quoteReceived',
  'inquiry.revised',
  'inquiry.cancelled',
  'inquiry.awarded',
  'inquiry.notAwarded',
  'order.created',
  'order.confirmed',
  'order.declined',
  'tender.invited',
  'tender.registered',
  'tender.registrationApproved',
  'tender.registrationRejected',
  'tender.answered',
  'tender.amended',
  'tender.opened',
  'tender.failed',
  'tender.cancelled',
  'tender.evaluatorInvited',
  'tender.awarded',
  'tender.notAwarded',
  'bidding.signedUp',
  'bidding.signUpApproved',
  'bidding.signUpRejected',
  'bidding.opened',
  'bidding.closed',
  'bidding.cancelled',
  'bidding.failed',
  'bidding.awarded',
  'bidding.notAwarded',
  'agreement.drafted',
  'agreement.proposed',
  'agreement.commented',
  'agreement.signed',
  'agreement.delivered',
  'agreement.deliveryAccepted',
  'agreement.deliveryRejected',
  'agreement.paid',
  'agreement.stageOverdue',
  'agreement.deliveryOverdue',
  'agreement.completed',
  'agreement.terminated',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const Notification = z.object({
  id: int(),
  kind: NotificationKind,
  /** What the message's words are filled with (names, titles, reasons) and the page it links to. */
  payload: z.record(z.string(), z.unknown()),
  createTime: epochMs(),
  readTime: epochMs().nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** The filter of "my messages": everything, the platform's notifications, or chats. */
export const MessageFilter = z.enum(['all', 'system', 'chat']);
export type MessageFilter = z.infer<typeof MessageFilter>;

/** One line of "my messages": a notification, or a conversation with its unread count. */
export const InboxItem = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), unread: z.boolean(), time: epochMs(), notification: Notification }),
  z.object({ type: z.literal('chat'), unread: z.boolean(), time: epochMs(), conversation: Conversation }),
]);
export type InboxItem = z.infer<typeof InboxItem>;

export const UnreadCount = z.object({ notifications: int(), chats: int(), total: int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

/**
 * What the socket pushes: the feed's id (what a page drops a second copy by), the action and its
 * data (docs/product/platform-calls.md#socket-and-cookies), and the cursor a reconnecting socket resumes from (`since`): a transaction
 * position, not an id, since ids are taken in insert order and transactions commit in another
 * (docs/decisions/016-messages.md#the-cursor). The HTTP catch-up (`since`, an id) has no cursor.
 */
const cursor = z.number().int().min(0).optional();
export const MemberEvent = z.discriminatedUnion('action', [
  z.object({ id: int(), cursor, action: z.literal('msg_im_message'), data: ChatMessage }),
  z.object({
    id: int(),
    cursor,
    action: z.literal('msg_im_read'),
    data: z.object({ readerUserId: int(), peerUserId: int(), upToId: int(), readTime: epochMs() }),
  }),
  z.object({ id: int(), cursor, action: z.literal('msg_im_delivered'), data: z.object({ ids: z.array(int()), deliveredTime: epochMs() }) }),
  z.object({ id: int(), cursor, action: z.literal('msg_notification'), data: Notification }),
  /** Notifications marked read (by one of the member's users, in any window): the others update their counts. */
  z.object({ id: int(), cursor, action: z.literal('msg_notification_read'), data: z.object({ ids: z.array(int()), readTime: epochMs() }) }),
  /** An auction's room moved (a bid, an extension, its phase): the buyer and each admitted bidder, as each may see it. */
  z.object({ id: int(), cursor, action: z.literal('bidding_room'), data: BiddingRoomEvent }),
]);
export type MemberEvent = z.infer<typeof MemberEvent>;
export type MemberEventAction = MemberEvent['action'];

/**
 * The first frame of a socket opened without `since`: where it starts, so that a page that receives
 * no event before its connection drops still comes back with a cursor and misses nothing written
 * meanwhile (docs/decisions/016-messages.md#the-cursor). Not an event: no id, not handed to listeners.
 */
export const SOCKET_CURSOR_ACTION = 'cursor';
export const SocketCursor = z.object({ action: z.literal(SOCKET_CURSOR_ACTION), cursor: z.number().int().min(0) });
export type SocketCursor = z.infer<typeof SocketCursor>;

// Messages (login, all of them; docs/decisions/016-messages.md): a member's customer service,
// conversations, history and sending; "my messages" (notifications and chats), read marks, and the
// feed a reconnecting socket catches up from. The socket itself is /api/message/websocket
// (SOCKET_PATH), authenticated like these calls by the token.
import { z } from 'zod';
import * as s from '../schemas.ts';
import { MAX_PAGE_SIZE } from '../vocabulary.ts';
import { idempotencyKey } from './registration.ts';
import { bodyId, get, none, pagination, post, qId, qInt } from './shared.ts';

/**
 * The platform's socket (docs/product/platform-calls.md#socket-and-cookies): memberId, roleId, token, userId, source=1,
 * and since — the last `cursor` the page was sent (a transaction position, docs/decisions/016-messages.md#the-cursor), not an event id.
 */
export const SOCKET_PATH = '/api/message/websocket';
export const SocketQuery = z.object({
  memberId: qId(),
  roleId: qInt().min(0),
  token: z.string().min(1).max(200),
  userId: qId(),
  source: z.literal('1'),
  since: qInt().min(0).optional(),
});
export type SocketQuery = z.input<typeof SocketQuery>;
/** Close codes: the session is gone or does not match the query; the platform is shutting down. */
export const SOCKET_CLOSE = { unauthorized: 4401, goingAway: 1001 } as const;
/** Events a reconnecting socket gets back at most; past that it reloads the page's lists. */
export const CATCH_UP_MAX = 500;

export const SendBody = z.discriminatedUnion('msgType', [
  z.object({ toUserId: bodyId(), msgType: z.literal('text'), content: z.string().max(20_000), idempotencyKey: idempotencyKey() }),
  z.object({ toUserId: bodyId(), msgType: z.enum(['image', 'file']), fileId: bodyId(), idempotencyKey: idempotencyKey() }),
  z.object({ toUserId: bodyId(), msgType: z.literal('card'), card: z.object({ kind: s.CardKind, id: bodyId() }), idempotencyKey: idempotencyKey() }),
]);
export type SendBody = z.input<typeof SendBody>;

export const HistoryQuery = z.object({
  peerUserId: qId(),
  /** Messages older than this id (paging upwards); unset: the newest. */
  beforeId: qId().optional(),
  pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type HistoryQuery = z.input<typeof HistoryQuery>;

export const InboxQuery = z.object({
  filter: s.MessageFilter.default('all'),
  current: pagination.current,
  pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(10),
});
export type InboxQuery = z.input<typeof InboxQuery>;

/** Marks read: one notification (id), one conversation (peerUserId), or everything (all). */
export const MarkReadBody = z.union([
  z.object({ id: bodyId() }).strict(),
  z.object({ peerUserId: bodyId() }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkReadBody = z.input<typeof MarkReadBody>;

export const messageApi = {
  message: {
    /** A member's customer service users (57003 when it names none). */
    historySession: get('/message/im/historySession', z.object({ memberId: qId() }), z.array(s.CustomerService)),
    conversations: get('/message/im/sessionList', none, z.array(s.Conversation)),
    history: get('/message/im/history', HistoryQuery, s.ChatHistory),
    /** 57004 past the rate, 57005 over 2,000 characters, 57006 to a user the caller may not write to, 1110 a file not the caller's. */
    send: post('/message/im/send', SendBody, s.ChatMessage),
    inbox: get('/message/list', InboxQuery, s.page(s.InboxItem)),
    markRead: post('/message/read', MarkReadBody, z.object({ marked: z.number().int() })),
    unreadCount: get('/message/unreadCount', none, s.UnreadCount),
    /** The events with an id above `since`, by id, at most CATCH_UP_MAX: a reading of the feed, not a catch-up (the socket's is by cursor). */
    events: get('/message/events', z.object({ since: qInt().min(0).default(0) }), z.array(s.MemberEvent)),
  },
} as const;

// The chat window's state as pure functions (no React, no browser): the conversations list kept in
// order as messages come and go, the open conversation's messages merged by id (a message can
// arrive twice: from the send's answer and from the socket, which also tells the sender's other
// windows), delivery and read receipts, and the messages grouped by day and by sender for display.
import type { ChatMessage, Conversation } from '#contract/schemas/message.ts';
import { linkableUrl } from '#app/lib/safe-url.ts';

export type ChatState = {
  /** The signed-in user. */
  me: number;
  conversations: Conversation[];
  /** The open conversation's peer. */
  selected: number | null;
  /** The open conversation's messages, oldest first. */
  messages: ChatMessage[];
  /** Whether older messages can be loaded. */
  hasMore: boolean;
};

export type ReadReceipt = { readerUserId: number; peerUserId: number; upToId: number; readTime: number };

/** The other side of a message for the user `me`. */
export function peerOf(message: Pick<ChatMessage, 'fromUserId' | 'toUserId'>, me: number): number {
  return message.fromUserId === me ? message.toUserId : message.fromUserId;
}

const earliest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** One message known twice: the receipts either copy has (a receipt never goes away). */
function merged(a: ChatMessage, b: ChatMessage): ChatMessage {
  return { ...b, deliveredTime: earliest(a.deliveredTime, b.deliveredTime), readTime: earliest(a.readTime, b.readTime) };
}

/** The two lists as one, by id, oldest first. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(message.id, known ? merged(known, message) : message);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Newest conversation first; one without messages yet (just opened) leads. */
export function sortConversations(list: readonly Conversation[]): Conversation[] {
  const key = (c: Conversation) => c.last?.id ?? Number.MAX_SAFE_INTEGER;
  return [...list].sort((a, b) => key(b) - key(a));
}

/** The list with `conversation` in it (replacing the one of its peer). */
export function withConversation(list: readonly Conversation[], conversation: Conversation): Conversation[] {
  return sortConversations([conversation, ...list.filter((c) => c.peerUserId !== conversation.peerUserId)]);
}

/**
 * A message sent or received: it becomes its conversation's last one and raises it to the top;
 * the peer's message counts as unread unless the open conversation is being looked at (`seen`).
 * `unknownPeer`: no conversation with that peer is listed (the caller fetches the list again).
 */
export function receiveMessage(state: ChatState, message: ChatMessage, seen: boolean): { state: ChatState; unknownPeer: boolean } {
  const peer = peerOf(message, state.me);
  const open = state.selected === peer;
  const incoming = message.fromUserId !== state.me;
  const messages = open ? mergeMessages(state.messages, [message]) : state.messages;
  const known = state.conversations.find((c) => c.peerUserId === peer);
  if (!known) return { state: { ...state, messages }, unknownPeer: true };
  const isNew = !known.last || known.last.id < message.id;
  const already = open && state.messages.some((m) => m.id === message.id);
  const unread = incoming && isNew && !already && !(open && seen) ? known.unread + 1 : known.unread;
  const conversation = { ...known, last: isNew ? message : known.last && merged(known.last, message), unread };
  return { state: { ...state, messages, conversations: withConversation(state.conversations, conversation) }, unknownPeer: false };
}

function patch(message: ChatMessage, change: (m: ChatMessage) => ChatMessage | null): ChatMessage {
  return change(message) ?? message;
}

function everyMessage(state: ChatState, change: (m: ChatMessage) => ChatMessage | null): ChatState {
  return {
    ...state,
    messages: state.messages.map((m) => patch(m, change)),
    conversations: state.conversations.map((c) => (c.last ? { ...c, last: patch(c.last, change) } : c)),
  };
}

/** msg_im_delivered: those messages reached the recipient. */
export function applyDelivered(state: ChatState, ids: readonly number[], deliveredTime: number): ChatState {
  const set = new Set(ids);
  return everyMessage(state, (m) => (set.has(m.id) && m.deliveredTime === null ? { ...m, deliveredTime } : null));
}

/**
 * msg_im_read: the peer read the caller's messages up to an id (their ticks turn to read); or the
 * caller read a conversation in another window (its unread count goes).
 */
export function applyRead(state: ChatState, receipt: ReadReceipt): ChatState {
  const { readerUserId, peerUserId, upToId, readTime } = receipt;
  const reads = (m: ChatMessage) => m.fromUserId === peerUserId && m.toUserId === readerUserId && m.id <= upToId && m.readTime === null;
  const next = everyMessage(state, (m) => (reads(m) ? { ...m, readTime, deliveredTime: m.deliveredTime ?? readTime } : null));
  if (readerUserId !== state.me) return next;
  return { ...next, conversations: next.conversations.map((c) => (c.peerUserId === peerUserId ? { ...c, unread: 0 } : c)) };
}

/** The caller marked a conversation read (its badge goes at once; the receipt follows). */
export function markedRead(state: ChatState, peerUserId: number): ChatState {
  return { ...state, conversations: state.conversations.map((c) => (c.peerUserId === peerUserId ? { ...c, unread: 0 } : c)) };
}

export type DeliveryState = 'sent' | 'delivered' | 'read';

/** An own message's ticks; null for the peer's. */
export function deliveryState(message: ChatMessage, me: number): DeliveryState | null {
  if (message.fromUserId !== me) return null;
  if (message.readTime !== null) return 'read';
  if (message.deliveredTime !== null) return 'delivered';
  return 'sent';
}

/** Messages of one sender in a row. */
export type MessageRun = { own: boolean; fromUserId: number; messages: ChatMessage[] };
/** One day's runs; `day` as `dayOf` names it. */
export type MessageDay = { day: string; runs: MessageRun[] };

/** The messages by day, and within a day by runs of one sender (a run breaks after `gapMs` of silence). */
export function groupMessages(messages: readonly ChatMessage[], me: number, dayOf: (epochMs: number) => string, gapMs = 5 * 60_000): MessageDay[] {
  const days: MessageDay[] = [];
  for (const message of messages) {
    const day = dayOf(message.createTime);
    let current = days.at(-1);
    if (current?.day !== day) {
      current = { day, runs: [] };
      days.push(current);
    }
    const run = current.runs.at(-1);
    const previous = run?.messages.at(-1);
    if (run && previous && run.fromUserId === message.fromUserId && message.createTime - previous.createTime <= gapMs) run.messages.push(message);
    else current.runs.push({ own: message.fromUserId === me, fromUserId: message.fromUserId, messages: [message] });
  }
  return days;
}

/** The oldest message's id, the next page's beforeId. */
export function oldestId(messages: readonly ChatMessage[]): number | null {
  return messages[0]?.id ?? null;
}

const DETAIL_PATHS = { inquiry: 'InquiryDetail', tender: 'biddingDetail', bidding: 'competeDetail' } as const;

/** A card's detail page: an inquiry /InquiryDetail/<id>, a tender /biddingDetail/<id>, a competitive bid /competeDetail/<id>. */
export function cardHref(card: { kind: keyof typeof DETAIL_PATHS; id: number }): string {
  return `/${DETAIL_PATHS[card.kind]}/${card.id}`;
}

/** An attachment's address when it is one of the platform's files the portal serves (/files/…); null for anything else. */
export function attachmentUrl(url: string): string | null {
  const path = linkableUrl(url);
  return path?.startsWith('/files/') ? path : null;
}

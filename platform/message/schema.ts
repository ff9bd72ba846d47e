// The message's tables: chat messages, each member's event feed and its notifications
// (docs/decisions/016-messages.md).
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createTime, id, time } from '../db/columns.ts';
import { members, users } from '../member/schema.ts';

export const messages = pgTable(
  'messages',
  {
    id: id(),
    fromUserId: integer()
      .notNull()
      .references(() => users.id),
    toUserId: integer()
      .notNull()
      .references(() => users.id),
    /** text, image, file, card (an inquiry, tender or competitive bid): message/chat.ts. */
    msgType: text().notNull().default('text'),
    /** The text of a text message; a file's or card's title otherwise (what a preview shows). */
    content: text().notNull(),
    /** An image or file: {fileId, url, name, size}; a card: {kind, id, title, deadline}. */
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createTime: createTime(),
    /** When the recipient's socket received it (the sender's tick); null until then. */
    deliveredTime: time(),
    readTime: time(),
  },
  (t) => [index().on(t.toUserId, t.createTime), index().on(t.fromUserId, t.createTime)],
);

/** PostgreSQL's 64-bit transaction id, read as a number (far below 2^53 for any real database). */
const xid8 = customType<{ data: number; driverData: string }>({
  dataType: () => 'xid8',
  fromDriver: (value) => Number(value),
  toDriver: (value) => String(value),
});

/**
 * The event feed of each member's users (docs/decisions/016-messages.md): a chat message, a
 * notification, a read receipt, written in the transaction of what caused it and announced by a
 * NOTIFY that PostgreSQL delivers only after commit, to every platform instance. The socket
 * sends an event to its recipients live and again to a socket that reconnects with the cursor it
 * was given (`since`, a transaction position). Append-only (migration 0009).
 */
export const memberEvents = pgTable(
  'member_events',
  {
    id: id(),
    recipientMemberId: integer()
      .notNull()
      .references(() => members.id),
    /** One user of the member; null: every user of the member. */
    recipientUserId: integer().references(() => users.id),
    /** The socket's action name: msg_im_message, msg_im_read, msg_notification. */
    action: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createTime: createTime(),
    /**
     * The writing transaction's id: ids are taken in insert order but transactions commit in
     * another, so a catch-up resumes from a transaction position (docs/decisions/016-messages.md#the-cursor).
     */
    xid: xid8().notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [index().on(t.recipientMemberId, t.id), index().on(t.recipientMemberId, t.xid), index().on(t.xid, t.id)],
);

/**
 * What a member is told (an application decided, an invitation, an award…): written in the
 * transaction of the action that caused it, with its event in member_events, which the socket
 * pushes after commit (docs/decisions/016-messages.md); readTime when the member read it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientMemberId: integer()
      .notNull()
      .references(() => members.id),
    /** One user of the member; null: every user of the member. */
    recipientUserId: integer().references(() => users.id),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createTime: createTime(),
    readTime: time(),
    /** Unused: the event feed (member_events) became the outbox; a later migration drops it and its index. */
    deliveredTime: time(),
  },
  (t) => [index().on(t.recipientMemberId, t.createTime), index().on(t.deliveredTime)],
);

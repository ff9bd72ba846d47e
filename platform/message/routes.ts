// Messages (docs/decisions/016-messages.md): chat between members' users (a member's customer
// service, the caller's conversations, a conversation's history, sending) and "my messages" (the
// caller's notifications and conversations in one list, read marks, the unread count the top bar
// shows, and the feed a reconnecting socket or page catches up from).
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { sendMessage } from './chat.ts';
import { eventsSince } from './events.ts';
import { chatHistory, conversationsOf, customerServiceOf, inbox, unreadCounts } from './queries.ts';
import { markRead } from './read-marks.ts';

export function messageRoutes(context: PlatformContext): Route[] {
  const { db } = context;
  return [
    route(api.message.historySession, 'login', ({ query }) => customerServiceOf(db, query.memberId)),
    route(api.message.conversations, 'login', ({ caller }) => conversationsOf(db, caller)),
    route(api.message.history, 'login', ({ query, caller }) => chatHistory(db, query, caller)),
    route(api.message.send, 'login', (input) => sendMessage(context, input)),
    route(api.message.inbox, 'login', ({ query, caller }) => inbox(db, query, caller)),
    route(api.message.markRead, 'login', (input) => markRead(context, input)),
    route(api.message.unreadCount, 'login', ({ caller }) => unreadCounts(db, caller)),
    route(api.message.events, 'login', ({ query, caller }) => eventsSince(db, caller, query.since)),
  ];
}

// The signed-in user's unread messages (docs/decisions/016-messages.md#my-messages), asked for by the
// top bar after hydration and again on live events, so pages keep no user data in their HTML (and a
// visitor's cached page is untouched). ?peer=<userId> also names that chat's sender (the live toast).
// Answers JSON, never cached: 401 for a visitor, 400 for a malformed query.
import { data } from 'react-router';
import { loadUnread, type UnreadAnswer } from '#bff/message/messages.server.ts';
import { getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/resources.messages.ts';

export type { UnreadAnswer };

const noStore = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, answer } = await loadUnread(request, getLocale(context));
  return data(answer, { status, headers: noStore });
}

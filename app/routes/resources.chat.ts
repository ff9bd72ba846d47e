// The chat window's requests (bff/message/chat.server.ts), JSON both ways and never cached:
// GET ?peer=<userId>[&beforeId=<id>] a page of a conversation's history, ?list=conversations the
// caller's conversations; POST {intent: 'send' | 'markRead', …} sends a message or marks a
// conversation read. A bad request is a 400 with the catalogue's message in the user's language.
import { data } from 'react-router';
import { chatAction, chatQuery } from '#bff/message/chat.server.ts';
import { getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/resources.chat.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, answer } = await chatQuery(request, getLocale(context));
  return data(answer, { status, headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { status, answer } = await chatAction(request, getLocale(context));
  return data(answer, { status, headers: NO_STORE });
}

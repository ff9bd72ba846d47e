// /chatRoom — chat with customer service in a window of its own (docs/product.md#routes-and-layouts):
// ?memberId= a buyer's customer service, ?peer= a conversation, ?card=inquiry:33 an item offered as a
// card. A member's page: a visitor is sent to the login page, which comes back here, before any
// loader runs (as the member centre's pages are). Never cached: it is the member's.
import { loadChatRoom } from '#bff/message/chat.server.ts';
import { requireSession } from '#bff/member/session.server.ts';
import { ChatRoomPage } from '../components/chat/ChatRoomPage.tsx';
import type { CardOffer, ChatRoomMember } from '../components/chat/types.ts';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import { detailHead } from '../lib/sourcing-kinds.ts';
import type { Route } from './+types/chat-room.ts';

export const middleware: Route.MiddlewareFunction[] = [({ request }) => requireSession(request)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadChatRoom(request, getLocale(context));
  const title = getInstance(context).t('chat:title');
  const { card, ...rest } = view;
  let offer: CardOffer | null = null;
  if (card) {
    if (card.detail.status === 'ok') {
      const head = detailHead(card.detail.data);
      offer = { ...card.ref, found: true, title: head.title, deadline: head.deadline || null };
    } else offer = { ...card.ref, found: false };
  }
  return { view: { ...rest, card: offer } satisfies ChatRoomMember, title };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function ChatRoomRoute({ loaderData }: Route.ComponentProps) {
  return <ChatRoomPage view={loaderData.view} />;
}

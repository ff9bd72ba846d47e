// What a signed-in page does with the tab's live events (docs/decisions/016-messages.md#the-page),
// mounted once by each layout: keeps the socket open, asks for the unread count after hydration and
// again after each event that may change it, and shows a toast for 10 s (docs/product/constants.md#time-codes-and-limits)
// when a chat message comes for this user (not on the chat page itself, which shows it) or a
// notification comes for its member, each leading to its page. Renders nothing.
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ChatMessage, Notification } from '#contract/schemas/message.ts';
import { NOTIFY_MS } from '#app/components/feedback/useNotify.ts';
import { type LiveEvent, useLiveEvents } from '#app/lib/live-events.ts';
import { CHAT_ROOM_PATH } from '#app/lib/member-centre.ts';
import { chatHref } from './message-text.ts';
import { fetchUnread, refreshUnread, resetUnread } from './unread.ts';
import { useMessageText } from './useMessageText.ts';

type Props = { userId: number | null };

export function LiveMessages({ userId }: Props) {
  const signedIn = userId !== null;
  const { pathname } = useLocation();
  const { t } = useTranslation('messages');
  const { t: tCommon } = useTranslation();
  const text = useMessageText();

  useEffect(() => {
    if (signedIn) void fetchUnread();
    else resetUnread();
  }, [signedIn]);

  const toast = (kind: 'chat' | 'notification', title: string, body: string, link: { href: string; label: string; newWindow: boolean } | null) => {
    notifications.show({
      title,
      message: (
        <Stack gap={4}>
          <Text size="sm" lineClamp={3} data-testid="toast-text">
            {body}
          </Text>
          {link &&
            (link.newWindow ? (
              <Anchor href={link.href} target="chatRoom" size="sm" data-testid="toast-link">
                {link.label}
              </Anchor>
            ) : (
              <Anchor component={Link} to={link.href} size="sm" data-testid="toast-link">
                {link.label}
              </Anchor>
            ))}
        </Stack>
      ),
      color: kind === 'chat' ? 'teal' : 'blue',
      autoClose: NOTIFY_MS.chat,
      closeButtonProps: { 'aria-label': tCommon('close') },
      'data-testid': 'toast',
      'data-kind': kind,
    });
  };

  const chatToast = async (message: ChatMessage) => {
    const answer = await fetchUnread(message.fromUserId);
    const peer = answer?.ok ? answer.peer : null;
    const title = peer
      ? t('toast.chatTitle', { name: peer.memberName ? t('chat.peer', { name: peer.name, member: peer.memberName }) : peer.name })
      : t('toast.chatTitleUnknown');
    toast('chat', title, text.preview(message), { href: chatHref(message.fromUserId), label: t('openChat'), newWindow: true });
  };

  const notificationToast = (notification: Notification) => {
    const { text: sentence, href } = text.notification(notification);
    toast('notification', t('toast.notificationTitle'), sentence, href ? { href, label: t('open'), newWindow: false } : null);
  };

  useLiveEvents(signedIn, (event: LiveEvent) => {
    // Delivery receipts and an auction room's moves change no count and no list.
    if (event.action === 'msg_im_delivered' || event.action === 'bidding_room') return;
    if (event.action === 'msg_im_message' && event.data.toUserId === userId && !pathname.startsWith(CHAT_ROOM_PATH)) {
      void chatToast(event.data);
      return;
    }
    refreshUnread();
    if (event.action === 'msg_notification') notificationToast(event.data);
  });
  return null;
}

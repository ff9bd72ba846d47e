// My messages (docs/decisions/016-messages.md#my-messages): notifications and chat conversations in
// one list, unread first; the kind's tabs and the page are in the URL (?filter=&current=). A
// notification reads as a sentence leading to the page it concerns; a conversation shows its peer,
// its last message and what is unread, leading to the chat window. Read marks are form posts; the
// list follows live events without a reload.
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation, useNavigation, useRevalidator } from 'react-router';
import type { Section } from '#bff/views.ts';
import type { Page } from '#contract/schemas.ts';
import type { InboxItem, MessageFilter } from '#contract/schemas/message.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { useLiveEvents } from '#app/lib/live-events.ts';
import { UrlPager } from '../admission/UrlPager.tsx';
import { chatHref } from './message-text.ts';
import { refreshUnread, UNREAD_DEBOUNCE_MS } from './unread.ts';
import { useMessageText } from './useMessageText.ts';

const FILTERS: readonly MessageFilter[] = ['all', 'system', 'chat'];

/** What the route's loader gives (bff/message/messages.server.ts MyMessagesView) and its action answers (MarkReadAnswer). */
type View = { inbox: Section<Page<InboxItem>>; filter: MessageFilter; current: number; pageSize: number };
type Answer = { ok: true; marked: number } | { ok: false; message: string };

type Props = { view: View; answer?: Answer };

export function MessageListPage({ view, answer }: Props) {
  const { t } = useTranslation('messages');
  const { inbox, filter } = view;
  useLiveList();
  useEffect(() => {
    if (answer?.ok) refreshUnread(0);
  }, [answer]);
  const hasUnread = inbox.status === 'ok' && inbox.data.data.some((item) => item.unread);
  return (
    <Stack gap="lg" data-testid="my-messages">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        {hasUnread && (
          <Form method="post">
            <input type="hidden" name="intent" value="readAll" />
            <Button type="submit" variant="light" size="xs" data-testid="mark-all-read">
              {t('markAllRead')}
            </Button>
          </Form>
        )}
      </Group>
      <FilterTabs current={filter} />
      {answer && !answer.ok && (
        <Alert color="red" role="alert" data-testid="mark-read-error">
          {answer.message}
        </Alert>
      )}
      {inbox.status === 'error' ? (
        <Alert color="red" role="alert" data-testid="messages-error">
          {inbox.message}
        </Alert>
      ) : inbox.data.data.length === 0 ? (
        <Text c="dimmed" data-testid="messages-empty">
          {t('empty')}
        </Text>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Stack component="ul" gap={0} aria-label={t('list')} data-testid="messages" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {inbox.data.data.map((item) => (
              <MessageRow key={item.type === 'chat' ? `chat-${item.conversation.peerUserId}` : `note-${item.notification.id}`} item={item} />
            ))}
          </Stack>
          <UrlPager total={inbox.data.totalCount} pageSize={view.pageSize} current={view.current} testId="messages-pager" />
        </Paper>
      )}
    </Stack>
  );
}

/** The list follows live events (a new notification or message, a conversation read elsewhere): its loader runs again. */
function useLiveList(): void {
  const revalidator = useRevalidator();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useLiveEvents(true, (event) => {
    // Delivery receipts and an auction room's moves change no count and no list.
    if (event.action === 'msg_im_delivered' || event.action === 'bidding_room') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void revalidate.current(), UNREAD_DEBOUNCE_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);
}

function FilterTabs({ current }: { current: MessageFilter }) {
  const { t } = useTranslation('messages');
  const { pathname } = useLocation();
  return (
    <Group component="nav" gap="xs" aria-label={t('filters.label')} data-testid="message-filters">
      {FILTERS.map((filter) => (
        <Button
          key={filter}
          component={Link}
          to={filter === 'all' ? pathname : `${pathname}?filter=${filter}`}
          variant={filter === current ? 'filled' : 'default'}
          size="xs"
          aria-current={filter === current ? 'page' : undefined}
          data-testid={`filter-${filter}`}
        >
          {t(`filters.${filter}`)}
        </Button>
      ))}
    </Group>
  );
}

function MessageRow({ item }: { item: InboxItem }) {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const text = useMessageText();
  const id = item.type === 'chat' ? item.conversation.peerUserId : item.notification.id;
  return (
    <li
      data-testid="message-row"
      data-type={item.type}
      data-id={id}
      data-unread={item.unread}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: 'var(--mantine-spacing-sm) 0' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Badge size="sm" variant={item.unread ? 'filled' : 'light'} color={item.unread ? 'red' : 'gray'} data-testid="message-state">
              {t(item.unread ? 'unread' : 'read')}
            </Badge>
            <Badge size="sm" variant="outline" color={item.type === 'chat' ? 'teal' : 'blue'}>
              {t(`kinds.${item.type}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatDate(item.time, locale, 'YYYY-MM-DD HH:mm')}
            </Text>
          </Group>
          {item.type === 'notification' ? (
            <Text size="sm" fw={item.unread ? 600 : 400} data-testid="message-text">
              {text.notification(item.notification).text}
            </Text>
          ) : (
            <>
              <Group gap="xs">
                <Text size="sm" fw={600} data-testid="chat-peer">
                  {t('chat.peer', { name: item.conversation.peerName, member: item.conversation.peerMemberName })}
                </Text>
                {item.conversation.unread > 0 && (
                  <Badge size="sm" color="red" circle={item.conversation.unread < 10} data-testid="chat-unread">
                    <span aria-hidden="true">{item.conversation.unread}</span>
                    <VisuallyHidden>{t('chat.unreadCount', { count: item.conversation.unread })}</VisuallyHidden>
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" lineClamp={1} data-testid="chat-preview">
                {item.conversation.last ? text.preview(item.conversation.last) : t('chat.noMessage')}
              </Text>
            </>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <OpenLink item={item} />
          {item.unread && <MarkRead item={item} />}
        </Group>
      </Group>
    </li>
  );
}

function OpenLink({ item }: { item: InboxItem }) {
  const { t } = useTranslation('messages');
  const text = useMessageText();
  if (item.type === 'chat') {
    // The chat opens in its own window, as customer service does.
    return (
      <Anchor href={chatHref(item.conversation.peerUserId)} target="chatRoom" size="sm" data-testid="message-open">
        {t('openChat')}
      </Anchor>
    );
  }
  const href = text.notification(item.notification).href;
  if (!href) return null;
  return (
    <Anchor component={Link} to={href} size="sm" data-testid="message-open">
      {t('open')}
    </Anchor>
  );
}

function MarkRead({ item }: { item: InboxItem }) {
  const { t } = useTranslation('messages');
  const navigation = useNavigation();
  const field = item.type === 'chat' ? { name: 'peerUserId', value: item.conversation.peerUserId } : { name: 'id', value: item.notification.id };
  const sending = navigation.formData?.get(field.name) === String(field.value);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={item.type === 'chat' ? 'readChat' : 'read'} />
      <input type="hidden" name={field.name} value={field.value} />
      <Button type="submit" variant="subtle" size="compact-sm" loading={sending} data-testid="mark-read">
        {t('markRead')}
      </Button>
    </Form>
  );
}

// The caller's conversations, the newest first: the peer's name, company and logo, a preview of the
// last message (as text), its time, an unread badge; the open one highlighted. Each is a link that
// opens the conversation (?peer=), so the list works from the keyboard and before hydration.
import { Avatar, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatMessage, Conversation } from '#contract/schemas/message.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import classes from './ChatRoom.module.css';

type Props = { me: number; conversations: Conversation[]; selected: number | null; error: string | null };

function usePreview() {
  const { t } = useTranslation('chat');
  return (message: ChatMessage, me: number): string => {
    const text =
      message.msgType === 'image'
        ? t('preview.image', { name: message.content })
        : message.msgType === 'file'
          ? t('preview.file', { name: message.content })
          : message.msgType === 'card'
            ? message.card
              ? t('preview.card', { title: message.card.title })
              : t('preview.cardWithheld')
            : message.content.replace(/\s+/g, ' ');
    return message.fromUserId === me ? t('preview.own', { text }) : text;
  };
}

export function ConversationList({ me, conversations, selected, error }: Props) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const preview = usePreview();
  return (
    <nav className={classes.list} aria-labelledby="chat-list-title" data-testid="chat-conversations">
      <h2 id="chat-list-title" className={classes.listTitle}>
        {t('list.title')}
      </h2>
      {error && (
        <Text size="sm" c="red" px="sm" role="alert">
          {t('list.loadFailed', { message: error })}
        </Text>
      )}
      {!error && conversations.length === 0 && (
        <Text size="sm" c="dimmed" px="sm" data-testid="chat-conversations-empty">
          {t('list.empty')}
        </Text>
      )}
      <ul className={classes.listItems}>
        {conversations.map((c) => {
          const active = c.peerUserId === selected;
          return (
            <li key={c.peerUserId}>
              <Link
                to={`?peer=${c.peerUserId}`}
                className={active ? `${classes.conversation} ${classes.active}` : classes.conversation}
                aria-current={active ? 'page' : undefined}
                data-testid="chat-conversation"
                data-peer={c.peerUserId}
                data-unread={c.unread}
                data-active={active}
              >
                <Avatar src={c.peerLogo || null} alt={t('list.logoAlt', { name: c.peerMemberName })} radius="sm" size={40}>
                  {c.peerMemberName.slice(0, 1)}
                </Avatar>
                <span className={classes.conversationBody}>
                  <span className={classes.conversationHead}>
                    <span className={classes.peerName} data-testid="chat-conversation-name">
                      {c.peerName}
                    </span>
                    {c.last && (
                      <time className={classes.meta} dateTime={new Date(c.last.createTime).toISOString()}>
                        {formatDate(c.last.createTime, locale, 'MM-DD HH:mm')}
                      </time>
                    )}
                  </span>
                  <span className={classes.company} data-testid="chat-conversation-company">
                    {c.peerMemberName}
                  </span>
                  <span className={classes.conversationHead}>
                    <span className={classes.preview} data-testid="chat-conversation-preview">
                      {c.last ? preview(c.last, me) : t('list.noMessages')}
                    </span>
                    {c.unread > 0 && (
                      <Badge size="sm" color="red" circle={c.unread < 10} data-testid="chat-unread">
                        <span aria-hidden="true">{c.unread > 99 ? '99+' : c.unread}</span>
                        <span className={classes.visuallyHidden}>{t('list.unread', { count: c.unread })}</span>
                      </Badge>
                    )}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

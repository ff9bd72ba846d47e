// "My messages" in the top bar, for a signed-in user: a link to the list with the unread total as a
// badge, known after hydration (unread.ts) and kept current by live events.
import { Anchor, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES_PATH } from '#app/lib/member-centre.ts';
import { useUnreadCount } from './unread.ts';

export function UnreadMessagesLink({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  const count = useUnreadCount() ?? 0;
  return (
    <Anchor
      component={Link}
      to={MESSAGES_PATH}
      size="xs"
      c="dark"
      className={className}
      aria-label={count > 0 ? t('topBar.messagesUnread', { count }) : undefined}
      data-testid="messages-link"
      data-count={count}
    >
      {t('topBar.messages')}
      {count > 0 && (
        <Badge component="span" size="xs" color="red" ml={4} aria-hidden="true" data-testid="unread-count" data-count={count}>
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </Anchor>
  );
}

// /chatRoom: the frame, and inside it the member's chat — or, for a visitor, "please log in first"
// with a login link that comes back to this window.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChatFrame } from './ChatFrame.tsx';
import { ChatRoom } from './ChatRoom.tsx';
import classes from './ChatRoom.module.css';
import type { ChatRoomPageView } from './types.ts';

export function ChatRoomPage({ view }: { view: ChatRoomPageView }) {
  const { t } = useTranslation('chat');
  if (!view.signedIn) {
    return (
      <ChatFrame siteName={view.site.name} userName={null}>
        <main className={classes.loginFirst} data-testid="chat-login-required">
          <Stack align="center" gap="sm">
            <Title order={2} size="h3">
              {t('login.required')}
            </Title>
            <Text c="dimmed">{t('login.hint')}</Text>
            <Anchor href={view.loginHref} data-testid="chat-login-link">
              {t('login.link')}
            </Anchor>
          </Stack>
        </main>
      </ChatFrame>
    );
  }
  return (
    <ChatFrame siteName={view.site.name} userName={view.user.name}>
      <ChatRoom view={view} />
    </ChatFrame>
  );
}

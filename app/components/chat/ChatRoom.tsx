// The member's chat window: the conversations on the left; on the right the open conversation
// (its peer, the messages, an offered card, the composer). ?memberId= names a buyer whose customer
// service opens; a member without one says so and the list stays usable.
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './ChatRoom.module.css';
import { CardOfferPanel } from './CardOfferPanel.tsx';
import { Composer } from './Composer.tsx';
import { ConversationList } from './ConversationList.tsx';
import { MessageList } from './MessageList.tsx';
import type { ChatRoomMember } from './types.ts';
import { useChatRoom } from './useChatRoom.ts';

export function ChatRoom({ view }: { view: ChatRoomMember }) {
  const { t } = useTranslation('chat');
  const { state, loadEarlier, loadingEarlier, earlierError, send } = useChatRoom(view);
  const open = state.conversations.find((c) => c.peerUserId === state.selected) ?? null;
  const historyError = view.history?.status === 'error' ? view.history.message : null;
  return (
    <div className={classes.body}>
      <ConversationList
        me={state.me}
        conversations={state.conversations}
        selected={state.selected}
        error={view.conversations.status === 'error' ? view.conversations.message : null}
      />
      <main className={classes.pane} data-testid="chat-pane">
        {view.service?.status === 'error' && (
          <Alert
            color={view.service.code === 57003 ? 'gray' : 'red'}
            role="status"
            data-testid="chat-no-service"
            data-code={view.service.code}
            m="sm"
          >
            {view.service.code === 57003 ? t('service.none') : t('service.loadFailed', { message: view.service.message })}
          </Alert>
        )}
        {open ? (
          <>
            <div className={classes.paneHead}>
              <h2 className={classes.peerTitle} data-testid="chat-peer-name">
                {open.peerName}
              </h2>
              <Text size="sm" c="dimmed" data-testid="chat-peer-company">
                {view.service?.status === 'ok' && view.service.data.memberId === open.peerMemberId
                  ? t('service.of', { name: open.peerMemberName })
                  : open.peerMemberName}
              </Text>
            </div>
            {historyError ? (
              <Text c="red" p="md" role="alert">
                {t('conversation.loadFailed', { message: historyError })}
              </Text>
            ) : (
              <MessageList
                me={state.me}
                peerName={open.peerName}
                messages={state.messages}
                hasMore={state.hasMore}
                loadingEarlier={loadingEarlier}
                earlierError={earlierError}
                onLoadEarlier={() => void loadEarlier()}
              />
            )}
            {view.card && <CardOfferPanel offer={view.card} peer={open.peerUserId} onSend={send} />}
            <Composer peer={open.peerUserId} onSend={send} />
          </>
        ) : (
          <>
            {historyError && (
              <Text c="red" p="md" role="alert">
                {t('conversation.loadFailed', { message: historyError })}
              </Text>
            )}
            <Text c="dimmed" p="xl" ta="center" className={classes.choose} data-testid="chat-choose">
              {t('conversation.choose')}
            </Text>
            {view.card && <CardOfferPanel offer={view.card} peer={null} onSend={send} />}
          </>
        )}
      </main>
    </div>
  );
}

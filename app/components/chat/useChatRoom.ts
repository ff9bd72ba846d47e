// The chat window's live state: the conversations and the open one's messages, from the page's
// loader, then kept current by the tab's live events (app/lib/live-events.ts) — a new message
// raises its conversation, counts unread unless it is being looked at, and is marked read when it
// is; receipts turn the own messages' ticks. Also: older messages (paging upwards), sending with
// one idempotency key per attempt (the same key again when the same message is retried).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '#contract/schemas/message.ts';
import { useLiveEvents } from '#app/lib/live-events.ts';
import {
  applyDelivered,
  applyRead,
  type ChatState,
  markedRead,
  oldestId,
  peerOf,
  receiveMessage,
  sortConversations,
  withConversation,
} from './chat-state.ts';
import { fetchConversations, fetchHistory, markConversationRead, newSendKey, type SendPayload, sendMessage } from './chat-client.ts';
import type { ChatRoomMember } from './types.ts';

function initialState(view: ChatRoomMember): ChatState {
  const history = view.history?.status === 'ok' ? view.history.data : null;
  const listed = view.conversations.status === 'ok' ? view.conversations.data : [];
  // The open conversation is listed even before its first message.
  const conversations = history
    ? withConversation(listed, listed.find((c) => c.peerUserId === view.selected) ?? history.peer)
    : sortConversations(listed);
  return { me: view.user.userId, conversations, selected: view.selected, messages: history?.data ?? [], hasMore: history?.hasMore ?? false };
}

function pageVisible(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'visible';
}

export type SendOutcome = { ok: true; message: ChatMessage } | { ok: false; message: string };

export function useChatRoom(view: ChatRoomMember) {
  const { t } = useTranslation('errors');
  const [source, setSource] = useState(view);
  const [state, setState] = useState(() => initialState(view));
  // A new loader answer (another conversation opened): start again from it.
  if (source !== view) {
    setSource(view);
    setState(initialState(view));
  }
  const current = useRef(state);
  current.current = state;
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierError, setEarlierError] = useState<string | null>(null);
  const failed = useCallback((message: string | null) => message ?? t('timeout'), [t]);

  const markRead = useCallback((peer: number) => {
    setState((s) => markedRead(s, peer));
    void markConversationRead(peer);
  }, []);

  // Opening a conversation reads it; so does coming back to the window while it has unread messages.
  useEffect(() => {
    if (view.selected !== null && pageVisible()) markRead(view.selected);
  }, [view, markRead]);
  useEffect(() => {
    const onVisible = () => {
      const { selected, conversations } = current.current;
      if (selected !== null && pageVisible() && (conversations.find((c) => c.peerUserId === selected)?.unread ?? 0) > 0) markRead(selected);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markRead]);

  const refreshConversations = useCallback(async () => {
    const answer = await fetchConversations();
    if (!answer.ok) return;
    setState((s) => {
      const open = s.conversations.find((c) => c.peerUserId === s.selected && !answer.data.some((d) => d.peerUserId === c.peerUserId));
      return { ...s, conversations: open ? withConversation(answer.data, open) : sortConversations(answer.data) };
    });
  }, []);

  useLiveEvents(true, (event) => {
    switch (event.action) {
      case 'msg_im_message': {
        const message = event.data;
        const { me, selected, conversations } = current.current;
        const peer = peerOf(message, me);
        const seen = selected === peer && pageVisible();
        setState((s) => receiveMessage(s, message, seen).state);
        if (!conversations.some((c) => c.peerUserId === peer)) void refreshConversations();
        if (seen && message.fromUserId !== me) void markConversationRead(peer);
        break;
      }
      case 'msg_im_delivered':
        setState((s) => applyDelivered(s, event.data.ids, event.data.deliveredTime));
        break;
      case 'msg_im_read':
        setState((s) => applyRead(s, event.data));
        break;
      default:
        break;
    }
  });

  const loadEarlier = useCallback(async () => {
    const { selected, messages } = current.current;
    if (selected === null) return;
    setLoadingEarlier(true);
    setEarlierError(null);
    const answer = await fetchHistory(selected, oldestId(messages));
    setLoadingEarlier(false);
    if (!answer.ok) {
      setEarlierError(failed(answer.message));
      return;
    }
    setState((s) =>
      s.selected === selected
        ? { ...s, messages: [...answer.data.data.filter((m) => !s.messages.some((k) => k.id === m.id)), ...s.messages], hasMore: answer.data.hasMore }
        : s,
    );
  }, [failed]);

  // One key per attempt: a retry of the same message (after a refusal or no answer) sends the same key.
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const send = useCallback(
    async (payload: SendPayload): Promise<SendOutcome> => {
      const signature = JSON.stringify(payload);
      const key = attempt.current?.signature === signature ? attempt.current.key : newSendKey();
      attempt.current = { signature, key };
      const answer = await sendMessage(payload, key);
      if (!answer.ok) return { ok: false, message: failed(answer.message) };
      attempt.current = null;
      setState((s) => receiveMessage(s, answer.data, true).state);
      return { ok: true, message: answer.data };
    },
    [failed],
  );

  return { state, loadEarlier, loadingEarlier, earlierError, send };
}

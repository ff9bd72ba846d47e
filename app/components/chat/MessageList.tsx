// The open conversation's messages, oldest at the top, by day and by runs of one sender; "load
// earlier" at the top pages upwards and keeps what was on screen where it was. New messages at the
// bottom scroll into view when the reader was at the bottom (or wrote them). A polite live region:
// a screen reader hears a new message arrive.
import { Button, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '#contract/schemas/message.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import classes from './ChatRoom.module.css';
import { deliveryState, groupMessages } from './chat-state.ts';
import { MessageBubble } from './MessageBubble.tsx';

type Props = {
  me: number;
  peerName: string;
  messages: ChatMessage[];
  hasMore: boolean;
  loadingEarlier: boolean;
  earlierError: string | null;
  onLoadEarlier: () => void;
};

const NEAR_BOTTOM_PX = 80;

export function MessageList({ me, peerName, messages, hasMore, loadingEarlier, earlierError, onLoadEarlier }: Props) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const scroller = useRef<HTMLElement>(null);
  /** Set while older messages load: the distance from the bottom to keep. */
  const keepFromBottom = useRef<number | null>(null);
  const atBottom = useRef(true);
  const lastId = messages.at(-1)?.id ?? 0;
  const lastOwn = messages.at(-1)?.fromUserId === me;
  const firstId = messages[0]?.id ?? 0;

  // Older messages came in above (the first id changed): what was on screen stays put.
  // biome-ignore lint/correctness/useExhaustiveDependencies: firstId is the trigger, not a value read
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || keepFromBottom.current === null) return;
    box.scrollTop = box.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [firstId]);

  // A new message below (or the conversation opening): to the bottom, unless the reader scrolled up to read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: lastId is the trigger, not a value read
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && (atBottom.current || lastOwn)) box.scrollTop = box.scrollHeight;
  }, [lastId, lastOwn]);

  const loadEarlier = () => {
    const box = scroller.current;
    if (box) keepFromBottom.current = box.scrollHeight - box.scrollTop;
    onLoadEarlier();
  };

  const days = groupMessages(messages, me, (at) => formatDate(at, locale));
  return (
    <section
      ref={scroller}
      className={classes.messages}
      data-testid="chat-messages"
      onScroll={(event) => {
        const box = event.currentTarget;
        atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
      }}
      // Scrollable: reachable from the keyboard to scroll with the arrow keys.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      aria-label={t('conversation.label', { name: peerName })}
    >
      <div className={classes.earlier}>
        {hasMore ? (
          <Button variant="subtle" size="xs" onClick={loadEarlier} loading={loadingEarlier} data-testid="chat-load-earlier">
            {t('conversation.loadEarlier')}
          </Button>
        ) : (
          messages.length > 0 && (
            <Text size="xs" c="dimmed" data-testid="chat-start">
              {t('conversation.start')}
            </Text>
          )
        )}
        {earlierError && (
          <Text size="xs" c="red" role="alert">
            {earlierError}
          </Text>
        )}
      </div>
      {messages.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="chat-empty">
          {t('conversation.empty')}
        </Text>
      )}
      <div aria-live="polite" aria-relevant="additions">
        {days.map((day) => (
          <div key={day.day}>
            <p className={classes.day}>{day.day}</p>
            {day.runs.map((run) => (
              <ul key={run.messages[0]!.id} className={run.own ? `${classes.run} ${classes.ownRun}` : classes.run}>
                <li className={classes.visuallyHidden}>{run.own ? t('message.own') : peerName}</li>
                {run.messages.map((message) => (
                  <MessageBubble key={message.id} message={message} own={run.own} delivery={deliveryState(message, me)} />
                ))}
              </ul>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}

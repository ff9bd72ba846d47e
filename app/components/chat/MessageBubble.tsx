// One message as a bubble: text (as text, links only where safe), an image (its thumbnail from the
// portal's /files proxy, opening the full picture), a file (name, size, download), or a card (the
// item's kind, title and deadline, a link to its detail page; or, withheld by the platform, that the
// reader may not see it); the time, and on an own message its
// delivery state (sent, delivered, read), which the live receipts turn.
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '#contract/schemas/message.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import classes from './ChatRoom.module.css';
import { attachmentUrl, cardHref, type DeliveryState } from './chat-state.ts';
import { formatSize } from './format-size.ts';
import { MessageText } from './MessageText.tsx';

function Body({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const { attachment, card } = message;
  if ((message.msgType === 'image' || message.msgType === 'file') && attachment) {
    const url = attachmentUrl(attachment.url);
    if (message.msgType === 'image' && url) {
      return (
        <a href={url} target="_blank" rel="noopener noreferrer" className={classes.imageLink} data-testid="message-image">
          <img src={url} alt={t('message.imageAlt', { name: attachment.name })} className={classes.thumbnail} loading="lazy" />
        </a>
      );
    }
    return (
      <div className={classes.file} data-testid="message-file">
        <span className={classes.fileName}>{attachment.name}</span>
        <span className={classes.meta}>{formatSize(attachment.size)}</span>
        {url && (
          <Anchor href={url} download={attachment.name} c="inherit" underline="always" size="sm" data-testid="message-file-download">
            {t('message.download')}
            <span className={classes.visuallyHidden}> {attachment.name}</span>
          </Anchor>
        )}
      </div>
    );
  }
  if (message.msgType === 'card' && card) {
    return (
      <div className={classes.card} data-testid="message-card" data-kind={card.kind}>
        <span className={classes.cardKind}>{t(`message.kinds.${card.kind}`)}</span>
        <strong className={classes.cardTitle}>{card.title}</strong>
        <span className={classes.meta}>
          {card.deadline === null ? t('message.noDeadline') : t('message.deadline', { date: formatDate(card.deadline, locale, 'YYYY-MM-DD HH:mm') })}
        </span>
        <Anchor
          href={cardHref(card)}
          target="_blank"
          rel="noopener noreferrer"
          c="inherit"
          underline="always"
          size="sm"
          data-testid="message-card-link"
        >
          {t('message.openDetail')}
          <span className={classes.visuallyHidden}> {card.title}</span>
        </Anchor>
      </div>
    );
  }
  if (message.msgType === 'card') {
    // The platform withheld an item the reader may not read (docs/decisions/016-messages.md#cards).
    return (
      <div className={classes.card} data-testid="message-card-withheld">
        <span className={classes.meta}>{t('message.withheld')}</span>
      </div>
    );
  }
  return <MessageText text={message.content} className={classes.text} />;
}

export function MessageBubble({ message, own, delivery }: { message: ChatMessage; own: boolean; delivery: DeliveryState | null }) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  return (
    <li
      className={own ? `${classes.bubble} ${classes.own}` : classes.bubble}
      data-testid="chat-message"
      data-id={message.id}
      data-own={own}
      data-type={message.msgType}
    >
      <Body message={message} />
      <span className={classes.stamp}>
        <time dateTime={new Date(message.createTime).toISOString()}>{formatDate(message.createTime, locale, 'HH:mm')}</time>
        {delivery && (
          <span className={classes.delivery} data-testid="message-status" data-state={delivery}>
            {t(`status.${delivery}`)}
          </span>
        )}
      </span>
    </li>
  );
}

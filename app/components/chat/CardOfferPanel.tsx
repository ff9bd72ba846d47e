// ?card=kind:id — the item offered as a card before it is sent: its kind, title and deadline, and a
// 'send' button (sent once; the card then shows in the conversation). Not found: says so.
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import classes from './ChatRoom.module.css';
import type { SendPayload } from './chat-client.ts';
import type { CardOffer } from './types.ts';
import type { SendOutcome } from './useChatRoom.ts';

type Props = { offer: CardOffer; peer: number | null; onSend: (payload: SendPayload) => Promise<SendOutcome> };

export function CardOfferPanel({ offer, peer, onSend }: Props) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  if (state === 'sent') return null;
  if (!offer.found) {
    return (
      <Text className={classes.offer} size="sm" c="dimmed" data-testid="chat-card-offer-missing">
        {t('card.missing')}
      </Text>
    );
  }
  async function send() {
    if (peer === null) return;
    setState('sending');
    setError(null);
    const outcome = await onSend({ toUserId: peer, msgType: 'card', card: { kind: offer.kind, id: offer.id } });
    if (outcome.ok) setState('sent');
    else {
      setState('idle');
      setError(outcome.message);
    }
  }
  return (
    <section
      className={classes.offer}
      aria-labelledby="chat-card-offer-title"
      data-testid="chat-card-offer"
      data-kind={offer.kind}
      data-id={offer.id}
    >
      <Text id="chat-card-offer-title" size="sm" fw={600}>
        {t('card.offer')}
      </Text>
      <div className={classes.card}>
        <span className={classes.cardKind}>{t(`message.kinds.${offer.kind}`)}</span>
        <strong className={classes.cardTitle} data-testid="chat-card-offer-name">
          {offer.title}
        </strong>
        <span className={classes.meta}>
          {offer.deadline === null
            ? t('message.noDeadline')
            : t('message.deadline', { date: formatDate(offer.deadline, locale, 'YYYY-MM-DD HH:mm') })}
        </span>
      </div>
      <Group gap="xs">
        <Button size="xs" onClick={() => void send()} loading={state === 'sending'} disabled={peer === null} data-testid="chat-card-send">
          {t('card.send')}
        </Button>
        {peer === null && (
          <Text size="xs" c="dimmed">
            {t('card.needPeer')}
          </Text>
        )}
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert" data-testid="chat-card-error">
          {error}
        </Text>
      )}
    </section>
  );
}

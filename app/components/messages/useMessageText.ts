// The sentences of message-text.ts in the page's language.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, Notification } from '#contract/schemas/message.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { chatPreview, notificationHref, notificationText, type Translate } from './message-text.ts';

export function useMessageText() {
  const { t } = useTranslation(['messages', 'admission']);
  const locale = useLocale();
  const translate = t as unknown as Translate;
  const notification = useCallback(
    (note: Pick<Notification, 'kind' | 'payload'>) => ({ text: notificationText(note, translate, locale), href: notificationHref(note) }),
    [translate, locale],
  );
  const preview = useCallback(
    (message: Pick<ChatMessage, 'msgType' | 'content' | 'attachment' | 'card'>) => chatPreview(message, translate),
    [translate],
  );
  return { notification, preview };
}

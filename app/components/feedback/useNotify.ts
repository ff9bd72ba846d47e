// Short messages at the top of the page (warnings of the card actions, platform messages), shown by
// @mantine/notifications (<Notifications> in app/root.tsx). They close by themselves after 3 s
// (docs/product/error-codes.md#error-codes-and-failures), a chat notification after 10 s
// (docs/product/constants.md#time-codes-and-limits), or when closed; the time stops while the pointer is over
// one or it has the focus (Mantine's default), so nobody loses a message while reading it.
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type NotifyKind = 'info' | 'warning' | 'error' | 'success';

/** How long a message stays, in ms. */
export const NOTIFY_MS = { message: 3000, chat: 10_000 } as const;

const COLORS: Record<NotifyKind, string> = { info: 'blue', warning: 'orange', error: 'red', success: 'green' };

export type Notify = (message: string, kind?: NotifyKind, options?: { durationMs?: number }) => void;

/** Shows a message; its close button is named in the user's language. */
export function useNotify(): Notify {
  const { t } = useTranslation();
  return useCallback<Notify>(
    (message, kind = 'info', { durationMs = NOTIFY_MS.message } = {}) => {
      notifications.show({
        message,
        color: COLORS[kind],
        autoClose: durationMs,
        closeButtonProps: { 'aria-label': t('close') },
        'data-testid': 'toast',
        'data-kind': kind,
      });
    },
    [t],
  );
}

// Opens the customer-service chat in its own window (docs/product/rules.md#roles-and-permissions): inside a
// buyer's shop or on a detail page, that buyer's customer service (?memberId=); a visitor is asked
// to log in first.
import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_ROOM_PATH } from '#app/lib/member-centre.ts';
import { useNotify } from '../feedback/useNotify.ts';
import { useServiceMemberId } from '../messages/useServiceMemberId.ts';

type Props = { signedIn: boolean; className?: string; children: ReactNode; 'data-testid'?: string };

export function CustomerServiceButton({ signedIn, className, children, 'data-testid': testId = 'customer-service' }: Props) {
  const { t } = useTranslation('layout');
  const notify = useNotify();
  const memberId = useServiceMemberId();
  return (
    <UnstyledButton
      type="button"
      className={className}
      data-testid={testId}
      data-member-id={memberId ?? undefined}
      onClick={() => {
        if (!signedIn) notify(t('topBar.loginFirst'), 'warning');
        else window.open(memberId === null ? CHAT_ROOM_PATH : `${CHAT_ROOM_PATH}?memberId=${memberId}`, 'chatRoom');
      }}
    >
      {children}
    </UnstyledButton>
  );
}

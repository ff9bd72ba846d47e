// Opens the customer-service chat in its own window; a visitor's click does nothing (docs/product.md#roles-and-permissions).
import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { CHAT_ROOM_PATH } from '#app/lib/member-centre.ts';

type Props = { signedIn: boolean; className?: string; children: ReactNode; 'data-testid'?: string };

export function CustomerServiceButton({ signedIn, className, children, 'data-testid': testId = 'customer-service' }: Props) {
  return (
    <UnstyledButton
      type="button"
      className={className}
      data-testid={testId}
      onClick={() => {
        if (signedIn) window.open(CHAT_ROOM_PATH, 'chatRoom');
      }}
    >
      {children}
    </UnstyledButton>
  );
}

// The signed-in user's name in the top bar, linking to the member home. Its card (Mantine's HoverCard,
// and the Popover and floating-ui under it) is not needed for the first paint: its code loads as the
// page hydrates (lazyPart.tsx, UserMenu.lazy.tsx).
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { SessionUser } from '#contract/schemas.ts';
import { MEMBER_HOME } from '#app/lib/member-centre.ts';
import { lazyPart } from './lazyPart.tsx';

/** The name alone, in its place, while the card's code is on its way (a page rendered in the browser). */
function UserName({ user }: { user: SessionUser }) {
  return (
    <Anchor component={Link} to={MEMBER_HOME} size="xs" fw={600} data-testid="user-name">
      {user.name}
    </Anchor>
  );
}

export const UserMenu = lazyPart(() => import('./UserMenu.lazy.tsx').then((module) => module.UserCard), UserName);

// The signed-in user's name in the top bar, linking to the member home, and beside it the button of the user's card,
// which opens on a tap, a click or the keyboard (a native popover, in the server's HTML) and on hover
// (docs/decisions/028-phone-layout.md#tap-instead-of-hover). The card's code (its Mantine parts, the hover) is not
// needed for the first paint: it loads as the page hydrates (lazyPart.tsx, UserMenu.lazy.tsx).
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { SessionUser } from '#contract/schemas.ts';
import { MEMBER_HOME } from '#app/lib/member-centre.ts';
import { lazyPart } from './lazyPart.tsx';
import classes from './UserMenu.module.css';

/** The name alone, in its place, while the card's code is on its way (a page rendered in the browser). */
function UserName({ user }: { user: SessionUser }) {
  return (
    <div className={classes.area}>
      <Anchor component={Link} to={MEMBER_HOME} size="xs" fw={600} data-testid="user-name">
        {user.name}
      </Anchor>
      <span className={classes.toggle} aria-hidden="true" />
    </div>
  );
}

export const UserMenu = lazyPart(() => import('./UserMenu.lazy.tsx').then((module) => module.UserCard), UserName);

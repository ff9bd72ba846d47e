// The thin bar above the header: welcome label and city on the left; the user (or login and
// register), my messages with the unread count (signed in), member centre, customer service and
// language on the right. On a phone the links fold behind one menu button: a `<details>` whose open state
// shows the list beside it, with no script (docs/decisions/028-phone-layout.md).
import { Anchor, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { City, SessionUser } from '#contract/schemas.ts';
import { MEMBER_HOME, REGISTER_PATH } from '#app/lib/member-centre.ts';
import { loginHref } from '#app/lib/safe-redirect.ts';
import { CityPicker } from './CityPicker.tsx';
import { CustomerServiceButton } from './CustomerServiceButton.tsx';
import { LanguageSelector } from './LanguageSelector.tsx';
import { UnreadMessagesLink } from '../messages/UnreadMessagesLink.tsx';
import classes from './TopBar.module.css';
import { UserMenu } from './UserMenu.tsx';

export function TopBar({ user, city }: { user: SessionUser | null; city: City }) {
  const { t } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const linksId = useId();
  return (
    <div className={classes.bar} data-testid="top-bar">
      <div className={classes.inner}>
        <Group gap="md">
          <Text size="xs" className={classes.welcome} data-testid="welcome-label">
            {t('topBar.welcome')}
          </Text>
          <CityPicker city={city} />
        </Group>
        <nav aria-label={t('topBar.label')} className={classes.nav}>
          {/* Remounted on every navigation, so the menu is closed on the page it led to. */}
          <details key={pathname + search} className={classes.menuToggle} data-testid="top-bar-menu">
            <summary className={classes.menuButton} aria-controls={linksId}>
              {t('topBar.menu')}
            </summary>
          </details>
          <ul id={linksId} className={classes.links}>
            {user ? (
              <>
                <li>
                  <UserMenu user={user} />
                </li>
                <li>
                  <UnreadMessagesLink />
                </li>
              </>
            ) : (
              <>
                <li>
                  <Anchor component={Link} to={loginHref(pathname + search)} size="xs" data-testid="login-link">
                    {t('topBar.login')}
                  </Anchor>
                </li>
                <li>
                  <Anchor component={Link} to={REGISTER_PATH} size="xs" data-testid="register-link">
                    {t('topBar.register')}
                  </Anchor>
                </li>
              </>
            )}
            <li>
              <Anchor component={Link} to={MEMBER_HOME} size="xs" c="dark" data-testid="member-centre-link">
                {t('topBar.memberCenter')}
              </Anchor>
            </li>
            <li>
              <CustomerServiceButton signedIn={user !== null} className={classes.textButton}>
                {t('topBar.customerService')}
              </CustomerServiceButton>
            </li>
            <li>
              <LanguageSelector />
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

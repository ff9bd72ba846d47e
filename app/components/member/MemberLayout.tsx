// The member centre's frame (docs/product/member-side.md#member-centre): the mall's top bar, a slim
// header (the site's logo, the centre's name, back to the mall), a side menu by the member's role,
// the page, and the site's footer. No mall header, navigation or search. On a phone the side menu is
// a drawer the header's menu button opens: a native popover, so no script of ours opens or closes it
// (docs/decisions/028-phone-layout.md#member-centre).
import { Anchor, Image, NavLink, Title } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MemberFrameView } from '#bff/member/views.ts';
import { MEMBER_HOME, memberMenu, menuItemActive } from '#app/lib/member-centre.ts';
import { SiteFooter } from '../layout/SiteFooter.tsx';
import { TopBar } from '../layout/TopBar.tsx';
import classes from './MemberLayout.module.css';

const MENU_ID = 'member-menu';

/** The layout stays while the page changes: a drawer left open would cover the page chosen in it. */
function closeAfterChoice(event: MouseEvent<HTMLElement>) {
  const menu = event.currentTarget.closest<HTMLElement>('[popover]');
  if (menu?.matches(':popover-open')) menu.hidePopover();
}

export function MemberLayout({ frame, children }: { frame: MemberFrameView; children: ReactNode }) {
  const { t } = useTranslation('member');
  const { t: tLayout } = useTranslation('layout');
  const location = useLocation();
  const { site, user, city, serverTime } = frame;
  return (
    <div className={classes.page} data-testid="member-layout" data-role={user.memberRoleType ?? 'none'}>
      <TopBar user={user} city={city} />
      <header className={classes.header}>
        <div className={classes.headerInner}>
          <button type="button" className={classes.menuButton} popoverTarget={MENU_ID} data-testid="member-menu-open">
            <span aria-hidden="true" className={classes.burger} />
            {t('frame.openMenu')}
          </button>
          <Link to="/" className={classes.logo} data-testid="site-logo">
            <Image src={site.logo} alt={tLayout('header.logoAlt', { site: site.name })} width={190} height={48} fit="contain" />
          </Link>
          <Title order={2} size="h3" className={classes.title}>
            <Anchor component={Link} to={MEMBER_HOME} c="dark" underline="never">
              {t('frame.title')}
            </Anchor>
          </Title>
          <Anchor component={Link} to="/" size="sm" className={classes.back} data-testid="back-to-mall">
            {t('frame.backToMall')}
          </Anchor>
        </div>
      </header>
      <div className={classes.body}>
        <nav id={MENU_ID} popover="auto" className={classes.menu} aria-label={t('frame.menu')} data-testid="member-menu">
          <button type="button" className={classes.closeButton} popoverTarget={MENU_ID} popoverTargetAction="hide" data-testid="member-menu-close">
            {t('frame.closeMenu')}
          </button>
          {memberMenu(user.memberRoleType).map((item) => (
            <NavLink
              key={item.key}
              component={Link}
              to={item.href}
              label={t(`menu.${item.key}`)}
              active={menuItemActive(item, location.pathname)}
              aria-current={menuItemActive(item, location.pathname) ? 'page' : undefined}
              onClick={closeAfterChoice}
              data-testid={`member-menu-${item.key}`}
            />
          ))}
        </nav>
        <main className={classes.main}>{children}</main>
      </div>
      <SiteFooter site={site} now={serverTime} />
    </div>
  );
}

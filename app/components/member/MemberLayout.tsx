// The member centre's frame (docs/product/member-side.md#member-centre): the mall's top bar, a slim
// header (the site's logo, the centre's name, back to the mall), a side menu by the member's role,
// the page, and the site's footer. No mall header, navigation or search.
import { Anchor, Image, NavLink, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MemberFrameView } from '#bff/member/views.ts';
import { MEMBER_HOME, memberMenu, menuItemActive } from '#app/lib/member-centre.ts';
import { SiteFooter } from '../layout/SiteFooter.tsx';
import { TopBar } from '../layout/TopBar.tsx';
import classes from './MemberLayout.module.css';

export function MemberLayout({ frame, children }: { frame: MemberFrameView; children: ReactNode }) {
  const { t } = useTranslation('member');
  const { t: tLayout } = useTranslation('layout');
  const { pathname } = useLocation();
  const { site, user, city, serverTime } = frame;
  return (
    <div className={classes.page} data-testid="member-layout" data-role={user.memberRoleType ?? 'none'}>
      <TopBar user={user} city={city} />
      <header className={classes.header}>
        <div className={classes.headerInner}>
          <Link to="/" className={classes.logo} data-testid="site-logo">
            <Image src={site.logo} alt={tLayout('header.logoAlt', { site: site.name })} w={190} h={48} width={190} height={48} fit="contain" />
          </Link>
          <Title order={2} size="h3" style={{ flex: 1 }}>
            <Anchor component={Link} to={MEMBER_HOME} c="dark" underline="never">
              {t('frame.title')}
            </Anchor>
          </Title>
          <Anchor component={Link} to="/" size="sm" data-testid="back-to-mall">
            {t('frame.backToMall')}
          </Anchor>
        </div>
      </header>
      <div className={classes.body}>
        <nav className={classes.menu} aria-label={t('frame.menu')} data-testid="member-menu">
          {memberMenu(user.memberRoleType).map((item) => (
            <NavLink
              key={item.key}
              component={Link}
              to={item.href}
              label={t(`menu.${item.key}`)}
              active={menuItemActive(item, pathname)}
              aria-current={menuItemActive(item, pathname) ? 'page' : undefined}
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

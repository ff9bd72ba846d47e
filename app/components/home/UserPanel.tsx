// The user panel beside the banner: a visitor is welcomed (by the site's name in the site's own language,
// docs/decisions/010-greeting.md) and offered login and registration, the two buttons as wide as their
// words in every language; a member gets member-centre shortcuts, switchable between supplier and
// buyer while the member has no role yet, fixed to the role otherwise.
import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SessionUser, Site } from '#contract/schemas.ts';
import { memberRoleOf } from '#contract/vocabulary.ts';
import { greetingSiteName } from '#app/lib/greeting.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { REGISTER_PATH } from '#app/lib/member-centre.ts';
import { loginHref } from '#app/lib/safe-redirect.ts';
import { lazyPart } from '#app/components/layout/lazyPart.tsx';
import { QuickLinks, type QuickLinkRole } from './QuickLinks.tsx';
import type { RoleSwitchProps } from './RoleSwitch.lazy.tsx';
import classes from './UserPanel.module.css';

/**
 * The switch's place, its two words, while its code is on its way (a page rendered in the browser): not
 * clickable, and without the switch's test ids, so nothing takes it for the switch.
 */
function RoleSwitchPlaceholder({ labels }: RoleSwitchProps) {
  return (
    <div className={classes.switchPlaceholder} aria-hidden="true">
      <span>{labels.supplier}</span>
      <span>{labels.buyer}</span>
    </div>
  );
}

/** Mantine's SegmentedControl is not needed for the first paint (only a member without a role sees it). */
const RoleSwitch = lazyPart(() => import('./RoleSwitch.lazy.tsx').then((module) => module.RoleSwitch), RoleSwitchPlaceholder);

export function UserPanel({ user, site }: { user: SessionUser | null; site: Pick<Site, 'name' | 'language'> }) {
  const { t } = useTranslation('home');
  return (
    <Paper p="md" h={212} aria-label={t('userPanel.label')} component="section" data-testid="user-panel">
      {user ? <MemberView user={user} /> : <VisitorView site={site} />}
    </Paper>
  );
}

function VisitorView({ site }: { site: Pick<Site, 'name' | 'language'> }) {
  const { t } = useTranslation('home');
  const { pathname, search } = useLocation();
  const siteName = greetingSiteName(site, useLocale());
  return (
    <Stack align="center" gap="sm">
      <Avatar size="lg" radius="xl" alt="" />
      <Text fw={600} size="sm" ta="center" data-testid="user-panel-welcome">
        {siteName === null ? t('userPanel.welcomeNoName') : t('userPanel.welcome', { site: siteName })}
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {t('userPanel.guestHint')}
      </Text>
      {/* Each button grows to share the row but never below its words: a long label ("Free registration") takes
          the room it needs, and the two wrap onto two rows before either is cut. */}
      <Group gap="xs" w="100%">
        <Button component={Link} to={loginHref(pathname + search)} size="xs" flex="1 0 auto" data-testid="user-panel-login">
          {t('userPanel.login')}
        </Button>
        <Button component={Link} to={REGISTER_PATH} size="xs" variant="outline" flex="1 0 auto" data-testid="user-panel-register">
          {t('userPanel.register')}
        </Button>
      </Group>
    </Stack>
  );
}

function MemberView({ user }: { user: SessionUser }) {
  const { t } = useTranslation('home');
  const fixedRole: QuickLinkRole | null = memberRoleOf(user.memberRoleType);
  const [chosen, setChosen] = useState<QuickLinkRole>('supplier');
  const role = fixedRole ?? chosen;
  // The same props while nothing changes: the switch's server HTML is left alone until its code is in (lazyPart).
  const labels = useMemo(() => ({ supplier: t('userPanel.asSupplier'), buyer: t('userPanel.asBuyer') }), [t]);
  return (
    <Stack gap="sm">
      <Group wrap="nowrap" gap="sm">
        <Avatar src={user.logo || null} alt="" radius="xl">
          {user.name.slice(0, 1)}
        </Avatar>
        <Text fw={600} size="sm" lineClamp={1} data-testid="user-panel-name">
          {t('userPanel.hello', { name: user.name })}
        </Text>
      </Group>
      {fixedRole === null && <RoleSwitch value={chosen} onChange={setChosen} labels={labels} />}
      <QuickLinks role={role} />
    </Stack>
  );
}

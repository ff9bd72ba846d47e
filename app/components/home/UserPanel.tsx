// The user panel beside the banner: a visitor is welcomed (by the site's name in the site's own language,
// docs/decisions/010-greeting.md) and offered login and registration, the two buttons as wide as their
// words in every language; a member gets member-centre shortcuts, switchable between supplier and
// buyer while the member has no role yet, fixed to the role otherwise.
import { Avatar, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SessionUser, Site } from '#contract/schemas.ts';
import { greetingSiteName } from '#app/lib/greeting.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { REGISTER_PATH } from '#app/lib/member-centre.ts';
import { loginHref } from '#app/lib/safe-redirect.ts';
import { QuickLinks, type QuickLinkRole } from './QuickLinks.tsx';

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
  const fixedRole: QuickLinkRole | null = user.memberRoleType === 1 ? 'supplier' : user.memberRoleType === 2 ? 'buyer' : null;
  const [chosen, setChosen] = useState<QuickLinkRole>('supplier');
  const role = fixedRole ?? chosen;
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
      {fixedRole === null && (
        <SegmentedControl
          size="xs"
          fullWidth
          value={chosen}
          onChange={(value) => setChosen(value === 'buyer' ? 'buyer' : 'supplier')}
          data={[
            { value: 'supplier', label: <span data-testid="user-panel-toggle-supplier">{t('userPanel.asSupplier')}</span> },
            { value: 'buyer', label: <span data-testid="user-panel-toggle-buyer">{t('userPanel.asBuyer')}</span> },
          ]}
        />
      )}
      <QuickLinks role={role} />
    </Stack>
  );
}

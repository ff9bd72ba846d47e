// The user panel beside the banner: a visitor is welcomed and offered login and registration; a
// member gets member-centre shortcuts, switchable between supplier and buyer while the member has
// no role yet, fixed to the role otherwise.
import { Avatar, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '#contract/schemas.ts';
import { REGISTER_PATH } from '#app/lib/member-centre.ts';
import { loginHref } from '#app/lib/safe-redirect.ts';
import { QuickLinks, type QuickLinkRole } from './QuickLinks.tsx';

export function UserPanel({ user, siteName }: { user: SessionUser | null; siteName: string }) {
  const { t } = useTranslation('home');
  return (
    <Paper p="md" h={212} aria-label={t('userPanel.label')} component="section" data-testid="user-panel">
      {user ? <MemberView user={user} /> : <VisitorView siteName={siteName} />}
    </Paper>
  );
}

function VisitorView({ siteName }: { siteName: string }) {
  const { t } = useTranslation('home');
  const { pathname, search } = useLocation();
  return (
    <Stack align="center" gap="sm">
      <Avatar size="lg" radius="xl" alt="" />
      <Text fw={600} size="sm" ta="center">
        {t('userPanel.welcome', { site: siteName })}
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {t('userPanel.guestHint')}
      </Text>
      <Group gap="xs" grow w="100%">
        <Button component={Link} to={loginHref(pathname + search)} size="xs" data-testid="user-panel-login">
          {t('userPanel.login')}
        </Button>
        <Button component={Link} to={REGISTER_PATH} size="xs" variant="outline" data-testid="user-panel-register">
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

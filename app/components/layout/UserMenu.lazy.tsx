// The signed-in user's name, linking to the member home, and the button of the user's card beside it: avatar,
// credit points (0 when unknown), level, account links and sign-out. The card is a native popover
// (docs/decisions/028-phone-layout.md#tap-instead-of-hover): a tap, a click, Enter or Space on the button opens it,
// Esc, a tap outside or the button again closes it, with no script, already in the server's HTML; the mouse resting on
// the name or the button opens it too once this module is in (useHoverPopover.ts). The card follows the button in the
// page, so Tab goes on from the button into its links and sign-out. Loaded after the first paint (UserMenu.tsx).
import { Anchor, Avatar, Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { SessionUser } from '#contract/schemas.ts';
import { ACCOUNT_SECURITY_PATH, CAPITAL_ACCOUNTS_PATH, MEMBER_HOME, MEMBER_INFO_PATH, MESSAGES_PATH } from '#app/lib/member-centre.ts';
import classes from './UserMenu.module.css';
import { useHoverPopover } from './useHoverPopover.ts';

export function UserCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('layout');
  const cardId = useId();
  const hover = useHoverPopover<HTMLDivElement>();
  return (
    <div className={classes.area} {...hover.area}>
      <Anchor component={Link} to={MEMBER_HOME} size="xs" fw={600} data-testid="user-name">
        {user.name}
      </Anchor>
      <button
        type="button"
        className={classes.toggle}
        popoverTarget={cardId}
        aria-haspopup="dialog"
        aria-label={t('user.menu')}
        onClick={hover.onClick}
        data-testid="user-menu-toggle"
      />
      <div
        id={cardId}
        ref={hover.cardRef}
        popover="auto"
        role="dialog"
        aria-label={t('user.menu')}
        className={classes.card}
        onToggle={hover.onToggle}
        data-testid="user-card"
      >
        <Stack gap="sm">
          <Group wrap="nowrap">
            <Avatar src={user.logo || null} alt={t('user.avatarAlt', { name: user.name })} radius="xl" size="lg" imageProps={{ loading: 'lazy' }}>
              {user.name.slice(0, 1)}
            </Avatar>
            <Stack gap={4}>
              <Text fw={600} size="sm" lineClamp={1}>
                {user.name}
              </Text>
              <Badge size="sm" variant="light" color="yellow" data-testid="user-level">
                {t('user.level', { level: user.levelTag })}
              </Badge>
            </Stack>
          </Group>
          <Text size="sm" data-testid="user-credit-points">
            {t('user.creditPoints')}: <b>{user.creditPoint ?? 0}</b>
          </Text>
          <Divider />
          <Group gap="xs" justify="space-between">
            <Anchor component={Link} to={ACCOUNT_SECURITY_PATH} size="xs">
              {t('user.accountSecurity')}
            </Anchor>
            <Anchor component={Link} to={MEMBER_INFO_PATH} size="xs">
              {t('user.memberInfo')}
            </Anchor>
            <Anchor component={Link} to={CAPITAL_ACCOUNTS_PATH} size="xs">
              {t('user.capitalAccounts')}
            </Anchor>
            <Anchor component={Link} to={MESSAGES_PATH} size="xs">
              {t('topBar.messages')}
            </Anchor>
          </Group>
          <Form method="post" action="/logout">
            <Button type="submit" variant="light" color="gray" size="xs" fullWidth data-testid="sign-out">
              {t('user.signOut')}
            </Button>
          </Form>
        </Stack>
      </div>
    </div>
  );
}

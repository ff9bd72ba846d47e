// The signed-in user's name, linking to the member home, with a card on hover or focus: avatar,
// credit points (0 when unknown), level, account links and sign-out. The card sits in the page right
// after the name (no portal), so Tab goes on from the name into its links and sign-out.
// Loaded after the first paint (UserMenu.tsx).
import { Anchor, Avatar, Badge, Button, Divider, Group, HoverCard, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { SessionUser } from '#contract/schemas.ts';
import { ACCOUNT_SECURITY_PATH, CAPITAL_ACCOUNTS_PATH, MEMBER_HOME, MEMBER_INFO_PATH, MESSAGES_PATH } from '#app/lib/member-centre.ts';

export function UserCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('layout');
  return (
    <HoverCard
      width={260}
      position="bottom-start"
      shadow="md"
      openDelay={100}
      closeDelay={200}
      events={{ hover: true, focus: true, touch: true }}
      withinPortal={false}
    >
      <HoverCard.Target>
        <Anchor component={Link} to={MEMBER_HOME} size="xs" fw={600} data-testid="user-name">
          {user.name}
        </Anchor>
      </HoverCard.Target>
      <HoverCard.Dropdown data-testid="user-card" aria-label={t('user.menu')}>
        <Stack gap="sm">
          <Group wrap="nowrap">
            <Avatar src={user.logo || null} alt={t('user.avatarAlt', { name: user.name })} radius="xl" size="lg">
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
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

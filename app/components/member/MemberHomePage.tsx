// The member centre's home: a buyer's applications to review, deadlines this week and unread
// messages; a supplier's own waiting applications; a member without a role chooses one.
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import type { MemberHomeView } from '#bff/member/views.ts';
import type { MemberHome } from '#contract/schemas.ts';
import { KIND_OF_PRICE_TYPE, MEMBER_ROLE } from '#contract/vocabulary.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { MESSAGES_PATH, SUPPLIER_APPLICATIONS_PATH, SUPPLIER_REVIEW_PATH } from '#app/lib/member-centre.ts';
import { detailHref } from '#app/lib/sourcing-links.ts';
import { useUnreadCount } from '../messages/unread.ts';
import { FigureCard } from './FigureCard.tsx';
import { useMemberFrame } from './useMemberFrame.ts';

type Refusal = { ok: false; message: string; roleKey: string } | undefined;

export function MemberHomePage({ view, refusal }: { view: MemberHomeView; refusal: Refusal }) {
  const { t } = useTranslation('member');
  const { user } = useMemberFrame();
  const [search] = useSearchParams();
  const chosen = search.get('chosen');
  return (
    <Stack gap="lg" data-testid="member-home">
      <Title order={1} size="h2">
        {t('home.hello', { name: user.name })}
      </Title>
      {(chosen === 'buyer' || chosen === 'supplier') && user.memberRoleType !== null && (
        <Alert color="green" data-testid="role-chosen" title={t(`home.chosen.${chosen}.title`)}>
          <Text size="sm">{t(`home.chosen.${chosen}.text`)}</Text>
          <Anchor component={Link} to="/enterprisePurchasing" size="sm">
            {t(`home.chosen.${chosen}.link`)}
          </Anchor>
        </Alert>
      )}
      {view.home.status === 'error' ? (
        <Alert color="red" role="alert" data-testid="member-home-error">
          {view.home.message}
        </Alert>
      ) : user.memberRoleType === null ? (
        <RoleChoice roleKey={refusal?.roleKey ?? view.roleKey} error={refusal?.message} />
      ) : (
        <Attention home={view.home.data} buyer={user.memberRoleType === MEMBER_ROLE.buyer} />
      )}
    </Stack>
  );
}

function RoleChoice({ roleKey, error }: { roleKey: string; error?: string }) {
  const { t } = useTranslation('member');
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formData?.get('role');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="role-choice-title" data-testid="role-choice">
      <Stack>
        <Title order={2} size="h4" id="role-choice-title">
          {t('home.roleChoice.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('home.roleChoice.text')}
        </Text>
        {error && (
          <Alert color="red" role="alert" data-testid="role-choice-error">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {(['buyer', 'supplier'] as const).map((role) => (
            <Form method="post" key={role}>
              <input type="hidden" name="role" value={role} />
              <input type="hidden" name="roleKey" value={roleKey} />
              <Paper withBorder p="md" radius="md" h="100%">
                <Stack h="100%" justify="space-between">
                  <Stack gap={4}>
                    <Text fw={600}>{t(`home.roleChoice.${role}.title`)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`home.roleChoice.${role}.text`)}
                    </Text>
                  </Stack>
                  <Button type="submit" loading={sending === role} disabled={Boolean(sending)} data-testid={`choose-${role}`}>
                    {t(`home.roleChoice.${role}.choose`)}
                  </Button>
                </Stack>
              </Paper>
            </Form>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Attention({ home, buyer }: { home: MemberHome; buyer: boolean }) {
  const { t } = useTranslation('member');
  const locale = useLocale();
  const { site } = useMemberFrame();
  // The top bar's count once it is known (kept current by live events), the page's own until then.
  const unread = useUnreadCount() ?? home.unreadMessages;
  return (
    <Stack gap="lg">
      <Title order={2} size="h4">
        {t('home.attention')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {buyer ? (
          <>
            <FigureCard
              testId="home-applications-to-review"
              label={t('home.applicationsToReview')}
              value={home.applicationsToReview}
              href={`${SUPPLIER_REVIEW_PATH}?state=pending`}
              action={t('home.review')}
            />
            <FigureCard testId="home-deadlines" label={t('home.deadlinesThisWeek')} value={home.deadlinesThisWeek.count} />
          </>
        ) : (
          <FigureCard
            testId="home-pending-applications"
            label={t('home.pendingApplications')}
            value={home.pendingApplications}
            href={`${SUPPLIER_APPLICATIONS_PATH}?state=pending`}
            action={t('home.seeApplications')}
          />
        )}
        <FigureCard
          testId="home-unread-messages"
          label={t('home.unreadMessages')}
          value={unread}
          href={MESSAGES_PATH}
          action={t('home.seeMessages')}
        />
      </SimpleGrid>
      {buyer && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="deadlines-title">
          <Title order={3} size="h5" id="deadlines-title" mb="sm">
            {t('home.deadlinesTitle', { date: formatDate(home.deadlinesThisWeek.weekEnd, locale) })}
          </Title>
          {home.deadlinesThisWeek.items.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="deadlines-empty">
              {t('home.noDeadlines')}
            </Text>
          ) : (
            <Table data-testid="deadlines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('home.deadlineKind')}</Table.Th>
                  <Table.Th>{t('home.deadlineNumber')}</Table.Th>
                  <Table.Th>{t('home.deadlineTitle')}</Table.Th>
                  <Table.Th>{t('home.deadline')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {home.deadlinesThisWeek.items.map((item) => {
                  const kind = KIND_OF_PRICE_TYPE[item.priceType];
                  return (
                    <Table.Tr key={`${kind}-${item.id}`}>
                      <Table.Td>{t(`kinds.${kind}`)}</Table.Td>
                      <Table.Td>{item.number}</Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={detailHref(kind, item.id, { mallId: site.mallId, shopId: null })} size="sm">
                          {item.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{formatDate(item.deadline, locale, 'YYYY-MM-DD HH:mm')}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      )}
      {!buyer && home.pendingApplications === 0 && (
        <Group>
          <Text size="sm" c="dimmed">
            {t('home.supplierHint')}
          </Text>
          <Anchor component={Link} to="/enterprisePurchasing" size="sm">
            {t('home.findBuyers')}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}

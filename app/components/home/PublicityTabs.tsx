// Procurement publicity on the home page: award notices of inquiries, tenders and competitive
// bids in three tabs (8 each), streamed in after the first screen.
import { Anchor, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, Link } from 'react-router';
import type { HomeDeferred, ListSection } from '#bff/views.ts';
import type { Notice } from '#contract/schemas.ts';
import { formatDate } from '#app/lib/format.ts';
import { navHref } from '#app/lib/main-navigation.ts';
import { shopPrefix } from '#bff/url-state/shop-prefix.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { Placeholder } from '../feedback/Placeholder.tsx';
import classes from './PublicityTabs.module.css';

const TYPES = [1, 2, 3] as const;

export function PublicityTabs({ notices, shopId }: { notices: HomeDeferred['notices']; shopId: number | null }) {
  const { t } = useTranslation('home');
  return (
    <Paper p="sm" h={176} style={{ overflow: 'hidden' }} component="section" aria-labelledby="publicity-title" data-testid="publicity-tabs">
      <Group justify="space-between" mb={4}>
        <Text id="publicity-title" fw={600} size="sm">
          {t('publicity.title')}
        </Text>
        <Anchor component={Link} to={navHref('publicity', shopId)} size="xs" data-testid="publicity-more">
          {t('publicity.more')}
        </Anchor>
      </Group>
      {/* The tabs and their panels are one boundary: a tab clicked before the notices have hydrated is replayed by React
          once they have, instead of changing the tabs' state under panels still made of the server's HTML (which made
          React throw that HTML away: a hydration error). */}
      <Suspense
        fallback={
          <NoticeTabs>
            <NoticeSkeleton />
          </NoticeTabs>
        }
      >
        <Await resolve={notices}>
          {(byType) => (
            <NoticeTabs>
              {TYPES.map((type) => (
                <Tabs.Panel key={type} value={String(type)} pt={6}>
                  <NoticeList section={byType[type]} shopId={shopId} />
                </Tabs.Panel>
              ))}
            </NoticeTabs>
          )}
        </Await>
      </Suspense>
    </Paper>
  );
}

function NoticeTabs({ children }: { children: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    // A fixed id: Mantine would otherwise swap its generated one after hydration, and the tabs' aria-controls would
    // name panels that streamed in under the old one.
    <Tabs id="home-publicity" defaultValue="1">
      <Tabs.List grow>
        {TYPES.map((type) => (
          <Tabs.Tab key={type} value={String(type)} fz="xs" px={4} data-testid={`publicity-tab-${type}`}>
            {t(`publicity.tabs.${type}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {children}
    </Tabs>
  );
}

function NoticeList({ section, shopId }: { section: ListSection<Notice>; shopId: number | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (section.status === 'error')
    return (
      <Text size="xs" c="dimmed">
        {section.message}
      </Text>
    );
  if (section.data.items.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('noData')}
      </Text>
    );
  return (
    <ul className={classes.list}>
      {section.data.items.map((notice) => (
        <li key={notice.id} className={classes.item}>
          <Link to={`${shopPrefix(shopId)}/publicityPurchasing/${notice.id}`} className={classes.name} title={notice.name}>
            {notice.name}
          </Link>
          <span className={classes.date}>{formatDate(notice.createTime, locale, 'MM-DD')}</span>
        </li>
      ))}
    </ul>
  );
}

function NoticeSkeleton() {
  return (
    <Stack gap={6} pt={6}>
      {[0, 1, 2].map((row) => (
        <Placeholder key={row} height={12} />
      ))}
    </Stack>
  );
}

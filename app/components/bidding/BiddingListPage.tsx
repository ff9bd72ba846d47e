// The buyer's competitive bids, newest first (docs/product/rules.md, "The live reverse auction"): a
// tab per phase with its count (the platform's phases), keyword and page in the URL (a GET form), each
// row with its number and description (to its page), the sign-up end, the auction's window, sign-ups,
// bids, and its phase; a new competitive bid, a draft to edit.
import { Anchor, Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BiddingListView } from '#bff/bidding/buyer-views.ts';
import { BIDDING_PHASES } from '#contract/schemas/bidding-rules.ts';
import type { BiddingPhase } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { BIDDING_DETAIL_PATH, BIDDING_EDIT_PATH, biddingHref } from '#app/lib/member-centre.ts';
import { ListFilters } from '../member-centre/ListFilters.tsx';
import { MemberListPage } from '../member-centre/MemberListPage.tsx';
import { BiddingPhaseBadge } from './BiddingRuleSheet.tsx';

const DATE_TIME = 'YYYY-MM-DD HH:mm';

export function BiddingListPage({ view }: { view: BiddingListView }) {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  return (
    <MemberListPage
      view={view}
      testIds={{ page: 'bidding-list-page', table: 'bidding-rows', pager: 'bidding-pager', error: 'bidding-list-error' }}
      side="buyer"
      title={t('list.title')}
      action={
        <Button component={Link} to={BIDDING_EDIT_PATH} data-testid="bidding-create">
          {t('list.create')}
        </Button>
      }
      filters={
        <>
          <BiddingPhaseTabs view={view} />
          <ListFilters label={t('list.filters')} submit={t('list.search')} submitTestId="bidding-filter-submit">
            {view.phase && <input type="hidden" name="phase" value={view.phase} />}
            <TextInput
              name="keyword"
              label={t('list.keyword')}
              placeholder={t('list.keywordPlaceholder')}
              defaultValue={view.keyword}
              data-testid="bidding-filter-keyword"
            />
          </ListFilters>
        </>
      }
      empty={
        <Text c="dimmed" data-testid="bidding-list-empty">
          {t('list.empty')}
        </Text>
      }
      total={(count) => (
        <Text size="sm" c="dimmed" mb="xs" data-testid="bidding-list-total">
          {t('list.total', { count })}
        </Text>
      )}
      columns={[
        t('list.details'),
        t('list.signUpEnd'),
        t('list.start'),
        t('list.end'),
        t('list.signUps'),
        t('list.bids'),
        t('list.phase'),
        t('list.actions'),
      ]}
      minWidth={960}
      row={(row) => (
        <Table.Tr key={row.id} data-testid="bidding-row" data-id={row.id} data-phase={row.phase}>
          <Table.Td>
            <Anchor component={Link} to={biddingHref(BIDDING_DETAIL_PATH, row.id)} size="sm" fw={600} lineClamp={2} data-testid="bidding-open">
              {row.details}
            </Anchor>
            <Text size="xs" c="dimmed" data-testid="bidding-no">
              {row.biddingNo}
            </Text>
          </Table.Td>
          <Table.Td>{formatDate(row.endSignUp, locale, DATE_TIME)}</Table.Td>
          <Table.Td>{formatDate(row.biddingStartTime, locale, DATE_TIME)}</Table.Td>
          <Table.Td>{formatDate(row.biddingEndTime, locale, DATE_TIME)}</Table.Td>
          <Table.Td data-testid="bidding-row-sign-ups">{row.signUpCount}</Table.Td>
          <Table.Td data-testid="bidding-row-bids">{row.bidCount}</Table.Td>
          <Table.Td>
            <BiddingPhaseBadge phase={row.phase} />
          </Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to={biddingHref(BIDDING_DETAIL_PATH, row.id)} size="sm" data-testid="bidding-view">
                {t('list.view')}
              </Anchor>
              {row.state === 'draft' && (
                <Anchor component={Link} to={biddingHref(BIDDING_EDIT_PATH, row.id)} size="sm" data-testid="bidding-edit">
                  {t('list.edit')}
                </Anchor>
              )}
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

/** All, then a link per phase with its count (the platform's phaseCounts), the current one marked; the keyword stays, the page starts again. */
function BiddingPhaseTabs({ view }: { view: BiddingListView }) {
  const { t } = useTranslation('bidding');
  const { t: tb } = useTranslation('biddingBid');
  const counts = view.list.status === 'ok' ? view.list.data.phaseCounts : null;
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : null;
  const href = (phase: BiddingPhase | null) => {
    const params = new URLSearchParams();
    if (phase) params.set('phase', phase);
    if (view.keyword) params.set('keyword', view.keyword);
    return `?${params.toString()}`;
  };
  const tab = (phase: BiddingPhase | null, name: string, count: number | null) => {
    const selected = view.phase === phase;
    return (
      <Button
        key={phase ?? 'all'}
        component={Link}
        to={href(phase)}
        size="compact-sm"
        variant={selected ? 'filled' : 'default'}
        aria-current={selected ? 'page' : undefined}
        rightSection={
          count === null ? undefined : (
            <Badge size="sm" variant={selected ? 'white' : 'light'} circle={count < 10} data-testid="bidding-tab-count">
              {count}
            </Badge>
          )
        }
        data-testid={`bidding-tab-${phase ?? 'all'}`}
      >
        {name}
      </Button>
    );
  };
  return (
    <nav aria-label={t('list.phases')}>
      <Group gap="xs" data-testid="bidding-tabs">
        {tab(null, t('list.all'), all)}
        {BIDDING_PHASES.map((phase) => tab(phase, tb(`phase.${phase}`), counts?.[phase] ?? 0))}
      </Group>
    </nav>
  );
}

// The buyer's competitive bids, newest first (docs/product/rules.md, "The live reverse auction"): a
// tab per phase with its count (the platform's phases), keyword and page in the URL (a GET form), each
// row with its number and description (to its page), the sign-up end, the auction's window, sign-ups,
// bids, and its phase; a new competitive bid, a draft to edit.
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BiddingListView } from '#bff/bidding/buyer-views.ts';
import { BIDDING_PHASES } from '#contract/schemas/bidding-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { BIDDING_DETAIL_PATH, BIDDING_EDIT_PATH, biddingHref } from '#app/lib/member-centre.ts';
import { MemberListPage } from '../member-centre/MemberListPage.tsx';
import { filterTexts, PhaseListFilters } from '../sourcing/PhaseListFilters.tsx';
import { BiddingPhaseBadge } from './BiddingRuleSheet.tsx';

const DATE_TIME = 'YYYY-MM-DD HH:mm';

export function BiddingListPage({ view }: { view: BiddingListView }) {
  const { t } = useTranslation('bidding');
  const { t: tb } = useTranslation('biddingBid');
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
        <PhaseListFilters
          view={view}
          phases={BIDDING_PHASES}
          name={(phase) => tb(`phase.${phase}`)}
          texts={filterTexts((word) => t(`list.${word}`))}
          testIds={{ tabs: 'bidding-tab', submit: 'bidding-filter-submit', keyword: 'bidding-filter-keyword' }}
        />
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

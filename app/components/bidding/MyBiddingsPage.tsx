// The supplier's auctions (/memberCenter/onlineBid/search; docs/product/rules.md, "The live reverse
// auction"): those it signed up for, newest sign-up first, a tab per phase with its count (the
// platform's phases), keyword and page in the URL (a GET form). Each row: number and description,
// buyer, the phase with the time left (the platform's phaseEndTime from the page's server time), its
// sign-up's review, its own bids of the cap, and what it may do now: sign up again, enter the room.
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyBiddingsView } from '#bff/bidding/bid-views.ts';
import { BIDDING_PHASES } from '#contract/schemas/bidding-rules.ts';
import type { SupplierBiddingRow } from '#contract/schemas.ts';
import { BIDDING_ROOM_PATH, biddingSignUpHref } from '#app/lib/member-centre.ts';
import { MemberListPage } from '../member-centre/MemberListPage.tsx';
import { filterTexts, PhaseListFilters } from '../sourcing/PhaseListFilters.tsx';
import { REVIEW_COLOURS } from '../tender/state-colours.ts';
import { BiddingCountdown, BiddingPhaseBadge } from './BiddingRuleSheet.tsx';
import { EXPORT_PATHS } from '#bff/exports/lists.ts';

/** A supplier's auctions are never drafts. */
const LISTED = BIDDING_PHASES.filter((phase) => phase !== 'draft');

export function MyBiddingsPage({ view }: { view: MyBiddingsView }) {
  const { t } = useTranslation('biddingBid');
  const { t: tCommon } = useTranslation();
  return (
    <MemberListPage
      view={view}
      testIds={{ page: 'my-biddings', table: 'my-bidding-rows', pager: 'my-biddings-pager', error: 'my-biddings-error' }}
      side="supplier"
      title={t('mine.title')}
      exportTo={EXPORT_PATHS.list('myBiddings')}
      intro={t('mine.intro')}
      filters={
        <PhaseListFilters
          view={view}
          phases={LISTED}
          name={(phase) => tCommon(`biddingPhase.names.${phase}`)}
          texts={filterTexts((word) => t(`mine.${word}`))}
          testIds={{ tabs: 'my-biddings-tab', submit: 'my-biddings-search', keyword: 'my-biddings-keyword' }}
        />
      }
      empty={
        <Text c="dimmed" data-testid="my-biddings-empty">
          {t('mine.empty')}
        </Text>
      }
      total={(count) => (
        <Text size="sm" c="dimmed" mb="xs">
          {t('mine.total', { count })}
        </Text>
      )}
      columns={[t('mine.auction'), t('mine.buyer'), t('mine.phase'), t('mine.signUp'), t('mine.bids'), t('mine.actions')]}
      minWidth={900}
      row={(row) => <Row key={row.id} row={row} serverTime={view.serverTime} />}
    />
  );
}

function Row({ row, serverTime }: { row: SupplierBiddingRow; serverTime: number }) {
  const { t } = useTranslation('biddingBid');
  const signUpAgain = row.review === 'rejected' && row.phase === 'signUp';
  return (
    <Table.Tr data-testid="my-bidding-row" data-id={row.id} data-phase={row.phase}>
      <Table.Td>
        <Text size="sm" fw={600} lineClamp={2}>
          {row.details}
        </Text>
        <Text size="xs" c="dimmed">
          {row.biddingNo}
        </Text>
      </Table.Td>
      <Table.Td>{row.buyerName}</Table.Td>
      <Table.Td miw={160}>
        <Stack gap={4} align="flex-start">
          <BiddingPhaseBadge phase={row.phase} />
          <BiddingCountdown phase={row.phase} phaseEndTime={row.phaseEndTime} serverTime={serverTime} />
        </Stack>
      </Table.Td>
      <Table.Td data-testid="my-bidding-review" data-review={row.review}>
        <Badge color={REVIEW_COLOURS[row.review]} variant="light">
          {t(`review.${row.review}`)}
        </Badge>
        {row.reviewReason && (
          <Text size="xs" c="dimmed">
            {row.reviewReason}
          </Text>
        )}
      </Table.Td>
      <Table.Td data-testid="my-bidding-bids">{t('mine.bidsOf', { count: row.ownBidCount, cap: row.allowPurchaseCount })}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="wrap">
          {signUpAgain ? (
            <Anchor component={Link} to={biddingSignUpHref(row.id, row.biddingNo)} size="sm" data-testid="my-bidding-sign-up">
              {t('signUp.submit')}
            </Anchor>
          ) : (
            <Anchor component={Link} to={`${BIDDING_ROOM_PATH}?id=${row.id}`} size="sm" data-testid="my-bidding-room">
              {t('mine.room')}
            </Anchor>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

// The supplier's tenders (/memberCenter/tender/tenderSearch, docs/product/tenders.md#pages): those it
// registered for or is invited to, newest first, a tab per phase with its count (the platform's
// phases), keyword and page in the URL (a GET form). Each row: code and project (to the public
// detail), buyer, the phase with the time left to the next (the platform's times), the supplier's
// registration and the buyer's verdict, its bid (state, revision, a bid an amendment left needing
// confirmation, the receipt), and what it may do now: register, bid, revise or withdraw, ask
// questions, read the opening record.
import { Anchor, Badge, Code, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyTendersView } from '#bff/tender/bid-views.ts';
import type { MyTenderRow } from '#contract/schemas.ts';
import { TENDER_PHASES } from '#contract/schemas/tender-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { TENDER_BID_PATH, TENDER_CLARIFICATION_PATH, TENDER_OPENING_PATH, TENDER_REGISTER_PATH, tenderHref } from '#app/lib/member-centre.ts';
import { tenderDetailHref } from '#app/lib/sourcing-links.ts';
import { MemberListPage } from '../member-centre/MemberListPage.tsx';
import { filterTexts, PhaseListFilters } from '../sourcing/PhaseListFilters.tsx';
import { REVIEW_COLOURS } from './state-colours.ts';
import { NextPhaseText, TenderPhaseBadge } from '../PhaseBadges.tsx';
import { EXPORT_PATHS } from '#bff/exports/lists.ts';

/** A supplier's tenders are never drafts. */
const LISTED = TENDER_PHASES.filter((phase) => phase !== 'draft');
/** Hex digits of a receipt's sha256 shown in the list (the bid page shows it whole). */
const SHORT_HASH = 12;

export function MyTendersPage({ view }: { view: MyTendersView }) {
  const { t } = useTranslation('tenderBid');
  const { t: tc } = useTranslation();
  return (
    <MemberListPage
      view={view}
      testIds={{ page: 'my-tenders', table: 'my-tender-rows', pager: 'my-tenders-pager', error: 'my-tenders-error' }}
      side="supplier"
      title={t('mine.title')}
      exportTo={EXPORT_PATHS.list('myTenders')}
      intro={t('mine.intro')}
      filters={
        <PhaseListFilters
          view={view}
          phases={LISTED}
          name={(phase) => tc(`tenderPhase.names.${phase}`)}
          texts={filterTexts((word) => t(`mine.${word}`))}
          testIds={{ tabs: 'my-tenders-tab', submit: 'my-tenders-search', keyword: 'my-tenders-keyword' }}
        />
      }
      empty={
        <Text c="dimmed" data-testid="my-tenders-empty">
          {t('mine.empty')}
        </Text>
      }
      total={(count) => (
        <Text size="sm" c="dimmed" mb="xs">
          {t('mine.total', { count })}
        </Text>
      )}
      columns={[t('mine.project'), t('mine.buyer'), t('mine.phase'), t('mine.registration'), t('mine.bid'), t('mine.actions')]}
      minWidth={1000}
      row={(row) => <Row key={row.tenderId} row={row} serverTime={view.serverTime} />}
    />
  );
}

function Row({ row, serverTime }: { row: MyTenderRow; serverTime: number }) {
  const { t } = useTranslation('tenderBid');
  const locale = useLocale();
  return (
    <Table.Tr data-testid="my-tender-row" data-id={row.tenderId} data-phase={row.phase}>
      <Table.Td>
        <Anchor component={Link} to={tenderDetailHref(row.tenderId)} size="sm" fw={600} lineClamp={2} data-testid="my-tender-open">
          {row.projectName}
        </Anchor>
        <Text size="xs" c="dimmed">
          {row.code}
        </Text>
        {row.invited && (
          <Badge size="xs" variant="outline" mt={4}>
            {t('mine.invited')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{row.buyer.name}</Table.Td>
      <Table.Td miw={160}>
        <TenderPhaseBadge phase={row.phase} />
        <NextPhaseText tender={row} serverTime={serverTime} />
        {row.phase === 'bidding' && !row.biddingOpen && (
          <Text size="xs" c="dimmed">
            {t('mine.biddingOpensAt', { time: formatDate(row.inviteTenderStartTime, locale, 'YYYY-MM-DD HH:mm') })}
          </Text>
        )}
      </Table.Td>
      <Table.Td data-testid="my-tender-registration" data-review={row.registration?.review ?? 'none'}>
        {row.registration ? (
          <Badge color={REVIEW_COLOURS[row.registration.review]} variant="light">
            {t(`mine.review.${row.registration.review}`)}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {t('mine.review.none')}
          </Text>
        )}
      </Table.Td>
      <Table.Td data-testid="my-tender-bid" data-state={row.bid?.state ?? 'none'} data-needs-confirmation={row.bid?.needsConfirmation ?? false}>
        <BidCell row={row} />
      </Table.Td>
      <Table.Td>
        <Actions row={row} />
      </Table.Td>
    </Table.Tr>
  );
}

function BidCell({ row }: { row: MyTenderRow }) {
  const { t } = useTranslation('tenderBid');
  const locale = useLocale();
  const { bid } = row;
  if (!bid) {
    return (
      <Text size="sm" c="dimmed">
        {t('mine.bidState.none')}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm">{t(`mine.bidState.${bid.state}`, { revision: bid.revision })}</Text>
      {bid.needsConfirmation && (
        <Badge color="orange" variant="light" data-testid="my-tender-needs-confirmation">
          {t('mine.needsConfirmation')}
        </Badge>
      )}
      <Text size="xs" c="dimmed">
        {formatDate(bid.receivedTime, locale, 'YYYY-MM-DD HH:mm:ss')}
      </Text>
      <Text size="xs">
        <Code title={bid.sha256} aria-label={bid.sha256}>
          {t('mine.receipt', { hash: bid.sha256.slice(0, SHORT_HASH) })}
        </Code>
      </Text>
    </Stack>
  );
}

/** What the supplier may do with the tender now, each a link to its page. */
function Actions({ row }: { row: MyTenderRow }) {
  const { t } = useTranslation('tenderBid');
  const links: Array<{ key: string; to: string; label: string }> = [];
  if (row.phase === 'registration' && !row.registration)
    links.push({ key: 'register', to: tenderHref(TENDER_REGISTER_PATH, row.tenderId), label: t('mine.register') });
  if (row.registration?.review === 'approved' && (row.biddingOpen || row.bid)) {
    const label = !row.biddingOpen ? t('mine.viewBid') : row.bid?.state === 'active' ? t('mine.revise') : t('mine.bidNow');
    links.push({ key: 'bid', to: tenderHref(TENDER_BID_PATH, row.tenderId), label });
  }
  if (row.registration && row.registration.review !== 'rejected' && row.state === 'published') {
    links.push({ key: 'questions', to: tenderHref(TENDER_CLARIFICATION_PATH, row.tenderId), label: t('mine.questions') });
  }
  if (row.bid && (row.opened || row.phase === 'opening'))
    links.push({ key: 'opening', to: tenderHref(TENDER_OPENING_PATH, row.tenderId), label: t('mine.opening') });
  return (
    <Group gap="xs" wrap="wrap">
      {links.map((link) => (
        <Anchor key={link.key} component={Link} to={link.to} size="sm" data-testid={`my-tender-${link.key}`}>
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}

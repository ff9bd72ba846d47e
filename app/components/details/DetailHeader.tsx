// The head of a detail page: kind, title, number, buyer and publish time; the countdown to the
// item's deadline (a tender or a competitive bid: its phase, and the countdown to the phase's end
// while the schedule ends it) and the action button; once an award notice is out, a link to its bid result.
import { Anchor, Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SourcingKind } from '#contract/vocabulary.ts';
import { biddingCountdown, biddingCountdownLabel } from '#app/lib/phase-countdown.ts';
import type { DetailHead } from '#app/lib/detail-head.ts';
import { formatDate } from '#app/lib/format.ts';
import { bidResultHref } from '#app/lib/shop-links.ts';
import { tenderCountdown } from '#app/lib/phase-countdown.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { BiddingPhaseBadge } from '../PhaseBadges.tsx';
import { useLayoutView } from '../layout/useLayoutView.ts';
import { TenderPhaseBadge } from '../PhaseBadges.tsx';
import { CountdownBadge } from './CountdownBadge.tsx';
import { DetailActionButton } from './DetailActionButton.tsx';
import classes from './DetailPage.module.css';
import { useCountdown } from './useCountdown.ts';

const COLOR = { inquiry: 'green', tender: 'blue', bidding: 'orange' } as const;

type Props = {
  kind: SourcingKind;
  head: DetailHead;
  serverTime: number;
};

export function DetailHeader({ kind, head, serverTime }: Props) {
  const { t } = useTranslation('detail');
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const { shopId } = useLayoutView();
  // A tender counts down to its next phase, a competitive bid to its phase's end, named by the phase
  // the platform sent; none once no time ends it.
  const stage = head.stage ? tenderCountdown(head.stage, serverTime) : null;
  const bidding = head.biddingStage ? biddingCountdown(head.biddingStage, serverTime) : null;
  const countdown = useCountdown(stage?.next ? stage.endsAt : bidding?.next ? bidding.endsAt : head.deadline, serverTime);
  const label = stage?.next
    ? tCommon(`tenderPhase.label.${stage.next}`)
    : bidding?.next
      ? biddingCountdownLabel(bidding.phase, tCommon)
      : t(`countdown.label.${kind}`);
  return (
    <header className={classes.header} data-kind={kind} data-testid="detail-header">
      <Group gap="xs">
        <Badge color={COLOR[kind]} variant="light">
          {t(`kinds.${kind}`)}
        </Badge>
        {stage && <TenderPhaseBadge phase={stage.phase} testId="detail-phase" />}
        {bidding && <BiddingPhaseBadge phase={bidding.phase} testId="detail-phase" />}
        <span className={classes.number} data-testid="detail-number">
          {t('header.number', { number: head.number })}
        </span>
      </Group>
      <h1 className={classes.title} data-testid="detail-title">
        {head.title}
      </h1>
      <div className={classes.meta}>
        <span data-testid="detail-buyer">{t('header.buyer', { name: head.buyerName })}</span>
        <span>{t('header.publishedAt', { date: formatDate(head.createTime, locale, 'YYYY-MM-DD HH:mm') })}</span>
        <span data-testid="detail-deadline">{t(`header.deadline.${kind}`, { date: formatDate(head.deadline, locale, 'YYYY-MM-DD HH:mm') })}</span>
      </div>
      <div className={classes.actionBar}>
        {stage?.next === null || bidding?.next === null ? <span /> : <CountdownBadge countdown={countdown} label={label} />}
        <Group gap="md">
          {head.bidResultId !== null && (
            <Anchor component={Link} to={bidResultHref(head.bidResultId, shopId)} fw={600} data-testid="detail-bid-result-link">
              {t('header.bidResult')}
            </Anchor>
          )}
          <DetailActionButton kind={kind} action={head.action} countdown={countdown} />
        </Group>
      </div>
    </header>
  );
}

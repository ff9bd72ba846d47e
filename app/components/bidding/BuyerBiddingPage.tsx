// One of the buyer's competitive bids (docs/product/rules.md, "The live reverse auction"): its number,
// description and phase with the countdown to the phase's end (the platform's phaseEndTime, the
// server's clock), the rule sheet, every field read only, the sign-ups to review, editing while a
// draft, cancellation with a reason until it closes, the way into the bidding room while it may be
// watched, and the award once it has closed.
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BiddingActionAnswer, BiddingDetailView } from '#bff/bidding/buyer-views.ts';
import type { BiddingPhase } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { BIDDING_EDIT_PATH, BIDDING_ROOM_PATH, BIDDINGS_PATH, biddingHref } from '#app/lib/member-centre.ts';
import { BiddingAward } from './BiddingAward.tsx';
import { BiddingFacts } from './BiddingFacts.tsx';
import { BiddingCountdown, BiddingPhaseBadge, BiddingRuleSheet } from './BiddingRuleSheet.tsx';
import { BiddingSignUps } from './BiddingSignUps.tsx';
import { CancelBidding } from './CancelBidding.tsx';

type Props = { view: BiddingDetailView; answer: BiddingActionAnswer | undefined };

/** The phases it may be cancelled in (the platform refuses it once closed, awarded or failed). */
const CANCELLABLE: readonly BiddingPhase[] = ['draft', 'signUp', 'upcoming', 'live', 'extended'];
/** The phases a sign-up may be reviewed in: during sign-up or before the auction starts. */
const REVIEWABLE: readonly BiddingPhase[] = ['signUp', 'upcoming'];
/** The phases the buyer may watch the room in: from just before it opens until the award. */
const WATCHABLE: readonly BiddingPhase[] = ['upcoming', 'live', 'extended', 'closed'];

export function BuyerBiddingPage({ view, answer }: Props) {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  const { bidding } = view;
  const cancellable = CANCELLABLE.includes(bidding.phase);
  const cancelRefused = answer && !answer.ok && answer.intent === 'cancel' ? answer : undefined;
  const awardRefused = answer && !answer.ok && answer.intent === 'award' ? answer : undefined;
  // The award just made, from its own answer, until the page's read answers it.
  const award = view.award ?? (answer?.ok && answer.intent === 'award' ? (answer.award ?? null) : null);
  return (
    <Stack gap="lg" data-testid="bidding-detail-page" data-id={bidding.id} data-phase={bidding.phase}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2" data-testid="bidding-title">
            {bidding.details}
          </Title>
          <Group gap="sm">
            <Text size="sm" c="dimmed" data-testid="bidding-no">
              {bidding.biddingNo}
            </Text>
            <BiddingPhaseBadge phase={bidding.phase} />
            <Text size="sm" c="dimmed">
              {t(bidding.state === 'draft' ? 'detail.savedAt' : 'detail.publishedAt')} {formatDate(bidding.createTime, locale, 'YYYY-MM-DD HH:mm')}
            </Text>
          </Group>
        </Stack>
        <Group gap="sm">
          <Anchor component={Link} to={BIDDINGS_PATH} size="sm">
            {t('detail.backToList')}
          </Anchor>
          {WATCHABLE.includes(bidding.phase) && (
            <Button component={Link} to={biddingHref(BIDDING_ROOM_PATH, bidding.id)} variant="light" data-testid="bidding-watch-live">
              {t('detail.watchLive')}
            </Button>
          )}
          {bidding.state === 'draft' && (
            <Button component={Link} to={biddingHref(BIDDING_EDIT_PATH, bidding.id)} variant="light" data-testid="bidding-edit-link">
              {t('detail.editDraft')}
            </Button>
          )}
        </Group>
      </Group>

      <BiddingCountdown phase={bidding.phase} phaseEndTime={bidding.phaseEndTime} serverTime={view.serverTime} />

      {answer?.ok && (
        <Alert color="green" data-testid="bidding-action-done" data-intent={answer.intent}>
          {t(`detail.done.${answer.intent}`)}
        </Alert>
      )}
      {cancelRefused?.message && !cancellable && (
        <Alert color="red" role="alert" data-testid="bidding-action-error" data-intent="cancel">
          {cancelRefused.message}
        </Alert>
      )}
      {bidding.phase === 'cancelled' && (
        <Alert color="red" data-testid="bidding-cancelled">
          {t('detail.cancelledBecause', { reason: bidding.cancelReason ?? '' })}
        </Alert>
      )}
      {bidding.phase === 'failed' && (
        <Alert color="red" data-testid="bidding-failed">
          {t('detail.failed')}
        </Alert>
      )}

      {(bidding.phase === 'closed' || bidding.phase === 'awarded') && (
        <BiddingAward bidding={bidding} ranking={view.ranking} award={award} awardKey={view.awardKey} answer={awardRefused} />
      )}
      <BiddingRuleSheet rules={bidding.rules} schedule={bidding} />
      {bidding.extensionCount > 0 && (
        <Text size="sm" data-testid="bidding-extended">
          {t('detail.extended', { count: bidding.extensionCount })}
        </Text>
      )}
      <BiddingFacts bidding={bidding} names={view.names} />
      {bidding.state !== 'draft' && <BiddingSignUps view={view} answer={answer} reviewable={REVIEWABLE.includes(bidding.phase)} />}
      {cancellable && <CancelBidding answer={cancelRefused} />}
    </Stack>
  );
}

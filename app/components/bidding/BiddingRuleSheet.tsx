// An auction's rule sheet as every bidder reads it before and during the auction
// (docs/product/rules.md, "The live reverse auction"), and its phase as a badge with the time left.
import { Badge, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BiddingRules, BiddingPhase } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
// The phase's colour is the public pages' too (cards, shop rows, the detail's head).
import { BIDDING_PHASE_COLOUR } from '#app/lib/bidding-countdown.ts';
import { type Countdown, clockOffset, countdownAt, nextTickIn, servedMeta, servedServerTime } from '#app/lib/countdown.ts';
import { formatDate, formatMoney } from '#app/lib/format.ts';
import { CountdownBadge } from '../details/CountdownBadge.tsx';
import { Fact } from '../member-centre/Fact.tsx';

/** The phases a countdown counts to the end of. */
const TIMED = ['signUp', 'upcoming', 'live', 'extended'] as const;
type Timed = (typeof TIMED)[number];
const isTimed = (phase: BiddingPhase): phase is Timed => (TIMED as readonly BiddingPhase[]).includes(phase);

export function BiddingPhaseBadge({ phase, testId = 'bidding-phase' }: { phase: BiddingPhase; testId?: string }) {
  const { t } = useTranslation('biddingBid');
  return (
    <Badge color={BIDDING_PHASE_COLOUR[phase]} variant="light" data-testid={testId} data-phase={phase}>
      {t(`phase.${phase}`)}
    </Badge>
  );
}

/** The time left in the phase, counted from the platform's phaseEndTime and the server's time (not the browser's clock alone). */
export function BiddingCountdown({ phase, phaseEndTime, serverTime }: { phase: BiddingPhase; phaseEndTime: number | null; serverTime: number }) {
  if (phaseEndTime === null || !isTimed(phase)) return null;
  return <Ticking phase={phase} at={phaseEndTime} serverTime={serverTime} />;
}

function Ticking({ phase, at, serverTime }: { phase: Timed; at: number; serverTime: number }) {
  const { t } = useTranslation('biddingBid');
  const countdown = useMovingCountdown(at, serverTime);
  return <CountdownBadge countdown={countdown} label={t(`phaseEnds.${phase}`)} testId="bidding-countdown" />;
}

/**
 * The portal's countdown (details/useCountdown.ts, docs/architecture.md#real-time) to a close that may
 * move while the page is open (a live extension, the room's next phase): the browser's offset from the
 * server's clock is measured once for the page's serverTime, and a moved deadline restarts the ticking
 * with that offset (measured again, the time since the page was read would count as the offset).
 */
function useMovingCountdown(deadline: number, serverTime: number): Countdown {
  const [countdown, setCountdown] = useState(() => countdownAt(deadline, serverTime, 0));
  const measured = useRef<{ serverTime: number; offset: number } | null>(null);
  useEffect(() => {
    if (measured.current?.serverTime !== serverTime) {
      // A page from the HTML cache: its clock as it was when it was served, not when it was made.
      measured.current = { serverTime, offset: clockOffset(servedServerTime(serverTime, servedMeta()), Date.now()) };
    }
    const { offset } = measured.current;
    let timer: number | undefined;
    const tick = () => {
      const now = Date.now();
      setCountdown(countdownAt(deadline, now, offset));
      const wait = nextTickIn(deadline, now, offset);
      if (wait !== null) timer = window.setTimeout(tick, wait);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [deadline, serverTime]);
  return countdown;
}

type Schedule = { endSignUp?: number; startSignUp?: number; biddingStartTime: number; biddingEndTime: number };

export function BiddingRuleSheet({ rules, schedule }: { rules: BiddingRules; schedule: Schedule }) {
  const { t } = useTranslation('biddingBid');
  const locale = useLocale();
  const at = (time: number) => formatDate(time, locale, 'YYYY-MM-DD HH:mm');
  const step =
    rules.stepType === 'amount'
      ? t('rules.stepAmount', { step: formatMoney(rules.minPriceStep) })
      : t('rules.stepPercent', { step: rules.minPriceStep });
  const extension =
    rules.triggerMinutes > 0 && rules.maxExtensions > 0
      ? t('rules.extensionText', { trigger: rules.triggerMinutes, minutes: rules.extensionMinutes, times: rules.maxExtensions })
      : t('rules.noExtension');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bidding-rules-title" data-testid="bidding-rules">
      <Stack gap="sm">
        <Title order={2} size="h4" id="bidding-rules-title">
          {t('rules.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label={t('rules.startingPrice')} value={formatMoney(rules.startingPrice)} testId="bidding-starting-price" />
          <Fact label={t('rules.step')} value={step} />
          <Fact label={t('rules.cap')} value={rules.allowPurchaseCount} />
          <Fact
            label={t('rules.visibility')}
            value={t(`rules.visibilityNames.${rules.visibility}`)}
            data={{ visibility: rules.visibility }}
            testId="bidding-visibility"
          />
          <Fact label={t('rules.tieRule')} value={t('rules.tieRuleText')} />
          <Fact label={t('rules.extension')} value={extension} />
          {schedule.endSignUp !== undefined && (
            <Fact
              label={t('rules.signUpWindow')}
              value={`${schedule.startSignUp ? `${at(schedule.startSignUp)} – ` : ''}${at(schedule.endSignUp)}`}
            />
          )}
          <Fact label={t('rules.window')} value={`${at(schedule.biddingStartTime)} – ${at(schedule.biddingEndTime)}`} />
          {rules.hardStopTime !== null && <Fact label={t('rules.hardStop')} value={at(rules.hardStopTime)} />}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

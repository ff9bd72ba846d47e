// An auction's rule sheet as every bidder reads it before and during the auction
// (docs/product/rules.md, "The live reverse auction"), and its phase as a badge with the time left.
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BiddingRules, BiddingPhase } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
// The phase's colour and the phases a time ends are the public pages' too (cards, shop rows, the detail's head).
import { isTimedPhase, type TimedPhase } from '#app/lib/phase-countdown.ts';
import { formatDate, formatMoney } from '#app/lib/format.ts';
import { CountdownBadge } from '../details/CountdownBadge.tsx';
import { useCountdown } from '../details/useCountdown.ts';
import { Fact } from '../member-centre/Fact.tsx';

export { BiddingPhaseBadge } from '../PhaseBadges.tsx';

/** The time left in the phase, counted from the platform's phaseEndTime and the server's time (not the browser's clock alone). */
export function BiddingCountdown({ phase, phaseEndTime, serverTime }: { phase: BiddingPhase; phaseEndTime: number | null; serverTime: number }) {
  if (phaseEndTime === null || !isTimedPhase(phase)) return null;
  return <Ticking phase={phase} at={phaseEndTime} serverTime={serverTime} />;
}

/** The time left to a close that may move while the page is open (an extension): useCountdown keeps its clock offset for the same serverTime. */
function Ticking({ phase, at, serverTime }: { phase: TimedPhase; at: number; serverTime: number }) {
  const { t: tCommon } = useTranslation();
  const countdown = useCountdown(at, serverTime);
  return <CountdownBadge countdown={countdown} label={tCommon(`biddingPhase.ends.${phase}`)} testId="bidding-countdown" />;
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

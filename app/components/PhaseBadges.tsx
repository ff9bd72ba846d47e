// A sourcing item's phase as a badge, and a tender's time left to its next phase (app/lib/phase-countdown.ts):
// the portal's one badge of a tender's or a competitive bid's phase, on the public detail, the cards'
// pages and every member-centre page of either kind. Both read what the platform sent (the phase, and
// phaseEndTime), never the browser's clock alone; their words are common.json tenderPhase and
// biddingPhase, so a public page loads no member namespace.
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BiddingPhase, TenderPhase } from '#contract/schemas.ts';
import { BIDDING_PHASE_COLOUR, countdownText, type NextPhase, PHASE_COLOUR, type TenderStage, tenderCountdown } from '#app/lib/phase-countdown.ts';
import { CountdownBadge } from './details/CountdownBadge.tsx';
import { useCountdown } from './details/useCountdown.ts';

export function TenderPhaseBadge({ phase, testId = 'tender-phase' }: { phase: TenderPhase; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={PHASE_COLOUR[phase]} variant="light" data-testid={testId} data-phase={phase}>
      {t(`tenderPhase.names.${phase}`)}
    </Badge>
  );
}

/** A list row's time left to the next phase, as of the page's server time ("Bidding closes in 3 d 4 h"); nothing when no time ends the phase, or it is due. */
export function NextPhaseText({ tender, serverTime }: { tender: TenderStage; serverTime: number }) {
  const { t } = useTranslation();
  const countdown = tenderCountdown(tender, serverTime);
  const text = countdown && countdownText(countdown, t);
  if (!text || countdown.next === null) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="tender-next-phase" data-at={countdown.endsAt}>
      {text}
    </Text>
  );
}

/** A page's ticking countdown to the next phase (the portal's one countdown, CountdownBadge); nothing when no time ends the phase. */
export function NextPhaseCountdown({ tender, serverTime, testId }: { tender: TenderStage; serverTime: number; testId?: string }) {
  const countdown = tenderCountdown(tender, serverTime);
  return countdown?.next ? <Ticking at={countdown.endsAt} next={countdown.next} serverTime={serverTime} testId={testId} /> : null;
}

function Ticking({ at, next, serverTime, testId = 'tender-countdown' }: { at: number; next: NextPhase; serverTime: number; testId?: string }) {
  const { t } = useTranslation();
  const countdown = useCountdown(at, serverTime);
  return <CountdownBadge countdown={countdown} label={t(`tenderPhase.label.${next}`)} testId={testId} />;
}

export function BiddingPhaseBadge({ phase, testId = 'bidding-phase' }: { phase: BiddingPhase; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={BIDDING_PHASE_COLOUR[phase]} variant="light" data-testid={testId} data-phase={phase}>
      {t(`biddingPhase.names.${phase}`)}
    </Badge>
  );
}

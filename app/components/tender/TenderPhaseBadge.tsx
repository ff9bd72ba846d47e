// A tender's phase as a badge, and the time left to its next phase (phase.ts): both read from what the
// platform sent, never from the browser's clock alone. Any tender page may use them.
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenderPhase } from '#contract/schemas.ts';
import { countdownAt, remainingOf } from '#app/lib/countdown.ts';
import { CountdownBadge } from '../details/CountdownBadge.tsx';
import { useCountdown } from '../details/useCountdown.ts';
import { nextPhaseAt, PHASE_COLOURS, type PhaseTimes } from './phase.ts';

export function TenderPhaseBadge({ phase }: { phase: TenderPhase }) {
  const { t } = useTranslation('tender');
  return (
    <Badge color={PHASE_COLOURS[phase]} variant="light" data-testid="tender-phase" data-phase={phase}>
      {t(`phase.${phase}`)}
    </Badge>
  );
}

/** A list row's time left to the next phase, as of the page's server time ("Bidding closes in 3 d 4 h 5 min"); nothing when no deadline ends the phase. */
export function NextPhaseText({ tender, serverTime }: { tender: PhaseTimes; serverTime: number }) {
  const { t } = useTranslation('tender');
  const next = nextPhaseAt(tender);
  if (!next) return null;
  const left = countdownAt(next.at, serverTime, 0);
  return (
    <Text size="xs" c="dimmed" data-testid="tender-next-phase" data-at={next.at}>
      {t(`next.${next.ends}`)} {left.ended ? t('ended') : t('left', remainingOf(left))}
    </Text>
  );
}

/** A detail page's ticking countdown to the next phase (the portal's one countdown); nothing when no deadline ends the phase. */
export function NextPhaseCountdown({ tender, serverTime }: { tender: PhaseTimes; serverTime: number }) {
  const next = nextPhaseAt(tender);
  return next ? <Ticking at={next.at} ends={next.ends} serverTime={serverTime} /> : null;
}

function Ticking({ at, ends, serverTime }: { at: number; ends: NonNullable<ReturnType<typeof nextPhaseAt>>['ends']; serverTime: number }) {
  const { t } = useTranslation('tender');
  const countdown = useCountdown(at, serverTime);
  return <CountdownBadge countdown={countdown} label={t(`next.${ends}`)} endedText={t('ended')} testId="tender-countdown" />;
}

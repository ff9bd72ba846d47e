// An item's phase and the countdown to its end, as a card and a shop-list row say them: the phase the
// platform sent, as a tag in its colour, and "registration closes in 3 d 4 h" counted from the page's
// server time — a tender's (app/lib/phase-countdown.ts, common.json tenderPhase) or a competitive
// bid's (app/lib/phase-countdown.ts). Plain markup without hooks: a page renders many of them.
import type { CSSProperties } from 'react';
import type { MantineColor } from '@mantine/core';
import type { TFunction } from 'i18next';
import { BIDDING_PHASE_COLOUR, type BiddingCountdown, biddingCountdownText, biddingPhaseName } from '#app/lib/phase-countdown.ts';
import { countdownText, PHASE_COLOUR, type TenderCountdown } from '#app/lib/phase-countdown.ts';
import classes from './PhaseStage.module.css';

type StageProps = {
  phase: string;
  colour: MantineColor;
  name: string;
  /** The countdown's sentence, or null when no time ends the phase or it is due. */
  text: string | null;
  /** When the phase ends (epoch ms), while a time ends it. */
  endsAt: number | undefined;
  testId: string;
};

function PhaseStage({ phase, colour, name, text, endsAt, testId }: StageProps) {
  // The phase's colour as Mantine writes a light tag (shade 9 on shade 1: app/theme.ts keeps it readable).
  const tag = { '--phase-text': `var(--mantine-color-${colour}-9)`, '--phase-tint': `var(--mantine-color-${colour}-1)` } as CSSProperties;
  return (
    <span className={classes.stage} data-testid={testId} data-phase={phase}>
      <span className={classes.tag} style={tag} data-phase={phase} data-testid={`${testId}-phase`}>
        {name}
      </span>
      {text && (
        <span className={classes.countdown} data-testid={`${testId}-countdown`} data-ends-at={endsAt}>
          {text}
        </span>
      )}
    </span>
  );
}

/** `t`: the common namespace (common.json tenderPhase). */
export function TenderStage({ countdown, t, testId = 'tender-stage' }: { countdown: TenderCountdown; t: TFunction; testId?: string }) {
  return (
    <PhaseStage
      phase={countdown.phase}
      colour={PHASE_COLOUR[countdown.phase]}
      name={t(`tenderPhase.names.${countdown.phase}`)}
      text={countdownText(countdown, t)}
      endsAt={countdown.next === null ? undefined : countdown.endsAt}
      testId={testId}
    />
  );
}

/** `t`: the common namespace (the words are app/lib/phase-countdown.ts's). */
export function BiddingStage({ countdown, t, testId = 'bidding-stage' }: { countdown: BiddingCountdown; t: TFunction; testId?: string }) {
  return (
    <PhaseStage
      phase={countdown.phase}
      colour={BIDDING_PHASE_COLOUR[countdown.phase]}
      name={biddingPhaseName(countdown.phase, t)}
      text={biddingCountdownText(countdown, t)}
      endsAt={countdown.next === null ? undefined : countdown.endsAt}
      testId={testId}
    />
  );
}

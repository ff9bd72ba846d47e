// A tender's phase and the countdown to its next one, as a card and a shop-list row say them: the
// phase the platform sent, as a tag in its colour, and "registration closes in 3 d 4 h" counted from
// the page's server time (app/lib/tender-countdown.ts). Plain markup without hooks: a page renders many of them.
import type { CSSProperties } from 'react';
import type { TFunction } from 'i18next';
import { countdownText, PHASE_COLOUR, type TenderCountdown } from '#app/lib/tender-countdown.ts';
import classes from './TenderStage.module.css';

type Props = {
  countdown: TenderCountdown;
  /** The common namespace (common.json tenderPhase). */
  t: TFunction;
  testId?: string;
};

export function TenderStage({ countdown, t, testId = 'tender-stage' }: Props) {
  const text = countdownText(countdown, t);
  const colour = PHASE_COLOUR[countdown.phase];
  // The phase's colour as Mantine writes a light tag (shade 9 on shade 1: app/theme.ts keeps it readable).
  const tag = { '--phase-text': `var(--mantine-color-${colour}-9)`, '--phase-tint': `var(--mantine-color-${colour}-1)` } as CSSProperties;
  return (
    <span className={classes.stage} data-testid={testId} data-phase={countdown.phase}>
      <span className={classes.tag} style={tag} data-phase={countdown.phase} data-testid={`${testId}-phase`}>
        {t(`tenderPhase.names.${countdown.phase}`)}
      </span>
      {text && (
        <span className={classes.countdown} data-testid={`${testId}-countdown`} data-ends-at={countdown.next === null ? undefined : countdown.endsAt}>
          {text}
        </span>
      )}
    </span>
  );
}

// A tender's phase and the countdown to its next one, as a card and a shop-list row say them: the
// phase the platform sent, as a tag, and "registration closes in 3 d 4 h" counted from the page's
// server time (app/lib/tender-countdown.ts). Plain markup without hooks: a page renders many of them.
import type { TFunction } from 'i18next';
import { remainingUnit, type TenderCountdown } from '#app/lib/tender-countdown.ts';
import classes from './TenderStage.module.css';

type Props = {
  countdown: TenderCountdown;
  /** The common namespace (common.json tenderPhase). */
  t: TFunction;
  testId?: string;
};

/** The sentence of the countdown ("Bidding closes in 2 d 3 h"), or null when no time ends the phase or it is due. */
export function countdownText(countdown: TenderCountdown, t: TFunction): string | null {
  if (countdown.next === null || countdown.ended) return null;
  const time = t(`tenderPhase.left.${remainingUnit(countdown.remaining)}`, countdown.remaining);
  return t(`tenderPhase.next.${countdown.next}`, { time });
}

export function TenderStage({ countdown, t, testId = 'tender-stage' }: Props) {
  const text = countdownText(countdown, t);
  return (
    <span className={classes.stage} data-testid={testId} data-phase={countdown.phase}>
      <span className={classes.tag} data-phase={countdown.phase} data-testid={`${testId}-phase`}>
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

// The time left until a deadline (useCountdown.ts): days, hours, minutes and the ticking seconds, or
// 'already ended' at zero. The one countdown of the portal: a detail page's head, the quote page's.
import { useTranslation } from 'react-i18next';
import type { Countdown } from '#app/lib/countdown.ts';
import classes from './CountdownBadge.module.css';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

type Props = {
  countdown: Countdown;
  /** What it counts down to ('time left to quote'), also the timer's accessible name. */
  label: string;
  /** What it says at zero ('already ended' unless told). */
  endedText?: string;
  /** The test id of the timer; its parts are `<testId>-days` … and `<testId>-ended`. */
  testId?: string;
};

export function CountdownBadge({ countdown, label, endedText, testId = 'detail-countdown' }: Props) {
  const { t } = useTranslation('detail');
  return (
    <div
      className={classes.countdown}
      role="timer"
      aria-label={label}
      data-testid={testId}
      data-ended={countdown.ended || undefined}
      data-days={countdown.days}
      data-hours={countdown.hours}
      data-minutes={countdown.minutes}
    >
      <span className={classes.countdownLabel}>{label}</span>
      {countdown.ended ? (
        <strong data-testid={`${testId}-ended`}>{endedText ?? t('countdown.ended')}</strong>
      ) : (
        UNITS.map((unit) => (
          <span key={unit} className={classes.unit}>
            <strong data-testid={`${testId}-${unit}`}>{String(countdown[unit]).padStart(unit === 'days' ? 1 : 2, '0')}</strong>
            {t(`countdown.${unit}`)}
          </span>
        ))
      )}
    </div>
  );
}

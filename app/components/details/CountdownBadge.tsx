// The time left until the item's deadline: days, hours, minutes (and the ticking seconds), or
// 'already ended' at zero.
import { useTranslation } from 'react-i18next';
import type { Countdown } from '#app/lib/countdown.ts';
import classes from './DetailPage.module.css';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

export function CountdownBadge({ countdown, label }: { countdown: Countdown; label: string }) {
  const { t } = useTranslation('detail');
  return (
    <div
      className={classes.countdown}
      role="timer"
      aria-label={label}
      data-testid="detail-countdown"
      data-ended={countdown.ended || undefined}
      data-days={countdown.days}
      data-hours={countdown.hours}
      data-minutes={countdown.minutes}
    >
      <span className={classes.countdownLabel}>{label}</span>
      {countdown.ended ? (
        <strong data-testid="detail-countdown-ended">{t('countdown.ended')}</strong>
      ) : (
        UNITS.map((unit) => (
          <span key={unit} className={classes.unit}>
            <strong data-testid={`detail-countdown-${unit}`}>{String(countdown[unit]).padStart(unit === 'days' ? 1 : 2, '0')}</strong>
            {t(`countdown.${unit}`)}
          </span>
        ))
      )}
    </div>
  );
}

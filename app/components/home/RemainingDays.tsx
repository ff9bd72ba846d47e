// "Less than {n} days left", or "already ended" (SPEC.md §4 remaining-days rule).
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { remainingDays, type Remaining } from '../../lib/remaining-days.ts';

export function RemainingDays({ remaining }: { remaining: Remaining }) {
  const { t } = useTranslation();
  const days = remainingDays(remaining);
  return (
    <Text size="xs" c={days > 0 ? 'red.7' : 'dimmed'} data-testid="remaining-days" data-days={days}>
      {days > 0 ? t('remaining.lessThanDays', { count: days }) : t('remaining.ended')}
    </Text>
  );
}

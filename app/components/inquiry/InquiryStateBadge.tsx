// Where an inquiry stands, as a badge: an inquiry published and past its deadline is 'closed'.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InquiryState } from '#contract/schemas.ts';

type Shown = InquiryState | 'closed';
const INQUIRY_COLOURS: Record<Shown, string> = { draft: 'gray', published: 'blue', closed: 'orange', cancelled: 'red', awarded: 'green' };

export function InquiryStateBadge({ state, closed }: { state: InquiryState; closed: boolean }) {
  const { t } = useTranslation('inquiry');
  const shown: Shown = state === 'published' && closed ? 'closed' : state;
  return (
    <Badge color={INQUIRY_COLOURS[shown]} variant="light" data-testid="inquiry-state" data-state={shown}>
      {t(`states.${shown}`)}
    </Badge>
  );
}

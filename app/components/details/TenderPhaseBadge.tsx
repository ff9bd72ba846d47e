// A tender's phase as a badge (the detail page's header; any page that shows one tender): the phase
// the platform sent (platform/tender/windows.ts), in the words of common.json tenderPhase.names.
import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenderPhase } from '#contract/schemas.ts';

/** One colour per phase, the same as the cards' tags (app/components/home/TenderStage.module.css). */
export const PHASE_COLOR: Record<TenderPhase, MantineColor> = {
  draft: 'gray',
  registration: 'blue',
  prequalification: 'cyan',
  bidding: 'indigo',
  opening: 'violet',
  evaluation: 'orange',
  awarded: 'green',
  failed: 'red',
  cancelled: 'gray',
};

export function TenderPhaseBadge({ phase, testId = 'detail-phase' }: { phase: TenderPhase; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={PHASE_COLOR[phase]} variant="light" data-testid={testId} data-phase={phase}>
      {t(`tenderPhase.names.${phase}`)}
    </Badge>
  );
}

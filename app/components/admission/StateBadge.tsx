// Where an application stands, and an admitted supplier's lifecycle stage, as badges.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdmissionState } from '#contract/schemas/admission.ts';
import type { LifecycleStage } from '#contract/schemas/member-rules.ts';

const STATE_COLOURS: Record<AdmissionState, string> = { pending: 'orange', admitted: 'green', rejected: 'red' };
const STAGE_COLOURS: Record<LifecycleStage, string> = { qualified: 'blue', preferred: 'green', suspended: 'orange', eliminated: 'gray' };

export function StateBadge({ state }: { state: AdmissionState }) {
  const { t } = useTranslation('admission');
  return (
    <Badge color={STATE_COLOURS[state]} variant="light" data-testid="application-state" data-state={state}>
      {t(`states.${state}`)}
    </Badge>
  );
}

export function StageBadge({ stage }: { stage: LifecycleStage }) {
  const { t } = useTranslation('admission');
  return (
    <Badge color={STAGE_COLOURS[stage]} variant="light" data-testid="lifecycle-stage" data-stage={stage}>
      {t(`stages.${stage}`)}
    </Badge>
  );
}

// Where a contract stands, as a badge (docs/decisions/025-contracts.md): negotiating, signed, completed
// or terminated, the same words on both sides. The lists and the contract's page show it.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AgreementState } from '#contract/schemas.ts';

export const AGREEMENT_STATE_COLOURS: Record<AgreementState, string> = {
  negotiating: 'orange',
  signed: 'blue',
  completed: 'green',
  terminated: 'gray',
};

export function AgreementStateBadge({ state, testId = 'contract-state' }: { state: AgreementState; testId?: string }) {
  const { t } = useTranslation('contract');
  return (
    <Badge color={AGREEMENT_STATE_COLOURS[state]} variant="light" data-testid={testId} data-state={state}>
      {t(`state.${state}`)}
    </Badge>
  );
}

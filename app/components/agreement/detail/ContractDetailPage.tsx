// One contract's page for either side (docs/decisions/025-contracts.md): its head, what the last
// action did, and by its state — the negotiation (confirm and sign, propose, comment) while
// negotiating, the execution (deliveries, payments, progress) once signed — then the current
// version's terms, the versions and their comparison, the record, and the early end with a reason.
// The platform decides every rule; the page offers each side only its own actions.
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import type { AgreementActionAnswer, AgreementDetailView } from '#bff/agreement/detail-views.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { ContractExecution } from './ContractExecution.tsx';
import { ContractHeader } from './ContractHeader.tsx';
import { ContractNegotiation } from './ContractNegotiation.tsx';
import { ContractRecord } from './ContractRecord.tsx';
import { ContractTerms } from './ContractTerms.tsx';
import { ContractVersions } from './ContractVersions.tsx';
import { mayTerminate } from './contract-view.ts';
import { TerminateContract } from './TerminateContract.tsx';

type Props = { view: AgreementDetailView; answer: AgreementActionAnswer | undefined };

export function ContractDetailPage({ view, answer }: Props) {
  const { t } = useTranslation('contractDetail');
  const locale = useLocale();
  const { agreement } = view;
  const refused = answer && !answer.ok ? answer : undefined;
  // What was done is said once the page has read the contract again: until then it shows the contract as it was.
  const idle = useNavigation().state === 'idle';
  return (
    <Stack gap="lg" data-testid="contract-detail-page" data-id={agreement.id} data-state={agreement.state} data-side={agreement.viewerSide}>
      <ContractHeader agreement={agreement} />
      {answer?.ok && idle && (
        <Alert color="green" role="status" data-testid="contract-action-done" data-intent={answer.intent}>
          {t(`done.${answer.intent}`)}
        </Alert>
      )}
      {refused && refused.intent === null && (
        <Alert color="red" role="alert" data-testid="contract-action-error" data-intent="none">
          {refused.message}
        </Alert>
      )}
      {agreement.state === 'terminated' && (
        <Alert color="red" data-testid="contract-terminated">
          {t('state.terminated', {
            reason: agreement.endReason ?? '',
            time: agreement.endTime === null ? '' : formatDate(agreement.endTime, locale, 'YYYY-MM-DD HH:mm'),
          })}
        </Alert>
      )}
      {agreement.state === 'completed' && (
        <Alert color="green" data-testid="contract-completed">
          {t('state.completed', { time: agreement.endTime === null ? '' : formatDate(agreement.endTime, locale, 'YYYY-MM-DD HH:mm') })}
        </Alert>
      )}
      {agreement.state === 'negotiating' && <ContractNegotiation view={view} answer={answer} />}
      {agreement.execution && <ContractExecution view={view} execution={agreement.execution} answer={answer} />}
      <ContractTerms terms={agreement.terms} currency={agreement.currency} version={agreement.version} />
      <ContractVersions view={view} />
      <ContractRecord agreement={agreement} />
      {mayTerminate(agreement) && (
        <TerminateContract terminateKey={view.keys.terminate} answer={refused?.intent === 'terminate' ? refused : undefined} />
      )}
    </Stack>
  );
}

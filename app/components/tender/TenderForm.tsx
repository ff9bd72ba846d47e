// The buyer's tender form (docs/product/tenders.md#publishing): a new tender or a draft, saved as a
// draft or published. Its parts (form/): the project, the materials, where it is for, the schedule
// (registration, prequalification, bidding and opening, in Beijing time), how bids are evaluated, who
// may register, the commercial terms. The form keeps its idempotency key while the user corrects it
// (and the draft a refused publication saved); a refusal shows everything typed again, each message
// on its field in the user's language.
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TenderEditView, TenderFormFailure } from '#bff/tender/buyer-views.ts';
import { TENDER_CLARIFICATION_PATH, TENDER_DETAIL_PATH, TENDERS_PATH, tenderHref } from '#app/lib/member-centre.ts';
import { SaveAndPublish } from '../forms/SaveAndPublish.tsx';
import { SourcingFormFrame, SourcingFormPage } from '../sourcing/SourcingFormPage.tsx';
import { AreasPart } from './form/AreasPart.tsx';
import { BasicsPart } from './form/BasicsPart.tsx';
import { EvaluationPart } from './form/EvaluationPart.tsx';
import { MaterialsPart } from './form/MaterialsPart.tsx';
import { SchedulePart } from './form/SchedulePart.tsx';
import { ScopePart, TermsPart } from './form/ScopeTermsPart.tsx';
import { TenderPhaseBadge } from '../PhaseBadges.tsx';

type Props = { view: TenderEditView; answer: TenderFormFailure | undefined };

export function TenderForm({ view, answer }: Props) {
  const { t } = useTranslation('tender');
  const { tender, mode } = view;
  return (
    <SourcingFormPage
      testId="tender"
      mode={mode}
      title={t(mode === 'new' ? 'edit.titleNew' : 'edit.titleDraft')}
      back={{ to: tender ? tenderHref(TENDER_DETAIL_PATH, tender.id) : TENDERS_PATH, label: t(tender ? 'edit.backToTender' : 'edit.backToList') }}
      identity={
        tender && (
          <>
            <Text size="sm" c="dimmed" data-testid="tender-code">
              {tender.code}
            </Text>
            <TenderPhaseBadge phase={tender.phase} />
          </>
        )
      }
      locked={
        view.locked && (
          <>
            {t(tender?.phase === 'cancelled' ? 'edit.lockedCancelled' : 'edit.locked')}
            {tender && tender.phase !== 'cancelled' && (
              <Anchor
                component={Link}
                to={tenderHref(TENDER_CLARIFICATION_PATH, tender.id)}
                size="sm"
                display="block"
                mt={4}
                data-testid="tender-amend-link"
              >
                {t('detail.link.clarification')}
              </Anchor>
            )}
          </>
        )
      }
    >
      <FormBody view={view} answer={answer} />
    </SourcingFormPage>
  );
}

function FormBody({ view, answer }: Props) {
  const { t } = useTranslation('tender');
  const values = answer?.values ?? view.values;
  const errors = answer?.fieldErrors ?? {};
  const attachments = view.tender
    ? [
        ...view.tender.registerFile,
        ...view.tender.preCheckFile,
        ...view.tender.inviteTenderFile,
        ...view.tender.materielList.flatMap((line) => line.urls),
      ]
    : [];
  const parts = { values, errors };
  return (
    <SourcingFormFrame
      testId="tender"
      formKey={view.formKey}
      answer={answer}
      saved={view.saved}
      attachments={attachments}
      texts={{
        saved: t('edit.saved'),
        fixFields: t('edit.fixFields'),
        oldFiles: (names) => t('edit.oldFiles', { names: names.join(t('edit.listSeparator')) }),
      }}
    >
      <BasicsPart {...parts} categories={view.categories} />
      <MaterialsPart {...parts} categories={view.categories} brands={view.brands} />
      <AreasPart {...parts} provinces={view.provinces} />
      <SchedulePart {...parts} />
      <EvaluationPart {...parts} />
      <ScopePart {...parts} suppliers={view.suppliers} />
      <TermsPart {...parts} />
      <Group>
        <SaveAndPublish texts={{ save: t('edit.saveDraft'), publish: t('edit.publish') }} testId="tender" />
        <Anchor component={Link} to={TENDERS_PATH} size="sm" data-testid="tender-back">
          {t('edit.backToList')}
        </Anchor>
      </Group>
    </SourcingFormFrame>
  );
}

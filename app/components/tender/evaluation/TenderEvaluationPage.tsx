// The buyer's evaluation and award page of one tender (docs/decisions/022-tender-evaluation.md): its
// project, code and phase; the evaluators; the opening record; the scores and the ranking; the report;
// then the award grid, or once awarded the award with its notice and orders. Each part says what
// the platform will let happen now; the platform decides.
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EvaluationAnswer, TenderEvaluationView } from '#bff/tender/evaluation-views.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { TENDER_DETAIL_PATH, tenderHref } from '#app/lib/member-centre.ts';
import { FormSection } from '../../forms/FormSection.tsx';
import { TenderPhaseBadge } from '../../PhaseBadges.tsx';
import { AwardGrid } from './AwardGrid.tsx';
import { AwardOutcome } from './AwardOutcome.tsx';
import { EvaluatorsPanel } from './EvaluatorsPanel.tsx';
import { OpeningTable } from './OpeningTable.tsx';
import { RankingTable } from './RankingTable.tsx';
import { ReportSection } from './ReportSection.tsx';
import { EXPORT_PATHS } from '#bff/exports/lists.ts';
import { ExportLink } from '../../exports/ExportLink.tsx';

type Props = { view: TenderEvaluationView; answer: EvaluationAnswer | undefined };

export function TenderEvaluationPage({ view, answer }: Props) {
  const { t } = useTranslation('tenderEvaluation');
  const locale = useLocale();
  const { page, keys } = view;
  const { tender, opening, report, award } = page;
  const failed = answer && !answer.ok ? answer : undefined;
  const failureOf = (intent: string) => (failed?.intent === intent ? failed : undefined);
  const live = tender.state === 'published';
  return (
    <Stack gap="lg" data-testid="evaluation-page" data-id={tender.id} data-phase={tender.phase}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('page.title', { project: tender.projectName })}
          </Title>
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {tender.code}
            </Text>
            <TenderPhaseBadge phase={tender.phase} />
            <Text size="sm" c="dimmed">
              {t(`method.${tender.evaluationMethod}`)}
            </Text>
          </Group>
        </Stack>
        <Anchor component={Link} to={tenderHref(TENDER_DETAIL_PATH, tender.id)} size="sm">
          {t('page.backToTender')}
        </Anchor>
      </Group>
      {answer?.ok && (
        <Alert color="green" role="status" data-testid="evaluation-done">
          {t(`done.${answer.intent}`)}
        </Alert>
      )}
      {failed?.formError && (
        <Alert color="red" role="alert" data-testid="evaluation-error">
          {failed.formError}
        </Alert>
      )}

      {tender.evaluationMethod === 'scored' && (
        <FormSection id="evaluators-title" title={t('evaluators.title')} testId="evaluators-section">
          <EvaluatorsPanel page={page} keys={keys} canChange={live && report === null} answer={failureOf('addMember') ?? failureOf('inviteExpert')} />
        </FormSection>
      )}

      <FormSection id="opening-title" title={t('opening.title')} testId="opening-section">
        {opening ? (
          <OpeningTable opening={opening} currency={award?.currency ?? null} />
        ) : (
          <Text size="sm" c="dimmed" data-testid="opening-pending">
            {t('opening.pending', { time: formatDate(tender.openTenderTime, locale, 'YYYY-MM-DD HH:mm') })}
          </Text>
        )}
      </FormSection>

      {opening?.outcome === 'opened' && (
        <FormSection id="ranking-title" title={t('ranking.title')} testId="ranking-section">
          <Group justify="flex-end">
            <ExportLink to={EXPORT_PATHS.evaluation} params={{ id: page.tender.id }} withFilters={false} testId="evaluation-export" />
          </Group>
          <RankingTable page={page} />
        </FormSection>
      )}

      {opening?.outcome === 'opened' && (
        <FormSection id="report-title" title={t('report.title')} testId="report-section">
          <ReportSection page={page} reportKey={keys.report} answer={failureOf('report')} />
        </FormSection>
      )}

      {report && (
        <FormSection id="award-title" title={t('award.title')} testId="award-section">
          {award ? <AwardOutcome page={page} award={award} /> : live && <AwardGrid page={page} awardKey={keys.award} answer={failureOf('award')} />}
        </FormSection>
      )}
    </Stack>
  );
}

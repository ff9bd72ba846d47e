// The evaluation report (docs/decisions/022-tender-evaluation.md): once every accepted evaluator has
// scored every valid bid, the buyer submits it with a remark and files; then it shows who submitted
// it, when, and the digest of the ranking it keeps.
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { EVALUATION_FIELD as F, type EvaluationFailure } from '#bff/tender/evaluation-views.ts';
import { EVALUATION_LIMITS } from '#contract/schemas/tender-evaluation-rules.ts';
import type { TenderEvaluationPage } from '#contract/schemas.ts';
import { TENDER_LIMITS } from '#contract/schemas/tender-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { AttachmentLinks } from '../../details/AttachmentLinks.tsx';
import { postedFormFiles } from '../../forms/form-files.ts';
import { UploadField } from '../../forms/UploadField.tsx';

type Props = { page: TenderEvaluationPage; reportKey: string; answer: EvaluationFailure | undefined };

export function ReportSection({ page, reportKey, answer }: Props) {
  const { t } = useTranslation('tenderEvaluation');
  const locale = useLocale();
  const navigation = useNavigation();
  const { report } = page;
  if (report) {
    return (
      <Stack gap="xs" data-testid="report" data-digest={report.digest}>
        <Text size="sm">
          {t('report.submitted', { name: report.submittedBy.name, time: formatDate(report.createTime, locale, 'YYYY-MM-DD HH:mm') })}
        </Text>
        {report.remark && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {report.remark}
          </Text>
        )}
        {report.files.length > 0 && <AttachmentLinks files={report.files} />}
        <Text size="xs" c="dimmed" ff="monospace">
          {t('report.digest', { digest: report.digest })}
        </Text>
      </Stack>
    );
  }
  const canSubmit = page.tender.phase === 'evaluation' && page.scoringComplete;
  return (
    <Form method="post" data-testid="report-form">
      <input type="hidden" name={F.intent} value="report" />
      <input type="hidden" name={F.key} value={answer?.key ?? reportKey} />
      <Stack gap="sm">
        {!page.scoringComplete && <Alert color="yellow">{t('report.waiting')}</Alert>}
        <Textarea
          name={F.remark}
          label={t('report.remark')}
          defaultValue={answer?.values[F.remark] ?? ''}
          error={answer?.fieldErrors[F.remark]}
          maxLength={EVALUATION_LIMITS.remark}
          autosize
          minRows={2}
          data-testid="report-remark"
        />
        <UploadField
          name={F.reportFiles}
          encoding="refs"
          max={TENDER_LIMITS.files}
          texts={{ label: t('report.files'), add: t('files.add'), remove: (name) => t('files.remove', { name }) }}
          initial={postedFormFiles(answer?.values[F.reportFiles]) ?? []}
          testIds={{ field: 'report-files', file: 'report-file', add: 'report-file-add' }}
          error={answer?.fieldErrors[F.reportFiles]}
        />
        <Group>
          <Button
            type="submit"
            disabled={!canSubmit}
            loading={navigation.state === 'submitting' && navigation.formData?.get(F.intent) === 'report'}
            data-testid="report-submit"
          >
            {t('report.submit')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

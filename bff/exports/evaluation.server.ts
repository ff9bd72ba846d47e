// A tender's evaluation report as an XLSX file (docs/decisions/027-documents.md), read from the buyer's
// evaluation page (docs/decisions/022-tender-evaluation.md): the ranking kept in the report once it was
// submitted (who, when and the ranking's digest said under it), else the ranking by the scores so far,
// said to be provisional — each bid's rank, supplier, price, price score, criterion averages and total.
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import type { RankedBidView, TenderEvaluationPage } from '#contract/schemas.ts';
import type { Translate } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { subjectId } from '../page-params.server.ts';
import { callUpstream } from '../upstream.server.ts';
import { attachment, fileName, now, XLSX_TYPE } from './download.server.ts';
import { refusal } from './refusal.server.ts';
import { type Column, workbookOf } from './xlsx.server.ts';

function rankingColumns(page: TenderEvaluationPage, t: Translate): Column<RankedBidView>[] {
  const scored = page.tender.criteria.filter((criterion) => !criterion.isPrice);
  const price = page.tender.criteria.find((criterion) => criterion.isPrice);
  const scoreOf = (row: RankedBidView, index: number) => row.criterionScores.find((score) => score.criterion === index)?.score ?? null;
  return [
    { header: t('exports:evaluation.rank'), value: (row) => row.rank, format: 'integer' },
    { header: t('exports:columns.supplier'), value: (row) => row.supplier.name, width: 30 },
    { header: t('exports:evaluation.totalPrice'), value: (row) => row.totalAmount, format: 'money' },
    ...(price
      ? [
          {
            header: t('exports:evaluation.criterion', { name: t('exports:evaluation.priceScore'), weight: price.weight }),
            value: (row: RankedBidView) => row.priceScore,
            format: 'decimal' as const,
          },
        ]
      : []),
    ...scored.map(
      (criterion): Column<RankedBidView> => ({
        header: t('exports:evaluation.criterion', { name: criterion.name, weight: criterion.weight }),
        value: (row) => scoreOf(row, criterion.index),
        format: 'decimal',
      }),
    ),
    { header: t('exports:evaluation.totalScore'), value: (row) => row.totalScore, format: 'decimal' },
  ];
}

/** The report's workbook: the submitted ranking (or the provisional one) with what the report says under it. */
export function evaluationWorkbook(page: TenderEvaluationPage, t: Translate): Promise<Buffer> {
  const { tender, report } = page;
  const title = t('exports:evaluation.title', { code: tender.code, project: tender.projectName });
  const notes = [
    t('exports:evaluation.method', { method: t(`tender:method.${tender.evaluationMethod}`) }),
    report
      ? t('exports:evaluation.submitted', { name: report.submittedBy.name, time: now(report.createTime), digest: report.digest })
      : t('exports:evaluation.provisional'),
    ...(report?.remark ? [t('exports:evaluation.remark', { remark: report.remark })] : []),
    t('exports:exportedAt', { time: now() }),
  ];
  const rows = [...(report?.ranking ?? page.ranking)].sort((a, b) => a.rank - b.rank);
  return workbookOf([{ name: t('exports:files.evaluation'), title, columns: rankingColumns(page, t), rows, notes }], {
    title,
    cutNote: (shown, total) => t('exports:cut', { shown, total }),
  });
}

/** The evaluation report of the buyer's tender ?id=, or the platform's refusal (not its own: 404). */
export async function exportEvaluation(request: Request, locale: Locale, t: Translate): Promise<Response> {
  const ctx = await memberContext(request, locale);
  const id = subjectId(request);
  const page = await memberCall(request, callUpstream(api.tenderEvaluation.page, { ctx, query: { id } }));
  if (!page.ok) return refusal(page);
  const body = await evaluationWorkbook(page.data, t);
  return attachment(body, fileName(t('exports:files.evaluation'), page.data.tender.code, 'xlsx'), XLSX_TYPE);
}

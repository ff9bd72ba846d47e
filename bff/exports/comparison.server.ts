// The buyer's comparison of an inquiry's quotes as an XLSX file (docs/decisions/027-documents.md), as
// its detail page shows it once the prices may be read (a sealed inquiry once opened: 60015 before):
// a sheet of the lines with each supplier's unit price and amount, the lowest of each line marked, and a
// sheet of the suppliers with their totals, tax, delivery, credit and history with this buyer.
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import type { Comparison, MemberInquiry } from '#contract/schemas.ts';
import type { Translate } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { subjectId } from '../page-params.server.ts';
import { callUpstream } from '../upstream.server.ts';
import { attachment, fileName, now, XLSX_TYPE } from './download.server.ts';
import { refusal } from './refusal.server.ts';
import { type Column, workbookOf } from './xlsx.server.ts';

type Line = Comparison['lines'][number];
type Supplier = Comparison['suppliers'][number];

function lineColumns(comparison: Comparison, t: Translate): Column<Line>[] {
  const nameOf = new Map(comparison.suppliers.map((supplier) => [supplier.quoteId, supplier.supplier.name]));
  const perSupplier = comparison.suppliers.flatMap((supplier): Column<Line>[] => {
    const quoted = (line: Line) => supplier.lines.find((own) => own.materielId === line.materielId);
    const name = supplier.supplier.name;
    return [
      {
        header: t('exports:comparison.unitPrice', { supplier: name }),
        value: (line) => quoted(line)?.unitPrice ?? null,
        format: 'money',
        marked: (line) => line.lowestQuoteId === supplier.quoteId,
      },
      { header: t('exports:comparison.lineAmount', { supplier: name }), value: (line) => quoted(line)?.amount ?? null, format: 'money' },
    ];
  });
  return [
    { header: t('exports:columns.number'), value: (line) => line.number },
    { header: t('exports:comparison.line'), value: (line) => line.name, width: 30 },
    { header: t('exports:comparison.unit'), value: (line) => line.unit },
    { header: t('exports:comparison.quantity'), value: (line) => line.purchaseCount, format: 'decimal' },
    ...perSupplier,
    { header: t('exports:comparison.lowest'), value: (line) => line.lowestUnitPrice, format: 'money' },
    { header: t('exports:comparison.lowestBy'), value: (line) => (line.lowestQuoteId === null ? '' : (nameOf.get(line.lowestQuoteId) ?? '')) },
  ];
}

function supplierColumns(comparison: Comparison, t: Translate): Column<Supplier>[] {
  const yesNo = (value: boolean) => (value ? t('exports:yes') : t('exports:no'));
  return [
    { header: t('exports:columns.supplier'), value: (supplier) => supplier.supplier.name, width: 30 },
    { header: t('exports:columns.total'), value: (supplier) => supplier.totalAmount, format: 'money' },
    { header: t('exports:comparison.taxRate'), value: (supplier) => supplier.taxRate, format: 'percent' },
    { header: t('exports:comparison.delivery'), value: (supplier) => supplier.deliveryTime, format: 'date' },
    { header: t('exports:comparison.lowestCount'), value: (supplier) => supplier.lowestCount, format: 'integer' },
    {
      header: t('exports:comparison.lowestWhole'),
      value: (supplier) => yesNo(comparison.lowestWholeQuoteId === supplier.quoteId),
      marked: (supplier) => comparison.lowestWholeQuoteId === supplier.quoteId,
    },
    { header: t('exports:comparison.credit'), value: (supplier) => supplier.creditPoint, format: 'integer' },
    { header: t('exports:comparison.history'), value: (supplier) => supplier.history.orders, format: 'integer' },
    { header: t('exports:comparison.historyAmount'), value: (supplier) => supplier.history.amount, format: 'money' },
    { header: t('exports:comparison.needsConfirm'), value: (supplier) => yesNo(supplier.needsConfirm) },
  ];
}

/** The comparison's workbook: the lines sheet (lowest marked), then the suppliers sheet. */
export function comparisonWorkbook(
  inquiry: Pick<MemberInquiry, 'purchaseInquiryNo' | 'details'>,
  comparison: Comparison,
  t: Translate,
): Promise<Buffer> {
  const title = t('exports:comparison.title', { number: inquiry.purchaseInquiryNo, title: inquiry.details });
  const notes = [
    t('exports:comparison.markNote'),
    t('exports:comparison.currencyNote', { currency: comparison.currency }),
    t('exports:exportedAt', { time: now() }),
  ];
  return workbookOf(
    [
      { name: t('exports:comparison.lines'), title, columns: lineColumns(comparison, t), rows: comparison.lines, notes },
      { name: t('exports:comparison.suppliers'), title, columns: supplierColumns(comparison, t), rows: comparison.suppliers, notes: notes.slice(1) },
    ],
    { title, cutNote: (shown, total) => t('exports:cut', { shown, total }) },
  );
}

/** The comparison of the buyer's inquiry ?id=, or the platform's refusal (not its own: 404; sealed and not opened: 60015). */
export async function exportComparison(request: Request, locale: Locale, t: Translate): Promise<Response> {
  const ctx = await memberContext(request, locale);
  const id = subjectId(request);
  const [detail, comparison] = await Promise.all([
    memberCall(request, callUpstream(api.inquiryBuyer.detail, { ctx, query: { id } })),
    memberCall(request, callUpstream(api.inquiryBuyer.comparison, { ctx, query: { id } })),
  ]);
  if (!detail.ok) return refusal(detail);
  if (!comparison.ok) return refusal(comparison);
  const body = await comparisonWorkbook(detail.data, comparison.data, t);
  return attachment(body, fileName(t('exports:files.comparison'), detail.data.purchaseInquiryNo, 'xlsx'), XLSX_TYPE);
}

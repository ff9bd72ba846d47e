// The spreadsheets procurement people file and forward (docs/decisions/027-documents.md), opened again
// with the library that wrote them: a title row, the header frozen under it in the user's language, one
// row per item with numbers as numbers and times as Beijing's clock reads them, the lowest price of a
// comparison's line marked, and a list longer than the cap cut with a note that says so.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '#contract/lang.ts';
import type { Comparison, MemberInquiryRow } from '#contract/schemas.ts';
import { translations } from '#tests/support/render-page.tsx';
import type { Translate } from '../forms.server.ts';
import { comparisonWorkbook } from './comparison.server.ts';
import { SOURCING_LISTS } from './lists/sourcing.server.ts';
import { EXPORT_ROW_CAP, workbookOf } from './xlsx.server.ts';

const words = {} as Record<Locale, Translate>;
beforeAll(async () => {
  for (const locale of ['zh-CN', 'en-US', 'ko-KR'] as const) {
    const i18n = await translations(locale);
    words[locale] = (key, options) => String(i18n.t(key as never, options as never));
  }
});

async function opened(body: Buffer): Promise<ExcelJS.Worksheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets;
}

/** 2026-11-20 18:30 in Beijing. */
const DEADLINE = Date.UTC(2026, 10, 20, 10, 30);

const inquiry = (id: number, fields: Partial<MemberInquiryRow> = {}): MemberInquiryRow => ({
  id,
  purchaseInquiryNo: `XJ2026112000${id}`,
  details: '深沟球轴承 6204 年度采购',
  state: 'published',
  closed: false,
  priceContrast: 1,
  currency: 'CNY',
  offerEndTime: DEADLINE,
  materielCount: 3,
  quoteCount: 12,
  opened: false,
  orderCount: 0,
  createTime: DEADLINE - 86_400_000,
  ...fields,
});

const cut = (t: Translate) => (shown: number, total: number) => t('exports:cut', { shown, total });

describe('a buyer’s inquiries as a sheet', () => {
  it.each([
    ['zh-CN', ['编号', '标题', '报价方式'], '报价中', '密封报价'],
    ['en-US', ['No.', 'Title', 'Quotes'], 'Open for quotes', 'Sealed quotes'],
    ['ko-KR', ['번호', '제목', '견적 방식'], '견적 접수 중', '밀봉 견적'],
  ] as const)(
    'reads back in %s: its title, its frozen header, its rows with numbers and Beijing times',
    async (locale, headers, published, sealed) => {
      const t = words[locale];
      const definition = SOURCING_LISTS.inquiries;
      const rows = [inquiry(1), inquiry(2, { state: 'awarded', quoteCount: 1234, orderCount: 2 })];
      const body = await workbookOf(
        [{ name: t('exports:files.inquiries'), title: t('exports:files.inquiries'), columns: definition.columns({ t, yesNo: String }), rows }],
        {
          cutNote: cut(t),
        },
      );
      const [sheet] = await opened(body);

      expect(sheet!.name).toBe(t('exports:files.inquiries'));
      expect(sheet!.getCell('A1').value).toBe(t('exports:files.inquiries'));
      expect(sheet!.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
      expect([1, 2, 3].map((column) => sheet!.getRow(2).getCell(column).value)).toEqual(headers);
      expect(sheet!.rowCount).toBe(4);

      const first = sheet!.getRow(3);
      expect(first.getCell(1).value).toBe('XJ20261120001');
      expect(first.getCell(2).value).toBe('深沟球轴承 6204 年度采购');
      if (published) expect(first.getCell(9).value).toBe(published);
      if (sealed) expect(first.getCell(3).value).toBe(sealed);
      // The deadline as Beijing's wall clock, a real date cell.
      const deadline = first.getCell(5);
      expect(deadline.value).toBeInstanceOf(Date);
      expect((deadline.value as Date).toISOString()).toBe('2026-11-20T18:30:00.000Z');
      expect(deadline.numFmt).toBe('yyyy-mm-dd hh:mm');
      // Counts are numbers, not text.
      expect(sheet!.getRow(4).getCell(7).value).toBe(1234);
      expect(sheet!.getRow(4).getCell(7).numFmt).toBe('#,##0');
      expect(sheet!.getRow(4).getCell(9).value).toBe(t('inquiry:states.awarded'));
    },
  );
});

const party = (memberId: number, name: string) => ({ memberId, roleId: 1, name });
const comparison: Comparison = {
  inquiryId: 5,
  currency: 'CNY',
  purchaseType: 2,
  budgetAmount: 0,
  lines: [
    { materielId: 1, number: 'M-1', name: '深沟球轴承', unit: '个', purchaseCount: 100, lowestQuoteId: 11, lowestUnitPrice: 12.5 },
    { materielId: 2, number: 'M-2', name: '推力球轴承', unit: '个', purchaseCount: 20, lowestQuoteId: 12, lowestUnitPrice: 30 },
  ],
  suppliers: [11, 12].map((quoteId, index) => ({
    quoteId,
    supplier: party(quoteId, index === 0 ? '华东轴承有限公司' : '한국베어링 주식회사'),
    creditPoint: 80 + index,
    history: { orders: index, amount: index * 1000 },
    totalAmount: index === 0 ? 12.5 * 100 + 32 * 20 : 13 * 100 + 30 * 20,
    taxRate: 13,
    deliveryTime: DEADLINE,
    needsConfirm: false,
    lines: [
      { materielId: 1, unitPrice: index === 0 ? 12.5 : 13, quantity: 100, amount: index === 0 ? 1250 : 1300 },
      { materielId: 2, unitPrice: index === 0 ? 32 : 30, quantity: 20, amount: index === 0 ? 640 : 600 },
    ] as Comparison['suppliers'][number]['lines'],
    lineTerms: [],
    lowestCount: 1,
  })),
  lowestWholeQuoteId: 12,
};

describe('an inquiry’s comparison as a workbook', () => {
  it('lists each supplier’s prices per line with the lowest marked, and the suppliers’ totals beside', async () => {
    const t = words['en-US'];
    const [lines, suppliers] = await opened(await comparisonWorkbook({ purchaseInquiryNo: 'XJ5', details: '轴承' }, comparison, t));
    expect(lines!.getCell('A1').value).toBe('Quote comparison — XJ5 轴承');
    const header = lines!.getRow(2).values as unknown[];
    expect(header).toContain('华东轴承有限公司 — unit price');
    expect(header).toContain('한국베어링 주식회사 — amount');
    const priceOf = (row: number, column: number) => lines!.getRow(row).getCell(column);
    // Line 1: the first supplier is lowest (12.50); line 2: the second (30.00).
    expect(priceOf(3, 5).value).toBe(12.5);
    expect(priceOf(3, 5).fill).toMatchObject({ type: 'pattern', fgColor: { argb: 'FFD3F9D8' } });
    expect(priceOf(3, 7).fill).not.toMatchObject({ fgColor: { argb: 'FFD3F9D8' } });
    expect(priceOf(4, 7).value).toBe(30);
    expect(priceOf(4, 7).fill).toMatchObject({ fgColor: { argb: 'FFD3F9D8' } });
    expect(priceOf(3, 5).numFmt).toBe('#,##0.00');
    expect(lines!.getRow(4).getCell(10).value).toBe('한국베어링 주식회사');

    expect(suppliers!.getRow(3).getCell(2).value).toBe(1890);
    // 13 % as a percent cell.
    expect(suppliers!.getRow(3).getCell(3).value).toBe(0.13);
    expect(suppliers!.getRow(4).getCell(6).value).toBe('Yes');
  });
});

describe('a list longer than a sheet holds', () => {
  it('is cut at the cap, and the sheet says how many rows it left out, in the user’s language', async () => {
    const t = words['zh-CN'];
    const rows = Array.from({ length: EXPORT_ROW_CAP + 3 }, (_, index) => index + 1);
    const body = await workbookOf(
      [{ name: 'n', title: 'n', columns: [{ header: 'n', value: (row: number) => row, format: 'integer' as const }], rows }],
      { cutNote: cut(t), totals: [12_345] },
    );
    const [sheet] = await opened(body);
    expect(sheet!.getCell(`A${EXPORT_ROW_CAP + 2}`).value).toBe(EXPORT_ROW_CAP);
    expect(sheet!.getCell(`A${EXPORT_ROW_CAP + 3}`).value).toBeNull();
    expect(sheet!.getCell(`A${EXPORT_ROW_CAP + 4}`).value).toBe('仅包含前 10000 行（共 12345 行）：请缩小筛选范围后导出其余记录。');
  });
});

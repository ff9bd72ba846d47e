// The sheets of an award's figures (docs/decisions/027-documents.md), opened again: a tender's report
// ranks the bids with each criterion's average and says who submitted it and the ranking's digest (or
// that it is provisional); an auction's ranking counts each bidder's bids and marks the winner.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BiddingAwardView, BiddingRoom, TenderEvaluationPage } from '#contract/schemas.ts';
import { translations } from '#tests/support/render-page.tsx';
import type { Translate } from '../forms.server.ts';
import { evaluationWorkbook } from './evaluation.server.ts';
import { rankingWorkbook } from './ranking.server.ts';

let ko: Translate;
let zh: Translate;
beforeAll(async () => {
  const [korean, chinese] = await Promise.all([translations('ko-KR'), translations('zh-CN')]);
  ko = (key, options) => String(korean.t(key as never, options as never));
  zh = (key, options) => String(chinese.t(key as never, options as never));
});

async function sheetOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}
const valuesOf = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

const AT = Date.UTC(2026, 10, 20, 2, 0);
const DIGEST = 'f'.repeat(64);
const party = (memberId: number, name: string) => ({ memberId, roleId: 1, name });
const ranked = (bidId: number, rank: number, name: string, amount: number, scores: [number, number], total: number) => ({
  bidId,
  supplier: party(bidId, name),
  totalAmount: amount,
  priceScore: scores[0],
  criterionScores: [{ criterion: 1, score: scores[1] }],
  totalScore: total,
  rank,
});

function evaluationPage(submitted: boolean): TenderEvaluationPage {
  const ranking = [ranked(2, 2, '华东轴承有限公司', 98_000, [36, 50.5], 86.5), ranked(1, 1, '한국베어링 주식회사', 95_500, [40, 52], 92)];
  return {
    tender: {
      id: 4,
      code: 'ZB20261104',
      projectName: '年度轴承集中采购',
      state: 'published',
      phase: submitted ? 'awarded' : 'evaluation',
      evaluationMethod: 'scored',
      criteria: [
        { index: 0, name: '价格', weight: 40, isPrice: true },
        { index: 1, name: '技术方案', weight: 60, isPrice: false },
      ],
      openTenderTime: AT,
      purchaseType: 2,
      budgetAmount: 0,
      materiels: [],
    },
    evaluators: [],
    candidates: { users: [], experts: [] },
    opening: null,
    scores: [],
    ranking,
    scoringComplete: true,
    report: submitted
      ? { id: 1, ranking, submittedBy: { userId: 3, name: '王评审' }, remark: '一致同意', files: [], digest: DIGEST, createTime: AT }
      : null,
    award: null,
  } as TenderEvaluationPage;
}

describe('a tender’s evaluation report as a sheet', () => {
  it('ranks the bids with the price score and each criterion’s average, and says who submitted it', async () => {
    const sheet = await sheetOf(await evaluationWorkbook(evaluationPage(true), ko));
    expect(sheet.getCell('A1').value).toBe('평가 보고서 — ZB20261104 年度轴承集中采购');
    expect(valuesOf(sheet, 2)).toEqual(['순위', '공급업체', '입찰 총액', '가격 점수 (40%)', '技术方案 (60%)', '총점']);
    expect(valuesOf(sheet, 3)).toEqual([1, '한국베어링 주식회사', 95_500, 40, 52, 92]);
    expect(valuesOf(sheet, 4)).toEqual([2, '华东轴承有限公司', 98_000, 36, 50.5, 86.5]);
    expect(sheet.getCell('C3').numFmt).toBe('#,##0.00');
    const notes = [6, 7, 8, 9].map((row) => String(sheet.getCell(`A${row}`).value));
    expect(notes[1]).toContain('王评审');
    expect(notes[1]).toContain(DIGEST);
    expect(notes[2]).toBe('비고: 一致同意');
  });

  it('says a ranking without a submitted report is provisional', async () => {
    const sheet = await sheetOf(await evaluationWorkbook(evaluationPage(false), zh));
    expect(valuesOf(sheet, 3)[0]).toBe(1);
    expect(String(sheet.getCell('A7').value)).toBe('评标报告尚未提交：以下为按目前评分得出的排名。');
  });
});

describe('an auction’s final ranking as a sheet', () => {
  it('gives each bidder its rank, best price, bid count and when its best bid came, the winner marked', async () => {
    const bid = (bidId: number, bidder: string, price: number, minutes: number) => ({
      bidId,
      bidder,
      memberName: bidder === 'B1' ? '华东轴承有限公司' : '한국베어링 주식회사',
      price,
      receivedAt: AT + minutes * 60_000,
      own: false,
    });
    const room = {
      biddingNo: 'JJ20261120',
      details: '轴承竞价',
      phase: 'awarded',
      biddingEndTime: AT + 3_600_000,
      ranking: [
        { rank: 1, bidder: 'B2', memberName: '한국베어링 주식회사', price: 9_000, own: false, bidId: 5 },
        { rank: 2, bidder: 'B1', memberName: '华东轴承有限公司', price: 9_100, own: false, bidId: 4 },
      ],
      bids: [bid(5, 'B2', 9_000, 50), bid(4, 'B1', 9_100, 40), bid(3, 'B2', 9_500, 30), bid(2, 'B1', 9_800, 20), bid(1, 'B2', 9_900, 10)],
    } as unknown as BiddingRoom;
    const award = { bidder: 'B2', supplier: party(2, '한국베어링 주식회사') } as BiddingAwardView;
    const sheet = await sheetOf(await rankingWorkbook(room, award, zh));
    expect(valuesOf(sheet, 2)).toEqual(['排名', '竞价方', '企业名称', '最优报价', '出价次数', '最优报价时间']);
    expect(valuesOf(sheet, 3).slice(0, 5)).toEqual([1, 'B2', '한국베어링 주식회사', 9_000, 3]);
    expect(valuesOf(sheet, 4).slice(0, 5)).toEqual([2, 'B1', '华东轴承有限公司', 9_100, 2]);
    // 10:50 Beijing time, the best bid of B2.
    expect((sheet.getCell('F3').value as Date).toISOString()).toBe('2026-11-20T10:50:00.000Z');
    expect(sheet.getCell('A3').fill).toMatchObject({ fgColor: { argb: 'FFD3F9D8' } });
    expect(String(sheet.getCell('A6').value)).toBe('结束时间 2026-11-20 11:00（北京时间）。');
    expect(String(sheet.getCell('A7').value)).toBe('中标方：B2（한국베어링 주식회사）。');
  });
});

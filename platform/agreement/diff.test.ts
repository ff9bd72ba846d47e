// The changes between two versions, row by row (diff.ts): what a reader comparing them must see, and
// nothing that did not change.
import { describe, expect, it } from 'vitest';
import type { AgreementTerms } from '#contract/schemas.ts';
import { MAX_EDITS, paragraphChanges, termsChanges } from './diff.ts';

const line = (lineNo: number, quantity: number, deliveryDate: string) => ({
  lineNo,
  materielId: lineNo,
  number: `M-${lineNo}`,
  name: `物料 ${lineNo}`,
  model: '',
  unit: '个',
  awardedQuantity: 100,
  quantity,
  unitPrice: 10,
  amount: quantity * 10,
  deliveryDate,
});

const v1: AgreementTerms = {
  title: '轴承采购合同',
  startDate: '2026-07-01',
  endDate: '2026-12-31',
  lines: [line(1, 100, '2026-08-01'), line(2, 50, '2026-08-15')],
  totalAmount: 1500,
  paymentPlan: [{ stageNo: 1, name: '验收款', ratio: 100, amount: 1500, condition: 'acceptance', dueDate: null, payDay: null }],
  deliveryAddress: '上海市浦东新区张江路 1 号',
  text: '第一条 标的\n第二条 价格\n第三条 交付',
  attachments: [{ fileId: 7, name: '技术协议.pdf', url: '/files/u/7' }],
};

describe('the changes between two versions', () => {
  it('none between a version and itself', () => {
    expect(termsChanges(v1, v1)).toEqual([]);
  });

  it('a line’s delivery date and quantity, the total, the stages, the address, a paragraph and the files', () => {
    const v2: AgreementTerms = {
      ...v1,
      lines: [line(1, 100, '2026-08-10'), line(2, 40, '2026-08-15')],
      totalAmount: 1400,
      paymentPlan: [
        { stageNo: 1, name: '预付款', ratio: 30, amount: 420, condition: 'signing', dueDate: null, payDay: null },
        { stageNo: 2, name: '验收款', ratio: 70, amount: 980, condition: 'acceptance', dueDate: null, payDay: 25 },
      ],
      deliveryAddress: '上海市闵行区',
      text: '第一条 标的\n第二条 价格（含税）\n第三条 交付',
      attachments: [{ fileId: 8, name: '报价单.pdf', url: '/files/u/8' }],
    };
    expect(termsChanges(v1, v2)).toEqual([
      { section: 'basics', key: 'totalAmount', field: 'totalAmount', before: '1500.00', after: '1400.00' },
      { section: 'line', key: '1', field: 'deliveryDate', before: '2026-08-01', after: '2026-08-10' },
      { section: 'line', key: '2', field: 'quantity', before: '50', after: '40' },
      { section: 'line', key: '2', field: 'amount', before: '500.00', after: '400.00' },
      { section: 'stage', key: '1', field: 'name', before: '验收款', after: '预付款' },
      { section: 'stage', key: '1', field: 'ratio', before: '100', after: '30' },
      { section: 'stage', key: '1', field: 'amount', before: '1500.00', after: '420.00' },
      { section: 'stage', key: '1', field: 'condition', before: 'acceptance', after: 'signing' },
      { section: 'stage', key: '2', field: 'stage', before: null, after: '验收款 · 70% · 980.00 · acceptance · 25' },
      { section: 'delivery', key: 'deliveryAddress', field: 'deliveryAddress', before: '上海市浦东新区张江路 1 号', after: '上海市闵行区' },
      { section: 'text', key: '2', field: 'paragraph', before: '第二条 价格', after: '第二条 价格（含税）' },
      { section: 'attachments', key: '7', field: 'file', before: '技术协议.pdf', after: null },
      { section: 'attachments', key: '8', field: 'file', before: null, after: '报价单.pdf' },
    ]);
  });

  it('a paragraph inserted or removed is one row, not every paragraph after it', () => {
    expect(paragraphChanges('a\nb\nc', 'a\nnew\nb\nc')).toEqual([{ section: 'text', key: '2', field: 'paragraph', before: null, after: 'new' }]);
    expect(paragraphChanges('a\nb\nc', 'a\nc')).toEqual([{ section: 'text', key: '2', field: 'paragraph', before: 'b', after: null }]);
    expect(paragraphChanges('', 'a')).toEqual([{ section: 'text', key: '1', field: 'paragraph', before: null, after: 'a' }]);
    expect(paragraphChanges('a\nb', 'a\nb')).toEqual([]);
  });

  it('paragraphs removed and added between kept ones pair up as changed; the rest are removed or added', () => {
    expect(paragraphChanges('a\nb\nc\nd', 'a\nB\nX\nd')).toEqual([
      { section: 'text', key: '2', field: 'paragraph', before: 'b', after: 'B' },
      { section: 'text', key: '3', field: 'paragraph', before: 'c', after: 'X' },
    ]);
    expect(paragraphChanges('a\nb\nc\nd\ne', 'a\nc\nX\nY\ne')).toEqual([
      { section: 'text', key: '2', field: 'paragraph', before: 'b', after: null },
      { section: 'text', key: '3', field: 'paragraph', before: 'd', after: 'X' },
      { section: 'text', key: '4', field: 'paragraph', before: null, after: 'Y' },
    ]);
    expect(paragraphChanges('x\ny', 'y\nx')).toHaveLength(2);
  });

  it('a long text compares quickly: 10,000 paragraphs with a few changed give those rows only', () => {
    const long = Array.from({ length: 10_000 }, (_, i) => `第${i + 1}条`);
    const edited = [...long];
    edited[2_000] = '第2001条（修订）';
    edited.splice(5_000, 1);
    edited.splice(8_000, 0, '新增条款');
    expect(paragraphChanges(long.join('\n'), edited.join('\n'))).toEqual([
      { section: 'text', key: '2001', field: 'paragraph', before: '第2001条', after: '第2001条（修订）' },
      { section: 'text', key: '5001', field: 'paragraph', before: '第5001条', after: null },
      { section: 'text', key: '8001', field: 'paragraph', before: null, after: '新增条款' },
    ]);
  });

  it('a text rewritten beyond MAX_EDITS paragraphs is one changed row for what lies between the common head and tail', () => {
    const old = Array.from({ length: 10_000 }, (_, i) => `旧${i}`);
    const rewritten = Array.from({ length: 10_000 }, (_, i) => `新${i}`);
    const text = (middle: string[]) => ['序言', ...middle, '附则'].join('\n');
    expect(paragraphChanges(text(old), text(rewritten))).toEqual([
      { section: 'text', key: '2', field: 'paragraph', before: old.join('\n'), after: rewritten.join('\n') },
    ]);
    // Just within the bound, each paragraph is its own row.
    const within = old.slice(0, MAX_EDITS / 2);
    expect(paragraphChanges(within.join('\n'), within.map((p) => `${p}′`).join('\n'))).toHaveLength(MAX_EDITS / 2);
  });
});

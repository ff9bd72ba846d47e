// A version's terms checked against the award and made canonical (terms.ts): names and prices from the
// award, amounts worked out, each rule with its code, and a hash that changes with any term.
import { describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { BusinessError } from '../http/errors.ts';
import { stageAmounts } from '#contract/agreement-amounts.ts';
import { type AwardBasis, agreementHash, canonicalTerms, type TermsBody } from './terms.ts';

const basis: AwardBasis = {
  lines: [
    { lineNo: 1, materielId: 11, number: 'M-1', name: '深沟球轴承', model: '6204', unit: '个', quantity: 100, unitPrice: 10, amount: 1000 },
    { lineNo: 2, materielId: 12, number: 'M-2', name: '圆锥滚子轴承', model: '30205', unit: '个', quantity: 3, unitPrice: 33.33, amount: 100 },
  ],
  everyLine: false,
  lotAmount: null,
  fixedAmount: null,
};

function body(overrides: Partial<TermsBody> = {}): TermsBody {
  return {
    title: '轴承采购合同',
    startDate: '2026-07-01',
    endDate: '2026-12-31',
    lines: [
      { lineNo: 1, quantity: 100, deliveryDate: '2026-08-01' },
      { lineNo: 2, quantity: 3, deliveryDate: '2026-08-15' },
    ],
    paymentPlan: [
      { name: '预付款', ratio: 30, condition: 'signing', dueDate: null, payDay: null },
      { name: '验收款', ratio: 70, condition: 'acceptance', dueDate: null, payDay: 25 },
    ],
    deliveryAddress: '上海市浦东新区张江路 1 号',
    text: '第一条 …',
    fileIds: [],
    ...overrides,
  };
}

function refusal(action: () => unknown): number | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof BusinessError) return error.code;
    throw error;
  }
  return undefined;
}

describe('a version’s terms', () => {
  it('take names and prices from the award; the whole awarded quantity costs what the award said, a part its price × quantity', () => {
    const { terms, awardAmount } = canonicalTerms(body(), basis, []);
    expect(terms.lines.map((l) => [l.name, l.unitPrice, l.amount, l.awardedQuantity])).toEqual([
      ['深沟球轴承', 10, 1000, 100],
      ['圆锥滚子轴承', 33.33, 100, 3],
    ]);
    expect([terms.totalAmount, awardAmount]).toEqual([1100, 1100]);
    const part = canonicalTerms(body({ lines: [{ lineNo: 2, quantity: 2, deliveryDate: '2026-08-15' }] }), basis, []);
    expect([part.terms.totalAmount, part.awardAmount]).toEqual([66.66, 100]);
  });

  it('number the stages and give each its share to the cent, the last taking what is left', () => {
    const { terms } = canonicalTerms(body(), basis, []);
    expect(terms.paymentPlan.map((s) => [s.stageNo, s.amount])).toEqual([
      [1, 330],
      [2, 770],
    ]);
    expect(stageAmounts(100, [33.33, 33.33, 33.34])).toEqual([33.33, 33.33, 33.34]);
    expect(stageAmounts(0.05, [50, 50])).toEqual([0.03, 0.02]);
  });

  it('give a small total’s cents by the running share, so that none is negative and they add up exactly', () => {
    const cents = (amounts: number[]) => amounts.map((amount) => Math.round(amount * 100));
    const tenths = stageAmounts(0.05, [...Array<number>(9).fill(10), 9.99, 0.01]);
    expect(cents(tenths)).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0]);
    const thirds = stageAmounts(0.03, [50, 16.67, 16.67, 16.66]);
    expect(cents(thirds)).toEqual([2, 0, 1, 0]);
    for (const amounts of [tenths, thirds]) expect(amounts.every((amount) => amount >= 0)).toBe(true);
  });

  it('give a total near 1e12 its stages to the exact cent', () => {
    const amounts = stageAmounts(999_999_999_999.99, [33.33, 33.33, 33.34]);
    expect(amounts).toEqual([333_300_000_000, 333_299_999_999.99, 333_400_000_000]);
    const inCents = amounts.map((amount) => BigInt(Math.round(amount * 100)));
    expect(inCents.reduce((a, b) => a + b, 0n)).toBe(99_999_999_999_999n);
    expect(stageAmounts(999_999_999_999.99, [0.01, 99.99])).toEqual([100_000_000, 999_899_999_999.99]);
  });

  it('refuse lines not the award’s or twice (39022), above the award (39013), and a proposal that drops a line (39022)', () => {
    expect(refusal(() => canonicalTerms(body({ lines: [{ lineNo: 3, quantity: 1, deliveryDate: '2026-08-01' }] }), basis, []))).toBe(
      Code.AGREEMENT_LINES_INVALID,
    );
    const twice = [
      { lineNo: 1, quantity: 1, deliveryDate: '2026-08-01' },
      { lineNo: 1, quantity: 2, deliveryDate: '2026-08-01' },
    ];
    expect(refusal(() => canonicalTerms(body({ lines: twice }), basis, []))).toBe(Code.AGREEMENT_LINES_INVALID);
    expect(refusal(() => canonicalTerms(body({ lines: [{ lineNo: 1, quantity: 100.001, deliveryDate: '2026-08-01' }] }), basis, []))).toBe(
      Code.AGREEMENT_ABOVE_AWARD,
    );
    const one = body({ lines: [{ lineNo: 1, quantity: 100, deliveryDate: '2026-08-01' }] });
    expect(refusal(() => canonicalTerms(one, { ...basis, everyLine: true }, []))).toBe(Code.AGREEMENT_LINES_INVALID);
  });

  it('refuse a total above a fixed amount (39013); a lot is one price for all its lines', () => {
    expect(refusal(() => canonicalTerms(body(), { ...basis, fixedAmount: 1000 }, []))).toBe(Code.AGREEMENT_ABOVE_AWARD);
    const lot = { ...basis, lines: basis.lines.map((l) => ({ ...l, unitPrice: 0, amount: 0 })), lotAmount: 9700 };
    expect(canonicalTerms(body(), lot, []).terms.totalAmount).toBe(9700);
    expect(refusal(() => canonicalTerms(body({ lines: [body().lines[0]!] }), lot, []))).toBe(Code.AGREEMENT_LINES_INVALID);
  });

  it('refuse dates and plans that do not hold: start after end, ratios not 100, a pay day outside 1–31, a date without its condition', () => {
    expect(refusal(() => canonicalTerms(body({ startDate: '2027-01-01' }), basis, []))).toBe(Code.AGREEMENT_DATES_INVALID);
    expect(refusal(() => canonicalTerms(body({ endDate: '2026-02-30' }), basis, []))).toBe(Code.PARAM_INVALID);
    const stage = body().paymentPlan[1]!;
    expect(refusal(() => canonicalTerms(body({ paymentPlan: [{ ...stage, ratio: 99.99 }] }), basis, []))).toBe(Code.PAYMENT_RATIOS_NOT_100);
    expect(refusal(() => canonicalTerms(body({ paymentPlan: [{ ...stage, ratio: 100, payDay: 32 }] }), basis, []))).toBe(Code.PAYMENT_DAY_INVALID);
    expect(refusal(() => canonicalTerms(body({ paymentPlan: [{ ...stage, ratio: 100, payDay: 0 }] }), basis, []))).toBe(Code.PAYMENT_DAY_INVALID);
    const dated = { ...stage, ratio: 100, condition: 'date' as const };
    expect(refusal(() => canonicalTerms(body({ paymentPlan: [dated] }), basis, []))).toBe(Code.PAYMENT_STAGE_DATE_INVALID);
    expect(refusal(() => canonicalTerms(body({ paymentPlan: [{ ...stage, ratio: 100, dueDate: '2026-09-01' }] }), basis, []))).toBe(
      Code.PAYMENT_STAGE_DATE_INVALID,
    );
    expect(canonicalTerms(body({ paymentPlan: [{ ...dated, dueDate: '2026-09-01' }] }), basis, []).terms.paymentPlan[0]!.amount).toBe(1100);
  });

  it('hash the same terms alike whatever the order lines were sent in, and differently for any change', () => {
    const { terms } = canonicalTerms(body(), basis, []);
    const reversed = canonicalTerms(body({ lines: [...body().lines].reverse() }), basis, []).terms;
    expect(agreementHash(reversed)).toBe(agreementHash(terms));
    expect(agreementHash(terms)).toMatch(/^[0-9a-f]{64}$/);
    const later = canonicalTerms(body({ lines: [{ ...body().lines[0]!, deliveryDate: '2026-08-02' }, body().lines[1]!] }), basis, []).terms;
    expect(agreementHash(later)).not.toBe(agreementHash(terms));
    const attached = canonicalTerms(body(), basis, [{ fileId: 5, name: 'a.pdf', url: '/files/u/x' }]).terms;
    expect(agreementHash(attached)).not.toBe(agreementHash(terms));
  });
});

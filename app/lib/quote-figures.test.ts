import { describe, expect, it } from 'vitest';
import { lineAmount, quoteStatus, sumAmounts, typedLineAmount, typedTotal } from './quote-figures.ts';

describe("a quote's total, as the platform computes it", () => {
  it('multiplies in integers and rounds half up to the cent', () => {
    expect(lineAmount(0.1, 3)).toBe(0.3);
    expect(lineAmount(19.99, 1.005)).toBe(20.09);
    expect(lineAmount(1.15, 0.5)).toBe(0.58);
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
  });

  it('counts only the lines with a price and a quantity typed well', () => {
    expect(typedLineAmount('12.5', '10')).toBe(125);
    expect(typedLineAmount('', '10')).toBeNull();
    expect(typedLineAmount('1.234', '10')).toBeNull();
    expect(typedLineAmount('12', '0')).toBeNull();
    expect(
      typedTotal([
        { price: '12.50', quantity: '10' },
        { price: 'abc', quantity: '3' },
        { price: '0.99', quantity: '3' },
      ]),
    ).toBe(127.97);
  });
});

describe("a quote's state", () => {
  it('is its outcome once awarded, else withdrawn, submitted or revised', () => {
    expect(quoteStatus({ state: 'active', outcome: null, revision: 1 })).toBe('submitted');
    expect(quoteStatus({ state: 'active', outcome: null, revision: 2 })).toBe('revised');
    expect(quoteStatus({ state: 'withdrawn', outcome: null, revision: 3 })).toBe('withdrawn');
    expect(quoteStatus({ state: 'active', outcome: 'won', revision: 2 })).toBe('won');
    expect(quoteStatus({ state: 'active', outcome: 'lost', revision: 1 })).toBe('lost');
  });
});

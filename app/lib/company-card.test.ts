import { describe, expect, it } from 'vitest';
import { DEFAULT_SATISFACTION, satisfactionOf, tenThousands } from './company-card.ts';

describe('the satisfaction of a buyer company', () => {
  it('is 4.9 with five stars for a company nobody has rated yet', () => {
    expect(satisfactionOf(0)).toEqual({ rating: 4.9, stars: 5 });
    expect(satisfactionOf(Number.NaN)).toEqual(DEFAULT_SATISFACTION);
  });

  it('is its rating, with the stars rounded, otherwise', () => {
    expect(satisfactionOf(3.9)).toEqual({ rating: 3.9, stars: 4 });
    expect(satisfactionOf(4)).toEqual({ rating: 4, stars: 4 });
    expect(satisfactionOf(0.2)).toEqual({ rating: 0.2, stars: 1 });
  });
});

describe('the purchase amount of a buyer company', () => {
  it('is shown in ten-thousands with two decimals and comma thousands', () => {
    expect(tenThousands(76_573_145.49)).toBe('7,657.31');
    expect(tenThousands(5_000)).toBe('0.50');
    expect(tenThousands(0)).toBe('0.00');
    expect(tenThousands(123_456_789_012.34)).toBe('12,345,678.90');
  });
});

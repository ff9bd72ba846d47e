// A split award's quantities add up to each line's count (docs/decisions/022-tender-evaluation.md).
import { describe, expect, it } from 'vitest';
import { shareQuantities } from './award-shares.ts';

const counts = new Map([
  [1, 1],
  [2, 4],
  [3, 10],
]);
const countOf = (id: number) => counts.get(id)!;

describe('an award’s share quantities', () => {
  it('give a line of 1 split 33.33 / 33.33 / 33.34 exactly 1: the remainder goes to the last share', () => {
    const quantities = shareQuantities(
      [
        { materielId: 1, ratio: 33.33 },
        { materielId: 1, ratio: 33.33 },
        { materielId: 1, ratio: 33.34 },
      ],
      countOf,
    );
    expect(quantities).toEqual([0.333, 0.333, 0.334]);
    expect(quantities.reduce((sum, q) => sum + q * 1000, 0)).toBe(1000);
  });

  it('round each share half up to the thousandth, line by line, whatever order the lines come in', () => {
    const quantities = shareQuantities(
      [
        { materielId: 2, ratio: 66.67 },
        { materielId: 3, ratio: 100 },
        { materielId: 2, ratio: 33.33 },
        { materielId: 1, ratio: 50 },
        { materielId: 1, ratio: 50 },
      ],
      countOf,
    );
    expect(quantities).toEqual([2.667, 10, 1.333, 0.5, 0.5]);
  });

  it('split a line of 1 in three equal-looking parts of 33.33 + 33.33 + 33.34 % whichever share is last', () => {
    const quantities = shareQuantities(
      [
        { materielId: 1, ratio: 33.34 },
        { materielId: 1, ratio: 33.33 },
        { materielId: 1, ratio: 33.33 },
      ],
      countOf,
    );
    expect(quantities).toEqual([0.333, 0.333, 0.334]);
  });
});

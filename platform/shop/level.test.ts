// The level a buyer company card shows.
import { describe, expect, it } from 'vitest';
import { levelOf } from './level.ts';

describe("a buyer's level on its card", () => {
  it('names the tier of the level tag and gives a star per 200 credit points, one to five', () => {
    expect(levelOf({ levelTag: 1, creditPoint: 60 })).toEqual({ star: 1, tier: 'bronze' });
    expect(levelOf({ levelTag: 3, creditPoint: 401 })).toEqual({ star: 3, tier: 'gold' });
    expect(levelOf({ levelTag: 4, creditPoint: 5000 })).toEqual({ star: 5, tier: 'diamond' });
  });

  it('shows silver for a level tag it does not know', () => {
    expect(levelOf({ levelTag: 0, creditPoint: 0 }).tier).toBe('silver');
  });
});

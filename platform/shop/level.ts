// A buyer's level as its company card shows it (docs/product/entities.md#shops-and-buyer-companies): a tier from the
// member's level tag, and one to five stars within it from its credit points.
import type { LevelTier } from '#contract/schemas.ts';

const TIERS: Record<number, LevelTier> = { 1: 'bronze', 2: 'silver', 3: 'gold', 4: 'diamond' };
/** Credit points per star: 0-200 one star … 800 and more five. */
const POINTS_PER_STAR = 200;

export function levelOf(member: { levelTag: number; creditPoint: number }): { star: number; tier: LevelTier } {
  return {
    star: Math.min(5, Math.max(1, Math.ceil(member.creditPoint / POINTS_PER_STAR))),
    // A level tag outside the known tiers shows as silver, the portal's default.
    tier: TIERS[member.levelTag] ?? 'silver',
  };
}

// The named cache strategies of docs/architecture.md: how long an answer is fresh, and how long after that a
// stale copy may still be served while one background refresh runs.
// 'personal': a member's own facts (bff/member/standing.server.ts), kept per member and never served
// stale: fresh for a few seconds, made a miss at once by that member's own writes (./tags.ts).
export type CacheStrategyName = 'long' | 'medium' | 'short' | 'personal' | 'none';
export type CacheStrategy = { freshMs: number; staleMs: number };

export const CACHE_STRATEGIES: Record<Exclude<CacheStrategyName, 'none'>, CacheStrategy> = {
  long: { freshMs: 60 * 60_000, staleMs: 24 * 60 * 60_000 },
  medium: { freshMs: 60_000, staleMs: 10 * 60_000 },
  short: { freshMs: 5_000, staleMs: 30_000 },
  personal: { freshMs: 5_000, staleMs: 0 },
};

/**
 * How long after its stale window an answer is still kept, to be served only while the platform
 * does not answer (stale-if-error, docs/security.md#outages): an old copy of a public page beats
 * an error page.
 */
export const STALE_IF_ERROR_MS: Record<Exclude<CacheStrategyName, 'none'>, number> = {
  long: 7 * 24 * 60 * 60_000,
  medium: 24 * 60 * 60_000,
  short: 60 * 60_000,
  personal: 5 * 60_000,
};

export type Freshness = 'fresh' | 'stale' | 'expired';

export function freshnessOf(storedAt: number, strategy: CacheStrategy, now: number): Freshness {
  const age = now - storedAt;
  if (age < strategy.freshMs) return 'fresh';
  if (age < strategy.freshMs + strategy.staleMs) return 'stale';
  return 'expired';
}

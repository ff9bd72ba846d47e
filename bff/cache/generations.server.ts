// Generations (docs/decisions/014-html-cache.md#invalidation): one counter per tag of public data
// that a member's write changes ("shops": every buyer shop's profile and the company lists). A
// cached entry (the BFF's answers, the HTML cache's pages) that depends on tags records their
// generations as they were read *before* it was made; once a write bumps one of them, the entry is
// a miss everywhere at once, and a render begun before the write can only store under the old
// stamp. Read in parallel with the entry itself, so a lookup costs no extra round trip.
//
// Shared by every replica through Redis (CACHE_PREFIX + "gen:") when REDIS_URL is set; otherwise
// one map per process on globalThis, because the React Router build (whose actions bump) and
// server/ (whose HTML cache reads) each load their own copy of the BFF.
import { bffEnv } from '../env.server.ts';
import { sharedRedis } from '../redis.server.ts';

/** The tag of everything that shows a buyer's shop: its pages, the company list, the shop rankings. */
export const SHOPS_TAG = 'shops';

/** Longer than any entry lives (the `long` strategy's stale-if-error: 8 days), renewed at each bump. */
const KEEP_MS = 30 * 24 * 60 * 60_000;

export interface Generations {
  /**
   * The tags' current generations as one stamp ('' for no tags); null when they cannot be known
   * (Redis does not answer): then nothing may be served or kept under them.
   */
  read(tags: readonly string[]): Promise<string | null>;
  /** Moves the tags on: every entry made under their old generations is a miss from now on. */
  bump(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

function stampOf(tags: readonly string[], counters: ReadonlyArray<number | string | null>): string {
  return tags.map((tag, i) => `${tag}=${counters[i] ?? 0}`).join(',');
}

const PROCESS_COUNTERS = Symbol.for('portal.cache.generations');

/** In this process (no REDIS_URL): `counters` defaults to the map every copy of the BFF in the process shares. */
export function createMemoryGenerations(counters?: Map<string, number>): Generations {
  const shared = globalThis as { [PROCESS_COUNTERS]?: Map<string, number> };
  shared[PROCESS_COUNTERS] ??= new Map();
  const map = counters ?? shared[PROCESS_COUNTERS];
  return {
    async read(tags) {
      return stampOf(
        tags,
        tags.map((tag) => map.get(tag) ?? 0),
      );
    },
    async bump(tags) {
      for (const tag of tags) map.set(tag, (map.get(tag) ?? 0) + 1);
    },
    async close() {},
  };
}

export function createRedisGenerations(url: string, prefix: string): Generations {
  // The shared connection and breaker (../redis.server.ts): while Redis is away the stamp is unknown at once.
  const redis = sharedRedis(url);
  return {
    async read(tags) {
      if (tags.length === 0) return '';
      const counters = await redis.run((client) => client.mget(tags.map((tag) => prefix + tag)), null);
      return counters === null ? null : stampOf(tags, counters);
    },
    async bump(tags) {
      if (tags.length === 0) return;
      // Redis did not answer: the entries it holds stay until they expire (as before invalidation).
      await redis.run(async (client) => {
        const multi = client.multi();
        for (const tag of tags) multi.incr(prefix + tag).pexpire(prefix + tag, KEEP_MS);
        return multi.exec();
      }, null);
    },
    async close() {
      redis.release();
    },
  };
}

let current: Generations | undefined;

/** The configured generations: Redis under CACHE_PREFIX + "gen:" when REDIS_URL is set, this process's otherwise. */
export function generations(): Generations {
  if (!current) {
    const env = bffEnv();
    current = env.REDIS_URL ? createRedisGenerations(env.REDIS_URL, `${env.CACHE_PREFIX}gen:`) : createMemoryGenerations();
  }
  return current;
}

/** For tests: use given generations (or back to the configured ones with undefined). */
export function setGenerations(next: Generations | undefined): void {
  current = next;
}

/** After a write the public pages show: what depends on `tags` is asked for again, on every replica. */
export async function invalidate(tags: readonly string[]): Promise<void> {
  await generations().bump(tags);
}

// /readyz: is the platform answering, and is Redis (when configured) reachable?
import { request } from 'undici';
import type { CacheStore } from '#bff/cache/store.server.ts';

export type Readiness = { ready: boolean; platform: 'up' | 'down'; redis: 'up' | 'down' | 'not configured' };

export async function checkReadiness(upstreamUrl: string, store: CacheStore | null): Promise<Readiness> {
  const platformUp = request(new URL('api/manage/health', upstreamUrl.endsWith('/') ? upstreamUrl : `${upstreamUrl}/`), {
    signal: AbortSignal.timeout(2_000),
  })
    .then(async (response) => {
      const body = (await response.body.json()) as { code?: number };
      return response.statusCode === 200 && body.code === 1000;
    })
    .catch(() => false);
  const redisUp = store ? store.ping() : Promise.resolve(null);
  const [platform, redis] = await Promise.all([platformUp, redisUp]);
  return {
    ready: platform && redis !== false,
    platform: platform ? 'up' : 'down',
    redis: redis === null ? 'not configured' : redis ? 'up' : 'down',
  };
}

// /readyz: can this replica serve pages? The platform answering decides it; a slow platform or an
// unreachable Redis only degrade the service (pages still render: docs/security.md#availability),
// so they are reported in the body and never take the replica out of the load balancer.
import { request } from 'undici';
import type { CacheStore } from '#bff/cache/store.server.ts';
import { upstreamUrls } from '#bff/env.server.ts';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';

export type Readiness = {
  ready: boolean;
  platform: 'up' | 'slow' | 'down';
  redis: 'up' | 'down' | 'not configured';
  /** The parts that work less well than they should, while the replica still serves. */
  degraded: Array<'platform' | 'redis'>;
};

/** Longer than this and the platform is reported slow, not down. */
const PLATFORM_PATIENCE_MS = 2_000;

async function platformState(upstreamUrl: string): Promise<Readiness['platform']> {
  const url = new URL(api.health.path.replace(/^\//, 'api/'), upstreamUrl.endsWith('/') ? upstreamUrl : `${upstreamUrl}/`);
  try {
    const response = await request(url, { signal: AbortSignal.timeout(PLATFORM_PATIENCE_MS) });
    const body = (await response.body.json().catch(() => ({}))) as { code?: number };
    return response.statusCode === 200 && body.code === Code.SUCCESS ? 'up' : 'down';
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'slow' : 'down';
  }
}

export async function checkReadiness(upstreamUrl: string, store: CacheStore | null): Promise<Readiness> {
  const [platforms, redisUp] = await Promise.all([
    // Several platform processes (UPSTREAM_URL's list): the portal is served while any one answers.
    Promise.all(upstreamUrls(upstreamUrl).map(platformState)),
    store ? store.ping() : Promise.resolve(null),
  ]);
  const platform = platforms.includes('up') ? 'up' : platforms.includes('slow') ? 'slow' : 'down';
  const redis = redisUp === null ? 'not configured' : redisUp ? 'up' : 'down';
  const degraded: Readiness['degraded'] = [];
  if (platform === 'slow') degraded.push('platform');
  if (redis === 'down') degraded.push('redis');
  return { ready: platform !== 'down', platform, redis, degraded };
}

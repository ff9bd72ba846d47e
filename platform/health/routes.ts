// GET /api/manage/health: the portal's readiness check asks whether the platform and its database
// answer.
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';

export function healthRoutes({ now }: PlatformContext, ping: () => Promise<boolean>): Route[] {
  return [route(api.health, 'public', async () => ({ status: 'up' as const, database: await ping(), time: now() }))];
}

// For the BFF's integration tests: the real platform (PGlite in memory) behind the proxy that
// counts and breaks calls, one per test file; a fresh cache, fresh cache generations and no faults before
// each test. The generations are this test's own even where REDIS_URL is set: in Redis they would be shared
// with the other test files running at the same time (a buyer saved there makes this file's entries old)
// and unknown until the connection is ready (nothing is kept meanwhile).
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startPlatform } from '#platform/server.ts';
import { startUpstreamProxy, type UpstreamProxy } from '#tests/support/upstream-proxy.ts';
import { setCacheStore } from '#bff/cache/cache.server.ts';
import { createMemoryGenerations, setGenerations } from '#bff/cache/generations.server.ts';
import { createMemoryStore } from '#bff/cache/memory-store.server.ts';
import { resetBffEnv } from '#bff/env.server.ts';
import { closeUpstream } from '#bff/upstream.server.ts';

export function usePlatformBehindProxy(): { proxy: () => UpstreamProxy } {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let proxy: UpstreamProxy;

  beforeAll(async () => {
    platform = await startPlatform({ port: 0, dataDir: 'memory://' });
    proxy = await startUpstreamProxy(platform.url);
    process.env.UPSTREAM_URL = proxy.url;
    process.env.DEFERRED_TIMEOUT_MS = '1000';
    resetBffEnv();
  });

  afterAll(async () => {
    await closeUpstream();
    await proxy.close();
    await platform.close();
  });

  beforeEach(() => {
    setCacheStore(createMemoryStore());
    setGenerations(createMemoryGenerations(new Map()));
    proxy.faults.clear();
    proxy.calls.length = 0;
    return () => setGenerations(undefined);
  });

  return { proxy: () => proxy };
}

// Unit and integration tests (vitest). The React Router plugin stays out of here on purpose:
// tests import modules directly; end-to-end tests drive the built app in tests/e2e.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'build/**', 'tests/e2e/**', 'data/**', 'scratch/**'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on a two-core machine, which
    // leaves a core idle while a suite waits on PostgreSQL, HTTP or a timer. One worker per core
    // (docs/architecture.md#how-long-the-suite-takes); more made the cache and Redis stories miss their
    // timeouts on a loaded two-core machine.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

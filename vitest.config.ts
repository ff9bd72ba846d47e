// Unit and integration tests (vitest). The React Router plugin stays out of here on purpose:
// tests import modules directly; end-to-end tests drive the built app in tests/e2e.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'build/**', 'tests/e2e/**', 'data/**', 'scratch/**'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Two suites: "unit" (pure code and components, fast) and "api" (server through HTTP on a real
// database). `npm run test:api` runs the api suite on PGlite, then on PostgreSQL + Redis when set.
/**
 * No test may fail because the machine is slow or busy (README, "Tests"): vitest's default 5 s
 * per test is a timing assertion in disguise. These bounds only end a test that hangs; a test
 * that passes returns as soon as it is done. Sized for a loaded 2-core machine, where the
 * same work takes several times as long as on a quiet one.
 */
const UNIT_TIMEOUT_MS = 600_000;
const API_TIMEOUT_MS = 600_000;
/** expect.poll's own default (1 s) would fail a wait on a busy machine; see test/eventually.ts. */
const POLL = { poll: { timeout: 120_000, interval: 50 } };

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    // Vitest runs one file at a time on two cores (cores - 1); the files wait on databases,
    // timers and child processes often enough that two at a time finish the API suite in about
    // three quarters of the time, and the unit suite in half.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: UNIT_TIMEOUT_MS,
          hookTimeout: UNIT_TIMEOUT_MS,
          expect: POLL,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          environment: 'node',
          testTimeout: API_TIMEOUT_MS,
          hookTimeout: API_TIMEOUT_MS,
          expect: POLL,
          pool: 'forks',
        },
      },
    ],
  },
});

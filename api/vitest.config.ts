import { defineConfig } from 'vitest/config';

// Each test file builds its own app on its own in-memory PGlite (or PostgreSQL schema when
// DATABASE_URL is set); two workers match the 2-core machine.
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    // On PostgreSQL, one run in five of the full suite (2026-11-25, fresh cluster) saw a test's
    // freshly created schema reported missing during its migration (upload-budget.test.ts, 64 ms in,
    // never reproduced in 6 runs of that file alone). Until the cause is found, a test that fails
    // that way gets one more try on PostgreSQL only; PGlite runs get none.
    retry: process.env.DATABASE_URL ? 1 : 0,
    hookTimeout: 120_000,
  },
});

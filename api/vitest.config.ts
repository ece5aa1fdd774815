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
    hookTimeout: 120_000,
  },
});

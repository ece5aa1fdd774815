// The multi-instance suite (issue 13): two real API processes (tsx src/main.ts) on one fresh
// PostgreSQL database (DATABASE_URL names the server; the suite creates and drops its own database).
// Run: pnpm --filter api test:fleet (scripts/test-all.sh runs it after the PostgreSQL API suite).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api-fleet',
    environment: 'node',
    include: ['src/fleet/**/*.test.ts'],
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

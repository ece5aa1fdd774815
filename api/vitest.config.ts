import { configDefaults, defineConfig } from 'vitest/config';

// Each test file builds its own app on its own in-memory PGlite (or PostgreSQL schema when
// DATABASE_URL is set); two workers match the 2-core machine.
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The multi-instance suite spawns API processes on PostgreSQL: vitest.fleet.config.ts runs it.
    exclude: [...configDefaults.exclude, 'src/fleet/**'],
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    // No retry: the PostgreSQL flake once retried here ('schema "t_..." does not exist' during a
    // migration) was Kysely's Migrator introspecting every schema while another file dropped its
    // own; dropSchema now waits for running migrations (CATALOG_LOCK in src/db/database.ts).
    hookTimeout: 120_000,
  },
});

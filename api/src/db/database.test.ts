// Opening a PostgreSQL database: migrations land in the connection's own schema (the database may
// hold several: test files side by side, other apps) and re-opening is idempotent (restart).
// PGlite restarts are covered by durability.test.ts.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dropSchema, openDatabase } from './database';
import { seedDatabase } from './seed';

const databaseUrl = process.env.DATABASE_URL || undefined;

describe.runIf(databaseUrl)('PostgreSQL schemas', () => {
  it('migrates a second schema while another already has the migration tables, and re-opens both', async () => {
    const suffix = `${process.pid}_${Date.now().toString(36)}`;
    const [a, b] = [`dbtest_a_${suffix}`, `dbtest_b_${suffix}`];
    try {
      const first = await openDatabase({ databaseUrl, schema: a });
      await first.close();
      // Before the fix this failed: Kysely found schema a's kysely_migration_lock and skipped creating b's.
      const second = await openDatabase({ databaseUrl, schema: b });
      const tables = await sql<{ schema: string; n: number }>`
        select table_schema as schema, count(*)::int as n from information_schema.tables
        where table_schema in (${a}, ${b}) and table_name in ('kysely_migration', 'kysely_migration_lock', 'cars')
        group by table_schema order by table_schema`.execute(second.db);
      expect(tables.rows).toEqual([
        { schema: a, n: 3 },
        { schema: b, n: 3 },
      ]);
      expect((await seedDatabase(second.db, { cars: 40, storage: null })).seeded).toBe(true);
      await second.close();
      const again = await openDatabase({ databaseUrl, schema: b });
      expect((await seedDatabase(again.db, { cars: 40, storage: null })).seeded).toBe(false);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(again.db);
      expect(rows[0]!.n).toBeGreaterThan(0);
      await again.close();
    } finally {
      await dropSchema(databaseUrl!, a);
      await dropSchema(databaseUrl!, b);
    }
  });
});

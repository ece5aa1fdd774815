// Opening a PostgreSQL database: migrations land in the connection's own schema (the database may
// hold several: test files side by side, other apps) and re-opening is idempotent (restart).
// PGlite restarts are covered by durability.test.ts.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dropSchema, openDatabase, runAsOnlyInstance, withStartupLock } from './database';
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

describe.runIf(databaseUrl)('several instances on one PostgreSQL schema', () => {
  it('two opening an empty schema at once both come up, on one set of migrations and one seed', async () => {
    const schema = `dbtest_race_${process.pid}_${Date.now().toString(36)}`;
    try {
      const handles = await Promise.all([openDatabase({ databaseUrl, schema }), openDatabase({ databaseUrl, schema })]);
      const seeded = await Promise.all(
        handles.map((handle) => withStartupLock(handle, () => seedDatabase(handle.db, { cars: 40, storage: null }))),
      );
      expect(seeded.map((s) => s.seeded).sort()).toEqual([false, true]);
      const { rows } = await sql<{ runs: number; names: number }>`
        select count(*)::int as runs, count(distinct name)::int as names from kysely_migration`.execute(handles[0]!.db);
      expect(rows[0]!.runs).toBe(rows[0]!.names);
      const owners = await sql<{ n: number }>`select count(*)::int as n from users where mobile_number = '9876543210'`.execute(
        handles[1]!.db,
      );
      expect(owners.rows[0]!.n).toBe(1);
      await Promise.all(handles.map((handle) => handle.close()));
    } finally {
      await dropSchema(databaseUrl!, schema);
    }
  });

  it('runs a background job on one instance at a time', async () => {
    const schema = `dbtest_job_${process.pid}_${Date.now().toString(36)}`;
    try {
      const [a, b] = [await openDatabase({ databaseUrl, schema }), await openDatabase({ databaseUrl, schema })];
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const first = runAsOnlyInstance(a, 'housekeeping', () => held);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await runAsOnlyInstance(b, 'housekeeping', async () => {})).toBe(false);
      // Another job is not blocked by this one.
      expect(await runAsOnlyInstance(b, 'other job', async () => {})).toBe(true);
      release();
      expect(await first).toBe(true);
      expect(await runAsOnlyInstance(b, 'housekeeping', async () => {})).toBe(true);
      await a.close();
      await b.close();
    } finally {
      await dropSchema(databaseUrl!, schema);
    }
  });
});

// Opens the database: PGlite in a directory (or in memory) by default, PostgreSQL when a URL is
// given. Both speak the same SQL, so one set of migrations and queries serves both.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate';
import { createPGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... switches to PostgreSQL. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined = in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to use (created if missing); lets test files run side by side. */
  schema?: string | undefined;
}

// int8 (count(*), sums) as JS numbers: our counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (options.databaseUrl) {
    const schema = options.schema;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name ${schema}`);
    if (schema) {
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      await admin.query(`create schema if not exists ${schema}`);
      await admin.end();
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
    handle = { db, kind: 'postgres', close: () => db.destroy() };
  } else {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    // int8 as numbers, like the pg parser above.
    const parsers = { 20: (v: string) => Number(v) };
    const client = await PGlite.create(options.dataDir ? { dataDir: options.dataDir, parsers } : { parsers });
    const db = new Kysely<Database>({ dialect: createPGliteDialect(client), plugins: [new CamelCasePlugin()] });
    handle = { db, kind: 'pglite', close: () => db.destroy() };
  }
  await migrateToLatest(handle.db as unknown as Kysely<unknown>);
  return handle;
}

/** Drops a test schema (PostgreSQL only). */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
}

export { sql };

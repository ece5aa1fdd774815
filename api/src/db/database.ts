// Opens the database: PGlite in a directory (or in memory) by default, PostgreSQL when a URL is
// given. Both speak the same SQL, so one set of migrations and queries serves both.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
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
    const client = await openPGlite(options.dataDir);
    const db = new Kysely<Database>({ dialect: createPGliteDialect(client), plugins: [new CamelCasePlugin()] });
    handle = { db, kind: 'pglite', close: () => db.destroy() };
  }
  await migrateToLatest(handle.db as unknown as Kysely<unknown>);
  return handle;
}

// int8 as numbers, like the pg parser above.
const PGLITE_PARSERS = { 20: (v: string) => Number(v) };

/**
 * PGlite in a directory (or in memory). Durability: relaxedDurability stays false, so a query's
 * promise resolves only after PGlite has handed its writes to the file system; the NODEFS backend
 * writes with fs.writeSync (no write-back cache in the process) and the commit's WAL record is
 * written before the commit returns. A process killed at any moment (SIGKILL, OOM, crash) therefore
 * keeps every acknowledged write, and PostgreSQL's WAL replay makes the directory open again.
 * NODEFS does not implement fsync, so a power cut or kernel crash can lose the last writes still in
 * the OS page cache: production data belongs in PostgreSQL (DATABASE_URL).
 */
async function openPGlite(dataDir: string | undefined): Promise<PGlite> {
  if (!dataDir) return PGlite.create({ parsers: PGLITE_PARSERS, relaxedDurability: false });
  // An empty directory (made by hand, or by an older version killed before initdb) is a first start.
  if (existsSync(dataDir) && readdirSync(dataDir).length === 0) rmSync(dataDir, { recursive: true });
  if (!existsSync(dataDir)) {
    // First start: initdb in a scratch directory renamed into place once complete, so a process
    // killed half-way through initdb never leaves a directory that cannot be opened.
    mkdirSync(path.dirname(dataDir), { recursive: true });
    const scratch = `${dataDir}.init`;
    rmSync(scratch, { recursive: true, force: true });
    const fresh = await PGlite.create({ dataDir: scratch, parsers: PGLITE_PARSERS });
    await fresh.close();
    renameSync(scratch, dataDir);
  }
  return PGlite.create({ dataDir, parsers: PGLITE_PARSERS, relaxedDurability: false });
}

/** Drops a test schema (PostgreSQL only). */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
}

export { sql };

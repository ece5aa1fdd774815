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
      // `create schema if not exists` is not safe against itself: two instances starting on an empty
      // schema at once can both pass the check, and one fails on pg_namespace's unique index. An
      // advisory lock held to the end of the transaction makes the second wait and then see it.
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      try {
        await admin.query('begin');
        await admin.query('select pg_advisory_xact_lock(hashtext($1))', [`carmarket schema ${schema}`]);
        await admin.query(`create schema if not exists ${schema}`);
        await admin.query('commit');
      } finally {
        await admin.end();
      }
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
  // Several instances starting together on an empty database: one migrates, the others wait and
  // find nothing left to do. The shared catalog lock keeps dropSchema (tests) from dropping another
  // schema while Kysely's Migrator introspects every schema of the database.
  await withStartupLock(handle, () => migrateToLatest(handle.db), { catalog: true });
  return handle;
}

/** Advisory lock keys (two int4s): the first names what is locked. */
const STARTUP_LOCK = 7_201_301;
const CATALOG_LOCK = 7_201_302;
const JOB_LOCK = 7_201_303;

/**
 * Runs `task` unless another instance is running the job of that name on this schema right now
 * (pg_try_advisory_lock, held on a connection of its own while the task runs): background work runs
 * on one instance at a time, and an instance that dies mid-run frees the lock with its connection.
 * Answers whether the task ran. PGlite has one process: the task always runs.
 */
export async function runAsOnlyInstance(handle: DatabaseHandle, job: string, task: () => Promise<unknown>): Promise<boolean> {
  if (handle.kind !== 'postgres') {
    await task();
    return true;
  }
  return handle.db.connection().execute(async (lockConnection) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(${JOB_LOCK}, hashtext(current_schema() || ':' || ${job})) as locked`.execute(lockConnection);
    if (!rows[0]?.locked) return false;
    try {
      await task();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${JOB_LOCK}, hashtext(current_schema() || ':' || ${job}))`.execute(lockConnection);
    }
  });
}

/**
 * Runs `task` while holding this schema's startup lock, a PostgreSQL advisory lock held on a
 * connection of its own (migrations and seeding run one instance at a time). PGlite is opened by
 * one process only, so there it just runs the task.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, task: () => Promise<T>, options: { catalog?: boolean } = {}): Promise<T> {
  if (handle.kind !== 'postgres') return task();
  return handle.db.connection().execute(async (lockConnection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK}, hashtext(current_schema()))`.execute(lockConnection);
    try {
      if (options.catalog) await sql`select pg_advisory_lock_shared(${CATALOG_LOCK}, 0)`.execute(lockConnection);
      try {
        return await task();
      } finally {
        if (options.catalog) await sql`select pg_advisory_unlock_shared(${CATALOG_LOCK}, 0)`.execute(lockConnection);
      }
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK}, hashtext(current_schema()))`.execute(lockConnection);
    }
  });
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
  try {
    // Never while a migration elsewhere introspects the catalog (see openDatabase): its query would
    // fail with 'schema ... does not exist' for the schema dropped under it.
    await admin.query('begin');
    await admin.query(`select pg_advisory_xact_lock(${CATALOG_LOCK}, 0)`);
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.query('commit');
  } finally {
    await admin.end();
  }
}

export { sql };

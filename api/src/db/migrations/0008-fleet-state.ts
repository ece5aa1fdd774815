// State that every API instance must share (issue 13): the rate-limit counters behind
// @fastify/rate-limit (global and per-IP OTP limits) and the dev OTP outbox (outside production).
// rate_limit_counters is UNLOGGED: counters are disposable (a crash of the database server may reset
// them, which only forgives some requests), and skipping the WAL keeps the per-request upsert cheap.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create unlogged table rate_limit_counters (
    key text collate "C" primary key,
    hits integer not null,
    window_ends_at timestamptz not null
  )`,
  `create index rate_limit_counters_window_ends_at on rate_limit_counters (window_ends_at)`,
  `create table dev_otp_outbox (
    mobile_number text collate "C" primary key,
    otp text not null,
    sent_at timestamptz not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of ['drop table if exists dev_otp_outbox', 'drop table if exists rate_limit_counters']) {
    await sql.raw(statement).execute(db);
  }
}

// Release health decisions (features/release-health, issue 27): every rollback or promotion the canary
// analysis carried out, with the figures of both releases (jsonb: pageViews, errorRate,
// remoteFailureRate, lcpP75, inpP75) and its reason, served newest first per environment by
// GET /api/v1/telemetry/decisions. One row per canary at most: the canary is identified by the time
// it started (canary_since, from the environment's composition), so the same version started again
// later is a new canary and two instances acting on the same one cannot store it twice.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table release_decisions (
    id text collate "C" primary key,
    environment text not null,
    app text not null,
    canary_version text not null,
    canary_since text not null,
    stable_version text not null,
    action text not null check (action in ('rollback', 'promote')),
    reason text not null,
    decided_at timestamptz not null,
    window_minutes double precision not null,
    canary jsonb not null,
    stable jsonb not null,
    unique (environment, app, canary_version, canary_since)
  )`,
  `create index release_decisions_newest on release_decisions (environment, decided_at desc, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists release_decisions cascade').execute(db);
}

// Release health telemetry (features/telemetry, issue 27). Layout:
// - telemetry_events: one row per event as received, kept a few hours (TELEMETRY_RAW_RETENTION_HOURS).
//   The time is the API's (received_at), not the page's clock. The page's releases map (app → release,
//   the shell included) is kept whole as jsonb, the shell's release beside it. No IP address, user id,
//   user agent or URL: the route is a pattern, and error messages lose URL queries before they are stored.
// - telemetry_rollups: per minute × environment × app × release × route × metric, its count, failures
//   and p50/p75/p95 (percentile_cont). An event counts for every app on its page (each key of releases,
//   plus the remote and release it names itself: a remote that failed to load), so a remote's release
//   compares with its previous one on the same pages. Metrics: the five Web Vitals, 'render' (the
//   shell server's render time), 'error' and 'remote-failure'. Kept TELEMETRY_ROLLUP_RETENTION_DAYS.
// - telemetry_rollup_state: one row, the minute before which roll-ups are final. A roll-up run locks
//   it, recomputes the minutes from a little before it up to the last finished minute from the raw
//   rows, and moves it on: the result depends on the raw rows only, so runs on any instance, or again,
//   give the same rows.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table telemetry_events (
    id bigint generated always as identity primary key,
    received_at timestamptz not null,
    environment text not null,
    shell_release text,
    releases jsonb not null,
    route text not null,
    kind text not null check (kind in ('vital', 'error', 'remote-failure', 'render')),
    name text,
    source text,
    remote text,
    remote_release text,
    cause text,
    fell_back text,
    value double precision,
    message text
  )`,
  // The roll-up reads a time range; retention deletes the oldest.
  `create index telemetry_events_received on telemetry_events (received_at)`,
  `create table telemetry_rollups (
    minute timestamptz not null,
    environment text not null,
    app text not null,
    release text not null,
    route text not null,
    metric text not null,
    count integer not null,
    error_count integer not null,
    p50 double precision,
    p75 double precision,
    p95 double precision,
    primary key (environment, app, minute, release, route, metric)
  )`,
  `create index telemetry_rollups_minute on telemetry_rollups (minute)`,
  `create table telemetry_rollup_state (
    id smallint primary key check (id = 1),
    rolled_up_until timestamptz
  )`,
  `insert into telemetry_rollup_state (id, rolled_up_until) values (1, null)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists telemetry_rollup_state, telemetry_rollups, telemetry_events cascade').execute(db);
}

// Rolls raw telemetry events up per minute × environment × app × release × route × metric
// (migration 0011 describes the layout), deletes what retention says is old, and reads the roll-ups
// for the health page. A roll-up run recomputes whole minutes from the raw rows under the lock of the
// one telemetry_rollup_state row, so running it again, or on another instance, gives the same rows.
import type { TelemetryMetric, TelemetryRollup } from '@carmarket/shared/api-contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toDate, toIso } from '../../lib/dates';
import type { TelemetrySettings } from './telemetry-settings';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** A minute is rolled up this long after it ends: a request received in it has been stored by then. */
export const ROLLUP_SETTLE_MS = 30_000;
/** Each run recomputes this far before the last one's end too, so rows stored late still count. */
export const ROLLUP_REVISIT_MS = 5 * MINUTE_MS;

/** The start of the minute `at` falls in (UTC minutes: date_bin from 2000-01-01 in SQL). */
export const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);

export interface RollupRun {
  /** The first minute recomputed (null: no events yet). */
  from: Date | null;
  /** Minutes before it are final. */
  until: Date;
  /** Roll-up rows written. */
  rows: number;
}

async function readRolledUpUntil(db: Kysely<Database>, lock: boolean): Promise<Date | null> {
  const { rows } = await sql<{ rolledUpUntil: Date | string | null }>`
    select rolled_up_until from telemetry_rollup_state where id = 1 ${lock ? sql`for update` : sql``}`.execute(db);
  const until = rows[0]?.rolledUpUntil;
  return until ? toDate(until) : null;
}

/**
 * Aggregates the finished minutes (those that ended ROLLUP_SETTLE_MS before `now`) not yet final,
 * plus the ROLLUP_REVISIT_MS before them, into telemetry_rollups, replacing what those minutes had.
 */
export async function rollUpTelemetry(db: Kysely<Database>, now: Date): Promise<RollupRun> {
  const upTo = minuteOf(new Date(now.getTime() - ROLLUP_SETTLE_MS));
  return db.transaction().execute(async (trx) => {
    // The row lock makes runs of several instances take turns.
    const rolledUpUntil = await readRolledUpUntil(trx, true);
    let from: Date | null = null;
    if (rolledUpUntil) from = new Date(rolledUpUntil.getTime() - ROLLUP_REVISIT_MS);
    else {
      const oldest = await trx
        .selectFrom('telemetryEvents')
        .select((eb) => eb.fn.min('receivedAt').as('oldest'))
        .executeTakeFirst();
      if (oldest?.oldest) from = minuteOf(toDate(oldest.oldest));
    }
    let written = 0;
    if (from && from < upTo) {
      await trx.deleteFrom('telemetryRollups').where('minute', '>=', from).where('minute', '<', upTo).execute();
      // Each event once per app on its page, the remote it names included (its own release wins).
      const result = await sql`
        insert into telemetry_rollups as r (minute, environment, app, release, route, metric, count, error_count, p50, p75, p95)
        select minute, environment, app, release, route, metric, count(*)::int, sum(failed)::int,
          percentile_cont(0.5) within group (order by value),
          percentile_cont(0.75) within group (order by value),
          percentile_cont(0.95) within group (order by value)
        from (
          select date_bin('1 minute', e.received_at, timestamptz '2000-01-01 00:00:00+00') as minute,
            e.environment, a.app, a.release, e.route,
            case
              when e.kind = 'vital' then e.name
              when e.kind = 'render' and e.remote is not null then 'remote-render'
              else e.kind
            end as metric,
            e.value,
            case when e.kind in ('error', 'remote-failure') or e.fell_back is not null then 1 else 0 end as failed
          from telemetry_events e
          cross join lateral jsonb_each_text(
            case when e.remote is not null and e.remote_release is not null
              then e.releases || jsonb_build_object(e.remote, e.remote_release)
              else e.releases
            end
          ) as a (app, release)
          where e.received_at >= ${from} and e.received_at < ${upTo}
        ) as attributed
        group by minute, environment, app, release, route, metric
        on conflict (environment, app, minute, release, route, metric) do update set
          count = excluded.count, error_count = excluded.error_count, p50 = excluded.p50, p75 = excluded.p75, p95 = excluded.p95
      `.execute(trx);
      written = Number(result.numAffectedRows ?? 0);
    }
    // Never backwards: an instance whose clock is behind recomputes, but does not reopen, final minutes.
    const until = rolledUpUntil && rolledUpUntil > upTo ? rolledUpUntil : upTo;
    await trx.updateTable('telemetryRollupState').set({ rolledUpUntil: until }).where('id', '=', 1).execute();
    return { from, until, rows: written };
  });
}

/**
 * Retention: raw events older than rawRetentionHours (never those a roll-up has still to read) and
 * roll-ups older than rollupRetentionDays. Run after rollUpTelemetry.
 */
export async function deleteOldTelemetry(
  db: Kysely<Database>,
  now: Date,
  settings: Pick<TelemetrySettings, 'rawRetentionHours' | 'rollupRetentionDays'>,
): Promise<{ events: number; rollups: number }> {
  const rolledUpUntil = await readRolledUpUntil(db, false);
  let events = 0;
  if (rolledUpUntil) {
    const rawCutoff = Math.min(now.getTime() - settings.rawRetentionHours * HOUR_MS, rolledUpUntil.getTime() - ROLLUP_REVISIT_MS);
    const deleted = await db.deleteFrom('telemetryEvents').where('receivedAt', '<', new Date(rawCutoff)).executeTakeFirst();
    events = Number(deleted.numDeletedRows);
  }
  const rollupCutoff = new Date(now.getTime() - settings.rollupRetentionDays * DAY_MS);
  const rollups = await db.deleteFrom('telemetryRollups').where('minute', '<', rollupCutoff).executeTakeFirst();
  return { events, rollups: Number(rollups.numDeletedRows) };
}

export interface RollupQuery {
  environment: string;
  app?: string | undefined;
  since: Date;
  limit: number;
}

/** The roll-ups of an environment (one app, or all) from `since`, oldest minute first; at most `limit`. */
export async function readTelemetryRollups(
  db: Kysely<Database>,
  query: RollupQuery,
): Promise<{ rollups: TelemetryRollup[]; rolledUpUntil: string | null; truncated: boolean }> {
  let select = db
    .selectFrom('telemetryRollups')
    .selectAll()
    .where('environment', '=', query.environment)
    .where('minute', '>=', query.since);
  if (query.app !== undefined) select = select.where('app', '=', query.app);
  const rows = await select
    .orderBy('minute')
    .orderBy('app')
    .orderBy('release')
    .orderBy('route')
    .orderBy('metric')
    .limit(query.limit + 1)
    .execute();
  const rolledUpUntil = await readRolledUpUntil(db, false);
  return {
    rollups: rows.slice(0, query.limit).map((row) => ({
      minute: toIso(row.minute),
      environment: row.environment,
      app: row.app,
      release: row.release,
      route: row.route,
      metric: row.metric as TelemetryMetric,
      count: row.count,
      errorCount: row.errorCount,
      p50: row.p50,
      p75: row.p75,
      p95: row.p95,
    })),
    rolledUpUntil: rolledUpUntil ? rolledUpUntil.toISOString() : null,
    truncated: rows.length > query.limit,
  };
}

// The decisions release health carried out, in release_decisions (migration 0014): written by the
// job after the environment changed, read by GET /api/v1/telemetry/decisions.
import type { ReleaseDecision, ReleaseFigures } from '@carmarket/shared/api-contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toIso } from '../../lib/dates';
import { newId } from '../../lib/ids';

export type NewReleaseDecision = Omit<ReleaseDecision, 'id' | 'decidedAt'> & {
  decidedAt: Date;
  /** The canary's `since` in the composition: which canary of that version it was. */
  canarySince: string;
};

/** JSON text cast to jsonb: the ::text keeps drivers that type parameters (PGlite) from encoding it twice. */
const jsonb = (figures: ReleaseFigures) => sql<string>`cast(${JSON.stringify(figures)}::text as jsonb)`;

/** Stores a decision; answers false when this canary has one already (another instance stored it). */
export async function recordReleaseDecision(db: Kysely<Database>, decision: NewReleaseDecision): Promise<boolean> {
  const result = await db
    .insertInto('releaseDecisions')
    .values({
      id: newId(),
      environment: decision.environment,
      app: decision.app,
      canaryVersion: decision.canaryVersion,
      canarySince: decision.canarySince,
      stableVersion: decision.stableVersion,
      action: decision.action,
      reason: decision.reason,
      decidedAt: decision.decidedAt,
      windowMinutes: decision.windowMinutes,
      canary: jsonb(decision.canary),
      stable: jsonb(decision.stable),
    })
    .onConflict((conflict) => conflict.columns(['environment', 'app', 'canaryVersion', 'canarySince']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Only the contract's fields, whatever else the stored JSON holds (jsonb may come back as text from some drivers). */
function figuresOf(stored: ReleaseFigures | string): ReleaseFigures {
  const value = typeof stored === 'string' ? (JSON.parse(stored) as ReleaseFigures) : stored;
  return {
    pageViews: value.pageViews,
    errorRate: value.errorRate,
    remoteFailureRate: value.remoteFailureRate,
    lcpP75: value.lcpP75,
    inpP75: value.inpP75,
  };
}

/** The environment's decisions, newest first. */
export async function readReleaseDecisions(db: Kysely<Database>, environment: string, limit: number): Promise<ReleaseDecision[]> {
  const rows = await db
    .selectFrom('releaseDecisions')
    .selectAll()
    .where('environment', '=', environment)
    .orderBy('decidedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    environment: row.environment,
    app: row.app,
    canaryVersion: row.canaryVersion,
    stableVersion: row.stableVersion,
    action: row.action,
    reason: row.reason,
    decidedAt: toIso(row.decidedAt),
    windowMinutes: row.windowMinutes,
    canary: figuresOf(row.canary),
    stable: figuresOf(row.stable),
  }));
}

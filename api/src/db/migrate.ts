// Versioned migrations, applied at start. A static provider keeps them bundle- and tsx-friendly.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider, type QueryExecutorProvider } from 'kysely';
import * as initial from './migrations/0001-initial';
import * as packageOrderStatus from './migrations/0002-package-order-status';
import * as sellerReports from './migrations/0003-seller-reports';
import * as otpLockouts from './migrations/0004-otp-lockouts';
import * as viewsAndUnattachedUploads from './migrations/0005-views-and-unattached-uploads';
import * as packageOrderPayments from './migrations/0006-package-order-payments';
import * as listingIndexes from './migrations/0007-listing-indexes';
import * as fleetState from './migrations/0008-fleet-state';
import * as listingFacetRows from './migrations/0009-listing-facet-rows';
import * as recentlyViewed from './migrations/0010-recently-viewed';
import * as telemetry from './migrations/0011-telemetry';
import * as savedSearches from './migrations/0012-saved-searches';
import * as carChangesAndAlerts from './migrations/0013-car-changes-and-alerts';
import * as releaseDecisions from './migrations/0014-release-decisions';
import * as notifications from './migrations/0015-notifications';

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-package-order-status': packageOrderStatus,
  '0003-seller-reports': sellerReports,
  '0004-otp-lockouts': otpLockouts,
  '0005-views-and-unattached-uploads': viewsAndUnattachedUploads,
  '0006-package-order-payments': packageOrderPayments,
  '0007-listing-indexes': listingIndexes,
  '0008-fleet-state': fleetState,
  '0009-listing-facet-rows': listingFacetRows,
  '0010-recently-viewed': recentlyViewed,
  '0011-telemetry': telemetry,
  '0012-saved-searches': savedSearches,
  '0013-car-changes-and-alerts': carChangesAndAlerts,
  '0014-release-decisions': releaseDecisions,
  '0015-notifications': notifications,
};

/** The newest migration this build knows: /ready answers 503 until the database has it. */
export const LATEST_MIGRATION = Object.keys(migrations).sort().at(-1)!;

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  // The bookkeeping tables must live in the schema the migrations write to (the connection's
  // search_path). Without an explicit schema Kysely looks for kysely_migration* in *every* schema,
  // so on a PostgreSQL database holding several schemas (test files side by side, or another app)
  // it finds another schema's tables, skips creating its own and then fails with
  // 'relation "kysely_migration_lock" does not exist'.
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('No current schema: check the search_path of DATABASE_URL');
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Whether every migration of this build has been applied to the connection's schema. */
export async function migrationsDone(db: QueryExecutorProvider): Promise<boolean> {
  const { rows } = await sql<{ done: boolean }>`
    select exists (select 1 from kysely_migration where name = ${LATEST_MIGRATION}) as done`.execute(db);
  return rows[0]?.done === true;
}

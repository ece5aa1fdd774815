// The SQL of saved searches. A search's new matches are the listing's own conditions
// (listingConditions, the one definition of what GET /api/v1/cars lists) over the cars created or
// re-priced after its last_seen_at: one statement for all of a user's searches, each count bounded by
// the cars_public_created and cars_public_price_changed indexes to the cars listed or re-priced since.
import { savedSearchQuerySchema, type SavedSearch, type SavedSearchQuery } from '@carmarket/shared/api-contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, SavedSearchesTable } from '../../db/schema';
import { toDate, toIso } from '../../lib/dates';
import { listingConditions } from '../cars/listing-sql';

export type SavedSearchRow = Selectable<SavedSearchesTable>;

/** The stored query as the listing reads it (defaults filled; jsonb may come back as text from some drivers). */
export function savedQueryOf(row: Pick<SavedSearchRow, 'query'>): SavedSearchQuery {
  return savedSearchQuerySchema.parse(typeof row.query === 'string' ? JSON.parse(row.query) : row.query);
}

/** The query as jsonb, from JSON text: the ::text keeps drivers that type parameters (PGlite) from encoding it twice. */
export const queryJson = (query: SavedSearchQuery) => sql<string>`cast(${JSON.stringify(query)}::text as jsonb)`;

/** Per search id, the unsold cars matching its query that were listed, or whose price changed, after its last_seen_at. */
export async function newMatchCounts(db: Kysely<Database>, rows: readonly SavedSearchRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const counts = rows.map((row) => {
    // The page and its size condition nothing: these are the cars GET /api/v1/cars lists for the filters.
    const q = { ...savedQueryOf(row), page: 1, pageSize: 1 };
    return db
      .selectFrom('cars')
      .select((eb) => [sql<string>`${row.id}::text`.as('id'), eb.fn.countAll<number | string>().as('n')])
      .where((eb) => {
        const since = toDate(row.lastSeenAt);
        // New: listed, or re-priced (migration 0013's cars_public_price_changed), since last seen.
        return eb.and([listingConditions(eb, q), eb.or([eb('cars.createdAt', '>', since), eb('cars.priceChangedAt', '>', since)])]);
      });
  });
  const [first, ...rest] = counts;
  const found = await rest.reduce((all, next) => all.unionAll(next), first!).execute();
  return new Map(found.map((r) => [r.id, Number(r.n)]));
}

export function toSavedSearch(row: SavedSearchRow, newMatches: number): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: savedQueryOf(row),
    alert: row.alert,
    newMatches,
    lastSeenAt: toIso(row.lastSeenAt),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** The user's searches, newest first, each with its count of new matches. */
export async function readSavedSearches(db: Kysely<Database>, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .selectFrom('savedSearches')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  const counts = await newMatchCounts(db, rows);
  return rows.map((row) => toSavedSearch(row, counts.get(row.id) ?? 0));
}

/** One of the user's searches with its count; undefined when it is not theirs or does not exist. */
export async function readSavedSearch(db: Kysely<Database>, userId: string, id: string): Promise<SavedSearch | undefined> {
  const row = await db.selectFrom('savedSearches').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  const counts = await newMatchCounts(db, [row]);
  return toSavedSearch(row, counts.get(row.id) ?? 0);
}

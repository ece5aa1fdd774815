// Alert matching (issue 28), a housekeeping task: reads the car_changes outbox a batch at a time and
// writes the alerts it raises. One transaction per batch claims unprocessed changes in id order
// (for update skip locked), writes the alerts (on conflict do nothing) and marks the changes
// processed: an instance that stops mid-batch rolls it all back and the next run does it again,
// nothing lost; a batch done twice, or two instances at once, write each alert once (the unique
// indexes of migration 0013).
//
// Saved searches are matched by the listing's own definition, in SQL: listingConditions
// (cars/listing-sql.ts, what GET /api/v1/cars lists) over the batch's cars, so no second copy of the
// filter rules exists to drift from it (a predicate in JS would have to repeat PostgreSQL's lower(),
// trim() and text comparison exactly). listingConditions is a conjunction with one condition per
// filter (unsold, owner type, brand and model, fuel, ..., location, each bound of price, year and km,
// the search), so a car matches a query exactly when it matches each of the query's filters alone.
// With 100,000 searches testing each query whole costs one SQL branch per distinct query (~0.4 ms of
// parsing and planning each, ~40 s a batch); their filters repeat far more than the queries do (a few
// thousand distinct brand/model lists, a hundred locations, a few dozen price bounds). So each
// distinct filter is one branch, `listingConditions` of a query holding that filter alone, telling
// which of the batch's cars pass it; a query's cars are the intersection of its filters' sets (bit
// sets, one bit per car of the batch). alerts.test.ts checks the alerts equal the listing's own
// answer (listingIds) for generated queries. The alerts are then inserted 20,000 to a statement, each
// joined to its search's row read afresh (its alert setting, owner and age decide).
//
// A car alerts a search when it was listed or its price changed, it is unsold (the listing's own
// rule), the search's alert is not 'off', the search is not its owner's, and the search existed when
// the car changed (the car was already in the listing the user saw when saving it).
import { savedSearchQuerySchema } from '@carmarket/shared/api-contracts';
import { makeListingQuery, type ListingQuery } from '@carmarket/shared/domain';
import { expressionBuilder, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { listingConditions } from '../cars/listing-sql';

/** Changes one transaction claims. */
export const MATCH_BATCH_SIZE = 1000;
/** Most filters one statement tests, and the most parameters it binds (PostgreSQL takes 65,535). */
export const FILTERS_PER_STATEMENT = 500;
const PARAMETERS_PER_STATEMENT = 30_000;
/** Most alerts one insert carries (7 values each). */
const ALERTS_PER_INSERT = 20_000;
/** Processed changes are kept this long (what happened to a car recently, for support), then pruned. */
export const PROCESSED_CHANGES_RETENTION_MS = 7 * 24 * 3600_000;

export interface MatchingResult {
  /** Changes processed. */
  changes: number;
  savedSearchAlerts: number;
  priceDropAlerts: number;
  /** Processed changes deleted after their retention. */
  pruned: number;
}

export interface MatchingOptions {
  /** Changes per transaction (default MATCH_BATCH_SIZE). */
  batchSize?: number;
  /** Filters per statement at most (default FILTERS_PER_STATEMENT; tests make it small). */
  filtersPerStatement?: number;
}

interface ClaimedChange {
  id: string;
  carId: string;
  kind: 'listed' | 'price';
  oldPrice: number | null;
  newPrice: number;
  at: Date | string;
}

/**
 * The query's fields, grouped by the condition of listingConditions they make (brand and model are
 * one rule; allLocations goes with the locations it clears). A field left out conditions nothing
 * (sort, page).
 */
const FILTER_FIELDS: readonly (readonly (keyof ListingQuery)[])[] = [
  ['ownerType'],
  ['brand', 'model'],
  ['fuel'],
  ['transmission'],
  ['bodyType'],
  ['ownership'],
  ['seats'],
  ['location', 'allLocations'],
  ['priceMin'],
  ['priceMax'],
  ['yearMin'],
  ['yearMax'],
  ['kmMax'],
  ['search'],
];
const NO_FILTER = makeListingQuery({ pageSize: 1 });
const NO_FILTER_KEYS = FILTER_FIELDS.map((fields) => JSON.stringify(fields.map((field) => NO_FILTER[field])));

/** A distinct saved query: its filters (indexes into the batch's filter list) and the searches that saved it. */
interface SavedQueryGroup {
  filters: number[];
  searchIds: string[];
}

/** Every distinct filter of the saved queries, each as a query holding that filter alone. */
class FilterSet {
  readonly queries: ListingQuery[] = [NO_FILTER];
  private readonly indexes = new Map<string, number>([['', 0]]);

  /** The filters of `query`: always 0 (unsold cars), then one per field group it sets. */
  filtersOf(query: ListingQuery): number[] {
    const filters = [0];
    FILTER_FIELDS.forEach((fields, group) => {
      const values = JSON.stringify(fields.map((field) => query[field]));
      if (values === NO_FILTER_KEYS[group]) return;
      const key = `${group}:${values}`;
      let index = this.indexes.get(key);
      if (index === undefined) {
        index = this.queries.length;
        this.indexes.set(key, index);
        this.queries.push({ ...NO_FILTER, ...Object.fromEntries(fields.map((field) => [field, query[field]])) });
      }
      filters.push(index);
    });
    return filters;
  }
}

const eb = expressionBuilder<Database, 'cars'>();

/** The saved query as the listing reads it (jsonb may come back as text from some drivers). */
function listingQueryOf(stored: unknown): ListingQuery {
  return { ...NO_FILTER, ...savedSearchQuerySchema.parse(typeof stored === 'string' ? JSON.parse(stored) : stored) };
}

/** The newest change of each car in the batch (its prices and time go on the alerts). */
function newestChangePerCar(changes: readonly ClaimedChange[]): ClaimedChange[] {
  const newest = new Map<string, ClaimedChange>();
  for (const change of changes) newest.set(change.carId, change);
  return [...newest.values()];
}

/** An upper bound of the parameters listingConditions binds for a query (each list value at most three times). */
const parametersOf = (q: ListingQuery) =>
  8 +
  3 * (q.brand.length + q.model.length + q.location.length) +
  q.fuel.length +
  q.transmission.length +
  q.bodyType.length +
  q.ownership.length +
  q.seats.length;

/** [from, to) ranges of filters, each within one statement's size and parameter budget. */
function statementsOf(filters: readonly ListingQuery[], perStatement: number): [number, number][] {
  const ranges: [number, number][] = [];
  let from = 0;
  let parameters = 0;
  for (const [i, filter] of filters.entries()) {
    const cost = parametersOf(filter);
    if (i > from && (i - from >= perStatement || parameters + cost > PARAMETERS_PER_STATEMENT)) {
      ranges.push([from, i]);
      from = i;
      parameters = 0;
    }
    parameters += cost;
  }
  if (from < filters.length) ranges.push([from, filters.length]);
  return ranges;
}

/** Per filter, the batch's cars that pass it: a bit set over the batch (bit i = cars[i]). */
async function carsPassingEachFilter(
  trx: Transaction<Database>,
  carIds: readonly string[],
  filters: readonly ListingQuery[],
  perStatement: number,
): Promise<Uint32Array[]> {
  const words = Math.ceil(carIds.length / 32);
  const passing = filters.map(() => new Uint32Array(words));
  for (const [from, to] of statementsOf(filters, perStatement)) {
    const branches = filters
      .slice(from, to)
      .map((filter, i) => sql`select ${sql.lit(from + i)} as f, cars.i from batch as cars where ${listingConditions(eb, filter)}`);
    // The batch's cars with their position in carIds, aliased `cars` by each branch (the listing's conditions name it).
    const { rows } = await sql<{ f: number; i: number | string }>`
      with batch as materialized (
        select cars.*, given.i - 1 as i from unnest(${carIds}::text[]) with ordinality as given(id, i) join cars on cars.id = given.id
      )
      ${sql.join(branches, sql` union all `)}`.execute(trx);
    for (const row of rows) {
      const i = Number(row.i);
      const set = passing[row.f]!;
      set[i >>> 5] = set[i >>> 5]! | (1 << (i & 31));
    }
  }
  return passing;
}

/** The (query, car) matches: the cars passing every filter of the query. */
function* matchesOf(groups: readonly SavedQueryGroup[], passing: readonly Uint32Array[], words: number): Generator<[number, number]> {
  const bits = new Uint32Array(words);
  for (const [k, group] of groups.entries()) {
    bits.set(passing[group.filters[0]!]!);
    for (const filter of group.filters.slice(1)) {
      const set = passing[filter]!;
      for (let w = 0; w < words; w += 1) bits[w] = bits[w]! & set[w]!;
    }
    for (let w = 0; w < words; w += 1) {
      let word = bits[w]!;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        yield [k, w * 32 + bit];
        word &= word - 1;
      }
    }
  }
}

/** A car of the batch as its alerts need it: its owner and its newest change. */
interface BatchCar {
  carId: string;
  ownerId: string;
  change: ClaimedChange;
}

/** An alert to write: a search that saved query k, and the car. */
type PendingAlert = [searchId: string, car: BatchCar];

/**
 * Inserts saved-search alerts, unless the search is now 'off', the car is its owner's, or the search
 * is younger than the change (the search's row is read afresh here). Rows go in (search, car) order:
 * two runs meeting on a car (two instances at once, which the housekeeping's lock normally prevents)
 * take the unique keys in one order and wait for each other instead of deadlocking. A search deleted
 * since it was read fails the statement's foreign key: it is rolled back to its savepoint and run
 * again, and the search is gone from the join (deleting a search never waits for a matching run).
 */
async function insertSavedSearchAlerts(trx: Transaction<Database>, alerts: readonly PendingAlert[], now: Date): Promise<number> {
  const column = <T>(pick: (alert: PendingAlert) => T) => alerts.map(pick);
  const insert = sql`
    insert into alerts (user_id, kind, saved_search_id, car_id, change_id, old_price, new_price, created_at)
    select s.user_id, 'saved-search', s.id, m.car_id, m.change_id, m.old_price, m.new_price, ${now.toISOString()}::timestamptz
    from unnest(${column(([id]) => id)}::text[], ${column(([, car]) => car.carId)}::text[], ${column(([, car]) => car.change.id)}::bigint[],
      ${column(([, car]) => car.change.oldPrice)}::integer[], ${column(([, car]) => car.change.newPrice)}::integer[],
      ${column(([, car]) => new Date(car.change.at).toISOString())}::timestamptz[], ${column(([, car]) => car.ownerId)}::text[])
      as m(search_id, car_id, change_id, old_price, new_price, changed_at, owner_id)
    join saved_searches as s on s.id = m.search_id
    where s.alert <> 'off' and s.user_id <> m.owner_id and s.created_at <= m.changed_at
    order by s.id, m.car_id
    on conflict do nothing`;
  for (let attempt = 1; ; attempt += 1) {
    await sql`savepoint saved_search_alerts`.execute(trx);
    try {
      const result = await insert.execute(trx);
      await sql`release savepoint saved_search_alerts`.execute(trx);
      return Number(result.numAffectedRows ?? 0);
    } catch (error) {
      await sql`rollback to savepoint saved_search_alerts`.execute(trx);
      const foreignKey = (error as { code?: unknown }).code === '23503';
      if (!foreignKey || attempt >= 3) throw error;
    }
  }
}

/** Price drops: every user who saved the car (not its owner), once per change that lowered an unsold car's price. */
async function insertPriceDropAlerts(trx: Transaction<Database>, drops: readonly ClaimedChange[], now: Date): Promise<number> {
  if (drops.length === 0) return 0;
  const result = await sql`
    insert into alerts (user_id, kind, car_id, change_id, old_price, new_price, created_at)
    select saved.user_id, 'price-drop', cars.id, ch.change_id, ch.old_price, ch.new_price, ${now.toISOString()}::timestamptz
    from unnest(${drops.map((c) => c.id)}::bigint[], ${drops.map((c) => c.carId)}::text[], ${drops.map((c) => c.oldPrice)}::integer[],
      ${drops.map((c) => c.newPrice)}::integer[]) as ch(change_id, car_id, old_price, new_price)
    join cars on cars.id = ch.car_id and not cars.is_sold
    join saved_cars as saved on saved.car_id = cars.id and saved.user_id <> cars.user_id
    order by saved.user_id, cars.id, ch.change_id
    on conflict do nothing`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/** The saved queries to test (alert not 'off'), each once with its searches, in a fixed order; and their filters. */
async function savedQueryGroups(trx: Transaction<Database>): Promise<{ groups: SavedQueryGroup[]; filters: FilterSet }> {
  const { rows } = await sql<{ query: unknown; searchIds: string[] }>`
    select query, array_agg(id order by id) as search_ids from saved_searches where alert <> 'off'
    group by query order by min(id)`.execute(trx);
  const filters = new FilterSet();
  const groups = rows.map((row) => ({ filters: filters.filtersOf(listingQueryOf(row.query)), searchIds: row.searchIds }));
  return { groups, filters };
}

async function matchSavedSearches(
  trx: Transaction<Database>,
  cars: readonly BatchCar[],
  now: Date,
  filtersPerStatement: number,
): Promise<number> {
  if (cars.length === 0) return 0;
  const { groups, filters } = await savedQueryGroups(trx);
  if (groups.length === 0) return 0;
  const passing = await carsPassingEachFilter(
    trx,
    cars.map((car) => car.carId),
    filters.queries,
    filtersPerStatement,
  );
  let inserted = 0;
  let pending: PendingAlert[] = [];
  for (const [k, i] of matchesOf(groups, passing, Math.ceil(cars.length / 32))) {
    for (const searchId of groups[k]!.searchIds) pending.push([searchId, cars[i]!]);
    if (pending.length >= ALERTS_PER_INSERT) {
      inserted += await insertSavedSearchAlerts(trx, pending, now);
      pending = [];
    }
  }
  if (pending.length > 0) inserted += await insertSavedSearchAlerts(trx, pending, now);
  return inserted;
}

/** One batch in one transaction; 0 changes when none was left to claim. */
async function matchBatch(db: Kysely<Database>, now: Date, options: Required<MatchingOptions>): Promise<Omit<MatchingResult, 'pruned'>> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .selectFrom('carChanges')
      .select(['id', 'carId', 'kind', 'oldPrice', 'newPrice', 'at'])
      .where('processedAt', 'is', null)
      .orderBy('id')
      .limit(options.batchSize)
      .forUpdate()
      .skipLocked()
      .execute();
    if (claimed.length === 0) return { changes: 0, savedSearchAlerts: 0, priceDropAlerts: 0 };
    const carIds = [...new Set(claimed.map((c) => c.carId))];
    // The cars that still exist and their owners, held (key share) to the commit: a car deleted
    // meanwhile waits for this batch and then deletes the alerts it wrote; edits (no key update) are
    // not held up.
    const owners = new Map(
      (await trx.selectFrom('cars').select(['id', 'userId']).where('id', 'in', carIds).orderBy('id').forKeyShare().execute()).map((row) => [
        row.id,
        row.userId,
      ]),
    );
    const changes = claimed.filter((c) => owners.has(c.carId));
    const cars = newestChangePerCar(changes).map((change) => ({ carId: change.carId, ownerId: owners.get(change.carId)!, change }));

    const savedSearchAlerts = await matchSavedSearches(trx, cars, now, options.filtersPerStatement);
    const drops = changes.filter((c) => c.kind === 'price' && c.oldPrice !== null && c.newPrice < c.oldPrice);
    const priceDropAlerts = await insertPriceDropAlerts(trx, drops, now);

    await trx
      .updateTable('carChanges')
      .set({ processedAt: now })
      .where(
        'id',
        'in',
        claimed.map((c) => c.id),
      )
      .execute();
    return { changes: claimed.length, savedSearchAlerts, priceDropAlerts };
  });
}

/**
 * Works through every unprocessed change, a batch per transaction, then prunes processed changes past
 * their retention. Safe to run on several instances at once (each batch is claimed by one).
 */
export async function matchCarChanges(db: Kysely<Database>, now: Date, options: MatchingOptions = {}): Promise<MatchingResult> {
  const settings = {
    batchSize: options.batchSize ?? MATCH_BATCH_SIZE,
    filtersPerStatement: options.filtersPerStatement ?? FILTERS_PER_STATEMENT,
  };
  const total: MatchingResult = { changes: 0, savedSearchAlerts: 0, priceDropAlerts: 0, pruned: 0 };
  for (;;) {
    const done = await matchBatch(db, now, settings);
    if (done.changes === 0) break;
    total.changes += done.changes;
    total.savedSearchAlerts += done.savedSearchAlerts;
    total.priceDropAlerts += done.priceDropAlerts;
  }
  const pruned = await db
    .deleteFrom('carChanges')
    .where('processedAt', '<', new Date(now.getTime() - PROCESSED_CHANGES_RETENTION_MS))
    .executeTakeFirst();
  total.pruned = Number(pruned.numDeletedRows);
  return total;
}

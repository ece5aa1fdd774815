// The browse listing (GET /api/v1/cars) answered by the database itself: PostgreSQL, or PGlite
// embedded, through the same Kysely queries. Rules of spec §5 (listing-sql.test.ts checks them).
// Per request: one page query (sort index + id tie-break), one facet statement (every facet's
// counts from the tables migration 0009's triggers keep: see totalAndFacets), one bounds query
// (min/max over the public-car indexes) and the page's images. Nothing is kept in the process:
// every instance on the database answers alike.
//
// Facets count "every filter except its own": a car that fails exactly one list filter counts for
// that filter's facets only; brand + model is one filter behind two facets, location one filter
// behind three (state, city and 'State-Locality'). Price, year, km and search are not facets.
import {
  brandModelRule,
  normalizeBodyType,
  SEATS_OPEN_ENDED_FROM,
  type CarListingPage,
  type FacetCount,
  type ListingFacets,
  type ListingQuery,
  type ModelFacetCount,
} from '@carmarket/shared/domain';
import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { selectCarRows, toCars } from './car-queries';

type CarsEb = ExpressionBuilder<Database, 'cars'>;
export type FacetKey = keyof ListingFacets;

/** The list filters; each facet belongs to one. */
type Slot = 'ownerType' | 'brandModel' | 'fuel' | 'transmission' | 'bodyType' | 'ownership' | 'seats' | 'location';
const SLOTS: readonly Slot[] = ['ownerType', 'brandModel', 'fuel', 'transmission', 'bodyType', 'ownership', 'seats', 'location'];
const SLOT_OF_FACET: Record<FacetKey, Slot> = {
  ownerType: 'ownerType',
  brand: 'brandModel',
  model: 'brandModel',
  fuel: 'fuel',
  transmission: 'transmission',
  bodyType: 'bodyType',
  ownership: 'ownership',
  seats: 'seats',
  state: 'location',
  city: 'location',
  locality: 'location',
};
const FACET_KEYS = Object.keys(SLOT_OF_FACET) as FacetKey[];

/** The shared seatsChoiceOf in SQL: the seat count, or '8+' from 8 up (null without a count). */
const seatsChoice = (eb: CarsEb) =>
  sql<
    string | null
  >`case when ${eb.ref('cars.seats')} >= ${sql.lit(SEATS_OPEN_ENDED_FROM)} then ${sql.lit(`${SEATS_OPEN_ENDED_FROM}+`)} else cast(${eb.ref('cars.seats')} as text) end`;

/** lower(trim(...)) forms the location filter compares (indexed in migration 0007). */
const lowerTrim = (eb: CarsEb, column: 'cars.state' | 'cars.city' | 'cars.locality') => sql<string>`lower(trim(${eb.ref(column)}))`;

/** The list filters the query sets, each as a condition (absent = no filter). */
function slotConditions(eb: CarsEb, q: ListingQuery): Partial<Record<Slot, Expression<SqlBool>>> {
  const c: Partial<Record<Slot, Expression<SqlBool>>> = {};
  if (q.ownerType === 'dealer') c.ownerType = eb('cars.sellerType', '=', 'Dealer');
  if (q.ownerType === 'owner') c.ownerType = eb('cars.sellerType', '=', 'Owner');
  // Brand and model, per brand: its selected models, or all of them (the shared brandModelRule).
  const rule = brandModelRule(q.brand, q.model);
  if (rule) {
    const passes: Expression<SqlBool>[] = [];
    if (rule.allModels.length > 0) passes.push(eb('cars.brand', 'in', rule.allModels));
    for (const [brand, models] of rule.byBrand) passes.push(eb.and([eb('cars.brand', '=', brand), eb('cars.model', 'in', models)]));
    if (rule.anyBrand.length > 0) passes.push(eb('cars.model', 'in', rule.anyBrand));
    c.brandModel = eb.or(passes);
  }
  if (q.fuel.length > 0) c.fuel = eb('cars.fuelType', 'in', [...q.fuel]);
  if (q.transmission.length > 0) c.transmission = eb('cars.transmission', 'in', [...q.transmission]);
  if (q.bodyType.length > 0) c.bodyType = eb('cars.bodyType', 'in', q.bodyType.map(normalizeBodyType));
  if (q.ownership.length > 0) c.ownership = eb('cars.ownership', 'in', [...q.ownership]);
  if (q.seats.length > 0) c.seats = eb(seatsChoice(eb), 'in', [...q.seats]);
  // A location entry is a state, a city or 'State-Locality', case-insensitive.
  if (q.location.length > 0) {
    const wanted = q.location.map((l) => l.trim().toLowerCase());
    c.location = eb.or([
      eb(lowerTrim(eb, 'cars.state'), 'in', wanted),
      eb(lowerTrim(eb, 'cars.city'), 'in', wanted),
      eb(sql`${lowerTrim(eb, 'cars.state')} || '-' || ${lowerTrim(eb, 'cars.locality')}`, 'in', wanted),
    ]);
  }
  return c;
}

/** The numeric filters (price, year, km): columns of both cars and listing_cars. */
function numericConditions(eb: CarsEb, q: ListingQuery): Expression<SqlBool>[] {
  const c: Expression<SqlBool>[] = [];
  if (q.priceMin !== undefined) c.push(eb('cars.carPrice', '>=', q.priceMin));
  if (q.priceMax !== undefined) c.push(eb('cars.carPrice', '<=', q.priceMax));
  if (q.yearMin !== undefined) c.push(eb('cars.manufacturingYear', '>=', q.yearMin));
  if (q.yearMax !== undefined) c.push(eb('cars.manufacturingYear', '<=', q.yearMax));
  if (q.kmMax !== undefined) c.push(eb('cars.kmDriven', '<=', q.kmMax));
  return c;
}

const searchTerm = (q: ListingQuery) => q.search.trim().toLowerCase();

/** The search: the term within 'brand model' (columns of both cars and listing_combos). */
const searchCondition = (eb: CarsEb, term: string): Expression<SqlBool> =>
  eb(sql`strpos(lower(${eb.ref('cars.brand')} || ' ' || ${eb.ref('cars.model')}), ${term})`, '>', 0);

/** Public cars and the filters that are not facets (price, year, km, search). */
function baseConditions(eb: CarsEb, q: ListingQuery): Expression<SqlBool>[] {
  const c: Expression<SqlBool>[] = [eb('cars.isSold', '=', false), ...numericConditions(eb, q)];
  const term = searchTerm(q);
  if (term !== '') c.push(searchCondition(eb, term));
  return c;
}

/** Every condition of the query: the cars it lists. */
export function listingConditions(eb: CarsEb, q: ListingQuery): Expression<SqlBool> {
  return eb.and([...baseConditions(eb, q), ...Object.values(slotConditions(eb, q))]);
}

function orderedListing(db: Kysely<Database>, q: ListingQuery) {
  let query = selectCarRows(db).where((eb) => listingConditions(eb as unknown as CarsEb, q));
  switch (q.sort) {
    case 'yearNewToOld':
      query = query.orderBy('cars.manufacturingYear', 'desc');
      break;
    case 'yearOldToNew':
      query = query.orderBy('cars.manufacturingYear', 'asc');
      break;
    case 'priceLowToHigh':
      query = query.orderBy('cars.carPrice', 'asc');
      break;
    case 'priceHighToLow':
      query = query.orderBy('cars.carPrice', 'desc');
      break;
    case 'popularity':
      query = query.orderBy('cars.views', 'desc');
      break;
    case 'listedNewToOld':
      query = query.orderBy('cars.createdAt', 'desc');
      break;
  }
  // cars.id is COLLATE "C": ties break on id in code-unit order.
  return query.orderBy('cars.id', 'asc');
}

/** Every matching car id in order (tests). */
export async function listingIds(db: Kysely<Database>, q: ListingQuery): Promise<string[]> {
  const rows = await orderedListing(db, q).clearSelect().select('cars.id').execute();
  return rows.map((r) => r.id);
}

// Code-unit order, as PostgreSQL's COLLATE "C" (facet ties must not depend on the database's collation).
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Column names of the facet statement: lower case, so the CamelCasePlugin leaves them alone both ways. */
const okName = (slot: Slot) => `ok${slot.toLowerCase()}`;

interface FacetGroupRow {
  /** 'c': one facet combination (listing_combos) of the cars; 'l': one location (listing_locations). */
  kind: 'c' | 'l';
  n: number | string;
  sellerType: string | null;
  brand: string | null;
  model: string | null;
  fuelType: string | null;
  transmission: string | null;
  bodyType: string | null;
  ownership: string | null;
  seatsChoice: string | null;
  state: string | null;
  city: string | null;
  locality: string | null;
  [ok: string]: string | number | boolean | null;
}

/** The facet values of one listing_combos row, by facet (the location facets come from 'l' rows). */
const COMBO_FACETS: readonly [FacetKey, (row: FacetGroupRow) => string | null][] = [
  ['ownerType', (r) => r.sellerType?.toLowerCase() ?? null],
  ['brand', (r) => r.brand],
  ['fuel', (r) => r.fuelType],
  ['transmission', (r) => r.transmission],
  ['bodyType', (r) => r.bodyType],
  ['ownership', (r) => r.ownership],
  ['seats', (r) => r.seatsChoice],
];

/**
 * Total and every facet in one statement, from the tables of migration 0009 that triggers on cars
 * keep: listing_combos and listing_locations (each car's facet combination and location, as integer
 * ids), listing_cars (one narrow row per unsold car) and listing_counts (unsold cars per combination
 * and location, per combination and per location).
 * First level, two lists of groups: per combination, the cars whose location passes the location
 * filter; per location, the cars whose combination passes every other list filter; both over the
 * cars passing the non-facet filters (search picks combinations). Without price, year or km filters
 * these are sums of listing_counts rows (no car is read); with them, one scan of listing_cars
 * grouped by two integer keys. Second level: each group joined to its values and, per combination,
 * whether each active list filter passes (the page query's own conditions, on listing_combos and
 * listing_locations aliased as cars). Node then adds up the groups under "every list filter but the
 * facet's own": ~1,400 groups at most.
 */
async function totalAndFacets(db: Kysely<Database>, q: ListingQuery): Promise<{ total: number; facets: ListingFacets }> {
  const eb = expressionBuilder<Database, 'cars'>();
  const slots = slotConditions(eb, q);
  const comboSlots = SLOTS.filter((s) => s !== 'location' && slots[s] !== undefined);
  const all = (conditions: readonly Expression<SqlBool>[]) =>
    conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
  const term = searchTerm(q);
  const combosWhere = (conditions: readonly Expression<SqlBool>[]) => sql`(select id from listing_combos as cars where ${all(conditions)})`;
  // The locations passing the location filter; the combinations passing search and the other list filters.
  const passingLocations = slots.location ? sql`(select id from listing_locations as cars where ${slots.location})` : null;
  const searched = term !== '' ? [searchCondition(eb, term)] : [];
  const othersConditions = [...searched, ...comboSlots.map((s) => slots[s]!)];
  const passingOthers = othersConditions.length > 0 ? combosWhere(othersConditions) : null;
  const searchedCombos = searched.length > 0 ? combosWhere(searched) : null;
  const numeric = numericConditions(eb, q);

  let firsts;
  // Sums of listing_counts rows found through its indexes (= any(array(...)) probes them; IN would
  // hash-join a scan of every row).
  if (numeric.length === 0) {
    firsts = sql`select combo_id, null::integer as location_id, sum(n)::integer as n from listing_counts
        where combo_id <> 0 and ${passingLocations ? sql`location_id = any(array${passingLocations})` : sql`location_id = 0`}
          ${searchedCombos ? sql`and combo_id = any(array${searchedCombos})` : sql``}
        group by combo_id
      union all
      select null, location_id, sum(n)::integer from listing_counts
        where location_id <> 0 and ${passingOthers ? sql`combo_id = any(array${passingOthers})` : sql`combo_id = 0`}
        group by location_id`;
  } else {
    const where = [...numeric, ...(searchedCombos ? [sql<SqlBool>`cars.combo_id in ${searchedCombos}`] : [])];
    firsts = sql`select combo_id, location_id, case when combo_id is null then in_others else in_location end as n from (
        select combo_id, location_id, count(*) filter (where location_ok)::integer as in_location,
          count(*) filter (where others_ok)::integer as in_others
        from (select cars.combo_id, cars.location_id,
                ${passingLocations ? sql`cars.location_id in ${passingLocations}` : sql`true`} as location_ok,
                ${passingOthers ? sql`cars.combo_id in ${passingOthers}` : sql`true`} as others_ok
              from listing_cars as cars where ${all(where)}) as passing
        group by grouping sets ((combo_id), (location_id))
      ) as groups`;
  }
  const comboOks = comboSlots.map((s) => sql`coalesce(${slots[s]!}, false) as ${sql.ref(okName(s))}`);
  const noOks = comboSlots.map((s) => sql`null::boolean as ${sql.ref(okName(s))}`);
  const query = sql<FacetGroupRow>`with firsts as (${firsts})
    select 'c' as kind, f.n, cars.seller_type, cars.brand, cars.model, cars.fuel_type,
      cars.transmission, cars.body_type, cars.ownership, ${seatsChoice(eb)} as seats_choice,
      null as state, null as city, null as locality ${sql.join([sql``, ...comboOks])}
    from firsts as f join listing_combos as cars on cars.id = f.combo_id
    where f.n > 0
    union all
    select 'l', f.n, null, null, null, null, null, null, null, null,
      cars.state, cars.city, cars.state || '-' || cars.locality ${sql.join([sql``, ...noOks])}
    from firsts as f join listing_locations as cars on cars.id = f.location_id
    where f.n > 0`;
  const { rows } = await query.execute(db);

  // Sums per facet value: key -> entry.
  const sums = Object.fromEntries(FACET_KEYS.map((k) => [k, new Map<string, FacetCount | ModelFacetCount>()])) as Record<
    FacetKey,
    Map<string, FacetCount | ModelFacetCount>
  >;
  const add = (key: FacetKey, value: string | null, n: number, brand?: string) => {
    if (value === null || n === 0) return;
    const id = brand === undefined ? value : `${brand}\u0000${value}`;
    const entry = sums[key].get(id);
    if (entry) entry.count += n;
    else sums[key].set(id, brand === undefined ? { value, count: n } : { value, brand, count: n });
  };
  let total = 0;
  for (const row of rows) {
    const n = Number(row.n);
    if (row.kind === 'l') {
      add('state', row.state, n);
      add('city', row.city, n);
      add('locality', row.locality, n);
      continue;
    }
    // Which list filters this combination fails ('c' rows count only cars whose location passes).
    const failing = comboSlots.filter((s) => row[okName(s)] === false);
    if (failing.length > 1) continue;
    if (failing.length === 0) total += n;
    const counts = (slot: Slot) => failing.length === 0 || failing[0] === slot;
    for (const [key, valueOf] of COMBO_FACETS) if (counts(SLOT_OF_FACET[key])) add(key, valueOf(row), n);
    if (counts('brandModel')) add('model', row.model, n, row.brand ?? '');
  }
  const facets = Object.fromEntries(
    FACET_KEYS.map((k) => [
      k,
      [...sums[k].values()].sort(
        (a, b) =>
          b.count - a.count ||
          compareText(a.value, b.value) ||
          compareText((a as Partial<ModelFacetCount>).brand ?? '', (b as Partial<ModelFacetCount>).brand ?? ''),
      ),
    ]),
  );
  return { total, facets: facets as unknown as ListingFacets };
}

/** Slider bounds over every public car (each min/max is one step down a public-car index). */
export async function publicBounds(db: Kysely<Database>): Promise<CarListingPage['bounds']> {
  const row = await db
    .selectFrom('cars')
    .select((eb) => [
      eb.fn.min('carPrice').as('priceMin'),
      eb.fn.max('carPrice').as('priceMax'),
      eb.fn.min('manufacturingYear').as('yearMin'),
      eb.fn.max('manufacturingYear').as('yearMax'),
    ])
    .where('isSold', '=', false)
    .executeTakeFirst();
  if (!row || row.priceMin === null || row.priceMin === undefined) {
    return { priceMin: 0, priceMax: 10_000_000, yearMin: 2000, yearMax: new Date().getFullYear() };
  }
  return {
    priceMin: Number(row.priceMin),
    priceMax: Number(row.priceMax),
    yearMin: Number(row.yearMin),
    yearMax: Number(row.yearMax),
  };
}

/** One page of the listing with its total, facet counts and slider bounds. */
export async function listingPage(db: Kysely<Database>, baseUrl: string, q: ListingQuery): Promise<CarListingPage> {
  const offset = (q.page - 1) * q.pageSize;
  // Independent statements: in parallel on a PostgreSQL pool (PGlite runs them one after another).
  const [rows, { total, facets }, bounds] = await Promise.all([
    orderedListing(db, q).limit(q.pageSize).offset(offset).execute(),
    totalAndFacets(db, q),
    publicBounds(db),
  ]);
  return {
    cars: await toCars(db, baseUrl, rows),
    total,
    page: q.page,
    pageSize: q.pageSize,
    pageCount: Math.ceil(total / q.pageSize),
    facets,
    bounds,
  };
}

// The browse listing (GET /api/v1/cars) answered by the database itself: PostgreSQL, or PGlite
// embedded, through the same Kysely queries. Rules of spec §5 (listing-sql.test.ts checks them).
// Per request: one page query (sort index + id tie-break), one facet query (every facet's counts
// in one scan, GROUPING SETS), one bounds query (min/max over the public-car indexes) and the
// page's images. Nothing is kept in the process: every instance on the database answers alike.
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
import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
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

/** The value each facet groups by (the model facet groups by brand and model). */
const FACET_VALUES: Record<Exclude<FacetKey, 'model'>, (eb: CarsEb) => Expression<string | null>> & {
  model: (eb: CarsEb) => Expression<string>;
} = {
  ownerType: (eb) => eb.ref('cars.sellerType'),
  brand: (eb) => eb.ref('cars.brand'),
  model: (eb) => eb.ref('cars.model'),
  fuel: (eb) => eb.ref('cars.fuelType'),
  transmission: (eb) => eb.ref('cars.transmission'),
  bodyType: (eb) => eb.ref('cars.bodyType'),
  ownership: (eb) => eb.ref('cars.ownership'),
  seats: seatsChoice,
  state: (eb) => eb.ref('cars.state'),
  city: (eb) => eb.ref('cars.city'),
  locality: (eb) => sql<string>`${eb.ref('cars.state')} || '-' || ${eb.ref('cars.locality')}`,
};

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

/** Public cars and the filters that are not facets (price, year, km, search). */
function baseConditions(eb: CarsEb, q: ListingQuery): Expression<SqlBool>[] {
  const c: Expression<SqlBool>[] = [eb('cars.isSold', '=', false)];
  if (q.priceMin !== undefined) c.push(eb('cars.carPrice', '>=', q.priceMin));
  if (q.priceMax !== undefined) c.push(eb('cars.carPrice', '<=', q.priceMax));
  if (q.yearMin !== undefined) c.push(eb('cars.manufacturingYear', '>=', q.yearMin));
  if (q.yearMax !== undefined) c.push(eb('cars.manufacturingYear', '<=', q.yearMax));
  if (q.kmMax !== undefined) c.push(eb('cars.kmDriven', '<=', q.kmMax));
  const term = q.search.trim().toLowerCase();
  if (term !== '') c.push(eb(sql`strpos(lower(${eb.ref('cars.brand')} || ' ' || ${eb.ref('cars.model')}), ${term})`, '>', 0));
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

/**
 * Column names of the facet statement: lower case without underscores, so the database's
 * CamelCasePlugin leaves them as they are both ways (prefix + lower-cased facet or filter name).
 */
const name = (prefix: 'ok' | 'v' | 'g' | 'c', key: string) => `${prefix}${key.toLowerCase()}`;
const col = (prefix: 'ok' | 'v' | 'g' | 'c', key: string) => sql.ref(name(prefix, key));

interface FacetRow {
  [column: string]: string | number | null;
}

/**
 * Total and every facet in one statement: an inner select computes, per public car passing the
 * non-facet filters, each facet value and whether each active list filter passes (rows failing two
 * or more count nowhere and are dropped there); GROUPING SETS then group once per facet, each
 * count filtered on "every list filter but the facet's own", and the empty set gives the total.
 */
async function totalAndFacets(db: Kysely<Database>, q: ListingQuery): Promise<{ total: number; facets: ListingFacets }> {
  const eb = expressionBuilder<Database, 'cars'>();
  const slots = slotConditions(eb, q);
  const active = SLOTS.filter((s) => slots[s] !== undefined);
  const ok = (s: Slot) => col('ok', s);
  const allBut = (except: Slot | null): RawBuilder<SqlBool> => {
    const parts = active.filter((s) => s !== except).map(ok);
    return parts.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(parts, sql` and `)}`;
  };
  const facetColumns = FACET_KEYS.filter((k) => k !== 'model');
  const innerColumns = [
    ...facetColumns.map((k) => sql`${FACET_VALUES[k](eb)} as ${col('v', k)}`),
    sql`${FACET_VALUES.model(eb)} as ${col('v', 'model')}`,
    ...active.map((s) => sql`coalesce(${slots[s]!}, false) as ${col('ok', s)}`),
  ];
  const failures = active.map((s) => sql`(case when ${slots[s]!} then 0 else 1 end)`);
  const where = [...baseConditions(eb, q), ...(failures.length > 1 ? [sql<SqlBool>`${sql.join(failures, sql` + `)} <= 1`] : [])];
  const sets = [
    sql`()`,
    ...facetColumns.map((k) => (k === 'brand' ? sql`(${col('v', 'brand')})` : sql`(${col('v', k)})`)),
    sql`(${col('v', 'brand')}, ${col('v', 'model')})`,
  ];
  const groupingOf = [...facetColumns, 'model'].map((k) => sql`grouping(${col('v', k)}) as ${col('g', k)}`);
  const counts = [
    sql`count(*) filter (where ${allBut(null)})::int as ${col('c', 'total')}`,
    ...SLOTS.map((s) => sql`count(*) filter (where ${allBut(s)})::int as ${col('c', s)}`),
  ];
  const query = sql<FacetRow>`select ${sql.join([...groupingOf, ...facetColumns.map((k) => col('v', k)), col('v', 'model'), ...counts])}
    from (select ${sql.join(innerColumns)} from cars where ${sql.join(where, sql` and `)}) as listing
    group by grouping sets (${sql.join(sets)})`;
  const { rows } = await query.execute(db);

  let total = 0;
  const facets = Object.fromEntries(FACET_KEYS.map((k) => [k, [] as FacetCount[]])) as unknown as Record<FacetKey, FacetCount[]>;
  for (const row of rows) {
    const grouped = [...facetColumns, 'model' as const].filter((k) => Number(row[name('g', k)]) === 0);
    if (grouped.length === 0) {
      total = Number(row[name('c', 'total')]);
      continue;
    }
    // (brand, model) is the model facet; a single column is that facet.
    const key: FacetKey = grouped.includes('model') ? 'model' : grouped[0]!;
    const count = Number(row[name('c', SLOT_OF_FACET[key])]);
    const value = row[name('v', key)];
    if (count === 0 || value === null || value === undefined) continue;
    if (key === 'model') {
      const entry: ModelFacetCount = { value: String(value), brand: String(row[name('v', 'brand')]), count };
      facets.model.push(entry);
    } else facets[key].push({ value: key === 'ownerType' ? String(value).toLowerCase() : String(value), count });
  }
  for (const list of Object.values(facets)) {
    list.sort(
      (a, b) =>
        b.count - a.count ||
        compareText(a.value, b.value) ||
        compareText((a as Partial<ModelFacetCount>).brand ?? '', (b as Partial<ModelFacetCount>).brand ?? ''),
    );
  }
  return { total, facets: facets as ListingFacets };
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

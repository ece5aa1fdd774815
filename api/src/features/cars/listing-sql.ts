// The browse listing in SQL: the same rules as the shared applyListingQuery (spec §5), plus
// paging, facet counts and slider bounds. listing-parity.test.ts proves the two agree.
import {
  brandModelRule,
  normalizeBodyType,
  SEATS_OPEN_ENDED_FROM,
  type CarListingPage,
  type FacetCount,
  type ListingFacets,
  type ListingQuery,
} from '@carmarket/shared/domain';
import { sql, type AliasableExpression, type ExpressionBuilder, type Expression, type SqlBool, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { selectCarRows, toCars } from './car-queries';

type CarsEb = ExpressionBuilder<Database, 'cars'>;
export type FacetKey = keyof ListingFacets;

/** The shared seatsChoiceOf in SQL: the seat count, or '8+' from 8 up (null without a count). */
const seatsChoice = (eb: CarsEb) =>
  sql<
    string | null
  >`case when ${eb.ref('cars.seats')} >= ${SEATS_OPEN_ENDED_FROM} then ${`${SEATS_OPEN_ENDED_FROM}+`} else cast(${eb.ref('cars.seats')} as text) end`;

/** What each facet groups by. */
const FACET_VALUES: Record<FacetKey, (eb: CarsEb) => AliasableExpression<string | null>> = {
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

/** Conditions of the query; `except` leaves out one facet's own filter (for its counts). */
export function listingConditions(eb: CarsEb, q: ListingQuery, except?: FacetKey): Expression<SqlBool> {
  const c: Expression<SqlBool>[] = [eb('cars.isSold', '=', false)];
  if (except !== 'ownerType') {
    if (q.ownerType === 'dealer') c.push(eb('cars.sellerType', '=', 'Dealer'));
    if (q.ownerType === 'owner') c.push(eb('cars.sellerType', '=', 'Owner'));
  }
  const list = (
    key: FacetKey,
    column: 'cars.fuelType' | 'cars.transmission' | 'cars.bodyType' | 'cars.ownership',
    values: readonly string[],
  ) => {
    if (except !== key && values.length > 0) c.push(eb(column, 'in', [...values]));
  };
  // Brand and model are one filter (per brand: its selected models, or all of them) shown as two facets.
  const brandModel = brandModelRule(q.brand, q.model);
  if (except !== 'brand' && except !== 'model' && brandModel) {
    const { allModels, byBrand, anyBrand } = brandModel;
    const passes: Expression<SqlBool>[] = [];
    if (allModels.length > 0) passes.push(eb('cars.brand', 'in', allModels));
    for (const [brand, models] of byBrand) passes.push(eb.and([eb('cars.brand', '=', brand), eb('cars.model', 'in', models)]));
    if (anyBrand.length > 0) passes.push(eb('cars.model', 'in', anyBrand));
    c.push(eb.or(passes));
  }
  list('fuel', 'cars.fuelType', q.fuel);
  list('transmission', 'cars.transmission', q.transmission);
  list('bodyType', 'cars.bodyType', q.bodyType.map(normalizeBodyType));
  list('ownership', 'cars.ownership', q.ownership);
  if (except !== 'seats' && q.seats.length > 0) c.push(eb(seatsChoice(eb), 'in', [...q.seats]));
  // Location is one filter shown as three facets (state, city and 'State-Locality').
  if (except !== 'state' && except !== 'city' && except !== 'locality' && q.location.length > 0) {
    const wanted = q.location.map((l) => l.trim().toLowerCase());
    c.push(
      eb.or([
        eb(sql`lower(trim(${eb.ref('cars.state')}))`, 'in', wanted),
        eb(sql`lower(trim(${eb.ref('cars.city')}))`, 'in', wanted),
        eb(sql`lower(trim(${eb.ref('cars.state')})) || '-' || lower(trim(${eb.ref('cars.locality')}))`, 'in', wanted),
      ]),
    );
  }
  if (q.priceMin !== undefined) c.push(eb('cars.carPrice', '>=', q.priceMin));
  if (q.priceMax !== undefined) c.push(eb('cars.carPrice', '<=', q.priceMax));
  if (q.yearMin !== undefined) c.push(eb('cars.manufacturingYear', '>=', q.yearMin));
  if (q.yearMax !== undefined) c.push(eb('cars.manufacturingYear', '<=', q.yearMax));
  if (q.kmMax !== undefined) c.push(eb('cars.kmDriven', '<=', q.kmMax));
  const term = q.search.trim().toLowerCase();
  if (term !== '') {
    c.push(eb(sql`strpos(lower(${eb.ref('cars.brand')} || ' ' || ${eb.ref('cars.model')}), ${term})`, '>', 0));
  }
  return eb.and(c);
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
  // cars.id is COLLATE "C": same order as the shared sortCars tie-break.
  return query.orderBy('cars.id', 'asc');
}

/** Every matching car id in order (used by the parity test). */
export async function listingIds(db: Kysely<Database>, q: ListingQuery): Promise<string[]> {
  const rows = await orderedListing(db, q).clearSelect().select('cars.id').execute();
  return rows.map((r) => r.id);
}

async function facetCounts(db: Kysely<Database>, q: ListingQuery, key: FacetKey): Promise<FacetCount[]> {
  const rows = await db
    .selectFrom('cars')
    .select((eb) => {
      // The model facet counts per brand and model.
      const brand: AliasableExpression<string> = key === 'model' ? eb.ref('cars.brand') : sql<string>`min('')`;
      return [FACET_VALUES[key](eb).as('value'), brand.as('modelBrand'), sql<number>`count(*)::int`.as('count')];
    })
    .where((eb) => listingConditions(eb, q, key))
    .groupBy(key === 'model' ? ['value', 'modelBrand'] : ['value'])
    .orderBy('count', 'desc')
    .orderBy('value')
    .execute();
  return rows
    .filter((r) => r.value !== null)
    .map((r) => {
      const value = key === 'ownerType' ? String(r.value).toLowerCase() : String(r.value);
      return key === 'model' ? { value, brand: String(r.modelBrand), count: Number(r.count) } : { value, count: Number(r.count) };
    });
}

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

export async function listingPage(db: Kysely<Database>, baseUrl: string, q: ListingQuery): Promise<CarListingPage> {
  const offset = (q.page - 1) * q.pageSize;
  const rows = await orderedListing(db, q).limit(q.pageSize).offset(offset).execute();
  const totalRow = await db
    .selectFrom('cars')
    .select(sql<number>`count(*)::int`.as('total'))
    .where((eb) => listingConditions(eb, q))
    .executeTakeFirstOrThrow();
  const facetKeys = Object.keys(FACET_VALUES) as FacetKey[];
  const facets = {} as Record<FacetKey, FacetCount[]>;
  for (const key of facetKeys) facets[key] = await facetCounts(db, q, key);
  const total = Number(totalRow.total);
  return {
    cars: await toCars(db, baseUrl, rows),
    total,
    page: q.page,
    pageSize: q.pageSize,
    pageCount: Math.ceil(total / q.pageSize),
    facets: facets as ListingFacets,
    bounds: await publicBounds(db),
  };
}

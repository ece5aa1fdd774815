// The browse listing answered from a compact in-process index of the public (unsold) cars:
// dictionary-coded columns in typed arrays, one pre-sorted row order per sort. A request filters
// every row once, counts all eleven facets in that same pass (a row failing exactly one filter
// counts for that filter's facet only: "every filter except its own"), walks the pre-sorted
// order for the page, and reads only that page's cars from the database. Same rules as the
// shared applyListingQuery (listing-parity.test.ts) and as the SQL version in listing-sql.ts.
//
// Freshness: the routes report every car write (carChanged: the car is re-read and patched in,
// before the write is answered) and every detail view (viewed: 'popularity' moves at once). A full
// rebuild runs on the first request and, in the background, once the index is older than `ttlMs`
// (default 5 minutes): the safety net for writes made by other API processes on the same
// PostgreSQL database. It reads in chunks so other queries are not held up behind it.
// Memory: about 220 bytes per public car (22 MB at 100,000).
import {
  LISTING_SORTS,
  brandModelRule,
  normalizeBodyType,
  seatsChoiceOf,
  type CarListingPage,
  type FacetCount,
  type ListingFacets,
  type ListingQuery,
  type ListingSort,
  type ModelFacetCount,
} from '@carmarket/shared/domain';
import type { Kysely, Selectable } from 'kysely';
import type { CarsTable, Database } from '../../db/schema';
import { selectCarRows, toCars } from './car-queries';

const FACET_KEYS = [
  'ownerType',
  'brand',
  'model',
  'fuel',
  'transmission',
  'bodyType',
  'ownership',
  'seats',
  'state',
  'city',
  'locality',
] as const;
type FacetKey = (typeof FACET_KEYS)[number];
/**
 * Filter slots: one per list filter; brand + model is one filter behind two facets (per-brand
 * models), and so is location (state, city and 'State-Locality').
 */
const SLOT_OF_FACET: Record<FacetKey, number> = {
  ownerType: 0,
  brand: 1,
  model: 1,
  fuel: 3,
  transmission: 4,
  bodyType: 5,
  ownership: 6,
  seats: 8,
  state: 7,
  city: 7,
  locality: 7,
};
const BRAND_MODEL_SLOT = 1;
const LOCATION_SLOT = 7;
const SORTS: readonly ListingSort[] = LISTING_SORTS;
const INDEX_COLUMNS = [
  'id',
  'isSold',
  'sellerType',
  'brand',
  'model',
  'fuelType',
  'transmission',
  'bodyType',
  'ownership',
  'seats',
  'state',
  'city',
  'locality',
  'carPrice',
  'manufacturingYear',
  'kmDriven',
  'views',
  'createdAt',
] as const;
type IndexRow = Pick<Selectable<CarsTable>, (typeof INDEX_COLUMNS)[number]>;
const CHUNK = 10_000;

/** A dictionary-coded string column that can grow. */
class Column {
  private readonly index = new Map<string, number>();
  readonly values: string[] = [];
  readonly codes: number[] = [];
  push(value: string): void {
    let code = this.index.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.index.set(value, code);
    }
    this.codes.push(code);
  }
}

const lower = (s: string) => s.trim().toLowerCase();
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The model facet counts brand and model together: two brands may share a model name. */
const PAIR = '\u0000';

/** Rows are only appended; a sold, deleted or replaced car's row is marked dead. */
class Snapshot {
  readonly ids: string[] = [];
  readonly alive: number[] = [];
  readonly rowOf = new Map<string, number>();
  /** Facet columns; `model` holds brand + PAIR + model, `seats` the seats choice ('' = none). */
  readonly facet = Object.fromEntries(FACET_KEYS.map((k) => [k, new Column()])) as Record<FacetKey, Column>;
  /** The model name alone, for the brand + model rule. */
  readonly modelName = new Column();
  /** lower(trim(state)) + '-' + lower(trim(locality)), for 'State-Locality' location entries. */
  readonly stateLocality = new Column();
  /** lower(brand + ' ' + model), for the search box. */
  readonly searchText = new Column();
  readonly price: number[] = [];
  readonly year: number[] = [];
  readonly km: number[] = [];
  readonly views: number[] = [];
  /** createdAt in ms (the shared listedAt). */
  readonly listed: number[] = [];
  readonly orders = Object.fromEntries(SORTS.map((sort) => [sort, [] as number[]])) as Record<ListingSort, number[]>;
  dead = 0;
  private boundsCache: CarListingPage['bounds'] | null = null;

  constructor(readonly builtAt: number) {}

  get size(): number {
    return this.ids.length;
  }

  private key(sort: ListingSort, r: number): number {
    switch (sort) {
      case 'yearNewToOld':
        return -this.year[r]!;
      case 'yearOldToNew':
        return this.year[r]!;
      case 'priceLowToHigh':
        return this.price[r]!;
      case 'priceHighToLow':
        return -this.price[r]!;
      case 'popularity':
        return -this.views[r]!;
      case 'listedNewToOld':
        return -this.listed[r]!;
    }
  }

  /** Same order as the shared sortCars: key, then id (code units = PostgreSQL COLLATE "C"). */
  private compare(sort: ListingSort, a: number, b: number): number {
    return this.key(sort, a) - this.key(sort, b) || compareIds(this.ids[a]!, this.ids[b]!);
  }

  private append(row: IndexRow): number {
    const r = this.ids.length;
    this.ids.push(row.id);
    this.alive.push(1);
    this.rowOf.set(row.id, r);
    this.facet.ownerType.push(row.sellerType);
    this.facet.brand.push(row.brand);
    this.facet.model.push(`${row.brand}${PAIR}${row.model}`);
    this.modelName.push(row.model);
    this.facet.fuel.push(row.fuelType);
    this.facet.transmission.push(row.transmission);
    this.facet.bodyType.push(row.bodyType);
    this.facet.ownership.push(row.ownership);
    this.facet.seats.push(seatsChoiceOf(row.seats) ?? '');
    this.facet.state.push(row.state);
    this.facet.city.push(row.city);
    this.facet.locality.push(`${row.state}-${row.locality}`);
    this.stateLocality.push(`${lower(row.state)}-${lower(row.locality)}`);
    this.searchText.push(`${row.brand} ${row.model}`.toLowerCase());
    this.price.push(row.carPrice);
    this.year.push(row.manufacturingYear);
    this.km.push(row.kmDriven);
    this.views.push(row.views);
    this.listed.push(new Date(row.createdAt).getTime());
    this.boundsCache = null;
    return r;
  }

  /** Bulk load: append every row, then sort each order once. */
  load(rows: readonly IndexRow[]): void {
    for (const row of rows) if (!row.isSold) this.append(row);
  }

  finishLoad(): void {
    for (const sort of SORTS) {
      const order = Array.from({ length: this.size }, (_, i) => i);
      order.sort((a, b) => this.compare(sort, a, b));
      this.orders[sort] = order;
    }
  }

  private insertOrdered(sort: ListingSort, r: number): void {
    const order = this.orders[sort];
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(sort, order[mid]!, r) < 0) lo = mid + 1;
      else hi = mid;
    }
    order.splice(lo, 0, r);
  }

  remove(id: string): void {
    const r = this.rowOf.get(id);
    if (r === undefined) return;
    this.alive[r] = 0;
    this.rowOf.delete(id);
    this.dead += 1;
    this.boundsCache = null;
  }

  /** A car created or edited (a sold car is removed). */
  upsert(row: IndexRow): void {
    this.remove(row.id);
    if (row.isSold) return;
    const r = this.append(row);
    for (const sort of SORTS) this.insertOrdered(sort, r);
  }

  viewed(id: string): void {
    const r = this.rowOf.get(id);
    if (r === undefined) return;
    const order = this.orders.popularity;
    order.splice(order.indexOf(r), 1);
    this.views[r]! += 1;
    this.insertOrdered('popularity', r);
  }

  bounds(): CarListingPage['bounds'] {
    if (this.boundsCache) return this.boundsCache;
    let b = { priceMin: Infinity, priceMax: -Infinity, yearMin: Infinity, yearMax: -Infinity };
    for (let i = 0; i < this.size; i += 1) {
      if (this.alive[i] === 0) continue;
      b.priceMin = Math.min(b.priceMin, this.price[i]!);
      b.priceMax = Math.max(b.priceMax, this.price[i]!);
      b.yearMin = Math.min(b.yearMin, this.year[i]!);
      b.yearMax = Math.max(b.yearMax, this.year[i]!);
    }
    if (b.priceMin === Infinity) b = { priceMin: 0, priceMax: 10_000_000, yearMin: 2000, yearMax: new Date().getFullYear() };
    this.boundsCache = b;
    return b;
  }
}

function selectIndexRows(db: Kysely<Database>) {
  return db.selectFrom('cars').select([...INDEX_COLUMNS]);
}

async function buildSnapshot(db: Kysely<Database>, now: number): Promise<Snapshot> {
  const snapshot = new Snapshot(now);
  // Keyset chunks: PGlite has one connection, and one 100,000-row read would hold it for seconds.
  let after: string | null = null;
  for (;;) {
    let query = selectIndexRows(db).where('isSold', '=', false).orderBy('id').limit(CHUNK);
    if (after !== null) query = query.where('id', '>', after);
    const rows = await query.execute();
    snapshot.load(rows);
    if (rows.length < CHUNK) break;
    after = rows[rows.length - 1]!.id;
  }
  snapshot.finishLoad();
  return snapshot;
}

/** For each dictionary value: does it pass? null = no filter on this column. */
function allowedCodes(column: Column, test: ((value: string) => boolean) | null): Uint8Array | null {
  if (!test) return null;
  return Uint8Array.from(column.values, (v) => (test(v) ? 1 : 0));
}

const inList = (list: readonly string[]) => (list.length === 0 ? null : (v: string) => list.includes(v));

interface Evaluated {
  matched: Uint8Array;
  total: number;
  facets: ListingFacets;
}

function evaluate(s: Snapshot, q: ListingQuery): Evaluated {
  const wantedLocations = q.location.map(lower);
  const hasLocation = wantedLocations.length > 0;
  const ownerType = q.ownerType === 'dealer' ? 'Dealer' : q.ownerType === 'owner' ? 'Owner' : null;
  const listFilters: [Column, ((v: string) => boolean) | null][] = [
    [s.facet.ownerType, ownerType ? (v) => v === ownerType : null],
    [s.facet.brand, null], // brand + model: below
    [s.facet.model, null],
    [s.facet.fuel, inList(q.fuel)],
    [s.facet.transmission, inList(q.transmission)],
    [s.facet.bodyType, inList(q.bodyType.map(normalizeBodyType))],
    [s.facet.ownership, inList(q.ownership)],
    [s.facet.state, null], // location: below
    [s.facet.seats, inList(q.seats)],
  ];
  const activeSlots = listFilters
    .map(([column, test], slot) => ({ allowed: allowedCodes(column, test), codes: column.codes, slot }))
    .filter((x): x is { allowed: Uint8Array; codes: number[]; slot: number } => x.allowed !== null);
  // Brand + model: a row passes if its brand takes every model, its brand takes its model, or its
  // model is one of no catalogue brand (the shared carMatchesBrandModelRule).
  const rule = brandModelRule(q.brand, q.model);
  const brandAll = rule ? allowedCodes(s.facet.brand, (v) => rule.allModels.includes(v))! : null;
  const anyBrandModel = rule ? allowedCodes(s.modelName, (v) => rule.anyBrand.includes(v))! : null;
  const modelsOfBrand = rule
    ? s.facet.brand.values.map((brand) => {
        const models = rule.byBrand.get(brand);
        return models ? allowedCodes(s.modelName, (v) => models.includes(v)) : null;
      })
    : [];
  const brandCodes = s.facet.brand.codes;
  const modelCodes = s.modelName.codes;
  const stateOk = hasLocation ? allowedCodes(s.facet.state, (v) => wantedLocations.includes(lower(v))) : null;
  const cityOk = hasLocation ? allowedCodes(s.facet.city, (v) => wantedLocations.includes(lower(v))) : null;
  const stateLocalityOk = hasLocation ? allowedCodes(s.stateLocality, (v) => wantedLocations.includes(v)) : null;
  const term = lower(q.search);
  const searchOk = term === '' ? null : allowedCodes(s.searchText, (v) => v.includes(term));
  const { priceMin, priceMax, yearMin, yearMax, kmMax } = q;
  const stateCodes = s.facet.state.codes;
  const cityCodes = s.facet.city.codes;
  const slCodes = s.stateLocality.codes;
  const searchCodes = s.searchText.codes;

  const counts = FACET_KEYS.map((k) => new Int32Array(s.facet[k].values.length));
  const facetCodes = FACET_KEYS.map((k) => s.facet[k].codes);
  const facetSlots = FACET_KEYS.map((k) => SLOT_OF_FACET[k]);
  const matched = new Uint8Array(s.size);
  let total = 0;
  for (let i = 0; i < s.size; i += 1) {
    if (s.alive[i] === 0) continue;
    // Price, year, km and search are not facets: a row failing one counts nowhere.
    if (
      (priceMin !== undefined && s.price[i]! < priceMin) ||
      (priceMax !== undefined && s.price[i]! > priceMax) ||
      (yearMin !== undefined && s.year[i]! < yearMin) ||
      (yearMax !== undefined && s.year[i]! > yearMax) ||
      (kmMax !== undefined && s.km[i]! > kmMax) ||
      (searchOk !== null && searchOk[searchCodes[i]!] === 0)
    ) {
      continue;
    }
    let failures = 0;
    let failedSlot = -1;
    for (const { allowed, codes, slot } of activeSlots) {
      if (allowed[codes[i]!] === 0) {
        failures += 1;
        failedSlot = slot;
        if (failures > 1) break;
      }
    }
    if (failures > 1) continue;
    if (brandAll) {
      const brand = brandCodes[i]!;
      const model = modelCodes[i]!;
      if (brandAll[brand] === 0 && anyBrandModel![model] === 0 && modelsOfBrand[brand]?.[model] !== 1) {
        failures += 1;
        failedSlot = BRAND_MODEL_SLOT;
        if (failures > 1) continue;
      }
    }
    if (stateOk && stateOk[stateCodes[i]!] === 0 && cityOk![cityCodes[i]!] === 0 && stateLocalityOk![slCodes[i]!] === 0) {
      failures += 1;
      failedSlot = LOCATION_SLOT;
      if (failures > 1) continue;
    }
    if (failures === 0) {
      matched[i] = 1;
      total += 1;
      for (let f = 0; f < facetCodes.length; f += 1) counts[f]![facetCodes[f]![i]!]! += 1;
    } else {
      for (let f = 0; f < facetCodes.length; f += 1) if (facetSlots[f] === failedSlot) counts[f]![facetCodes[f]![i]!]! += 1;
    }
  }
  const facets = {} as ListingFacets;
  FACET_KEYS.forEach((key, f) => {
    const { values } = s.facet[key];
    const list: (FacetCount | ModelFacetCount)[] = [];
    counts[f]!.forEach((count, code) => {
      const value = values[code]!;
      if (count === 0 || value === '') return;
      if (key === 'model') {
        const [brand, model] = value.split(PAIR) as [string, string];
        list.push({ value: model, brand, count });
      } else list.push({ value: key === 'ownerType' ? value.toLowerCase() : value, count });
    });
    // count desc, then value in code-unit order (PostgreSQL COLLATE "C").
    list.sort((a, b) => b.count - a.count || compareIds(a.value, b.value));
    (facets as Record<FacetKey, FacetCount[]>)[key] = list;
  });
  return { matched, total, facets };
}

export interface ListingIndex {
  page(baseUrl: string, q: ListingQuery): Promise<CarListingPage>;
  /** Every matching car id in order (parity test). */
  ids(q: ListingQuery): Promise<string[]>;
  /** A car was created, edited, marked sold or deleted: re-read it (call before answering the write). */
  carChanged(id: string): Promise<void>;
  /** A car's detail was viewed (views + 1 in the database). */
  viewed(id: string): void;
  /** Drops everything: the next request rebuilds. */
  invalidate(): void;
}

export function createListingIndex(db: Kysely<Database>, options: { ttlMs: number; now?: () => number }): ListingIndex {
  const now = options.now ?? Date.now;
  let current: Snapshot | null = null;
  let building: Promise<Snapshot> | null = null;
  /** Cars changed or viewed while a build runs: re-read into it before it is used. */
  let changedDuringBuild = new Set<string>();
  /** Bumped by invalidate(): a build started before is dropped. */
  let generation = 0;

  async function patch(snapshot: Snapshot, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const rows = await selectIndexRows(db)
      .where('id', 'in', [...ids])
      .execute();
    const found = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) {
      const row = found.get(id);
      if (row) snapshot.upsert(row);
      else snapshot.remove(id);
    }
  }

  async function build(started: number, changed: Set<string>): Promise<Snapshot> {
    const built = await buildSnapshot(db, now());
    // Writes and views that raced the chunked read.
    while (changed.size > 0) {
      const ids = [...changed];
      changed.clear();
      await patch(built, ids);
    }
    if (started === generation) current = built;
    return built;
  }

  function startBuild(): Promise<Snapshot> {
    const changed = new Set<string>();
    changedDuringBuild = changed;
    const promise = build(generation, changed);
    building = promise;
    const clear = () => {
      if (building === promise) building = null;
    };
    promise.then(clear, clear);
    return promise;
  }

  async function snapshot(): Promise<Snapshot> {
    if (current) {
      const stale = now() - current.builtAt > options.ttlMs || current.dead > current.size / 2;
      // Keeps answering from the current one while a fresh one is read.
      if (stale && !building) startBuild().catch(() => undefined);
      return current;
    }
    return building ?? startBuild();
  }

  return {
    async page(baseUrl, q) {
      const s = await snapshot();
      const { matched, total, facets } = evaluate(s, q);
      const offset = (q.page - 1) * q.pageSize;
      const pageIds: string[] = [];
      if (offset < total) {
        let seen = 0;
        for (const row of s.orders[q.sort]) {
          if (matched[row] === 0) continue;
          if (seen >= offset) {
            pageIds.push(s.ids[row]!);
            if (pageIds.length === q.pageSize) break;
          }
          seen += 1;
        }
      }
      const rows = pageIds.length === 0 ? [] : await selectCarRows(db).where('cars.id', 'in', pageIds).execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      // A car sold or deleted by another process since the last rebuild drops out of the page.
      const ordered = pageIds.map((id) => byId.get(id)).filter((r): r is (typeof rows)[number] => r !== undefined && !r.isSold);
      return {
        cars: await toCars(db, baseUrl, ordered),
        total,
        page: q.page,
        pageSize: q.pageSize,
        pageCount: Math.ceil(total / q.pageSize),
        facets,
        bounds: s.bounds(),
      };
    },
    async ids(q) {
      const s = await snapshot();
      const { matched } = evaluate(s, q);
      return s.orders[q.sort].filter((row) => matched[row] === 1).map((row) => s.ids[row]!);
    },
    async carChanged(id) {
      if (building) changedDuringBuild.add(id);
      if (current) await patch(current, [id]);
    },
    viewed(id) {
      if (building) changedDuringBuild.add(id);
      current?.viewed(id);
    },
    invalidate() {
      generation += 1;
      current = null;
      building = null;
    },
  };
}

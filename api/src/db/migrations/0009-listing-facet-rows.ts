// Facet counts without scanning the wide cars table (features/cars/listing-sql.ts, ADR 0004).
// listing_cars holds one narrow row per unsold car: the car's facet combination (listing_combos:
// seller type, brand, model, fuel, transmission, body type, ownership, seats) and location
// (listing_locations: state, city, locality) as integer ids, plus the three numeric filter columns.
// The facet statement groups these rows once by combination and once by location (two integer hash
// keys per row instead of twelve text ones), then counts each facet over the ~1,400 groups.
//
// Statement triggers with transition tables keep listing_cars in the same transaction as every
// insert, update and delete of cars, so PostgreSQL stays the one source of truth and every instance
// reads the same counts at once; a bulk insert (the seed's 5,000-car batches) costs a few set
// statements, not a trigger call per row. listing_combos and listing_locations only grow: an id, once
// given, always names the same values (a combination no car uses any more simply has no rows).
import { sql, type Kysely } from 'kysely';

/** The cars columns listing_cars depends on: an update changing none of them leaves it alone. */
const FACET_ROW_COLUMNS = [
  'is_sold',
  'seller_type',
  'brand',
  'model',
  'fuel_type',
  'transmission',
  'body_type',
  'ownership',
  'seats',
  'state',
  'city',
  'locality',
  'car_price',
  'manufacturing_year',
  'km_driven',
];
const COMBO_COLUMNS = ['seller_type', 'brand', 'model', 'fuel_type', 'transmission', 'body_type', 'ownership', 'seats'];
const LOCATION_COLUMNS = ['state', 'city', 'locality'];

/** Equality on every column of a list, seats compared null-safe (hashable, unlike IS NOT DISTINCT FROM). */
const sameColumns = (a: string, b: string, columns: readonly string[]) =>
  columns.map((c) => (c === 'seats' ? `coalesce(${a}.seats, -1) = coalesce(${b}.seats, -1)` : `${a}.${c} = ${b}.${c}`)).join(' and ');

/**
 * Adds the listing rows of the unsold cars in `rows` (a transition table), creating the combinations
 * and locations they need. A concurrent writer may create the same combination: ON CONFLICT waits
 * for it, and the next statement's snapshot (READ COMMITTED) sees it; the row count check turns any
 * other outcome into an error instead of a missing car.
 */
const addRows = (rows: string) => `
    insert into listing_combos (${COMBO_COLUMNS.join(', ')})
      select distinct ${COMBO_COLUMNS.join(', ')} from ${rows} as r where not is_sold
      on conflict (${COMBO_COLUMNS.map((c) => (c === 'seats' ? '(coalesce(seats, -1))' : c)).join(', ')}) do nothing;
    insert into listing_locations (${LOCATION_COLUMNS.join(', ')})
      select distinct ${LOCATION_COLUMNS.join(', ')} from ${rows} as r where not is_sold
      on conflict (${LOCATION_COLUMNS.join(', ')}) do nothing;
    insert into listing_cars (car_id, combo_id, location_id, car_price, manufacturing_year, km_driven)
      select r.id, c.id, l.id, r.car_price, r.manufacturing_year, r.km_driven
      from ${rows} as r
      join listing_combos c on ${sameColumns('c', 'r', COMBO_COLUMNS)}
      join listing_locations l on ${sameColumns('l', 'r', LOCATION_COLUMNS)}
      where not r.is_sold;
    get diagnostics added = row_count;
    if added <> (select count(*) from ${rows} as r where not is_sold) then
      raise exception 'listing_cars: % of % unsold cars added', added, (select count(*) from ${rows} as r where not is_sold);
    end if;`;

/** The rows of transition table `a` whose listing columns differ in `b` (or that `b` lacks), as a derived table. */
const changed = (a: string, b: string) => `(select x.* from ${a} x where not exists (
      select 1 from ${b} y
      where y.id = x.id and (${FACET_ROW_COLUMNS.map((c) => `x.${c}`).join(', ')}) is not distinct from (${FACET_ROW_COLUMNS.map((c) => `y.${c}`).join(', ')})
    ))`;

/**
 * Adds `sign` times the rows of transition table `rows` to listing_counts: per (combination,
 * location), per combination (location_id 0) and per location (combo_id 0); rows reaching 0 go.
 */
const addCounts = (rows: string, sign: '+' | '-') => {
  const grouped = `select coalesce(combo_id, 0) as combo_id, coalesce(location_id, 0) as location_id, count(*) as n
      from ${rows} group by grouping sets ((combo_id, location_id), (combo_id), (location_id))`;
  const upsert = `
    insert into listing_counts as t (combo_id, location_id, n)
      select combo_id, location_id, ${sign === '-' ? '-' : ''}n from (${grouped}) as g
      on conflict (combo_id, location_id) do update set n = t.n + excluded.n;`;
  return sign === '+'
    ? upsert
    : `${upsert}
    delete from listing_counts as t using (${grouped}) as g
      where t.combo_id = g.combo_id and t.location_id = g.location_id and t.n = 0;`;
};

/**
 * The sort indexes of 0001 with the numeric filter columns added as trailing keys: a page filtered
 * by price, year or km tests them inside the index instead of fetching every skipped car (kmMax with
 * oldest first skipped ~69,000 old high-km cars one heap fetch at a time: 50-250 ms).
 */
const sortIndexes: [name: string, withFilters: string, original: string][] = [
  ['cars_public_year_desc', 'manufacturing_year desc, id, car_price, km_driven', 'manufacturing_year desc, id'],
  ['cars_public_year_asc', 'manufacturing_year asc, id, car_price, km_driven', 'manufacturing_year asc, id'],
  ['cars_public_price', 'car_price, id, manufacturing_year, km_driven', 'car_price, id'],
  ['cars_public_price_desc', 'car_price desc, id, manufacturing_year, km_driven', 'car_price desc, id'],
  ['cars_public_views', 'views desc, id, car_price, manufacturing_year, km_driven', 'views desc, id'],
  ['cars_public_created', 'created_at desc, id, car_price, manufacturing_year, km_driven', 'created_at desc, id'],
];

const statements = [
  `create table listing_combos (
    id serial primary key,
    seller_type text not null,
    brand text not null,
    model text not null,
    fuel_type text not null,
    transmission text not null,
    body_type text not null,
    ownership text not null,
    seats integer
  )`,
  `create unique index listing_combos_values on listing_combos (${COMBO_COLUMNS.map((c) => (c === 'seats' ? '(coalesce(seats, -1))' : c)).join(', ')})`,
  `create table listing_locations (
    id serial primary key,
    state text not null,
    city text not null,
    locality text not null,
    unique (state, city, locality)
  )`,
  `create function listing_cars_refuse_update() returns trigger language plpgsql as $$
  begin
    raise exception 'listing_cars rows are replaced, never updated (listing_counts follows inserts and deletes)';
  end
  $$`,
  `create table listing_cars (
    car_id text collate "C" primary key,
    combo_id integer not null,
    location_id integer not null,
    car_price integer not null,
    manufacturing_year integer not null,
    km_driven integer not null
  )`,
  // Unsold cars per (combination, location), per combination (location_id 0) and per location
  // (combo_id 0): the facet counts of a listing without price, year or km filters sum these.
  `create table listing_counts (
    combo_id integer not null,
    location_id integer not null,
    n integer not null,
    primary key (combo_id, location_id)
  )`,
  `create index listing_counts_location on listing_counts (location_id, combo_id)`,
  `create function listing_counts_after_insert() returns trigger language plpgsql as $$
  begin${addCounts('new_rows', '+')}
    return null;
  end
  $$`,
  `create function listing_counts_after_delete() returns trigger language plpgsql as $$
  begin${addCounts('old_rows', '-')}
    return null;
  end
  $$`,
  // listing_cars rows are only ever inserted and deleted (the cars triggers below), never updated.
  `create trigger listing_cars_counts_insert after insert on listing_cars
    referencing new table as new_rows for each statement execute function listing_counts_after_insert()`,
  `create trigger listing_cars_counts_delete after delete on listing_cars
    referencing old table as old_rows for each statement execute function listing_counts_after_delete()`,
  `create trigger listing_cars_no_update before update on listing_cars
    for each statement execute function listing_cars_refuse_update()`,
  `create function listing_cars_after_insert() returns trigger language plpgsql as $$
  declare added bigint;
  begin${addRows('new_cars')}
    return null;
  end
  $$`,
  // Rows whose listed columns changed (a car's views or saves alone do not touch listing_cars).
  `create function listing_cars_after_update() returns trigger language plpgsql as $$
  declare added bigint;
  begin
    if not exists (select 1 from ${changed('old_cars', 'new_cars')} as d) and not exists (select 1 from ${changed('new_cars', 'old_cars')} as d) then
      return null;
    end if;
    delete from listing_cars where car_id in (select id from ${changed('old_cars', 'new_cars')} as d);${addRows(changed('new_cars', 'old_cars'))}
    return null;
  end
  $$`,
  `create function listing_cars_after_delete() returns trigger language plpgsql as $$
  begin
    delete from listing_cars where car_id in (select id from old_cars);
    return null;
  end
  $$`,
  // Named to fire after cars_listing_version (triggers of one event fire in name order): every car
  // write first takes the one listing_version row lock, held to commit, so writers reach the
  // listing_counts rows one transaction at a time and cannot deadlock on them.
  `create trigger cars_listing_write_facets_insert after insert on cars
    referencing new table as new_cars for each statement execute function listing_cars_after_insert()`,
  `create trigger cars_listing_write_facets_update after update on cars
    referencing old table as old_cars new table as new_cars for each statement execute function listing_cars_after_update()`,
  `create trigger cars_listing_write_facets_delete after delete on cars
    referencing old table as old_cars for each statement execute function listing_cars_after_delete()`,
];

/** Builds listing_cars from the cars already there (the insert trigger's statements over every car). */
const backfill = `do $$
  declare added bigint;
  begin${addRows('cars')}
  end
  $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of sortIndexes) {
    await sql.raw(`drop index if exists ${name}`).execute(db);
    await sql.raw(`create index ${name} on cars (${columns}) where not is_sold`).execute(db);
  }
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql.raw(backfill).execute(db);
  await sql.raw('analyze listing_cars').execute(db);
  await sql.raw('analyze listing_counts').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, , columns] of sortIndexes) {
    await sql.raw(`drop index if exists ${name}`).execute(db);
    await sql.raw(`create index ${name} on cars (${columns}) where not is_sold`).execute(db);
  }
  for (const kind of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger if exists cars_listing_write_facets_${kind} on cars`).execute(db);
    await sql.raw(`drop function if exists listing_cars_after_${kind}()`).execute(db);
  }
  for (const name of ['listing_counts_after_insert', 'listing_counts_after_delete', 'listing_cars_refuse_update'])
    await sql.raw(`drop function if exists ${name}() cascade`).execute(db);
  for (const table of ['listing_counts', 'listing_cars', 'listing_locations', 'listing_combos'])
    await sql.raw(`drop table if exists ${table}`).execute(db);
}

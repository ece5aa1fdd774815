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
  `create table listing_cars (
    car_id text collate "C" primary key,
    combo_id integer not null,
    location_id integer not null,
    car_price integer not null,
    manufacturing_year integer not null,
    km_driven integer not null
  )`,
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
  `create trigger cars_listing_rows_insert after insert on cars
    referencing new table as new_cars for each statement execute function listing_cars_after_insert()`,
  `create trigger cars_listing_rows_update after update on cars
    referencing old table as old_cars new table as new_cars for each statement execute function listing_cars_after_update()`,
  `create trigger cars_listing_rows_delete after delete on cars
    referencing old table as old_cars for each statement execute function listing_cars_after_delete()`,
];

/** Builds listing_cars from the cars already there (the insert trigger's statements over every car). */
const backfill = `do $$
  declare added bigint;
  begin${addRows('cars')}
  end
  $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql.raw(backfill).execute(db);
  await sql.raw('analyze listing_cars').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const kind of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger if exists cars_listing_rows_${kind} on cars`).execute(db);
    await sql.raw(`drop function if exists listing_cars_after_${kind}()`).execute(db);
  }
  for (const table of ['listing_cars', 'listing_locations', 'listing_combos']) await sql.raw(`drop table if exists ${table}`).execute(db);
}

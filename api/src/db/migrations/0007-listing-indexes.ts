// The listing answered in SQL (features/cars/listing-sql.ts, ADR 0004).
// Indexes: 0001 already indexes each sort order over unsold cars (with the id tie-break) and brand;
// these serve the list filters a page query narrows by: the location forms compared
// case-insensitively (state, city, 'state-locality'), brand + model, fuel, body type, seller type
// and the seats choice.
// listing_version: one counter that every write the public listings show bumps in its own
// transaction (statement triggers on cars, car_images and users), so each API instance can tell
// in one cheap read whether its cached listing bodies still hold (lib/listing-version.ts). A sign-up
// (a user with no cars yet) and a car's views alone (a read-driven counter) do not bump it.
import { sql, type Kysely } from 'kysely';

const indexes: [name: string, definition: string][] = [
  ['cars_public_state_lt', `(lower(trim(state))) where not is_sold`],
  ['cars_public_city_lt', `(lower(trim(city))) where not is_sold`],
  ['cars_public_state_locality_lt', `((lower(trim(state)) || '-' || lower(trim(locality)))) where not is_sold`],
  ['cars_public_brand_model', `(brand, model) where not is_sold`],
  ['cars_public_model', `(model) where not is_sold`],
  ['cars_public_fuel', `(fuel_type) where not is_sold`],
  ['cars_public_body_type', `(body_type) where not is_sold`],
  ['cars_public_seller_type', `(seller_type) where not is_sold`],
  ['cars_public_seats_choice', `((case when seats >= 8 then '8+' else cast(seats as text) end)) where not is_sold`],
];

/** Every cars column but views: an update of only these columns changes what the listings show. */
const LISTED_CAR_COLUMNS = [
  'id',
  'user_id',
  'brand',
  'model',
  'variant',
  'car_name',
  'car_price',
  'manufacturing_year',
  'registration_year',
  'fuel_type',
  'km_driven',
  'transmission',
  'body_type',
  'ownership',
  'mileage',
  'seats',
  'is_sale',
  'is_sold',
  'seller_type',
  'saves',
  'state',
  'city',
  'locality',
  'created_at',
  'updated_at',
];

const versionStatements = [
  `create table listing_version (
    id boolean primary key default true check (id),
    version bigint not null default 0
  )`,
  `insert into listing_version (id, version) values (true, 0)`,
  `create function bump_listing_version() returns trigger language plpgsql as $$
  begin
    update listing_version set version = version + 1;
    return null;
  end
  $$`,
  `create trigger cars_listing_version after insert or delete or update of ${LISTED_CAR_COLUMNS.join(', ')} on cars
    for each statement execute function bump_listing_version()`,
  `create trigger car_images_listing_version after insert or delete or update on car_images
    for each statement execute function bump_listing_version()`,
  `create trigger users_listing_version after delete or update on users
    for each statement execute function bump_listing_version()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, definition] of indexes) await sql.raw(`create index if not exists ${name} on cars ${definition}`).execute(db);
  for (const statement of versionStatements) await sql.raw(statement).execute(db);
  // The index of 0001 on lower(city) without trim matches no listing condition.
  await sql.raw(`drop index if exists cars_city`).execute(db);
  await sql.raw(`drop index if exists cars_state`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['cars', 'car_images', 'users'])
    await sql.raw(`drop trigger if exists ${table}_listing_version on ${table}`).execute(db);
  await sql.raw(`drop function if exists bump_listing_version()`).execute(db);
  await sql.raw(`drop table if exists listing_version`).execute(db);
  for (const [name] of indexes) await sql.raw(`drop index if exists ${name}`).execute(db);
  await sql.raw(`create index if not exists cars_city on cars (lower(city)) where not is_sold`).execute(db);
  await sql.raw(`create index if not exists cars_state on cars (lower(state)) where not is_sold`).execute(db);
}

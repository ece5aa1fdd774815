// Indexes for the listing answered in SQL (features/cars/listing-sql.ts, ADR 0004). 0001 already
// indexes each sort order over unsold cars (with the id tie-break) and brand; these serve the list
// filters a page query narrows by: the location forms compared case-insensitively (state, city,
// 'state-locality'), brand + model, fuel, body type, seller type and the seats choice.
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

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, definition] of indexes) await sql.raw(`create index if not exists ${name} on cars ${definition}`).execute(db);
  // The index of 0001 on lower(city) without trim matches no listing condition.
  await sql.raw(`drop index if exists cars_city`).execute(db);
  await sql.raw(`drop index if exists cars_state`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await sql.raw(`drop index if exists ${name}`).execute(db);
  await sql.raw(`create index if not exists cars_city on cars (lower(city)) where not is_sold`).execute(db);
  await sql.raw(`create index if not exists cars_state on cars (lower(state)) where not is_sold`).execute(db);
}

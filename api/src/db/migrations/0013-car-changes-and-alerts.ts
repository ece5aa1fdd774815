// Price history, the outbox of car changes and in-app alerts (features/price-history, features/alerts;
// issue 28). Layout:
// - cars.price_changed_at: when the price last changed (null until it first does). Saved searches count
//   a car whose price changed after they were last seen as new (indexed like cars_public_created, so
//   the count's "created or price changed since" is two bounded index scans).
// - car_price_history: a car's price when it was listed and after every change, written in the car
//   write's transaction. Cars listed before this migration (and seeded ones) have no row until their
//   price first changes; the first change then writes their listing price too.
// - car_changes: the outbox. A listing or a price change adds a row in the write's transaction; the
//   housekeeping's matching claims unprocessed rows in id order (for update skip locked), writes the
//   alerts and marks the rows processed in one transaction. No foreign key to cars: deleting a car must
//   never wait for (or deadlock with) a matching run that holds its change rows; a deleted car's rows
//   match nothing and are pruned with the other processed rows.
// - alerts: what a user is told. 'saved-search': a car listed or changed matches one of their searches,
//   once per search and car (alerts_saved_search_once); 'price-drop': a car they saved got cheaper,
//   once per user, car and change (alerts_price_drop_once). Matching inserts with on conflict do
//   nothing, so a batch run twice, or by two instances, writes each alert once. No foreign key to cars:
//   its check per row was a third of the time of writing a million alerts (the matching already holds
//   the batch's cars, key share, to its commit); the car's delete deletes its alerts after the car row,
//   so it waits for a matching run on that car and then sees its alerts.
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table cars add column price_changed_at timestamptz`,
  `create index cars_public_price_changed on cars (price_changed_at desc, id) where not is_sold and price_changed_at is not null`,
  `create table car_price_history (
    id bigint generated always as identity primary key,
    car_id text collate "C" not null references cars(id) on delete cascade,
    price integer not null,
    changed_at timestamptz not null
  )`,
  `create index car_price_history_car on car_price_history (car_id, changed_at, id)`,
  `create table car_changes (
    id bigint generated always as identity primary key,
    car_id text collate "C" not null,
    kind text not null check (kind in ('listed', 'price')),
    old_price integer,
    new_price integer not null,
    at timestamptz not null,
    processed_at timestamptz,
    check ((kind = 'listed') = (old_price is null))
  )`,
  `create index car_changes_unprocessed on car_changes (id) where processed_at is null`,
  `create index car_changes_processed on car_changes (processed_at) where processed_at is not null`,
  `create table alerts (
    id bigint generated always as identity primary key,
    user_id text not null references users(id) on delete cascade,
    kind text not null check (kind in ('saved-search', 'price-drop')),
    saved_search_id text collate "C" references saved_searches(id) on delete cascade,
    car_id text collate "C" not null,
    change_id bigint not null,
    old_price integer,
    new_price integer not null,
    created_at timestamptz not null,
    read_at timestamptz,
    check ((kind = 'saved-search') = (saved_search_id is not null)),
    check (kind <> 'price-drop' or new_price < old_price)
  )`,
  // Not partial: price drops have no search (nulls never conflict), and a deleted search's cascade uses it.
  `create unique index alerts_saved_search_once on alerts (saved_search_id, car_id)`,
  `create unique index alerts_price_drop_once on alerts (user_id, car_id, change_id) where kind = 'price-drop'`,
  `create index alerts_user_newest on alerts (user_id, created_at desc, id desc)`,
  `create index alerts_user_unread on alerts (user_id) where read_at is null`,
  // A deleted car's alerts are deleted with it (DELETE /cars/:id), found by this index.
  `create index alerts_car on alerts (car_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['alerts', 'car_changes', 'car_price_history']) await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  await sql.raw('drop index if exists cars_public_price_changed').execute(db);
  await sql.raw('alter table cars drop column if exists price_changed_at').execute(db);
}

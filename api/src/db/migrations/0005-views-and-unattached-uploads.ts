// Views counted once per visitor per car per UTC day (car_views, keyed by a salted hash that
// changes daily; visitor_salts holds each day's salt so every API instance hashes alike), and
// indexes for the per-user quota and the clean-up of uploads never attached to a car.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table visitor_salts (
    day date primary key,
    salt text not null
  )`,
  `create table car_views (
    car_id text collate "C" not null references cars(id) on delete cascade,
    day date not null,
    visitor_hash text not null,
    primary key (car_id, day, visitor_hash)
  )`,
  `create index car_views_day on car_views (day)`,
  `create index car_images_unattached_by_user on car_images (user_id) where car_id is null`,
  `create index car_images_unattached_by_age on car_images (created_at) where car_id is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop index if exists car_images_unattached_by_age',
    'drop index if exists car_images_unattached_by_user',
    'drop table if exists car_views cascade',
    'drop table if exists visitor_salts cascade',
  ]) {
    await sql.raw(statement).execute(db);
  }
}

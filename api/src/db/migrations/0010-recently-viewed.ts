// Recently viewed cars of each signed-in user (features/recently-viewed): one row per user and car
// holding the newest view, read newest first by the (user, time) index. A deleted car or user takes
// its rows with it.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table recently_viewed (
    user_id text not null references users(id) on delete cascade,
    car_id text collate "C" not null references cars(id) on delete cascade,
    viewed_at timestamptz not null,
    primary key (user_id, car_id)
  )`,
  `create index recently_viewed_user_newest on recently_viewed (user_id, viewed_at desc, car_id)`,
  // The cascade from a deleted car finds its rows without scanning the table.
  `create index recently_viewed_car on recently_viewed (car_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists recently_viewed cascade').execute(db);
}

// Saved searches (features/saved-searches): a user's named listing filters, stored as the listing's
// query model (jsonb, listingQuerySchema without the page), their alert setting and when the user
// last opened them, listed by the (user, newest) index. The count of new matches runs the listing's
// own conditions over unsold cars created after last_seen_at: 0001's cars_public_created index
// (created_at desc where not is_sold) bounds that scan to the new cars, so no index is added on cars.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table saved_searches (
    id text collate "C" primary key,
    user_id text not null references users(id) on delete cascade,
    name text not null,
    query jsonb not null,
    alert text not null default 'daily' check (alert in ('instant', 'daily', 'off')),
    last_seen_at timestamptz not null,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  `create index saved_searches_user_newest on saved_searches (user_id, created_at desc, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists saved_searches cascade').execute(db);
}

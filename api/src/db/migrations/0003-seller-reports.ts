// Report User on the seller page: who reported whom, and why; reviewed by the team.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table seller_reports (
    id text primary key,
    reporter_id text not null references users(id) on delete cascade,
    seller_id text not null references users(id) on delete cascade,
    reason text not null,
    created_at timestamptz not null default now()
  )`,
  `create index seller_reports_seller on seller_reports (seller_id, created_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists seller_reports cascade').execute(db);
}

// OTP guessing bounded per mobile number across resends: wrong codes counted per number in a window,
// and the number locked for a cooling period once the limit is reached (features/auth/otp-lockout.ts).
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table otp_lockouts (
    mobile_number text primary key,
    attempts integer not null,
    window_started_at timestamptz not null,
    locked_until timestamptz
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists otp_lockouts cascade').execute(db);
}

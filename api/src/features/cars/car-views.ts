// A car's view counter goes up once per visitor per car per UTC day. The visitor is the signed-in
// user, else the request's IP address and user agent; either is hashed with a random salt of the
// day, kept in the database so every API instance hashes alike, and deleted with the day's rows.
// The counter is raised only when INSERT ... ON CONFLICT DO NOTHING actually inserted, in the same
// statement, so repeat calls (on any instance) change nothing.
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** 'YYYY-MM-DD' of the UTC day of `at`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export interface Visitor {
  /** The signed-in user's id, if any (preferred: one person on several networks counts once). */
  userId?: string | null | undefined;
  ip: string;
  userAgent?: string | undefined;
}

/** The stored key of a visitor on one day: nothing in it can be read back once the salt is gone. */
export function visitorHash(salt: string, visitor: Visitor): string {
  const who = visitor.userId ? `user:${visitor.userId}` : `anon:${visitor.ip}\n${visitor.userAgent ?? ''}`;
  return createHash('sha256').update(`${salt}\n${who}`).digest('base64url');
}

export interface CarViewCounter {
  /** Counts a view of `carId` by `visitor` at `at`: whether it counted, or null when there is no such car. */
  record(carId: string, visitor: Visitor, at: Date): Promise<{ counted: boolean } | null>;
  /** Counts many views at once (one statement), each as `record` would; unknown cars are skipped. How many counted. */
  recordMany(views: readonly { carId: string; visitor: Visitor }[], at: Date): Promise<number>;
}

export function createCarViewCounter(db: Kysely<Database>): CarViewCounter {
  // One salt per day; remembered in-process, created once in the database (first instance wins).
  let cached: { day: string; salt: string } | null = null;
  async function saltOf(day: string): Promise<string> {
    if (cached?.day === day) return cached.salt;
    await db
      .insertInto('visitorSalts')
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
    const row = await db.selectFrom('visitorSalts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
    cached = { day, salt: row.salt };
    return row.salt;
  }

  return {
    async record(carId, visitor, at) {
      const day = utcDay(at);
      const hash = visitorHash(await saltOf(day), visitor);
      // The select from cars makes an unknown id insert nothing (no foreign-key error).
      const { rows } = await sql<{ inserted: number; exists: number }>`
        with seen as (
          insert into car_views (car_id, day, visitor_hash)
          select id, ${day}::date, ${hash} from cars where id = ${carId}
          on conflict do nothing
          returning car_id
        ), raised as (
          update cars set views = views + 1 where id in (select car_id from seen) returning id
        )
        select (select count(*) from raised)::int as inserted,
               (select count(*) from cars where id = ${carId})::int as exists
      `.execute(db);
      const row = rows[0];
      if (!row || row.exists === 0) return null;
      return { counted: row.inserted > 0 };
    },

    async recordMany(views, at) {
      if (views.length === 0) return 0;
      const day = utcDay(at);
      const salt = await saltOf(day);
      const carIds = views.map((view) => view.carId);
      const hashes = views.map((view) => visitorHash(salt, view.visitor));
      // Distinct first: one statement may not insert the same key twice; each new row raises its car once.
      const { rows } = await sql<{ counted: number }>`
        with wanted as (
          select distinct cars.id as car_id, given.visitor_hash
          from unnest(${carIds}::text[], ${hashes}::text[]) as given(car_id, visitor_hash)
          join cars on cars.id = given.car_id
        ), seen as (
          insert into car_views (car_id, day, visitor_hash)
          select car_id, ${day}::date, visitor_hash from wanted
          on conflict do nothing
          returning car_id
        ), raised as (
          update cars set views = views + added.count
          from (select car_id, count(*)::int as count from seen group by car_id) as added
          where cars.id = added.car_id
          returning cars.id
        )
        select (select count(*) from seen)::int as counted, (select count(*) from raised)::int as cars
      `.execute(db);
      return rows[0]?.counted ?? 0;
    },
  };
}

/** Deletes the view rows and salts of the days before the UTC day of `at` (only today's dedupe). */
export async function pruneCarViews(db: Kysely<Database>, at: Date): Promise<{ views: number; salts: number }> {
  const today = utcDay(at);
  const views = await db.deleteFrom('carViews').where('day', '<', today).executeTakeFirst();
  const salts = await db.deleteFrom('visitorSalts').where('day', '<', today).executeTakeFirst();
  return { views: Number(views.numDeletedRows), salts: Number(salts.numDeletedRows) };
}

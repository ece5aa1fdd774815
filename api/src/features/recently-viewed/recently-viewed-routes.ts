// Recently viewed cars: each signed-in user's newest RECENTLY_VIEWED_LIMIT car pages (one row per
// car, its newest view), and the public lookup of the cars a guest's device list names. Every
// query of the list is the requesting user's own: no route takes a user id.
import {
  addRecentlyViewedEndpoint,
  clearRecentlyViewedEndpoint,
  getRecentlyViewedEndpoint,
  getViewedCarsEndpoint,
  RECENTLY_VIEWED_LIMIT,
  type CarViewed,
} from '@carmarket/shared/api-contracts';
import type { RecentlyViewedCar } from '@carmarket/shared/api-contracts';
import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { requireUserFirst, signedInUser } from '../../lib/auth';
import { toIso } from '../../lib/dates';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';
import { selectCarRows, toCars } from '../cars/car-queries';

/** One view per car, the newest; a time after `now` (a device clock ahead) counts as now. */
export function newestViewPerCar(views: readonly CarViewed[], now: Date): Map<string, Date> {
  const newest = new Map<string, Date>();
  for (const view of views) {
    const at = new Date(Math.min(new Date(view.viewedAt).getTime(), now.getTime()));
    const known = newest.get(view.carId);
    if (!known || at > known) newest.set(view.carId, at);
  }
  return newest;
}

async function readRecentlyViewed(db: Kysely<Database>, imageBaseUrl: string, userId: string): Promise<RecentlyViewedCar[]> {
  const rows = await db
    .selectFrom('recentlyViewed')
    .select(['carId', 'viewedAt'])
    .where('userId', '=', userId)
    .orderBy('viewedAt', 'desc')
    .orderBy('carId')
    .limit(RECENTLY_VIEWED_LIMIT)
    .execute();
  if (rows.length === 0) return [];
  const carRows = await selectCarRows(db)
    .where(
      'cars.id',
      'in',
      rows.map((row) => row.carId),
    )
    .execute();
  const cars = new Map((await toCars(db, imageBaseUrl, carRows)).map((car) => [car.id, car]));
  return rows.flatMap((row) => {
    const car = cars.get(row.carId);
    return car ? [{ carId: row.carId, viewedAt: toIso(row.viewedAt), car }] : [];
  });
}

export function registerRecentlyViewedRoutes(app: ContractApp, ctx: AppContext): void {
  const { db } = ctx;
  const preValidation = requireUserFirst(ctx);

  app.get(getRecentlyViewedEndpoint.path, { schema: contractSchema(getRecentlyViewedEndpoint), preValidation }, async (request) => {
    const me = signedInUser(request);
    return { recentlyViewed: await readRecentlyViewed(db, ctx.imageBaseUrl, me.id) };
  });

  app.post(addRecentlyViewedEndpoint.path, { schema: contractSchema(addRecentlyViewedEndpoint), preValidation }, async (request) => {
    const me = signedInUser(request);
    const views = newestViewPerCar(request.body.views, ctx.clock());
    const values = sql.join([...views].map(([carId, at]) => sql`(${carId}::text, ${at.toISOString()}::timestamptz)`));
    await db.transaction().execute(async (trx) => {
      // Only cars that exist (the join), each once (newestViewPerCar): an upsert keeps the newer time.
      await sql`
        insert into recently_viewed (user_id, car_id, viewed_at)
        select ${me.id}, cars.id, v.viewed_at
        from (values ${values}) as v (car_id, viewed_at)
        join cars on cars.id = v.car_id
        on conflict (user_id, car_id) do update set viewed_at = greatest(recently_viewed.viewed_at, excluded.viewed_at)
      `.execute(trx);
      await sql`
        delete from recently_viewed
        where user_id = ${me.id}
          and car_id not in (
            select car_id from recently_viewed where user_id = ${me.id}
            order by viewed_at desc, car_id limit ${RECENTLY_VIEWED_LIMIT}
          )
      `.execute(trx);
    });
    return { recentlyViewed: await readRecentlyViewed(db, ctx.imageBaseUrl, me.id) };
  });

  app.delete(clearRecentlyViewedEndpoint.path, { schema: contractSchema(clearRecentlyViewedEndpoint), preValidation }, async (request) => {
    const me = signedInUser(request);
    await db.deleteFrom('recentlyViewed').where('userId', '=', me.id).execute();
    return { message: 'Recently viewed cars cleared' };
  });

  app.get(getViewedCarsEndpoint.path, { schema: contractSchema(getViewedCarsEndpoint) }, async (request) => {
    const { ids } = request.query;
    const rows = await selectCarRows(db).where('cars.id', 'in', ids).execute();
    const cars = new Map((await toCars(db, ctx.imageBaseUrl, rows)).map((car) => [car.id, car]));
    return { cars: ids.flatMap((id) => cars.get(id) ?? []) };
  });
}

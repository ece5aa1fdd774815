// A car's price history (issue 28): its price when listed and after each change, oldest first, and
// the last change when it was a fall ("Price dropped by ₹X on {date}"). Points are written by the car
// write's transaction (alerts/car-changes.ts); a car with none (listed before migration 0013, or
// seeded) has one point, its price when it was listed.
import type { CarPriceHistory } from '@carmarket/shared/api-contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { toIso } from '../../lib/dates';

type Db = Kysely<Database> | Transaction<Database>;

/** The most points one answer carries: the newest ones (a price edited every day for a year is ~365). */
export const PRICE_HISTORY_MAX_POINTS = 200;

export async function addPricePoint(trx: Db, point: { carId: string; price: number; at: Date }): Promise<void> {
  await trx.insertInto('carPriceHistory').values({ carId: point.carId, price: point.price, changedAt: point.at }).execute();
}

/** Whether the car has any point yet (cars listed before the history existed have none). */
export async function hasPricePoints(trx: Db, carId: string): Promise<boolean> {
  const row = await trx.selectFrom('carPriceHistory').select('id').where('carId', '=', carId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The car's history, or undefined when there is no such car. */
export async function readPriceHistory(db: Db, carId: string): Promise<CarPriceHistory | undefined> {
  const car = await db.selectFrom('cars').select(['carPrice', 'createdAt']).where('id', '=', carId).executeTakeFirst();
  if (!car) return undefined;
  const newest = await db
    .selectFrom('carPriceHistory')
    .select(['price', 'changedAt'])
    .where('carId', '=', carId)
    .orderBy('changedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(PRICE_HISTORY_MAX_POINTS)
    .execute();
  const points =
    newest.length > 0
      ? newest.reverse().map((row) => ({ price: row.price, at: toIso(row.changedAt) }))
      : [{ price: car.carPrice, at: toIso(car.createdAt) }];
  const last = points.at(-1);
  const before = points.at(-2);
  const lastDrop =
    last && before && last.price < before.price
      ? { amount: before.price - last.price, from: before.price, to: last.price, at: last.at }
      : null;
  return { points, lastDrop };
}

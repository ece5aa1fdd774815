// The car write's side of alerts (issue 28): a listing or a price change adds a price point and a row
// to the car_changes outbox, inside the write's own transaction, so a change is recorded exactly when
// the car is, and the request never waits for matching (the housekeeping does it: alert-matching.ts).
// An edit that leaves the price alone records nothing. A deleted car's alerts go with it.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { addPricePoint, hasPricePoints } from '../price-history/price-history';

type Trx = Transaction<Database>;

/** A car was listed at `price`. */
export async function recordCarListed(trx: Trx, car: { carId: string; price: number; at: Date }): Promise<void> {
  await addPricePoint(trx, car);
  await trx
    .insertInto('carChanges')
    .values({ carId: car.carId, kind: 'listed', oldPrice: null, newPrice: car.price, at: car.at })
    .execute();
}

/**
 * A car's price went from oldPrice to newPrice (the caller holds the car's row lock and has set
 * cars.price_changed_at). A car listed before the history existed gets its listing price first.
 */
export async function recordCarPriceChange(
  trx: Trx,
  change: { carId: string; oldPrice: number; newPrice: number; listedAt: Date | string; at: Date },
): Promise<void> {
  if (!(await hasPricePoints(trx, change.carId))) {
    await addPricePoint(trx, { carId: change.carId, price: change.oldPrice, at: new Date(change.listedAt) });
  }
  await addPricePoint(trx, { carId: change.carId, price: change.newPrice, at: change.at });
  await trx
    .insertInto('carChanges')
    .values({ carId: change.carId, kind: 'price', oldPrice: change.oldPrice, newPrice: change.newPrice, at: change.at })
    .execute();
}

/** Deletes the car's alerts (alerts have no foreign key to cars: migration 0013). Call after deleting the car row. */
export async function deleteCarAlerts(trx: Trx, carId: string): Promise<void> {
  await trx.deleteFrom('alerts').where('carId', '=', carId).execute();
}

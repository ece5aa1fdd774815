// Reading and marking a user's alerts. Every statement is scoped to the user: another user's alert is
// never listed, counted or marked.
import type { Alert } from '@carmarket/shared/api-contracts';
import { carPath } from '@carmarket/shared/seo';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toIso } from '../../lib/dates';
import { imageUrls } from '../uploads/image-variants';

export interface AlertCounts {
  total: number;
  unread: number;
}

export async function alertCounts(db: Kysely<Database>, userId: string): Promise<AlertCounts> {
  const row = await db
    .selectFrom('alerts')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      sql<number | string>`count(*) filter (where read_at is null)`.as('unread'),
    ])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

/**
 * Alerts with their car and (a saved search's alerts) the search: what the bell, an SMS and an e-mail
 * each say of an alert. Callers add the columns only they show, their filter and their order.
 */
export function alertsWithTheirCars(db: Kysely<Database>) {
  return db
    .selectFrom('alerts')
    .innerJoin('cars', 'cars.id', 'alerts.carId')
    .leftJoin('savedSearches', 'savedSearches.id', 'alerts.savedSearchId')
    .select([
      'alerts.kind',
      'alerts.oldPrice',
      'alerts.newPrice',
      'savedSearches.name as savedSearchName',
      'cars.id as carId',
      'cars.carName',
      'cars.brand',
      'cars.model',
      'cars.variant',
      'cars.manufacturingYear',
      'cars.kmDriven',
      'cars.city',
    ]);
}

/** One page of the user's alerts, newest first, each with its car and (saved-search alerts) the search's name. */
export async function readAlerts(
  db: Kysely<Database>,
  imageBaseUrl: string,
  userId: string,
  page: { offset: number; limit: number },
): Promise<Alert[]> {
  const rows = await alertsWithTheirCars(db)
    .select(['alerts.id', 'alerts.createdAt', 'alerts.readAt', 'alerts.savedSearchId', 'cars.carPrice', 'cars.fuelType', 'cars.isSold'])
    .where('alerts.userId', '=', userId)
    .orderBy('alerts.createdAt', 'desc')
    .orderBy('alerts.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  if (rows.length === 0) return [];
  const images = await db
    .selectFrom('carImages')
    .select(['id', 'carId', 'storageKey', 'width', 'height'])
    .where('carId', 'in', [...new Set(rows.map((r) => r.carId))])
    .orderBy('carId')
    .orderBy('position')
    .execute();
  const firstImage = new Map<string, (typeof images)[number]>();
  for (const image of images) if (image.carId && !firstImage.has(image.carId)) firstImage.set(image.carId, image);
  return rows.map((row) => {
    const image = firstImage.get(row.carId);
    return {
      id: String(row.id),
      kind: row.kind,
      createdAt: toIso(row.createdAt),
      readAt: row.readAt === null ? null : toIso(row.readAt),
      oldPrice: row.oldPrice,
      newPrice: row.newPrice,
      savedSearch: row.savedSearchId !== null && row.savedSearchName !== null ? { id: row.savedSearchId, name: row.savedSearchName } : null,
      car: {
        id: row.carId,
        carName: row.carName,
        brand: row.brand,
        model: row.model,
        variant: row.variant,
        manufacturingYear: row.manufacturingYear,
        carPrice: row.carPrice,
        kmDriven: row.kmDriven,
        fuelType: row.fuelType,
        city: row.city,
        isSold: row.isSold,
        url: carPath(row.carId),
        image: image ? imageUrls(imageBaseUrl, image) : null,
      },
    };
  });
}

/** Marks the user's unread alerts read: the ids given (others' and unknown ones match nothing), or all. Answers how many. */
export async function markAlertsRead(db: Kysely<Database>, userId: string, which: { ids: readonly string[] } | { all: true }, now: Date) {
  let update = db.updateTable('alerts').set({ readAt: now }).where('userId', '=', userId).where('readAt', 'is', null);
  if ('ids' in which) update = update.where('id', 'in', [...which.ids]);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// Reading cars with their seller and images, shaped as the shared Car type.
import type { Car, UserType } from '@carmarket/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toIso } from '../../lib/dates';
import { imageUrls } from '../uploads/image-variants';

export function selectCarRows(db: Kysely<Database>) {
  return db
    .selectFrom('cars')
    .innerJoin('users', 'users.id', 'cars.userId')
    .selectAll('cars')
    .select(['users.fullName as userFullName', 'users.userType as userUserType', 'users.mobileNumber as userMobileNumber']);
}

export type CarRow = Awaited<ReturnType<ReturnType<typeof selectCarRows>['executeTakeFirstOrThrow']>>;

/** Attaches images (one query for all cars) and maps rows to Car, keeping the row order. */
export async function toCars(db: Kysely<Database>, imageBaseUrl: string, rows: readonly CarRow[]): Promise<Car[]> {
  if (rows.length === 0) return [];
  // Chunked: PostgreSQL takes at most 65,535 parameters per statement (getAll at 100,000 cars).
  const images = [];
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = await db
      .selectFrom('carImages')
      .select(['id', 'carId', 'storageKey', 'width', 'height', 'position'])
      .where(
        'carId',
        'in',
        rows.slice(i, i + 5000).map((r) => r.id),
      )
      .orderBy('carId')
      .orderBy('position')
      .execute();
    images.push(...chunk);
  }
  const byCar = new Map<string, typeof images>();
  for (const image of images) {
    if (!image.carId) continue;
    const list = byCar.get(image.carId) ?? [];
    list.push(image);
    byCar.set(image.carId, list);
  }
  return rows.map((row) =>
    toCar(
      row,
      (byCar.get(row.id) ?? []).map((img) => imageUrls(imageBaseUrl, img)),
    ),
  );
}

export function toCar(row: CarRow, carImages: Car['carImages']): Car {
  return {
    id: row.id,
    brand: row.brand,
    model: row.model,
    variant: row.variant,
    carName: row.carName,
    carPrice: row.carPrice,
    manufacturingYear: row.manufacturingYear,
    registrationYear: row.registrationYear,
    fuelType: row.fuelType,
    kmDriven: row.kmDriven,
    transmission: row.transmission,
    bodyType: row.bodyType,
    ownership: row.ownership,
    mileage: row.mileage,
    seats: row.seats,
    isSale: row.isSale,
    isSold: row.isSold,
    sellerType: row.sellerType === 'Dealer' ? 'Dealer' : 'Owner',
    views: row.views,
    saves: row.saves,
    address: { state: row.state, city: row.city, locality: row.locality },
    user: {
      id: row.userId,
      fullName: row.userFullName,
      userType: row.userUserType as UserType,
      mobileNumber: row.userMobileNumber,
    },
    carImages,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

export async function findCar(db: Kysely<Database>, imageBaseUrl: string, id: string): Promise<Car | null> {
  const row = await selectCarRows(db).where('cars.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [car] = await toCars(db, imageBaseUrl, [row]);
  return car ?? null;
}

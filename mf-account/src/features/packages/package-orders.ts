// Bought Packages rules: Active/Expired from the validity date, the three sort options of
// spec §2 (Current Year is the default and shows this year's purchases), and the ads balance.
import type { Car, PackageOrder, PackageOrderStatus } from '@carmarket/shared';

/** Active while the validity date is still ahead. */
export function packageStatus(validUntil: string, now: Date = new Date()): PackageOrderStatus {
  return new Date(validUntil).getTime() > now.getTime() ? 'Active' : 'Expired';
}

export const BOUGHT_PACKAGE_SORTS = [
  { value: 'currentYear', label: 'Current Year' },
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
] as const;
export type BoughtPackageSort = (typeof BOUGHT_PACKAGE_SORTS)[number]['value'];
export const DEFAULT_BOUGHT_PACKAGE_SORT: BoughtPackageSort = 'currentYear';

type Dated = Pick<PackageOrder, 'id' | 'purchasedAt'>;

export function sortBoughtPackages<T extends Dated>(orders: readonly T[], sort: BoughtPackageSort, now: Date = new Date()): T[] {
  const time = (order: T) => new Date(order.purchasedAt).getTime();
  const newestFirst = (a: T, b: T) => time(b) - time(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  switch (sort) {
    case 'currentYear':
      return orders.filter((order) => new Date(order.purchasedAt).getFullYear() === now.getFullYear()).sort(newestFirst);
    case 'newest':
      return [...orders].sort(newestFirst);
    case 'oldest':
      return [...orders].sort((a, b) => newestFirst(b, a));
  }
}

export interface AdsBalance {
  total: number;
  used: number;
  left: number;
}

/** Ads bought in active packages, minus the cars I have on sale now. */
export function adsBalance(
  orders: readonly Pick<PackageOrder, 'ads' | 'validUntil'>[],
  cars: readonly Pick<Car, 'isSold'>[],
  now: Date = new Date(),
): AdsBalance {
  const total = orders.filter((order) => packageStatus(order.validUntil, now) === 'Active').reduce((sum, order) => sum + order.ads, 0);
  const used = Math.min(total, cars.filter((car) => !car.isSold).length);
  return { total, used, left: total - used };
}

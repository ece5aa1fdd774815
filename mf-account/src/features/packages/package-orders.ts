// Bought Packages rules: Active/Expired from the validity date (paid orders only), the payment states
// of unpaid orders, the three sort options of spec §2 (Current Year is the default and shows this
// year's purchases), and the ads balance (paid, active packages only).
import type { Car, PackageOrder } from '@carmarket/shared';

/** Active while the validity date is still ahead. */
export function packageStatus(validUntil: string, now: Date = new Date()): 'Active' | 'Expired' {
  return new Date(validUntil).getTime() > now.getTime() ? 'Active' : 'Expired';
}

export type BoughtPackageLabel = 'Active' | 'Expired' | 'Payment pending' | 'Payment failed' | 'Payment expired';

export interface BoughtPackageState {
  label: BoughtPackageLabel;
  tone: 'success' | 'danger' | 'warning' | 'muted';
  /** A line under the label saying why, for unpaid orders. */
  detail: string | null;
  /** Paid: the package counts, has a validity, an invoice, and can be renewed once expired. */
  paid: boolean;
}

type StatusFields = Pick<PackageOrder, 'validUntil' | 'paymentStatus' | 'paymentExpiresAt' | 'failureReason'>;

/** What the Status column says: the package's validity once paid, else where its payment stands. */
export function boughtPackageState(order: StatusFields, now: Date = new Date()): BoughtPackageState {
  const payment =
    order.paymentStatus === 'pending' && order.paymentExpiresAt && new Date(order.paymentExpiresAt).getTime() <= now.getTime()
      ? 'expired'
      : order.paymentStatus;
  switch (payment) {
    case 'paid': {
      const label = packageStatus(order.validUntil, now);
      return { label, tone: label === 'Active' ? 'success' : 'danger', detail: null, paid: true };
    }
    case 'pending':
      return {
        label: 'Payment pending',
        tone: 'warning',
        detail: 'Not paid yet: the package starts once the payment is confirmed',
        paid: false,
      };
    case 'failed':
      return { label: 'Payment failed', tone: 'danger', detail: order.failureReason ?? 'The payment did not go through', paid: false };
    case 'expired':
      return { label: 'Payment expired', tone: 'muted', detail: 'Not paid in time: no money was taken for this order', paid: false };
  }
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

/** Ads bought in paid, active packages, minus the cars I have on sale now. */
export function adsBalance(
  orders: readonly Pick<PackageOrder, 'ads' | 'validUntil' | 'paymentStatus'>[],
  cars: readonly Pick<Car, 'isSold'>[],
  now: Date = new Date(),
): AdsBalance {
  const total = orders
    .filter((order) => order.paymentStatus === 'paid' && packageStatus(order.validUntil, now) === 'Active')
    .reduce((sum, order) => sum + order.ads, 0);
  const used = Math.min(total, cars.filter((car) => !car.isSold).length);
  return { total, used, left: total - used };
}

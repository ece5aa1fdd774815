// Advertising package catalogue and order arithmetic (spec §9). Read through
// '@carmarket/shared/domain' (the API and mf-account's order summary bundle what they use), not the
// federated singleton, which every page loads.

import type { PackagePlan } from './types';

export const GST_RATE = 0.18;

/** A package order not paid within this many minutes expires. */
export const PACKAGE_PAYMENT_WINDOW_MINUTES = 30;

export const PACKAGE_PLANS: readonly PackagePlan[] = [
  { id: '3m-1', durationLabel: '3 Months', durationMonths: 3, ads: 1, adsLabel: '1 Ad', featuredDays: 0, price: 399 },
  { id: '3m-5', durationLabel: '3 Months', durationMonths: 3, ads: 5, adsLabel: '5 Ads', featuredDays: 0, price: 1750 },
  { id: '3m-10', durationLabel: '3 Months', durationMonths: 3, ads: 10, adsLabel: '10 Ads', featuredDays: 0, price: 2999 },
  {
    id: '4m-50',
    durationLabel: '4 Months',
    durationMonths: 4,
    ads: 50,
    adsLabel: '50 Ads with 30 Days Featured',
    featuredDays: 30,
    price: 12499,
  },
  { id: '6m-125', durationLabel: '6 Months', durationMonths: 6, ads: 125, adsLabel: '125 Ads', featuredDays: 0, price: 24999 },
  { id: '6m-250', durationLabel: '6 Months', durationMonths: 6, ads: 250, adsLabel: '250 Ads', featuredDays: 0, price: 37499 },
  { id: '6m-500', durationLabel: '6 Months', durationMonths: 6, ads: 500, adsLabel: '500 Ads', featuredDays: 0, price: 49999 },
];

export function findPackagePlan(planId: string): PackagePlan | undefined {
  return PACKAGE_PLANS.find((p) => p.id === planId);
}

export interface OrderTotal {
  unitPrice: number;
  quantity: number;
  subtotal: number;
  gst: number;
  total: number;
}

/**
 * Spec §9: GST is 18% of the single-unit plan price, rounded (not of the subtotal),
 * and the total is price x quantity + GST.
 */
export function computeOrderTotal(plan: Pick<PackagePlan, 'price'>, quantity: number): OrderTotal {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError('Package quantity must be a whole number of at least 1');
  }
  const gst = Math.round(plan.price * GST_RATE);
  const subtotal = plan.price * quantity;
  return { unitPrice: plan.price, quantity, subtotal, gst, total: subtotal + gst };
}

/** Adds whole months to a date (clamping to the month's last day, e.g. 31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

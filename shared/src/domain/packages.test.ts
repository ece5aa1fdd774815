import { describe, expect, it } from 'vitest';
import { formatDdMmYyyy } from './format';
import { PACKAGE_PLANS, addMonths, computeOrderTotal } from './packages';

// Expected GST = round(18% of the single-unit price), spec §9.
const expectedGst: Record<string, number> = {
  '3m-1': 72,
  '3m-5': 315,
  '3m-10': 540,
  '4m-50': 2250,
  '6m-125': 4500,
  '6m-250': 6750,
  '6m-500': 9000,
};

describe('computeOrderTotal', () => {
  it('has the catalogue of spec §9', () => {
    expect(PACKAGE_PLANS.map((p) => [p.durationLabel, p.adsLabel, p.price])).toEqual([
      ['3 Months', '1 Ad', 399],
      ['3 Months', '5 Ads', 1750],
      ['3 Months', '10 Ads', 2999],
      ['4 Months', '50 Ads with 30 Days Featured', 12499],
      ['6 Months', '125 Ads', 24999],
      ['6 Months', '250 Ads', 37499],
      ['6 Months', '500 Ads', 49999],
    ]);
  });

  for (const plan of PACKAGE_PLANS) {
    for (const quantity of [1, 2, 10]) {
      it(`${plan.adsLabel} x ${quantity}`, () => {
        const gst = expectedGst[plan.id]!;
        expect(computeOrderTotal(plan, quantity)).toEqual({
          unitPrice: plan.price,
          quantity,
          subtotal: plan.price * quantity,
          gst,
          total: plan.price * quantity + gst,
        });
      });
    }
  }

  it('rejects quantities below 1 or fractional', () => {
    expect(() => computeOrderTotal({ price: 399 }, 0)).toThrow();
    expect(() => computeOrderTotal({ price: 399 }, 1.5)).toThrow();
  });
});

describe('dates', () => {
  it('adds months clamping to month end and formats dd/mm/yyyy', () => {
    expect(formatDdMmYyyy(addMonths(new Date('2025-01-31T10:00:00Z'), 1))).toBe('28/02/2025');
    expect(formatDdMmYyyy(addMonths(new Date('2025-09-21T00:00:00Z'), 3))).toBe('21/12/2025');
    // A 3-month package bought on 29 November ends on the last day of February, in a common and a leap year.
    expect(addMonths(new Date('2026-11-29T00:47:19.176Z'), 3).toISOString()).toBe('2027-02-28T00:47:19.176Z');
    expect(addMonths(new Date('2027-11-30T12:00:00Z'), 3).toISOString()).toBe('2028-02-29T12:00:00.000Z');
  });
});

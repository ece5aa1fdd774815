// The Order Summary figures come from the shared computeOrderTotal: GST is 18% of the
// single-unit plan price (rounded), total = price x quantity + GST (spec §9). Expected
// values are written out by hand, not recomputed with the formula.
import { computeOrderTotal, PACKAGE_PLANS } from '@carmarket/shared/domain';

const EXPECTED: Record<string, { price: number; gst: number; totals: [number, number, number] }> = {
  '3m-1': { price: 399, gst: 72, totals: [471, 870, 4062] },
  '3m-5': { price: 1750, gst: 315, totals: [2065, 3815, 17815] },
  '3m-10': { price: 2999, gst: 540, totals: [3539, 6538, 30530] },
  '4m-50': { price: 12499, gst: 2250, totals: [14749, 27248, 127240] },
  '6m-125': { price: 24999, gst: 4500, totals: [29499, 54498, 254490] },
  '6m-250': { price: 37499, gst: 6750, totals: [44249, 81748, 381740] },
  '6m-500': { price: 49999, gst: 9000, totals: [58999, 108998, 508990] },
};

describe('order total for every plan of spec §9', () => {
  it('covers the whole catalogue', () => {
    expect(PACKAGE_PLANS.map((p) => p.id).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const plan of PACKAGE_PLANS) {
    const expected = EXPECTED[plan.id]!;
    it(`${plan.durationLabel} ${plan.adsLabel}: quantities 1, 2 and 10`, () => {
      expect(plan.price).toBe(expected.price);
      [1, 2, 10].forEach((quantity, i) => {
        const total = computeOrderTotal(plan, quantity);
        expect(total.gst).toBe(expected.gst);
        expect(total.subtotal).toBe(expected.price * quantity);
        expect(total.total).toBe(expected.totals[i]);
      });
    });
  }

  it('refuses a quantity below 1', () => {
    expect(() => computeOrderTotal(PACKAGE_PLANS[0]!, 0)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { sellerCarFacts } from './seller-car-facts';

const asObject = (facts: ReturnType<typeof sellerCarFacts>) => Object.fromEntries(facts.map((f) => [f.label, f.value]));

describe('sellerCarFacts (spec §3 Seller car)', () => {
  it('shows seats, mileage, EMI, likes and views from the response', () => {
    expect(asObject(sellerCarFacts({ seats: 7, mileage: 17.4, emi: 18_250, likes: 3, enquiries: { viewProperty: 1_234 } }))).toEqual({
      Seats: '7',
      Mileage: '17.4 kmpl',
      EMI: '₹ 18,250/month',
      Likes: '3',
      Views: '1,234',
    });
  });

  it("falls back to the spec's defaults: seats 4, mileage 'N/A', EMI 7599, likes 1, views 1", () => {
    expect(
      asObject(sellerCarFacts({ seats: null, mileage: null, emi: 0, likes: undefined as unknown as number, enquiries: null })),
    ).toEqual({
      Seats: '4',
      Mileage: 'N/A',
      EMI: '₹ 7,599/month',
      Likes: '1',
      Views: '1',
    });
  });

  it('keeps a real zero of likes and views', () => {
    const facts = asObject(sellerCarFacts({ seats: 5, mileage: 20, emi: 9_000, likes: 0, enquiries: { viewProperty: 0 } }));
    expect(facts.Likes).toBe('0');
    expect(facts.Views).toBe('0');
  });
});

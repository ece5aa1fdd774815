import { listingQueryFromSearchParams } from '@carmarket/shared/listing-query';
import { BUDGET_RANGES, bodyTypeHref, brandHref, heroSearchHref } from './hero-search';

function queryOf(href: string) {
  return listingQueryFromSearchParams(new URLSearchParams(href.split('?')[1] ?? ''));
}

describe('heroSearchHref', () => {
  it('searches by model text, trimmed', () => {
    expect(heroSearchHref('model', '  Creta ')).toBe('/buy-car?search=Creta');
    expect(queryOf(heroSearchHref('model', 'Swift Dzire')).search).toBe('Swift Dzire');
  });

  it('opens the whole listing for a blank model', () => {
    expect(heroSearchHref('model', '   ')).toBe('/buy-car');
  });

  it('turns a budget range into a price range the listing reads back', () => {
    const query = queryOf(heroSearchHref('budget', '5-8'));
    expect(query.priceMin).toBe(500_000);
    expect(query.priceMax).toBe(800_000);
    expect(queryOf(heroSearchHref('budget', 'under-3'))).toMatchObject({ priceMin: undefined, priceMax: 300_000 });
    expect(heroSearchHref('budget', 'nonsense')).toBe('/buy-car');
  });

  it('labels the budgets in the compact format, crore budgets in Cr', () => {
    expect(BUDGET_RANGES.map((range) => range.label)).toEqual([
      'Under ₹ 3.0 L',
      '₹ 3.0 L - ₹ 5.0 L',
      '₹ 5.0 L - ₹ 8.0 L',
      '₹ 8.0 L - ₹ 12.0 L',
      '₹ 12.0 L - ₹ 20.0 L',
      '₹ 20.0 L - ₹ 50.0 L',
      '₹ 50.0 L - ₹ 1.0 Cr',
      'Above ₹ 1.0 Cr',
    ]);
    expect(queryOf(heroSearchHref('budget', 'over-100'))).toMatchObject({ priceMin: 10_000_000, priceMax: undefined });
  });

  it('links tiles to a filtered listing', () => {
    expect(queryOf(bodyTypeHref('Sedan')).bodyType).toEqual(['Sedan']);
    expect(queryOf(brandHref('Maruti Suzuki')).brand).toEqual(['Maruti Suzuki']);
  });
});

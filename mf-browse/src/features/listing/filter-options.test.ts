import type { ListingFacets } from '@carmarket/shared';
import { bodyTypeOptions, brandOptions, pageOf, searchOptions, selectedBodyTypes } from './filter-options';

const facets = {
  ownerType: [],
  brand: [
    { value: 'Tata', count: 4 },
    { value: 'Kia', count: 2 },
  ],
  model: [],
  fuel: [],
  transmission: [],
  bodyType: [{ value: 'Sedan', count: 3 }],
  ownership: [],
  seats: [],
  state: [],
  city: [],
  locality: [],
} satisfies ListingFacets;

describe('filter options', () => {
  it('lists brands with facet counts (0 when absent) and keeps selected ones', () => {
    const options = brandOptions(facets, ['Zeta Motors']);
    expect(options.find((o) => o.value === 'Tata')?.count).toBe(4);
    expect(options.find((o) => o.value === 'Hyundai')?.count).toBe(0);
    expect(options.some((o) => o.value === 'Zeta Motors')).toBe(true);
  });

  it('searches labels case-insensitively; blank shows all', () => {
    const options = brandOptions(facets, []);
    expect(searchOptions(options, 'TA').map((o) => o.value)).toContain('Tata');
    expect(searchOptions(options, 'zzz')).toEqual([]);
    expect(searchOptions(options, '  ')).toHaveLength(options.length);
  });

  it("maps the 'Sedan Car' label to the stored 'Sedan' value", () => {
    expect(bodyTypeOptions(facets).find((o) => o.label === 'Sedan Car')).toEqual({ label: 'Sedan Car', value: 'Sedan', count: 3 });
    expect(selectedBodyTypes(['Sedan Car', 'SUV'])).toEqual(['Sedan', 'SUV']);
  });

  it('pages lists (9 brands, 6 body types per page) and clamps the page', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(pageOf(items, 1, 9)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7, 8], page: 1, pageCount: 2 });
    expect(pageOf(items, 5, 9)).toEqual({ items: [9, 10, 11], page: 2, pageCount: 2 });
    expect(pageOf([], 1, 6)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

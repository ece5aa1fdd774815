import type { ListingFacets } from '@carmarket/shared';
import {
  bodyTypeOptions,
  brandOptions,
  locationLabel,
  locationOptions,
  modelOptions,
  ownerTypeOptions,
  pageOf,
  searchLocationOptions,
  searchOptions,
  seatsOptions,
  selectedBodyTypes,
  type LocationOption,
} from './filter-options';
import { counts, makeFacets } from './testing/facets';

const facets = makeFacets({
  brand: counts(['Tata', 4], ['Kia', 2]),
  bodyType: counts(['Sedan', 3]),
});

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

  it('offers All, Dealer and Owner, counting the last two once the facets are here', () => {
    expect(ownerTypeOptions(undefined)).toEqual([
      { label: 'All', value: 'all', count: undefined },
      { label: 'Dealer', value: 'dealer', count: undefined },
      { label: 'Owner', value: 'owner', count: undefined },
    ]);
    expect(ownerTypeOptions(makeFacets({ ownerType: counts(['owner', 5]) })).map((o) => o.count)).toEqual([undefined, 0, 5]);
  });

  it('pages lists (9 brands, 6 body types per page) and clamps the page', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(pageOf(items, 1, 9)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7, 8], page: 1, pageCount: 2 });
    expect(pageOf(items, 5, 9)).toEqual({ items: [9, 10, 11], page: 2, pageCount: 2 });
    expect(pageOf([], 1, 6)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe('location options (spec §3: a state, a city or State-Locality)', () => {
  const places: ListingFacets = {
    ...facets,
    state: counts(['Maharashtra', 5], ['West Bengal', 2], ['Meghalaya', 1]),
    city: counts(['Pune', 4], ['Mumbai', 1], ['Kolkata', 2], ['Shillong', 1]),
    locality: counts(['Maharashtra-Kothrud', 3], ['Maharashtra-Baner', 1], ['West Bengal-Salt Lake', 2], ['Meghalaya-Police Bazar', 1]),
  };
  const outline = (nodes: readonly LocationOption[]): unknown[] =>
    nodes.map((n) => (n.children.length > 0 ? { [`${n.label}=${n.value}`]: outline(n.children) } : `${n.label}=${n.value}`));

  it('arranges the places of the data as states > cities > localities, in name order', () => {
    expect(outline(locationOptions(places, []))).toEqual([
      { 'Maharashtra=Maharashtra': ['Mumbai=Mumbai', { 'Pune=Pune': ['Baner=Maharashtra-Baner', 'Kothrud=Maharashtra-Kothrud'] }] },
      // Not a product state: its city and locality come from the data (the city at the top level, its state unknown).
      { 'Meghalaya=Meghalaya': ['Police Bazar=Meghalaya-Police Bazar'] },
      { 'West Bengal=West Bengal': [{ 'Kolkata=Kolkata': ['Salt Lake=West Bengal-Salt Lake'] }] },
      'Shillong=Shillong',
    ]);
  });

  it('counts each place from its facet', () => {
    const [maharashtra] = locationOptions(places, []);
    expect(maharashtra?.count).toBe(5);
    expect(maharashtra?.children.find((c) => c.label === 'Pune')?.children.map((l) => l.count)).toEqual([1, 3]);
  });

  it('keeps a chosen place the data lacks, so it can be unticked', () => {
    const options = locationOptions(places, ['Rajasthan-Mansarovar', 'Atlantis']);
    expect(outline(options)).toContainEqual({ 'Rajasthan=Rajasthan': [{ 'Jaipur=Jaipur': ['Mansarovar=Rajasthan-Mansarovar'] }] });
    expect(outline(options)).toContain('Atlantis=Atlantis');
  });

  it('searches every level and keeps the way to a match', () => {
    expect(outline(searchLocationOptions(locationOptions(places, []), 'salt'))).toEqual([
      { 'West Bengal=West Bengal': [{ 'Kolkata=Kolkata': ['Salt Lake=West Bengal-Salt Lake'] }] },
    ]);
  });

  it("reads 'State-Locality' as 'Locality, State' (the heading)", () => {
    expect(locationLabel('maharashtra-kothrud')).toBe('Kothrud, Maharashtra');
    expect(locationLabel('Pune')).toBe('Pune');
  });
});

describe('seats and model options', () => {
  it('offers the six seats of spec §9 with counts', () => {
    const options = seatsOptions({ ...facets, seats: [{ value: '8+', count: 3 }] });
    expect(options.map((o) => [o.value, o.count])).toEqual([
      ['2', 0],
      ['4', 0],
      ['5', 0],
      ['6', 0],
      ['7', 0],
      ['8+', 3],
    ]);
  });

  it("lists a brand's models from the data and the catalogue, counted per brand", () => {
    const withModels: ListingFacets = {
      ...facets,
      model: [
        { value: 'Urus', brand: 'Lamborghini', count: 2 },
        { value: 'Urus', brand: 'Zeta', count: 5 },
        { value: 'Countach', brand: 'Lamborghini', count: 1 },
      ],
    };
    expect(modelOptions(withModels, 'Lamborghini').map((o) => [o.value, o.count])).toEqual([
      ['Countach', 1],
      ['Huracan', 0],
      ['Huracan Spyder', 0],
      ['Urus', 2],
    ]);
  });
});

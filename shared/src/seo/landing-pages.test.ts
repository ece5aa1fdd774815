import { describe, expect, it } from 'vitest';
import { BRAND_NAMES, CITY_STATE, WIZARD_BODY_TYPES, makeListingQuery } from '../domain';
import { LANDING_PAGES, landingPageOf, landingPageOfQuery, landingPageOfSlug, landingLinkText } from './landing-pages';
import { slugify } from './slug';

describe('slugify', () => {
  it('lower-cases, drops accents and joins words with one hyphen', () => {
    expect(slugify('Maruti Suzuki')).toBe('maruti-suzuki');
    expect(slugify('Mercedes-Benz')).toBe('mercedes-benz');
    expect(slugify('  Škoda  Octavia!! ')).toBe('skoda-octavia');
    expect(slugify('SUV')).toBe('suv');
    expect(slugify('Wagon R')).toBe('wagon-r');
  });
});

describe('landing pages', () => {
  it('maps the three URL forms onto the listing filters', () => {
    expect(landingPageOfSlug('used-cars-in-pune')).toMatchObject({
      kind: 'city',
      path: '/used-cars-in-pune',
      filters: { location: ['Pune'] },
    });
    expect(landingPageOfSlug('used-hyundai-cars')).toMatchObject({ kind: 'brand', filters: { brand: ['Hyundai'] } });
    expect(landingPageOfSlug('used-maruti-suzuki-cars')).toMatchObject({ filters: { brand: ['Maruti Suzuki'] } });
    expect(landingPageOfSlug('used-suv-cars')).toMatchObject({ kind: 'bodyType', filters: { bodyType: ['SUV'] } });
    expect(landingPageOfSlug('used-range-rover-cars')).toMatchObject({ filters: { brand: ['Range Rover'] } });
  });

  it('knows no other slug', () => {
    for (const slug of ['used-cars-in-atlantis', 'used-unicorn-cars', 'buy-car', 'used-cars', '', undefined]) {
      expect(landingPageOfSlug(slug)).toBeNull();
    }
  });

  it('has one page per city, listed brand and body type, with unique slugs that round-trip', () => {
    expect(LANDING_PAGES.filter((p) => p.kind === 'city').map((p) => p.value)).toEqual(Object.keys(CITY_STATE));
    expect(LANDING_PAGES.filter((p) => p.kind === 'brand').map((p) => p.value)).toEqual(expect.arrayContaining([...BRAND_NAMES]));
    expect(LANDING_PAGES.filter((p) => p.kind === 'bodyType').map((p) => p.value)).toEqual([...WIZARD_BODY_TYPES]);
    expect(new Set(LANDING_PAGES.map((p) => p.slug)).size).toBe(LANDING_PAGES.length);
    for (const page of LANDING_PAGES) {
      expect(page.slug).toMatch(/^used-[a-z0-9-]+$/);
      expect(landingPageOfSlug(page.slug)).toBe(page);
    }
  });

  it('finds the landing page a query is exactly, and none when the query says more', () => {
    expect(landingPageOfQuery(makeListingQuery({ brand: ['Hyundai'], sort: 'priceLowToHigh', page: 3 }))?.path).toBe('/used-hyundai-cars');
    expect(landingPageOfQuery(makeListingQuery({ location: ['pune'] }))?.path).toBe('/used-cars-in-pune');
    expect(landingPageOfQuery(makeListingQuery({ brand: ['Hyundai'], fuel: ['Diesel'] }))).toBeNull();
    expect(landingPageOfQuery(makeListingQuery({ brand: ['Hyundai', 'Kia'] }))).toBeNull();
    expect(landingPageOfQuery(makeListingQuery({ brand: ['Hyundai'], location: ['Pune'] }))).toBeNull();
    expect(landingPageOfQuery(makeListingQuery())).toBeNull();
    expect(landingPageOf('brand', 'Atlantis Motors')).toBeNull();
  });

  it('names its links for people', () => {
    expect(landingLinkText(landingPageOfSlug('used-cars-in-pune')!)).toBe('Used Cars in Pune');
    expect(landingLinkText(landingPageOfSlug('used-suv-cars')!)).toBe('Used SUV Cars');
  });
});

import { describe, expect, it } from 'vitest';
import { BRAND_NAMES, LISTED_BRAND_NAMES } from './brand-names';
import { CAR_BRANDS, LISTED_BRANDS } from './brands';
import { HEADER_CITIES, LISTING_STATE_CITIES, LOCATIONS, CITY_STATE } from './locations';
import { LISTING_PLACES, SELL_FORM_STATES } from './places';
import { FILTER_BODY_TYPES, WIZARD_BODY_TYPES } from './options';

describe('constants', () => {
  it('has 10 wizard brands, each model with variants', () => {
    expect(CAR_BRANDS).toHaveLength(10);
    for (const brand of CAR_BRANDS) {
      expect(brand.models.length).toBeGreaterThan(0);
      for (const model of brand.models) {
        expect(model.variants.length).toBeGreaterThan(0);
        expect(WIZARD_BODY_TYPES as readonly string[]).toContain(model.bodyType);
      }
    }
  });
  it('names the catalogue brands in brand-names.ts, in the same order', () => {
    expect(CAR_BRANDS.map((brand) => brand.name)).toEqual(BRAND_NAMES);
    expect(LISTED_BRANDS.map((brand) => brand.name)).toEqual(LISTED_BRAND_NAMES);
  });
  it('has the sell-form states of spec §9', () => {
    expect(SELL_FORM_STATES.map((s) => s.name)).toEqual([
      'Madhya Pradesh',
      'Rajasthan',
      'UttarPradesh',
      'Maharashtra',
      'Gujarat',
      'Punjab',
      'Telangana',
      'Delhi',
    ]);
  });
  it('gives every city the product names its localities (places.ts)', () => {
    expect(LISTING_PLACES.map((s) => s.name)).toEqual(LISTING_STATE_CITIES.map((s) => s.name));
    for (const state of LISTING_PLACES) for (const city of state.cities) expect(city.localities.length, city.name).toBeGreaterThan(0);
    expect(LISTING_PLACES.find((s) => s.name === 'Maharashtra')?.cities.find((c) => c.name === 'Pune')?.localities).toContain('Kothrud');
  });
  it('knows the state of every header city and lists City, State locations', () => {
    for (const city of HEADER_CITIES) expect(CITY_STATE[city]).toBeTruthy();
    expect(LOCATIONS).toContain('Kolkata, West Bengal');
    expect(LOCATIONS).toContain('Pune, Maharashtra');
  });
  it('maps the Sedan Car filter label to Sedan', () => {
    expect(FILTER_BODY_TYPES.find((b) => b.label === 'Sedan Car')?.value).toBe('Sedan');
  });
});

import { describe, expect, it } from 'vitest';
import { makeListingQuery } from '../domain';
import { carHeadTexts, priceForTitle } from './car-head';
import { listingCanonicalPath, listingHeadTexts } from './head-texts';
import { SEO_CAR } from './seo-test-car';

describe('car head texts', () => {
  it('title: year, brand, model and variant for sale in the city at the price in Lakh', () => {
    const head = carHeadTexts(SEO_CAR);
    expect(head.title).toBe('2021 Hyundai Creta SX for sale in Pune at ₹9.50 Lakh');
    expect(head.path).toBe('/buy-car/car-1');
    expect(head.description).toContain('42,000 km, Diesel, Manual, 1st owner');
    expect(head.description).toContain('₹9.50 Lakh');
  });

  it('prices from one crore in Crore, and leaves out what the car lacks', () => {
    expect(priceForTitle(12_500_000)).toBe('₹1.25 Crore');
    expect(priceForTitle(550_000)).toBe('₹5.50 Lakh');
    const bare = carHeadTexts({ ...SEO_CAR, year: null, city: '', brand: '', model: '', variant: '', name: 'Old Faithful' });
    expect(bare.title).toBe('Old Faithful for sale at ₹9.50 Lakh');
  });
});

describe('listing head texts', () => {
  it('landing queries: the spec heading words and the landing URL as canonical', () => {
    expect(listingHeadTexts(makeListingQuery({ location: ['Pune'] }))).toMatchObject({
      title: 'Second Hand Cars in Pune',
      path: '/used-cars-in-pune',
    });
    expect(listingHeadTexts(makeListingQuery({ brand: ['Hyundai'] }))).toMatchObject({
      title: 'Second Hand Hyundai Cars in India',
      path: '/used-hyundai-cars',
    });
    expect(listingHeadTexts(makeListingQuery({ bodyType: ['SUV'], page: 2 })).path).toBe('/used-suv-cars');
    expect(listingHeadTexts(makeListingQuery()).title).toBe('Second Hand Cars in India');
  });

  it('canonical drops sort, page and page size but keeps the filters', () => {
    expect(listingCanonicalPath(makeListingQuery({ sort: 'priceHighToLow', page: 4, pageSize: 48 }))).toBe('/buy-car');
    expect(listingCanonicalPath(makeListingQuery({ brand: ['Hyundai'], fuel: ['Diesel'], sort: 'priceLowToHigh', page: 2 }))).toBe(
      '/buy-car?brand=Hyundai&fuel=Diesel',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { carJsonLd, jsonLdText } from './car-json-ld';
import { SEO_CAR } from './seo-test-car';

describe('car JSON-LD', () => {
  it('is a schema.org Car with an Offer in INR', () => {
    const data = carJsonLd(SEO_CAR, 'https://carmarket.example/buy-car/car-1');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2021 Hyundai Creta SX',
      brand: { '@type': 'Brand', name: 'Hyundai' },
      model: 'Creta',
      vehicleModelDate: '2021',
      fuelType: 'Diesel',
      vehicleTransmission: 'Manual',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 42_000, unitCode: 'KMT' },
      image: ['https://img.example/creta.jpg'],
      offers: {
        '@type': 'Offer',
        price: 950_000,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Person', name: 'Asha Rao' },
        url: 'https://carmarket.example/buy-car/car-1',
      },
    });
  });

  it('marks a sold car SoldOut, a dealer an AutoDealer, and leaves out unknown facts', () => {
    const data = carJsonLd(
      { ...SEO_CAR, isSold: true, sellerType: 'Dealer', kmDriven: null, year: null, images: [] },
      'https://x.example/',
    );
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/SoldOut', seller: { '@type': 'AutoDealer' } });
    expect(data).not.toHaveProperty('mileageFromOdometer');
    expect(data).not.toHaveProperty('vehicleModelDate');
    expect(data).not.toHaveProperty('image');
  });

  it('cannot end its script: <, > and & are escaped, and the JSON reads back unchanged', () => {
    const hostile = { ...SEO_CAR, model: '</script><script>alert("x")</script>', variant: 'A & B <!--' };
    const text = jsonLdText(carJsonLd(hostile, 'https://x.example/'));
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(carJsonLd(hostile, 'https://x.example/'));
    expect(jsonLdText({ line: 'a\u2028b' })).toBe('{"line":"a\\u2028b"}');
  });
});

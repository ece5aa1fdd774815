// schema.org structured data for a car page (issue 15 pt 4): a Car with an Offer in INR, so
// search engines can show the price and availability. jsonLdText makes it safe inside <script>.
import { carHeadline, type SeoCar } from './car-head';

type JsonLd = Record<string, unknown>;

/** schema.org/Car for one car; `url` is the car page's absolute URL. */
export function carJsonLd(car: SeoCar, url: string): JsonLd {
  const seller = car.sellerName
    ? { '@type': car.sellerType === 'Dealer' ? 'AutoDealer' : 'Person', name: car.sellerName }
    : { '@type': 'Organization', name: 'CarMarket' };
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: carHeadline(car),
    url,
    brand: { '@type': 'Brand', name: car.brand },
    model: car.model,
    vehicleConfiguration: car.variant || undefined,
    vehicleModelDate: car.year ? String(car.year) : undefined,
    bodyType: car.bodyType || undefined,
    fuelType: car.fuelType || undefined,
    vehicleTransmission: car.transmission || undefined,
    mileageFromOdometer: car.kmDriven !== null ? { '@type': 'QuantitativeValue', value: car.kmDriven, unitCode: 'KMT' } : undefined,
    itemCondition: 'https://schema.org/UsedCondition',
    image: car.images.length > 0 ? [...car.images] : undefined,
    offers: {
      '@type': 'Offer',
      url,
      price: car.price,
      priceCurrency: 'INR',
      availability: car.isSold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      seller,
      ...(car.city ? { areaServed: { '@type': 'City', name: car.city } } : {}),
    },
  };
  // JSON drops undefined values; dropping them here keeps the object equal to what the page carries.
  return JSON.parse(JSON.stringify(data)) as JsonLd;
}

/**
 * JSON for an inline <script type="application/ld+json">: '<', '>' and '&' are written as
 * unicode escapes, so no value (a hostile car name with '</script>') can end the script or open
 * markup, and U+2028/U+2029 so the text stays valid JavaScript too. JSON.parse reads it back unchanged.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// The words and structured data search engines get for a car page: pure functions the browser
// and a server share. Kept apart from the listing's head texts so a car page's code carries no
// listing rules (and the shared start-up chunk carries none of this).

export interface HeadTexts {
  title: string;
  description: string;
  /** The canonical path (absolute URLs are made with the site's public origin). */
  path: string;
}

/** What the head of a car page needs to know about the car. */
export interface SeoCar {
  id: string;
  name: string;
  brand: string;
  model: string;
  variant: string;
  year: number | null;
  price: number;
  kmDriven: number | null;
  fuelType: string;
  transmission: string;
  bodyType: string;
  ownership: string;
  city: string;
  state: string;
  isSold: boolean;
  sellerName: string | null;
  sellerType: string;
  /** Absolute image URLs, the first one is the car's picture. */
  images: readonly string[];
}

/** The car page's path: /buy-car/{id}. */
export function carPath(id: string): string {
  return `/buy-car/${encodeURIComponent(id)}`;
}

/** A price as search results show it: '₹5.50 Lakh', '₹1.25 Crore'. */
export function priceForTitle(rupees: number): string {
  return rupees >= 10_000_000 ? `₹${(rupees / 10_000_000).toFixed(2)} Crore` : `₹${(rupees / 100_000).toFixed(2)} Lakh`;
}

/** '2021 Hyundai Creta SX': year, brand, model and variant, or the car's own name when they are missing. */
export function carHeadline(car: Pick<SeoCar, 'name' | 'year' | 'brand' | 'model' | 'variant'>): string {
  const parts = [car.brand, car.model, car.variant].filter(Boolean);
  const name = parts.length > 0 ? parts.join(' ') : car.name;
  return car.year ? `${car.year} ${name}` : name;
}

/** '2021 Hyundai Creta SX for sale in Pune at ₹9.50 Lakh'. */
export function carHeadTexts(car: SeoCar): HeadTexts {
  const place = car.city ? ` in ${car.city}` : '';
  const title = `${carHeadline(car)} for sale${place} at ${priceForTitle(car.price)}`;
  const facts = [
    car.kmDriven !== null ? `${car.kmDriven.toLocaleString('en-IN')} km` : '',
    car.fuelType,
    car.transmission,
    car.ownership ? `${car.ownership} owner` : '',
  ].filter(Boolean);
  const description =
    `Buy this used ${carHeadline(car)}${place}${facts.length ? `: ${facts.join(', ')}` : ''}. ` +
    `Price ${priceForTitle(car.price)}. Contact the ${car.sellerType === 'Dealer' ? 'dealer' : 'owner'} on CarMarket.`;
  return { title, description, path: carPath(car.id) };
}

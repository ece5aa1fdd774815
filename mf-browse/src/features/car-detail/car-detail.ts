// Normalises a car for the detail page. The API returns a full Car; spec §3 also allows the
// fallback names title, price, year, kms, kmsDriven, noOfSeats, image, images and
// carDetailsImages (older or hand-made records), so the page reads everything through here.
import { INDIA_TIME_ZONE } from '@carmarket/shared';
import type { CarImageInput } from '../cars/car-image';

export interface CarDetailSeller {
  id: string;
  fullName: string;
  userType: string;
  mobileNumber: string;
}

export interface CarDetail {
  id: string;
  name: string;
  brand: string;
  model: string;
  variant: string;
  price: number;
  year: number | null;
  registrationYear: number | null;
  kmDriven: number | null;
  fuelType: string;
  transmission: string;
  bodyType: string;
  ownership: string;
  mileage: number | null;
  seats: number | null;
  sellerType: string;
  isSold: boolean;
  views: number;
  saves: number;
  address: { state: string; city: string; locality: string };
  seller: CarDetailSeller | null;
  images: CarImageInput[];
  createdAt: string | null;
}

type Raw = Record<string, unknown>;

function text(...values: unknown[]): string {
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return '';
}

/** Numbers may arrive as numbers or digit strings with grouping commas ('5,50,000'). */
function num(...values: unknown[]): number | null {
  for (const value of values) {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string') {
      const cleaned = value.replace(/[,\s]/g, '');
      if (cleaned !== '' && /^-?\d+(\.\d+)?$/.test(cleaned)) return Number(cleaned);
    }
  }
  return null;
}

function imageList(raw: Raw): CarImageInput[] {
  for (const key of ['carImages', 'images', 'carDetailsImages'] as const) {
    const value = raw[key];
    if (Array.isArray(value) && value.length > 0) return value as CarImageInput[];
  }
  const single = raw.image;
  if (typeof single === 'string' || (single && typeof single === 'object')) return [single as CarImageInput];
  return [];
}

function sellerOf(raw: Raw): CarDetailSeller | null {
  const user = raw.user;
  if (!user || typeof user !== 'object') return null;
  const u = user as Raw;
  const id = text(u.id);
  if (!id) return null;
  return {
    id,
    fullName: text(u.fullName, u.name) || 'Seller',
    userType: text(u.userType, u.role) || 'Owner',
    mobileNumber: text(u.mobileNumber, u.phone),
  };
}

export function normaliseCarDetail(input: unknown): CarDetail {
  const raw = (input && typeof input === 'object' ? input : {}) as Raw;
  const address = (raw.address && typeof raw.address === 'object' ? raw.address : {}) as Raw;
  const brand = text(raw.brand);
  const model = text(raw.model);
  const variant = text(raw.variant);
  const seller = sellerOf(raw);
  return {
    id: text(raw.id),
    name: text(raw.carName, raw.title) || [brand, model, variant].filter(Boolean).join(' ') || 'Car',
    brand,
    model,
    variant,
    price: num(raw.carPrice, raw.price) ?? 0,
    year: num(raw.manufacturingYear, raw.year),
    registrationYear: num(raw.registrationYear),
    kmDriven: num(raw.kmDriven, raw.kms, raw.kmsDriven),
    fuelType: text(raw.fuelType, raw.fuel),
    transmission: text(raw.transmission),
    bodyType: text(raw.bodyType),
    ownership: text(raw.ownership),
    mileage: num(raw.mileage),
    seats: num(raw.seats, raw.noOfSeats),
    sellerType: text(raw.sellerType) || (seller?.userType === 'Dealer' ? 'Dealer' : 'Owner'),
    isSold: raw.isSold === true,
    views: num(raw.views) ?? 0,
    saves: num(raw.saves, raw.likes) ?? 0,
    address: { state: text(address.state), city: text(address.city), locality: text(address.locality) },
    seller,
    images: imageList(raw),
    createdAt: text(raw.createdAt) || null,
  };
}

export interface OverviewRow {
  label: string;
  value: string;
}

const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** Every field of the car, in the order the overview shows them. */
export function overviewRows(car: CarDetail, formatNumber: (n: number) => string): OverviewRow[] {
  const place = [car.address.locality, car.address.city, car.address.state].filter(Boolean).join(', ');
  return [
    { label: 'Brand', value: dash(car.brand) },
    { label: 'Model', value: dash(car.model) },
    { label: 'Variant', value: dash(car.variant) },
    { label: 'Manufacturing Year', value: dash(car.year) },
    { label: 'Registration Year', value: dash(car.registrationYear) },
    { label: 'Fuel Type', value: dash(car.fuelType) },
    { label: 'Transmission', value: dash(car.transmission) },
    { label: 'Km Driven', value: car.kmDriven === null ? '—' : `${formatNumber(car.kmDriven)} km` },
    { label: 'Body Type', value: dash(car.bodyType) },
    { label: 'Ownership', value: dash(car.ownership) },
    { label: 'Mileage', value: car.mileage === null ? 'N/A' : `${car.mileage} kmpl` },
    { label: 'Seats', value: dash(car.seats) },
    { label: 'Seller Type', value: dash(car.sellerType) },
    { label: 'Location', value: dash(place) },
    { label: 'Status', value: car.isSold ? 'Sold' : 'For Sale' },
    {
      label: 'Listed On',
      // The day in India: the shell's server runs in UTC, and a car listed after 18:30 UTC was
      // listed the next day for the visitor (a different text would break hydration, React #418).
      value: car.createdAt
        ? new Date(car.createdAt).toLocaleDateString('en-IN', {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            timeZone: INDIA_TIME_ZONE,
          })
        : '—',
    },
    { label: 'Views', value: formatNumber(car.views) },
  ];
}

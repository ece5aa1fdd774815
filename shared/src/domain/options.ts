// Option lists of spec §9 for the sell wizard and the listing filters.

export const FUEL_TYPES = ['Petrol', 'Diesel', 'CNG', 'Electric'] as const;
/** The mobile filter adds Hybrid. */
export const FILTER_FUEL_TYPES = [...FUEL_TYPES, 'Hybrid'] as const;

export const TRANSMISSIONS = ['Manual', 'Automatic'] as const;
export const FILTER_TRANSMISSIONS = [...TRANSMISSIONS, 'Hybrid'] as const;

export const OWNERSHIPS = ['1st', '2nd', '3rd', '3+'] as const;
/** Mobile ownership filter: it filters by owner type. */
export const MOBILE_OWNERSHIP_FILTER = ['All', 'Dealer', 'Owner'] as const;

export const OWNER_TYPES = ['all', 'dealer', 'owner'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

export const WIZARD_BODY_TYPES = ['SUV', 'Sedan', 'Hatchback', 'MUV', 'Coupe', 'Convertible', 'Crossover'] as const;

/** Filter sheet and home tiles: the label 'Sedan Car' filters the stored value 'Sedan'. */
export const FILTER_BODY_TYPES: readonly { label: string; value: string }[] = [
  { label: 'Hatchback', value: 'Hatchback' },
  { label: 'SUV', value: 'SUV' },
  { label: 'Sedan Car', value: 'Sedan' },
  { label: 'MUV', value: 'MUV' },
  { label: 'Convertible', value: 'Convertible' },
  { label: 'Coupe', value: 'Coupe' },
];

/** Maps a filter label to the stored body type ('Sedan Car' -> 'Sedan'). */
export function normalizeBodyType(value: string): string {
  return value === 'Sedan Car' ? 'Sedan' : value;
}

export const SEAT_OPTIONS = ['2', '4', '5', '6', '7', '8+'] as const;
export type SeatOption = (typeof SEAT_OPTIONS)[number];
/** Seats from this count up are one choice, '8+'. */
export const SEATS_OPEN_ENDED_FROM = 8;

/**
 * The seats choice a car falls under: its seat count, or '8+' from 8 seats up. null when the car
 * gives no seat count (it then matches no seats choice). Counts the spec offers no choice for
 * (3, say) come back as they are and match none of SEAT_OPTIONS.
 */
export function seatsChoiceOf(seats: number | null | undefined): string | null {
  if (seats === null || seats === undefined) return null;
  return seats >= SEATS_OPEN_ENDED_FROM ? `${SEATS_OPEN_ENDED_FROM}+` : String(seats);
}

export const SELLER_TYPES = ['Owner', 'Dealer'] as const;

/**
 * Every listing order. 'listedNewToOld' (newest listing first, createdAt desc) feeds the home
 * page's Recently Added carousel; the listing's sort menu keeps the five orders of spec §3.
 */
export const LISTING_SORTS = ['yearNewToOld', 'yearOldToNew', 'priceLowToHigh', 'priceHighToLow', 'popularity', 'listedNewToOld'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_LISTING_SORT: ListingSort = 'yearNewToOld';

export const SORT_LABELS: Readonly<Record<ListingSort, string>> = {
  yearNewToOld: 'Newest',
  yearOldToNew: 'Oldest',
  priceLowToHigh: 'Price Low to High',
  priceHighToLow: 'Price High to Low',
  popularity: 'Popularity',
  listedNewToOld: 'Recently Added',
};

// Ranges and slider steps (spec §9).
export const PRICE_RANGE_DEFAULT = [0, 10_000_000] as const;
export const YEAR_RANGE_MIN = 2000;
export const YEAR_RANGE_DEFAULT = [2000, 2025] as const;
export const KM_RANGE_DEFAULT = [0, 999_999] as const;
export const PRICE_STEP_DESKTOP = 10_000;
export const PRICE_STEP_MOBILE = 50_000;
export const YEAR_STEP = 1;
export const KM_STEP = 10_000;

// Uploads (spec §2 upload dialog, §9).
export const UPLOAD_ACCEPTED_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
export const UPLOAD_ACCEPTED_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 20;

// Display-only defaults of spec §3/§2.
export const DEFAULT_EMI_PER_MONTH = 7599;
/** A seller's car where the response gives no value (spec §3 Seller car). */
export const SELLER_CAR_DEFAULTS = { seats: 4, mileage: 'N/A', emi: DEFAULT_EMI_PER_MONTH, likes: 1, views: 1 } as const;
export const DETAIL_EMI_PLACEHOLDER = 6203;

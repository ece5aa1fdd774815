// Places of spec §2/§9 that any page may name: the sell form's states with their cities' names,
// the header/footer cities, the Interested Buyers and Top Dealers city lists, and the 'City, State'
// location list. The localities and the lookups the sell form and the listing filters read are
// places.ts ('@carmarket/shared/domain', bundled where used): this module is in the federated
// singleton every page loads.

/** A state and the names of its cities, as the sell form spells them (note 'UttarPradesh'). */
export interface StateCities {
  name: string;
  cities: readonly string[];
}

/** The sell form's states and cities, in its order. */
export const SELL_FORM_STATE_CITIES: readonly StateCities[] = [
  { name: 'Madhya Pradesh', cities: ['Bhopal', 'Indore', 'Gwalior'] },
  { name: 'Rajasthan', cities: ['Jaipur', 'Udaipur', 'Jodhpur'] },
  { name: 'UttarPradesh', cities: ['Lucknow', 'Kanpur', 'Noida'] },
  { name: 'Maharashtra', cities: ['Pune', 'Mumbai', 'Nagpur'] },
  { name: 'Gujarat', cities: ['Ahmedabad', 'Surat', 'Vadodara'] },
  // Chandigarh is a union territory and Punjab's capital; the sell form files it here.
  { name: 'Punjab', cities: ['Chandigarh', 'Ludhiana', 'Amritsar'] },
  { name: 'Telangana', cities: ['Hyderabad', 'Warangal'] },
  { name: 'Delhi', cities: ['Delhi'] },
];

/**
 * Every state and city the product names: the sell form's, plus Kolkata (the fallback city, not a
 * sell-form city), where the seed also lists cars.
 */
export const LISTING_STATE_CITIES: readonly StateCities[] = [...SELL_FORM_STATE_CITIES, { name: 'West Bengal', cities: ['Kolkata'] }];

/** Header and footer city list (spec §2). */
export const HEADER_CITIES = [
  'Delhi',
  'Chandigarh',
  'Ahmedabad',
  'Pune',
  'Jaipur',
  'Lucknow',
  'Bhopal',
  'Indore',
  'Hyderabad',
  'Kanpur',
] as const;

/** Home 'Search by Popular Cities' order (spec §2). */
export const POPULAR_CITIES = [
  'Chandigarh',
  'Ahmedabad',
  'Pune',
  'Hyderabad',
  'Kanpur',
  'Indore',
  'Lucknow',
  'Delhi',
  'Bhopal',
  'Jaipur',
] as const;

/** Interested Buyers city dropdown (spec §2). */
export const INTERESTED_BUYER_CITIES = [
  'Indore',
  'Bhopal',
  'Pune',
  'Ahmedabad',
  'Delhi',
  'Kanpur',
  'Lucknow',
  'Chandigarh',
  'Jaipur',
  'Hyderabad',
] as const;

/** Top Dealers city dropdown (spec §2). */
export const DEALER_CITIES = ['Kolkata', 'Mumbai', 'Delhi'] as const;

/** Fallback current location (spec §3/§9). */
export const DEFAULT_CITY = 'Kolkata';

/** State of each city the product names, including Kolkata which is not a sell-form city. */
export const CITY_STATE: Readonly<Record<string, string>> = Object.fromEntries(
  LISTING_STATE_CITIES.flatMap((s) => s.cities.map((city) => [city, s.name] as const)),
);

/** The location list ('City, State') the city modal shows. */
export const LOCATIONS: readonly string[] = Object.entries(CITY_STATE).map(([city, state]) => `${city}, ${state}`);

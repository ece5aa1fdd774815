// Places of spec §2/§9: the sell form's states (with cities and localities), the header/footer
// cities, the Interested Buyers and Top Dealers city lists, and the 'City, State' location list.

export interface CitySpec {
  name: string;
  localities: readonly string[];
}

export interface StateSpec {
  /** Spelled as the spec's sell form spells it (note 'UttarPradesh'). */
  name: string;
  cities: readonly CitySpec[];
}

export const SELL_FORM_STATES: readonly StateSpec[] = [
  {
    name: 'Madhya Pradesh',
    cities: [
      { name: 'Bhopal', localities: ['Arera Colony', 'MP Nagar', 'Kolar Road'] },
      { name: 'Indore', localities: ['Vijay Nagar', 'Palasia', 'Rau'] },
      { name: 'Gwalior', localities: ['City Centre', 'Lashkar'] },
    ],
  },
  {
    name: 'Rajasthan',
    cities: [
      { name: 'Jaipur', localities: ['Malviya Nagar', 'Vaishali Nagar', 'Mansarovar'] },
      { name: 'Udaipur', localities: ['Hiran Magri', 'Fatehpura'] },
      { name: 'Jodhpur', localities: ['Sardarpura', 'Shastri Nagar'] },
    ],
  },
  {
    name: 'UttarPradesh',
    cities: [
      { name: 'Lucknow', localities: ['Gomti Nagar', 'Hazratganj', 'Aliganj'] },
      { name: 'Kanpur', localities: ['Swaroop Nagar', 'Kakadeo', 'Civil Lines'] },
      { name: 'Noida', localities: ['Sector 18', 'Sector 62'] },
    ],
  },
  {
    name: 'Maharashtra',
    cities: [
      { name: 'Pune', localities: ['Kothrud', 'Hinjewadi', 'Baner', 'Viman Nagar'] },
      { name: 'Mumbai', localities: ['Andheri', 'Bandra', 'Powai', 'Thane West'] },
      { name: 'Nagpur', localities: ['Dharampeth', 'Sitabuldi'] },
    ],
  },
  {
    name: 'Gujarat',
    cities: [
      { name: 'Ahmedabad', localities: ['Navrangpura', 'Satellite', 'Bopal'] },
      { name: 'Surat', localities: ['Adajan', 'Vesu'] },
      { name: 'Vadodara', localities: ['Alkapuri', 'Manjalpur'] },
    ],
  },
  {
    name: 'Punjab',
    cities: [
      // Chandigarh is a union territory and Punjab's capital; the sell form files it here.
      { name: 'Chandigarh', localities: ['Sector 17', 'Sector 22', 'Sector 35'] },
      { name: 'Ludhiana', localities: ['Model Town', 'Sarabha Nagar'] },
      { name: 'Amritsar', localities: ['Ranjit Avenue', 'Lawrence Road'] },
    ],
  },
  {
    name: 'Telangana',
    cities: [
      { name: 'Hyderabad', localities: ['Banjara Hills', 'Gachibowli', 'Kukatpally', 'Madhapur'] },
      { name: 'Warangal', localities: ['Hanamkonda', 'Kazipet'] },
    ],
  },
  {
    name: 'Delhi',
    cities: [{ name: 'Delhi', localities: ['Connaught Place', 'Dwarka', 'Rohini', 'Lajpat Nagar', 'Saket'] }],
  },
];

export const STATE_NAMES: readonly string[] = SELL_FORM_STATES.map((s) => s.name);

export function citiesOfState(state: string): readonly CitySpec[] {
  return SELL_FORM_STATES.find((s) => s.name === state)?.cities ?? [];
}

export function localitiesOfCity(state: string, city: string): readonly string[] {
  return citiesOfState(state).find((c) => c.name === city)?.localities ?? [];
}

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

/**
 * Every state, city and locality the product names: the sell form's, plus Kolkata (the fallback
 * city, not a sell-form city), where the seed also lists cars. The listing's location filter
 * arranges the places it finds in the data by this tree.
 */
export const LISTING_PLACES: readonly StateSpec[] = [
  ...SELL_FORM_STATES,
  { name: 'West Bengal', cities: [{ name: 'Kolkata', localities: ['Salt Lake', 'Park Street', 'New Town', 'Ballygunge'] }] },
];

/** The localities of a city of LISTING_PLACES (empty for any other city). */
export function localitiesOfListedCity(city: string): readonly string[] {
  for (const state of LISTING_PLACES) {
    const found = state.cities.find((c) => c.name === city);
    if (found) return found.localities;
  }
  return [];
}

/** State of each city the product names, including Kolkata which is not a sell-form city. */
export const CITY_STATE: Readonly<Record<string, string>> = Object.fromEntries(
  LISTING_PLACES.flatMap((s) => s.cities.map((c) => [c.name, s.name] as const)),
);

/** The location list ('City, State') the city modal shows. */
export const LOCATIONS: readonly string[] = Object.entries(CITY_STATE).map(([city, state]) => `${city}, ${state}`);

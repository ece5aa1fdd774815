// The places' localities and the lookups the sell form and the listing's location filter read
// (spec §2/§9), built on locations.ts's states and cities. Read through '@carmarket/shared/domain',
// bundled where used, so the federated singleton every page loads carries no locality.
import { LISTING_STATE_CITIES, SELL_FORM_STATE_CITIES, type StateCities } from './locations';

export interface CitySpec {
  name: string;
  localities: readonly string[];
}

export interface StateSpec {
  /** Spelled as the spec's sell form spells it (note 'UttarPradesh'). */
  name: string;
  cities: readonly CitySpec[];
}

/** The localities of every city of LISTING_STATE_CITIES. */
const LOCALITIES: Readonly<Record<string, readonly string[]>> = {
  Bhopal: ['Arera Colony', 'MP Nagar', 'Kolar Road'],
  Indore: ['Vijay Nagar', 'Palasia', 'Rau'],
  Gwalior: ['City Centre', 'Lashkar'],
  Jaipur: ['Malviya Nagar', 'Vaishali Nagar', 'Mansarovar'],
  Udaipur: ['Hiran Magri', 'Fatehpura'],
  Jodhpur: ['Sardarpura', 'Shastri Nagar'],
  Lucknow: ['Gomti Nagar', 'Hazratganj', 'Aliganj'],
  Kanpur: ['Swaroop Nagar', 'Kakadeo', 'Civil Lines'],
  Noida: ['Sector 18', 'Sector 62'],
  Pune: ['Kothrud', 'Hinjewadi', 'Baner', 'Viman Nagar'],
  Mumbai: ['Andheri', 'Bandra', 'Powai', 'Thane West'],
  Nagpur: ['Dharampeth', 'Sitabuldi'],
  Ahmedabad: ['Navrangpura', 'Satellite', 'Bopal'],
  Surat: ['Adajan', 'Vesu'],
  Vadodara: ['Alkapuri', 'Manjalpur'],
  Chandigarh: ['Sector 17', 'Sector 22', 'Sector 35'],
  Ludhiana: ['Model Town', 'Sarabha Nagar'],
  Amritsar: ['Ranjit Avenue', 'Lawrence Road'],
  Hyderabad: ['Banjara Hills', 'Gachibowli', 'Kukatpally', 'Madhapur'],
  Warangal: ['Hanamkonda', 'Kazipet'],
  Delhi: ['Connaught Place', 'Dwarka', 'Rohini', 'Lajpat Nagar', 'Saket'],
  Kolkata: ['Salt Lake', 'Park Street', 'New Town', 'Ballygunge'],
};

const withLocalities = (state: StateCities): StateSpec => ({
  name: state.name,
  cities: state.cities.map((name) => ({ name, localities: LOCALITIES[name] ?? [] })),
});

export const SELL_FORM_STATES: readonly StateSpec[] = SELL_FORM_STATE_CITIES.map(withLocalities);

export const STATE_NAMES: readonly string[] = SELL_FORM_STATES.map((s) => s.name);

export function citiesOfState(state: string): readonly CitySpec[] {
  return SELL_FORM_STATES.find((s) => s.name === state)?.cities ?? [];
}

export function localitiesOfCity(state: string, city: string): readonly string[] {
  return citiesOfState(state).find((c) => c.name === city)?.localities ?? [];
}

/**
 * Every state, city and locality the product names: the sell form's, plus Kolkata. The listing's
 * location filter arranges the places it finds in the data by this tree.
 */
export const LISTING_PLACES: readonly StateSpec[] = LISTING_STATE_CITIES.map(withLocalities);

/** The localities of a city of LISTING_PLACES (empty for any other city). */
export function localitiesOfListedCity(city: string): readonly string[] {
  for (const state of LISTING_PLACES) {
    const found = state.cities.find((c) => c.name === city);
    if (found) return found.localities;
  }
  return [];
}

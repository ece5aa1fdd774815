// The visitor's city: persisted as `selectedCity`, default 'Kolkata' (spec §3).
import { atom } from 'jotai';
import { readStorageItem, writeStorageItem } from '../platform/browser-storage';

export const SELECTED_CITY_KEY = 'selectedCity';
export const LOCATION_MODAL_CLOSED_KEY = 'locationModalClosed';
export const LOCATION_MODAL_SESSION_KEY = 'locationModalShown';
export const FALLBACK_CITY = 'Kolkata';

const selectedCityBaseAtom = atom<string | null>(readStorageItem(SELECTED_CITY_KEY));

/** The city the visitor chose, or null when they never chose one ('Select City'). */
export const selectedCityAtom = atom((get) => get(selectedCityBaseAtom));
/** The current location used for defaults: the chosen city, else the fallback. */
export const currentLocationAtom = atom((get) => get(selectedCityBaseAtom) ?? FALLBACK_CITY);

export const selectCityAtom = atom(null, (_get, set, city: string | null) => {
  writeStorageItem(SELECTED_CITY_KEY, city || null);
  set(selectedCityBaseAtom, city);
});

/** 'City, State' strings, loaded from the API by the shell. */
export const availableLocationsAtom = atom<string[]>([]);

/** 'Pune, Maharashtra' -> 'Pune' */
export function cityOfLocation(location: string): string {
  return location.split(',')[0]?.trim() ?? location;
}

// The visitor's city: persisted as `selectedCity`, default 'Kolkata' (spec §3). localStorage is
// the browser's record of it; a cookie of the same name carries it to the shell's server, so a
// server-rendered page shows the visitor's city (issue 15) and hydrates with the very city the
// server rendered.
import { useCallback, useSyncExternalStore } from 'react';
import { atom, useStore } from 'jotai';
import { readStorageItem, writeStorageItem } from '../platform/browser-storage';

export const SELECTED_CITY_KEY = 'selectedCity';
export const LOCATION_MODAL_CLOSED_KEY = 'locationModalClosed';
export const LOCATION_MODAL_SESSION_KEY = 'locationModalShown';
export const FALLBACK_CITY = 'Kolkata';

/** The cookie that carries the chosen city to the shell's server (read by shell/server/city-cookie.mjs). */
export const SELECTED_CITY_COOKIE = 'selectedCity';
const CITY_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
const CITY_MAX_LENGTH = 60;

/** A city name as the site writes it (letters, spaces, . ' - and parentheses), or null. */
export function validCity(value: string | null | undefined): string | null {
  const city = value?.trim();
  return city && city.length <= CITY_MAX_LENGTH && /^[\p{L}\p{M} .'()-]+$/u.test(city) ? city : null;
}

/** The city a Cookie header (or document.cookie) carries, or null. */
export function cityFromCookieHeader(header: string | null | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== SELECTED_CITY_COOKIE) continue;
    try {
      return validCity(decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The city cookie for `city` (null: removed). Not httpOnly: the browser writes it where the city
 * is chosen; SameSite=Lax: sent on a visitor's own navigations, never on another site's requests.
 * It is no secret: a city the visitor picked, shown in the header.
 */
export function cityCookie(city: string | null, { secure = false }: { secure?: boolean } = {}): string {
  const value = city ? encodeURIComponent(city) : '';
  const maxAge = city ? CITY_COOKIE_MAX_AGE_S : 0;
  return `${SELECTED_CITY_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function writeCityCookie(city: string | null) {
  if (typeof document === 'undefined') return;
  document.cookie = cityCookie(validCity(city), { secure: globalThis.location?.protocol === 'https:' });
}

function readCityCookie(): string | null {
  return typeof document === 'undefined' ? null : cityFromCookieHeader(document.cookie);
}

// In the browser: the city the document's request carried (what the server rendered), then the
// stored one. A visitor who chose a city before the cookie existed gets it now, for the next page.
const cityInCookie = readCityCookie();
const storedCity = readStorageItem(SELECTED_CITY_KEY);
if (typeof document !== 'undefined' && validCity(storedCity) !== cityInCookie) writeCityCookie(storedCity);

const selectedCityBaseAtom = atom<string | null>(storedCity);
/** The city the page was rendered with on the server: its request's cookie. */
const serverCityAtom = atom<string | null>(cityInCookie);

/** The city the visitor chose, or null when they never chose one ('Select City'). */
export const selectedCityAtom = atom((get) => get(selectedCityBaseAtom));
/** The current location used for defaults: the chosen city, else the fallback. */
export const currentLocationAtom = atom((get) => get(selectedCityBaseAtom) ?? FALLBACK_CITY);

export const selectCityAtom = atom(null, (_get, set, city: string | null) => {
  writeStorageItem(SELECTED_CITY_KEY, city || null);
  writeCityCookie(city || null);
  set(selectedCityBaseAtom, city);
});

/** The shell's server: this request's city, from its cookie (the request's own store). */
export const restoreServerCityAtom = atom(null, (_get, set, cookieValue: string | null) => {
  const city = validCity(cookieValue);
  set(serverCityAtom, city);
  set(selectedCityBaseAtom, city);
});

/**
 * The chosen city, for what renders it: while React hydrates a server-rendered page, the city the
 * server rendered (its cookie), then, one render later, the stored one if it differs (a visitor
 * from before the cookie, another tab's choice). No hydration mismatch either way.
 */
export function useSelectedCity(): string | null {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(selectedCityAtom, onChange), [store]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(selectedCityAtom),
    () => store.get(serverCityAtom),
  );
}

/** useSelectedCity, else the fallback city. */
export function useCurrentLocation(): string {
  return useSelectedCity() ?? FALLBACK_CITY;
}

/** 'City, State' strings, loaded from the API by the shell. */
export const availableLocationsAtom = atom<string[]>([]);

/** 'Pune, Maharashtra' -> 'Pune' */
export function cityOfLocation(location: string): string {
  return location.split(',')[0]?.trim() ?? location;
}

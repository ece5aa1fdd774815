// The visitor's city: persisted as `selectedCity`, default 'Kolkata' (spec §3). localStorage is
// the browser's record of it; a cookie of the same name carries it to the shell's server, so a
// server-rendered page shows the visitor's city (issue 15) and hydrates with the very city the
// server rendered.
import { useCallback, useSyncExternalStore } from 'react';
import { atom, useStore } from 'jotai';
import { readStorageItem, writeStorageItem } from '../platform/browser-storage';
import { readRenderedVisitor } from '../session/rendered-visitor';

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

// In the browser: localStorage is the record of the visitor's city (spec §3) and the cookie follows
// it: a visitor who chose a city before the cookie existed gets it now, for the next page, and a
// cookie that disagrees is rewritten. A cookie with no stored city (storage cleared or blocked) is
// still the visitor's choice: it is kept and stored. ADR 0014.
const cityInCookie = readCityCookie();
const storedCity = validCity(readStorageItem(SELECTED_CITY_KEY));
const chosenCity = storedCity ?? cityInCookie;
if (typeof document !== 'undefined') {
  if (chosenCity !== readStorageItem(SELECTED_CITY_KEY)) writeStorageItem(SELECTED_CITY_KEY, chosenCity);
  if (chosenCity !== cityInCookie) writeCityCookie(chosenCity);
}
// What the server rendered with: the city the document says it was rendered for (a document
// from the back/forward cache may be older than today's cookie), else its request's cookie.
const renderedVisitor = readRenderedVisitor();

const selectedCityBaseAtom = atom<string | null>(chosenCity);
/** The city the page was rendered with on the server. */
const serverCityAtom = atom<string | null>(renderedVisitor ? validCity(renderedVisitor.city) : cityInCookie);

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
 * server rendered (the document's marker, else its cookie), then, one render later, the chosen one
 * if it differs (a visitor from before the cookie, another tab's choice). No hydration mismatch.
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

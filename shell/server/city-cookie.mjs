// The visitor's chosen city, from the `selectedCity` cookie the browser sets where the city is
// chosen (shared/src/location/location-atoms.ts): the server renders the header, the listing's
// pre-filter and the dealers' default with it, as the browser will hydrate them. Checked again
// where it is used (validCity); here only read.
import { parse } from 'cookie';

export const CITY_COOKIE = 'selectedCity';

/** The city cookie's value (decoded), or undefined. */
export function cityOfRequest(req) {
  const header = req.headers.cookie;
  if (!header) return undefined;
  try {
    return parse(header)[CITY_COOKIE] || undefined;
  } catch {
    return undefined;
  }
}

// URLSearchParams <-> ListingQuery. Lists are repeated keys (?brand=Tata&brand=Kia); defaults are
// omitted so a plain /buy-car has an empty query string. GET /api/v1/cars takes the same format.
// `location=all` is the All Locations choice (allLocations: true, no location filter).

import type * as z from 'zod/v4/mini';
import { ALL_LOCATIONS, DEFAULT_LISTING_QUERY, LIST_KEYS, NUMBER_KEYS } from './listing-model';
import { listingQuerySchema, type ListingQuery } from './listing-query';

export { listingQueryToSearchParams } from './listing-model';

type RawQuery = Record<string, unknown>;

function readRaw(params: URLSearchParams): RawQuery {
  const raw: RawQuery = {};
  for (const key of LIST_KEYS) {
    const values = params.getAll(key).filter((v) => v.trim() !== '');
    if (values.length > 0) raw[key] = values;
  }
  // location=all is the All Locations marker, not a place; next to a real place it is ignored.
  const locations = (raw.location as string[] | undefined) ?? [];
  const places = locations.filter((v) => v.trim().toLowerCase() !== ALL_LOCATIONS);
  if (places.length < locations.length) {
    if (places.length > 0) raw.location = places;
    else {
      delete raw.location;
      raw.allLocations = true;
    }
  }
  for (const key of NUMBER_KEYS) {
    const value = params.get(key);
    // Non-numbers stay strings so the schema rejects them with a message instead of guessing.
    if (value !== null && value.trim() !== '') raw[key] = /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  }
  for (const key of ['ownerType', 'search', 'sort'] as const) {
    const value = params.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  return raw;
}

/**
 * Lenient reading for the browser: a bad or hand-edited value falls back to its default instead
 * of breaking the page.
 */
export function listingQueryFromSearchParams(params: URLSearchParams): ListingQuery {
  const raw = readRaw(params);
  const shape: Record<string, z.ZodMiniType> = listingQuerySchema.shape;
  const result: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const parsed = schema.safeParse(raw[key]);
    result[key] = parsed.success ? parsed.data : (DEFAULT_LISTING_QUERY as Record<string, unknown>)[key];
  }
  return result as ListingQuery;
}

export type StrictParseResult = { success: true; data: ListingQuery } | { success: false; message: string };

/** Strict reading for the API: any invalid value is an error with a readable message. */
export function parseListingSearchParams(params: URLSearchParams): StrictParseResult {
  const parsed = listingQuerySchema.safeParse(readRaw(params));
  if (parsed.success) return { success: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue?.path.length ? issue.path.join('.') : 'query';
  return { success: false, message: `Invalid query parameter '${path}': ${issue ? describeIssue(issue) : 'invalid value'}` };
}

/** A readable reason for one schema issue (zod's mini build ships no message texts). */
function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      // Every number of the listing query is a whole number.
      return issue.expected === 'int' || issue.expected === 'number' ? 'expected a whole number' : `expected ${issue.expected}`;
    case 'too_small':
      return issue.origin === 'string' ? `must have at least ${issue.minimum} character(s)` : `must be at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? `must have at most ${issue.maximum} ${issue.origin === 'array' ? 'values' : 'characters'}`
        : `must be at most ${issue.maximum}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    default:
      return 'invalid value';
  }
}

// The compare tray on this device: localStorage `compareTray`, the cars (id, name and first image)
// a visitor picked to compare. Read defensively: an older, hand-edited or foreign value yields the
// valid entries it has, never an error.
import { readStorageItem, writeStorageItem } from '@carmarket/shared';
import type { CarImageInput } from '../cars/car-image';
import { COMPARE_LIMIT, parseCompareIds } from './compare-ids';

export const COMPARE_TRAY_KEY = 'compareTray';

/** What the tray shows of a car without asking the API. */
export interface CompareTrayCar {
  id: string;
  name: string;
  /** The car's first image (the card's), for the tray's thumbnail. */
  image?: CarImageInput;
}

const NAME_MAX_LENGTH = 200;
const IMAGE_URL_KEYS = ['url', 'thumbUrl', 'cardUrl', 'galleryUrl', 'thumbWebpUrl', 'cardWebpUrl', 'galleryWebpUrl'] as const;

/** Only http(s) or root-relative image URLs from storage (never javascript: or other schemes). */
function safeUrl(value: unknown): string | undefined {
  return typeof value === 'string' && /^(https?:\/\/|\/)/i.test(value) && value.length <= 2000 ? value : undefined;
}

function imageOf(value: unknown): CarImageInput {
  if (typeof value === 'string') return safeUrl(value);
  if (!value || typeof value !== 'object') return undefined;
  const raw = value as Record<string, unknown>;
  const image: Record<string, string | number> = {};
  for (const key of IMAGE_URL_KEYS) {
    const url = safeUrl(raw[key]);
    if (url) image[key] = url;
  }
  if (Object.keys(image).length === 0) return undefined;
  if (typeof raw.width === 'number' && raw.width > 0) image.width = raw.width;
  if (typeof raw.height === 'number' && raw.height > 0) image.height = raw.height;
  return image as CarImageInput;
}

/** The valid, distinct entries of a stored value, at most COMPARE_LIMIT. */
export function parseCompareTray(stored: string | null): CompareTrayCar[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const cars: CompareTrayCar[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== 'object') continue;
    const { id, name, image } = entry as Record<string, unknown>;
    if (typeof id !== 'string' || parseCompareIds(new URLSearchParams({ ids: id })).ids[0] !== id) continue;
    if (cars.some((car) => car.id === id)) continue;
    const shownName = typeof name === 'string' && name.trim() ? name.trim().slice(0, NAME_MAX_LENGTH) : 'Car';
    const shownImage = imageOf(image);
    cars.push(shownImage ? { id, name: shownName, image: shownImage } : { id, name: shownName });
    if (cars.length === COMPARE_LIMIT) break;
  }
  return cars;
}

export function readCompareTray(): CompareTrayCar[] {
  return parseCompareTray(readStorageItem(COMPARE_TRAY_KEY));
}

export function writeCompareTray(cars: readonly CompareTrayCar[]) {
  writeStorageItem(COMPARE_TRAY_KEY, cars.length > 0 ? JSON.stringify(cars) : null);
}

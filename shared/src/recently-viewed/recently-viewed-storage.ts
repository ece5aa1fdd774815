// A guest's recently viewed cars on this device: localStorage `recentlyViewed`, the car ids and
// when each was opened (the cars themselves are read fresh from the API: prices change).
import { readStorageItem, writeStorageItem } from '../platform/browser-storage';
import { parseRecentlyViewed, type RecentlyViewedEntry } from './recently-viewed-list';

export const RECENTLY_VIEWED_KEY = 'recentlyViewed';

export function readDeviceRecentlyViewed(): RecentlyViewedEntry[] {
  return parseRecentlyViewed(readStorageItem(RECENTLY_VIEWED_KEY));
}

export function writeDeviceRecentlyViewed(list: readonly RecentlyViewedEntry[]): void {
  writeStorageItem(RECENTLY_VIEWED_KEY, list.length > 0 ? JSON.stringify(list) : null);
}

// localStorage where the browser allows it: a browser that blocks storage throws on the
// `localStorage` getter itself (and may throw on getItem/setItem), which must not break the start.

/** The page's localStorage, or undefined when there is none or reading it throws. */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** storage.getItem(key), or null when there is no storage or it throws. */
export function readStorageItem(key: string, storage: Storage | undefined = browserStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Sets (or, for null, removes) a key; a full or blocked storage only loses the write. */
export function writeStorageItem(key: string, value: string | null, storage: Storage | undefined = browserStorage()) {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage blocked or full: the in-memory state still holds the value for this page.
  }
}

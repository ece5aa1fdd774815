// The version of what the public listings show (table listing_version, migration 0007): bumped by
// the database in the same transaction as every write to cars (views alone excepted), car_images or
// users, whichever instance made it. An instance reads it at most once per `checkEveryMs` (one
// one-row read), so its response cache learns of another instance's write within that time.
import { sql, type QueryExecutorProvider } from 'kysely';

export interface ListingVersion {
  /** The current version (at most checkEveryMs old). */
  current(): Promise<string>;
}

export function createListingVersion(db: QueryExecutorProvider, options: { checkEveryMs: number; now?: () => number }): ListingVersion {
  const now = options.now ?? Date.now;
  let last: { at: number; value: Promise<string> } | null = null;
  return {
    current() {
      const at = now();
      if (last && at - last.at < options.checkEveryMs) return last.value;
      const value = sql<{ version: string | number }>`select version from listing_version`
        .execute(db)
        .then(({ rows }) => String(rows[0]?.version ?? '0'));
      // A failed read is not remembered: the next call asks again.
      value.catch(() => {
        if (last?.value === value) last = null;
      });
      last = { at, value };
      return value;
    },
  };
}

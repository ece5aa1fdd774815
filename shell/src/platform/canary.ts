// Canary releases (pnpm env:canary): the composition may name a second release of a remote for a
// share of visitors. Each visitor holds a bucket 0-99 in a cookie the shell's server sets on the
// first document; a bucket below the canary's percent gets the canary. The server and the browser
// both resolve the composition through compositionForVisitor with the same cookie, so the page the
// server rendered is hydrated with the same release of every remote.
import type { CanaryAssignment, CanaryEntry, Composition } from './composition';

/** The visitor's bucket, 0-99. Not HttpOnly: the browser reads it to pick the same releases. */
export const CANARY_COOKIE = 'carmarket_canary';
/** A year: the assignment outlives the canary, so a visitor is not moved between releases. */
export const CANARY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The bucket in a Cookie header (or document.cookie), or undefined when absent or not 0-99. */
export function canaryBucketOf(cookieHeader: string | undefined): number | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CANARY_COOKIE && value !== undefined && /^\d{1,2}$/.test(value)) return Number(value);
  }
  return undefined;
}

/** A new visitor's bucket. */
export function newCanaryBucket(random: () => number = Math.random): number {
  return Math.min(99, Math.floor(random() * 100));
}

/** The Set-Cookie value for a new visitor's bucket (the server's first document). */
export function canaryCookie(bucket: number, { secure = false }: { secure?: boolean } = {}): string {
  return `${CANARY_COOKIE}=${bucket}; Path=/; Max-Age=${CANARY_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether a visitor in `bucket` gets a canary given to `percent` % of visitors (0: nobody, 100: everyone). */
export function inCanary(bucket: number, percent: number): boolean {
  return bucket < percent;
}

/**
 * The remotes a visitor loads: the composition's, with each canary's manifest for a visitor inside
 * its percent. Works on the raw composition too (main.js starts the first remote before parsing).
 */
export function remotesForVisitor<T>(
  remotes: Record<string, T>,
  canary: Record<string, CanaryEntry> | undefined,
  bucket: number | undefined,
) {
  if (!canary || bucket === undefined) return remotes;
  const chosen: Record<string, T | string> = { ...remotes };
  for (const [name, entry] of Object.entries(canary)) if (inCanary(bucket, entry.percent)) chosen[name] = entry.remote;
  return chosen;
}

const hasCanary = (raw: unknown) => {
  const canary = (raw as { canary?: unknown } | null)?.canary;
  return typeof canary === 'object' && canary !== null && Object.keys(canary).length > 0;
};

/**
 * The browser's bucket: its cookie, which the shell's server set with the page. A page no server
 * rendered (a shell served as static files, pnpm start:envs) draws one here and keeps it in the
 * same cookie, so the next pages and the server agree with it.
 */
export function browserCanaryBucket(raw: unknown, doc: Pick<Document, 'cookie'> = document): number | undefined {
  const bucket = canaryBucketOf(doc.cookie);
  if (bucket !== undefined || !hasCanary(raw)) return bucket;
  const drawn = newCanaryBucket();
  doc.cookie = canaryCookie(drawn, { secure: globalThis.location?.protocol === 'https:' });
  return drawn;
}

/** The unparsed composition (main.js's early start) with the remotes of a visitor in `bucket`. */
export function rawCompositionForVisitor(raw: unknown, bucket: number | undefined): unknown {
  const composition = raw as { remotes?: unknown; canary?: unknown } | null;
  if (typeof composition?.remotes !== 'object' || composition.remotes === null || !hasCanary(raw)) return raw;
  const remotes = remotesForVisitor(
    composition.remotes as Record<string, unknown>,
    composition.canary as Record<string, CanaryEntry> | undefined,
    bucket,
  );
  return { ...composition, remotes };
}

/**
 * The composition as this visitor sees it: a canary's manifest and release in place of the stable
 * ones when the bucket is inside its percent, and the assignment. Without a bucket (a visitor the
 * server has not assigned yet, cookies refused) every remote is stable.
 */
export function compositionForVisitor(composition: Composition, bucket: number | undefined): Composition {
  const canary = composition.canary;
  if (!canary || Object.keys(canary).length === 0) return composition;
  const assigned = bucket ?? 100;
  const releases = composition.releases ? { ...composition.releases } : undefined;
  const assignment: CanaryAssignment = { bucket: assigned, remotes: {} };
  for (const [name, entry] of Object.entries(canary)) {
    const chosen = inCanary(assigned, entry.percent);
    if (chosen && releases) releases[entry.app] = { version: entry.version };
    assignment.remotes[name] = { canary: chosen, version: chosen ? entry.version : composition.releases?.[entry.app]?.version };
  }
  return {
    ...composition,
    remotes: remotesForVisitor(composition.remotes, canary, assigned) as Record<string, string>,
    ...(releases ? { releases } : {}),
    ...(bucket === undefined ? {} : { canaryAssignment: assignment }),
  };
}

/**
 * What a server-rendered page of this composition varies on for this visitor: the canaries it
 * gets ('' when none), for the HTML cache's key. Stable visitors share one entry whatever their
 * bucket; a canary visitor never shares one with a stable visitor.
 */
export function canaryKeyOf(composition: Composition, bucket: number | undefined): string {
  const canary = composition.canary ?? {};
  return Object.keys(canary)
    .sort()
    .filter((name) => bucket !== undefined && inCanary(bucket, canary[name]!.percent))
    .map((name) => `${name}@${canary[name]!.version}`)
    .join(',');
}

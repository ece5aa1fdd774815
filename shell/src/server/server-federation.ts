// The composition's remotes for the shell's server: each remote's server bundle lives beside its
// browser manifest (…/mf-manifest.json → …/server/remoteEntry.js, built by `build-apps --ssr`)
// and is loaded over HTTP by the @module-federation/node runtime plugin. The composition is read
// for every request, so a remote promoted or rolled back (a new manifest URL) renders in its new
// version on the next request; the shell's server is never restarted or rebuilt for it.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { allowedRemoteOrigins, REMOTE_NAMES, type Composition } from '../platform/composition';
import { configureRemoteLoading } from '../platform/federation';
import { setRemoteRecords } from '../platform/remote-records';

/** Where a remote's server bundle is, from the URL of its browser manifest. */
export function serverEntryUrl(manifestUrl: string): string {
  return new URL('server/remoteEntry.js', manifestUrl).href;
}

const registered = new Map<string, string>();

/**
 * Registers the remotes whose server entry changed since the last request (all of them the first
 * time); unchanged remotes keep their loaded code. Returns the names registered anew.
 */
export function syncServerRemotes(composition: Composition, budgetMs: number): string[] {
  configureRemoteLoading({ timeoutMs: budgetMs, attempts: 1 });
  const allowed = allowedRemoteOrigins(composition);
  const changed = REMOTE_NAMES.flatMap((name) => {
    const manifestUrl = composition.remotes[name]!;
    if (!allowed.has(new URL(manifestUrl).origin)) throw new Error(`Remote origin not allowed: ${manifestUrl}`);
    const entry = serverEntryUrl(manifestUrl);
    return registered.get(name) === entry ? [] : [{ name, entry }];
  });
  if (changed.length === 0) return [];
  // The record names the URL the remote loads from: a failed load re-registers it (federation.ts),
  // which on the server must be the server entry, never the browser's manifest.
  setRemoteRecords(changed.map(({ name, entry }) => ({ name, manifestUrl: entry, overridden: false })));
  registerRemotes(
    changed.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
  for (const { name, entry } of changed) registered.set(name, entry);
  return changed.map(({ name }) => name);
}

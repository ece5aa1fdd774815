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

// One set of remote releases at a time in this process. The federation runtime holds one
// registration per remote name, and a remote's chunks are resolved through it, so two releases
// of one remote (a canary beside its stable release, or a promotion under way) cannot render at
// once: renders of the set now registered run together, a render of another set waits until they
// are done, and then the waiting renders of that set run. A set waiting blocks newcomers of the
// running one, so neither starves.
let activeSet: string | null = null;
let activeRenders = 0;
let waiting: Array<{ set: string; start: () => void }> = [];

/** The key of the releases a render loads: every remote's server entry. */
export function remoteSetOf(composition: Composition): string {
  return REMOTE_NAMES.map((name) => serverEntryUrl(composition.remotes[name]!)).join(' ');
}

function startWaitingSet() {
  if (activeRenders > 0 || waiting.length === 0) return;
  const next = waiting[0]!.set;
  const starting = waiting.filter((render) => render.set === next);
  waiting = waiting.filter((render) => render.set !== next);
  for (const render of starting) render.start();
}

/**
 * Waits until renders of `composition`'s remote releases may run; resolves with the function that
 * ends this render's hold (safe to call more than once).
 */
export function holdRemoteSet(composition: Composition): Promise<() => void> {
  const set = remoteSetOf(composition);
  return new Promise((resolve) => {
    const start = () => {
      activeSet = set;
      activeRenders += 1;
      let released = false;
      resolve(() => {
        if (released) return;
        released = true;
        activeRenders -= 1;
        startWaitingSet();
      });
    };
    if (waiting.length === 0 && (activeRenders === 0 || activeSet === set)) start();
    else waiting.push({ set, start });
  });
}

// Registers the composition's remotes with the federation runtime and loads exposed
// modules lazily, with a time-out and retries with backoff, recording each remote's status
// for /__platform. Only origins from the composition (or the staging allowlist) load.
import { getInstance, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedModule, ExposedModuleName, RemoteName } from '@carmarket/shared';
import { allowedRemoteOrigins, REMOTE_NAMES, type Composition } from './composition';
import type { RemoteOverrides } from './overrides';
import type * as ReleaseCheck from './release-check';
import { remoteRecord, setRemoteRecords, updateRemoteRecord as update, type LoadOptions, type SharedInUse } from './remote-records';

export {
  getRemoteRecords,
  subscribeRemoteRecords,
  type LoadOptions,
  type RemoteLoadStatus,
  type RemoteRecord,
  type SharedInUse,
} from './remote-records';

let timeoutMs = 8000;
let defaultAttempts = 3;
/** The run-time release check, loaded only for a released environment (see release-check.ts). */
let releaseCheck: Promise<typeof ReleaseCheck> | null = null;

export function registerComposition(composition: Composition, overrides: RemoteOverrides) {
  timeoutMs = composition.remoteTimeoutMs;
  const allowed = allowedRemoteOrigins(composition);
  const remotes = REMOTE_NAMES.map((name) => {
    const manifestUrl = overrides[name] ?? composition.remotes[name]!;
    if (!allowed.has(new URL(manifestUrl).origin)) throw new Error(`Remote origin not allowed: ${manifestUrl}`);
    return { name, entry: manifestUrl };
  });
  setRemoteRecords(remotes.map(({ name, entry }) => ({ name, manifestUrl: entry, overridden: Boolean(overrides[name]) })));
  registerRemotes(remotes, { force: true });
  // Only a composition from the release store names `releases`; pnpm start and dev load no
  // extra code and make no extra request.
  releaseCheck = composition.releases
    ? import('./release-check').then((check) => {
        check.startReleaseChecks(composition, Object.fromEntries(remotes.map((remote) => [remote.name, remote.entry])));
        return check;
      })
    : null;
}

/**
 * The shell's server (issue 15) loads each remote once per request within its render budget:
 * one attempt, a short time-out, and the browser tries again as today when it fails.
 */
export function configureRemoteLoading(options: { timeoutMs: number; attempts: number }) {
  timeoutMs = options.timeoutMs;
  defaultAttempts = options.attempts;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteTimeoutError(`${what} did not load within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A remote that could not be fetched (down, slow, offline), as opposed to code that threw. */
export class RemoteLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

class RemoteTimeoutError extends RemoteLoadError {}

const NETWORK_FAILURE = /RUNTIME-00\d|Failed to fetch|Loading (script|chunk)|ChunkLoadError|ScriptExternalLoadError|NetworkError|net::ERR/i;

/**
 * Whether trying again in place can help. A fetch that failed can be repeated; a module that
 * threw while evaluating or rendering stays cached by webpack, so only a page reload (which
 * fetches the remote afresh) recovers from it.
 */
export function isRetryableInPlace(error: unknown): boolean {
  return error instanceof RemoteLoadError || (error instanceof Error && NETWORK_FAILURE.test(`${error.name} ${error.message}`));
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Forget a failed remote so the next attempt fetches its manifest and entry again. */
function resetRemote(name: RemoteName) {
  const record = remoteRecord(name);
  if (record) registerRemotes([{ name, entry: record.manifestUrl }], { force: true });
}

export async function loadExposed<R extends RemoteName, M extends ExposedModuleName<R>>(
  remote: R,
  exposed: M,
  { attempts = defaultAttempts, backoffMs = 400 }: LoadOptions = {},
): Promise<ExposedModule<R, M>> {
  const instance = getInstance();
  if (!instance) throw new Error('The federation runtime is not initialised');
  update(remote, { status: 'loading', error: undefined });
  // A release the shell cannot host is never mounted: the slot shows its fallback and
  // /__platform the reason (see release-check.ts).
  if (releaseCheck) {
    const check = await releaseCheck;
    const incompatibilities = await check.releaseIncompatibilitiesFor(remote, exposed);
    if (incompatibilities.length > 0) {
      update(remote, { status: 'incompatible', error: incompatibilities.join('; ') });
      throw new check.IncompatibleReleaseError(incompatibilities);
    }
  }
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const module = await withTimeout(instance.loadRemote<ExposedModule<R, M>>(`${remote}/${exposed}`), timeoutMs, remote);
      if (!module || (typeof module.default !== 'function' && typeof module.default !== 'object')) {
        throw new Error(`${remote}/${exposed} has no default export`);
      }
      update(remote, { status: 'loaded' });
      return module;
    } catch (error) {
      lastError = error;
      resetRemote(remote);
      // A time-out already made the visitor wait; a second attempt would reuse the same slow
      // fetch. Show the fallback now and let Retry start afresh.
      if (error instanceof RemoteTimeoutError) break;
      if (attempt < attempts) await delay(backoffMs * 2 ** (attempt - 1));
    }
  }
  const message = lastError instanceof Error ? lastError.message : String(lastError);
  update(remote, { status: 'failed', error: message });
  if (isRetryableInPlace(lastError))
    throw lastError instanceof RemoteLoadError ? lastError : new RemoteLoadError(message, { cause: lastError });
  throw lastError instanceof Error ? lastError : new Error(message);
}

/** Warm a route's remote (manifest, entry and the exposed chunk) on hover or idle. */
export function preloadExposed(remote: RemoteName, exposed: string) {
  if (!remoteRecord(remote)) return;
  preloadRemote([{ nameOrAlias: remote, exposes: [exposed], resourceCategory: 'sync' }]).catch(() => undefined);
}

/** The shared dependency versions the runtime actually uses (one line per loaded copy). */
export function getSharedInUse(): SharedInUse[] {
  const scope = getInstance()?.shareScopeMap?.default ?? {};
  const rows: SharedInUse[] = [];
  for (const [name, versions] of Object.entries(scope)) {
    for (const [version, shared] of Object.entries(versions)) {
      rows.push({ name, version, from: shared.from, loaded: Boolean(shared.loaded) });
    }
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

// Starts loading the first route's remote from main.js, as soon as the composition file says
// where it lives, instead of after React and the other shared chunks have arrived: its manifest is
// fetched now, and its remoteEntry.js and the exposed module's chunks are preloaded as soon as the
// manifest names them. The federation runtime later asks for the same manifest through the
// early-manifest runtime plugin, which hands it this response instead of fetching it again.
import { remoteForFirstPaint } from './route-remotes';
import { readStoredOverrides } from './override-storage';

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: Array<{ name?: string; path?: string; assets?: { js?: { sync?: string[] } } }>;
}

const earlyManifests = new Map<string, Promise<Response>>();

function addScriptPreload(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  document.head.appendChild(link);
}

/** The scripts the manifest lists for one exposed module, as absolute URLs. */
export function firstRemoteScripts(manifest: ManifestShape, manifestUrl: string, exposedModule: string): string[] {
  const publicPath = manifest.metaData?.publicPath;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : new URL(publicPath, manifestUrl).href;
  const entry = manifest.metaData?.remoteEntry;
  const scripts: string[] = [];
  if (entry?.name) scripts.push(new URL(`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`, base).href);
  const exposed = manifest.exposes?.find((item) => item.name === exposedModule || item.path === `./${exposedModule}`);
  for (const file of exposed?.assets?.js?.sync ?? []) scripts.push(new URL(file, base).href);
  return scripts;
}

/** Whether this browser keeps a staging override for `remote`. Reading localStorage can throw (blocked storage). */
function hasStoredOverride(remote: string, storage: Storage | undefined): boolean {
  try {
    const store = storage ?? globalThis.localStorage;
    return store ? Boolean((readStoredOverrides(store) as Record<string, unknown>)[remote]) : false;
  } catch {
    return false;
  }
}

/**
 * Fetches the manifest of the remote that renders `pathname` and preloads its scripts. Skipped when
 * the URL carries a staging override or this browser keeps one for that remote: the remote then
 * comes from elsewhere, and the default's manifest would be fetched for nothing.
 */
export function startFirstRemote(composition: unknown, pathname: string, search: string, storage?: Storage): string | null {
  if (/[?&]mf\.override\./.test(search)) return null;
  const first = remoteForFirstPaint(pathname);
  const remotes = (composition as { remotes?: Record<string, unknown> } | null)?.remotes;
  const manifestUrl = first && remotes ? remotes[first.remote] : undefined;
  if (!first || typeof manifestUrl !== 'string') return null;
  if (hasStoredOverride(first.remote, storage)) return null;
  const response = fetch(manifestUrl, {});
  earlyManifests.set(manifestUrl, response);
  response
    .then((result) => (result.ok ? (result.clone().json() as Promise<ManifestShape>) : null))
    .then((manifest) => {
      if (manifest) for (const script of firstRemoteScripts(manifest, manifestUrl, first.module)) addScriptPreload(script);
    })
    .catch(() => undefined);
  return manifestUrl;
}

/** The early response for this manifest, once: a retry after a failure fetches afresh. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const response = earlyManifests.get(url);
  if (!response) return undefined;
  earlyManifests.delete(url);
  return response.then((result) => result.clone());
}

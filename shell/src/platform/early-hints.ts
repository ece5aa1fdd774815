// Opens the connections the first route will need as soon as the composition file arrives, in
// main.js, while React and the other shared chunks are still downloading: the first route's
// remote origin, both for its manifest (a CORS fetch) and for its entry and chunks (classic
// scripts), which browsers keep on separate connections.
import { remoteForFirstPaint } from './route-remotes';

function addPreconnect(origin: string, crossOrigin: boolean) {
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  if (crossOrigin) link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

/** Adds preconnect hints for the remote that renders `pathname`; returns the origin, if any. */
export function preconnectFirstRemote(composition: unknown, pathname: string): string | null {
  const first = remoteForFirstPaint(pathname);
  const remotes = (composition as { remotes?: Record<string, unknown> } | null)?.remotes;
  const manifestUrl = first && remotes ? remotes[first.remote] : undefined;
  if (typeof manifestUrl !== 'string') return null;
  let origin: string;
  try {
    origin = new URL(manifestUrl, window.location.href).origin;
  } catch {
    return null;
  }
  if (origin === window.location.origin) return origin;
  addPreconnect(origin, true);
  addPreconnect(origin, false);
  return origin;
}

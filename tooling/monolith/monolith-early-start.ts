// Monolith stand-in for shell/src/platform/early-remote.ts and early-hints.ts: every remote is
// bundled, so there is no remote to preconnect, fetch or preload ahead of the render.
export function startFirstRemote(_composition: unknown, _pathname: string, _search: string): string | null {
  return null;
}

export function takeEarlyManifest(_url: string): Promise<Response> | undefined {
  return undefined;
}

export function preconnectFirstRemote(_composition: unknown, _pathname: string): string | null {
  return null;
}

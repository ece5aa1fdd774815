// The site's public origin, the one base of every canonical URL, Open Graph URL and sitemap
// entry. The shell configures it at start from the environment's composition (publicOrigin),
// falling back to its own origin; a server passes it per deployment. Read at render time, never
// from window, so the same components render on the server.

export const SITE_NAME = 'CarMarket';
/** The shell's local origin (scripts/apps.mjs), used until something configures the site. */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:3000';

let publicOrigin = DEFAULT_PUBLIC_ORIGIN;

/** Sets the public origin; anything after the origin (a path, a trailing slash) is dropped. */
export function configureSite({ publicOrigin: origin }: { publicOrigin: string }): void {
  publicOrigin = new URL(origin).origin;
}

export function getPublicOrigin(): string {
  return publicOrigin;
}

/** The absolute URL of a path of this site ('/buy-car' -> 'https://example.in/buy-car'). */
export function absoluteUrl(path: string, origin: string = publicOrigin): string {
  return new URL(path, `${origin}/`).toString();
}

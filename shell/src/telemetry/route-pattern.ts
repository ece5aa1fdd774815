// The route a telemetry record names: the pattern of the shell's routes (app-routes.tsx), never the
// URL. An id, a seller or a landing slug becomes its parameter; a path no route knows is '/*'. So a
// record says which page it is about and nothing about who or what the visitor looked at.

/** Paths that are their own pattern (app-routes.tsx and mf-account's screens under /settings). */
const STATIC_PATHS = new Set([
  '/',
  '/buy-car',
  '/top-dealer',
  '/compare',
  '/sell',
  '/settings',
  '/saved',
  '/contact-us',
  '/about',
  '/career',
  '/terms-and-conditions',
  '/privacy-policy',
  '/register',
  '/forgot-password',
  '/alerts/unsubscribe',
  '/__platform',
  '/__platform/health',
]);

/** A single segment that may be a landing page (/used-cars-in-pune, /used-hyundai-cars). */
const LANDING_PATH = /^\/used-[a-z0-9-]+$/;
/** An account screen's segment (/settings/recently-viewed). */
const SETTINGS_SCREEN = /^\/settings\/[a-z-]+$/;

export function telemetryRoutePattern(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (STATIC_PATHS.has(path)) return path;
  if (/^\/buy-car\/[^/]+$/.test(path)) return '/buy-car/:id';
  if (/^\/seller-details\/[^/]+$/.test(path)) return '/seller-details/:userId';
  if (SETTINGS_SCREEN.test(path)) return path;
  if (LANDING_PATH.test(path)) return '/:landingSlug';
  return '/*';
}

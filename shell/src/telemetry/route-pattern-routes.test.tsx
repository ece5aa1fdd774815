// The telemetry's route patterns kept equal to the shell's routes: a route added to app-routes.tsx
// without its pattern would be reported as '/*' and vanish from release health.
import { isValidElement, type ReactElement } from 'react';
import { createRoutesFromElements, type RouteObject } from 'react-router-dom';
import { AppRoutes } from '../app/app-routes';
import { telemetryRoutePattern } from './route-pattern';

/** A real path for a route pattern: each parameter given a value such a page has. */
const SAMPLE_VALUES: Record<string, string> = { id: '6b7845fa', userId: 'u-42', landingSlug: 'used-cars-in-pune' };

function shellRoutePaths(): string[] {
  const routes = AppRoutes() as ReactElement<{ children: ReactElement[] }>;
  expect(isValidElement(routes)).toBe(true);
  const flatten = (list: RouteObject[]): string[] =>
    list.flatMap((route) => [...(route.path ? [route.path] : []), ...flatten(route.children ?? [])]);
  return flatten(createRoutesFromElements(routes.props.children));
}

describe("telemetry's route patterns", () => {
  const paths = shellRoutePaths();

  it('read the routes of the shell', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/buy-car/:id', '/settings/*', '*']));
  });

  it.each(paths.filter((path) => path !== '*'))('name %s by its own pattern', (path) => {
    if (path === '/settings/*') {
      // mf-account's screens are each their own pattern.
      expect(telemetryRoutePattern('/settings/saved-searches')).toBe('/settings/saved-searches');
      return;
    }
    const concrete = path.replace(/:([A-Za-z]+)/g, (_match, name: string) => SAMPLE_VALUES[name] ?? 'value');
    expect(telemetryRoutePattern(concrete)).toBe(path);
  });
});

import { telemetryRoutePattern } from './route-pattern';

describe('the route a telemetry record names', () => {
  it.each([
    ['/', '/'],
    ['/buy-car', '/buy-car'],
    ['/buy-car/', '/buy-car'],
    ['/buy-car/6b7845fa-be26-4669-8482-e59ef18174b7', '/buy-car/:id'],
    ['/seller-details/bb04c209', '/seller-details/:userId'],
    ['/settings/recently-viewed', '/settings/recently-viewed'],
    ['/used-cars-in-pune', '/:landingSlug'],
    ['/used-hyundai-cars', '/:landingSlug'],
    ['/__platform', '/__platform'],
  ])('%s is %s', (path, pattern) => {
    expect(telemetryRoutePattern(path)).toBe(pattern);
  });

  it('names no path it does not know: a mistyped or made-up URL is /*', () => {
    expect(telemetryRoutePattern('/9876543210')).toBe('/*');
    expect(telemetryRoutePattern('/buy-car/a/b')).toBe('/*');
    expect(telemetryRoutePattern('/settings/profile/../../x')).toBe('/*');
  });
});

import { createUpdateCarEndpoint } from './car-input';
import * as routes from './car-routes';
import { deleteCarEndpoint, getCarEndpoint, getSimilarCarsEndpoint, getUserCarsEndpoint, markCarSoldEndpoint } from './cars';

describe('car routes (what the browser calls)', () => {
  it('have the method and path of their contracts', () => {
    const pairs = [
      [routes.getCarRoute, getCarEndpoint],
      [routes.getSimilarCarsRoute, getSimilarCarsEndpoint],
      [routes.getUserCarsRoute, getUserCarsEndpoint],
      [routes.createUpdateCarRoute, createUpdateCarEndpoint],
      [routes.markCarSoldRoute, markCarSoldEndpoint],
      [routes.deleteCarRoute, deleteCarEndpoint],
    ] as const;
    expect(pairs).toHaveLength(Object.keys(routes).length);
    for (const [route, endpoint] of pairs) expect(route).toEqual({ method: endpoint.method, path: endpoint.path });
  });
});

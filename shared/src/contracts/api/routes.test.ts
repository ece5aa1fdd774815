import * as contracts from './index';
import * as routes from './routes';

describe('routes (what the browser calls)', () => {
  it('each has the method and path of its contract (xRoute -> xEndpoint)', () => {
    const entries = Object.entries(routes);
    expect(entries.length).toBeGreaterThan(25);
    for (const [name, route] of entries) {
      const endpoint = (contracts as Record<string, unknown>)[name.replace(/Route$/, 'Endpoint')] as
        | { method: string; path: string }
        | undefined;
      expect(endpoint, name).toBeDefined();
      expect(route, name).toEqual({ method: endpoint?.method, path: endpoint?.path });
    }
  });
});

import { earlyApiPath, startEarlyData } from './early-data';

describe('earlyApiPath', () => {
  it("asks for the car on a car's page, encoded as mf-browse's getCar encodes its route param", () => {
    expect(earlyApiPath('/buy-car/0614d13b-9802-4672-913c-d32d7d891339')).toBe('api/v1/cars/0614d13b-9802-4672-913c-d32d7d891339');
    expect(earlyApiPath('/buy-car/a%20b/')).toBe('api/v1/cars/a%20b');
  });

  it('starts nothing elsewhere or for an id that is not valid percent-encoding', () => {
    expect(earlyApiPath('/')).toBeNull();
    expect(earlyApiPath('/buy-car')).toBeNull();
    expect(earlyApiPath('/buy-car/car-1/photos')).toBeNull();
    expect(earlyApiPath('/buy-car/%E0%A4%A')).toBeNull();
  });
});

describe('startEarlyData', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the car without the session token and registers the response under the shared key', async () => {
    const response = new Response('{}');
    const fetchMock = vi.fn(() => Promise.resolve(response));
    vi.stubGlobal('fetch', fetchMock);
    const target: Record<string, unknown> = {};

    const url = startEarlyData({ apiBaseUrl: 'http://localhost:4000/' }, '/buy-car/car-1', target);

    expect(url).toBe('http://localhost:4000/api/v1/cars/car-1');
    expect(fetchMock).toHaveBeenCalledWith(url, { headers: { Accept: 'application/json' } });
    // The key @carmarket/shared's API client reads (shared/src/api/early-responses.ts).
    const registry = target.__carmarketEarlyResponses as Map<string, { response: Promise<Response> }>;
    await expect(registry.get(url!)!.response).resolves.toBe(response);
  });

  it('does nothing without an API base URL or off a car page', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(startEarlyData(null, '/buy-car/car-1', {})).toBeNull();
    expect(startEarlyData({ apiBaseUrl: 'http://localhost:4000' }, '/sell', {})).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

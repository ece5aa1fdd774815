import { QueryClient } from '@tanstack/react-query';
import { apiClient } from '@carmarket/shared';
import { dealersFilter, loadDealersForServer } from './get-dealers';

afterEach(() => vi.restoreAllMocks());

describe('the top dealers filter', () => {
  it("takes the URL's city, else the visitor's city when it has dealers, else the first city", () => {
    expect(dealersFilter(new URLSearchParams('city=Delhi&search=auto'), 'Mumbai')).toEqual({ city: 'Delhi', search: 'auto' });
    expect(dealersFilter(new URLSearchParams(), 'Mumbai')).toEqual({ city: 'Mumbai', search: '' });
    expect(dealersFilter(new URLSearchParams(), 'Pune')).toEqual({ city: 'Kolkata', search: '' });
  });
});

describe('loadDealersForServer', () => {
  it("fetches the dealers of the URL's filter, or of the visitor's city, under the page's key", async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue({ dealers: [] });
    const queryClient = new QueryClient();
    await loadDealersForServer({ queryClient, url: new URL('http://shell.test/top-dealer?city=Delhi') });
    await loadDealersForServer({ queryClient, url: new URL('http://shell.test/top-dealer'), city: 'Mumbai' });
    await loadDealersForServer({ queryClient, url: new URL('http://shell.test/top-dealer') });
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([
      ['dealers', 'Delhi', ''],
      ['dealers', 'Mumbai', ''],
      ['dealers', 'Kolkata', ''],
    ]);
    expect(get).toHaveBeenCalledTimes(3);
  });
});

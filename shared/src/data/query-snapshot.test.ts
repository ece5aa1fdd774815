import { createQueryClient, QUERY_STALE_TIME_MS } from './query-client';
import { QueryObserver } from '@tanstack/react-query';
import { isFreshFromServer, restoreQueries, SERVER_HAND_OFF_MS, snapshotQueries } from './query-snapshot';

describe('query snapshots (server-rendered pages)', () => {
  it('carries the successful answers (without the server fetch time) and leaves failures to be asked again', async () => {
    const server = createQueryClient();
    await server.prefetchQuery({ queryKey: ['car', '1'], queryFn: () => Promise.resolve({ carName: 'Hyundai Creta' }) });
    await server.prefetchQuery({ queryKey: ['car', '2'], queryFn: () => Promise.reject(new Error('API down')) });
    const snapshot = JSON.parse(JSON.stringify(snapshotQueries(server))) as ReturnType<typeof snapshotQueries>;
    expect(snapshot).toEqual([{ queryKey: ['car', '1'], data: { carName: 'Hyundai Creta' } }]);

    const browser = createQueryClient();
    restoreQueries(browser, snapshot);
    expect(browser.getQueryData(['car', '1'])).toEqual({ carName: 'Hyundai Creta' });
    expect(browser.getQueryData(['car', '2'])).toBeUndefined();
  });

  it('a page that waited in the HTML cache longer than the stale time is not asked again on mount: answers count as fetched on arrival', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const browser = createQueryClient();
      restoreQueries(browser, [{ queryKey: ['cars', 'pune'], data: { total: 12 } }]);
      expect(browser.getQueryState(['cars', 'pune'])?.dataUpdatedAt).toBe(Date.now());
      const queryFn = vi.fn(() => Promise.resolve({ total: 13 }));
      const observer = new QueryObserver(browser, { queryKey: ['cars', 'pune'], queryFn }).subscribe(() => {});
      expect(queryFn).not.toHaveBeenCalled();
      observer();
      // Once the stale time has passed in this browser, the next screen that mounts asks again.
      vi.setSystemTime(Date.now() + QUERY_STALE_TIME_MS + 1);
      const later = new QueryObserver(browser, { queryKey: ['cars', 'pune'], queryFn }).subscribe(() => {});
      expect(queryFn).toHaveBeenCalledTimes(1);
      later();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a never-fresh query (staleTime 0) is not asked again when it mounts on the answer just handed over; later it is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const browser = createQueryClient();
      restoreQueries(browser, [{ queryKey: ['profile', 'u-1'], data: { fullName: 'Asha' } }]);
      const queryFn = vi.fn(() => Promise.resolve({ fullName: 'Asha' }));
      const options = {
        queryKey: ['profile', 'u-1'],
        queryFn,
        staleTime: 0,
        refetchOnMount: (query: Parameters<typeof isFreshFromServer>[0]) => !isFreshFromServer(query),
      };
      const first = new QueryObserver(browser, options).subscribe(() => {});
      expect(queryFn).not.toHaveBeenCalled();
      first();
      vi.setSystemTime(Date.now() + SERVER_HAND_OFF_MS + 1);
      const later = new QueryObserver(browser, options).subscribe(() => {});
      expect(queryFn).toHaveBeenCalledTimes(1);
      later();
      // Data that did not come from the server is never counted as handed over.
      browser.setQueryData(['other'], 1);
      expect(isFreshFromServer(browser.getQueryCache().find({ queryKey: ['other'] })!)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

import { createQueryClient } from './query-client';
import { restoreQueries, snapshotQueries } from './query-snapshot';

describe('query snapshots (server-rendered pages)', () => {
  it('carries the successful answers, with their time, and leaves failures to be asked again', async () => {
    const server = createQueryClient();
    await server.prefetchQuery({ queryKey: ['car', '1'], queryFn: () => Promise.resolve({ carName: 'Hyundai Creta' }) });
    await server.prefetchQuery({ queryKey: ['car', '2'], queryFn: () => Promise.reject(new Error('API down')) });
    const snapshot = JSON.parse(JSON.stringify(snapshotQueries(server))) as ReturnType<typeof snapshotQueries>;
    expect(snapshot.map((entry) => entry.queryKey)).toEqual([['car', '1']]);

    const browser = createQueryClient();
    restoreQueries(browser, snapshot);
    expect(browser.getQueryData(['car', '1'])).toEqual({ carName: 'Hyundai Creta' });
    expect(browser.getQueryState(['car', '1'])?.dataUpdatedAt).toBe(server.getQueryState(['car', '1'])?.dataUpdatedAt);
    expect(browser.getQueryData(['car', '2'])).toBeUndefined();
  });
});

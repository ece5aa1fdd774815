// ky is fetched at the first call (its own chunk, ADR 0011): a chunk that does not arrive is a
// failed call like a network failure, and the next call fetches it again.
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('ky');
  vi.unstubAllGlobals();
  vi.resetModules();
});

it('a ky chunk that fails to load fails the call as a network failure, and the next call loads it again', async () => {
  vi.resetModules();
  let loads = 0;
  vi.doMock('ky', async (importOriginal) => {
    loads += 1;
    if (loads === 1) throw new TypeError('Loading chunk ky failed');
    return importOriginal();
  });
  const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const { apiClient, configureApi, isNetworkFailure } = await import('./api-client');
  configureApi({ baseUrl: 'http://api.test' });

  const error = await apiClient.get('api/v1/cars').catch((e: unknown) => e);
  expect(isNetworkFailure(error)).toBe(true);
  expect(fetchMock).not.toHaveBeenCalled();

  await expect(apiClient.get('api/v1/cars')).resolves.toEqual({ ok: true });
  expect(loads).toBe(2);
});

it('preloadApiClient fetches ky ahead of the first call, once; a preload that fails is left for the call to retry', async () => {
  vi.resetModules();
  let loads = 0;
  vi.doMock('ky', async (importOriginal) => {
    loads += 1;
    if (loads === 1) throw new TypeError('Loading chunk ky failed');
    return importOriginal();
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"ok":true}', { status: 200 })),
  );
  const { apiClient, configureApi, preloadApiClient } = await import('./api-client');
  configureApi({ baseUrl: 'http://api.test' });

  preloadApiClient(); // fails quietly: no unhandled rejection
  await vi.waitFor(() => expect(loads).toBe(1));
  preloadApiClient(); // fetched again, and kept
  await vi.waitFor(() => expect(loads).toBe(2));
  await expect(apiClient.get('api/v1/cars')).resolves.toEqual({ ok: true });
  expect(loads).toBe(2);
});

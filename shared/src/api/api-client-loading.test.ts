// ky is fetched at the first call (its own chunk, ADR 0011): a chunk that does not arrive is a
// failed call like a network failure, and the next call fetches it again.
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('ky');
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh api-client whose ky chunk fails to load the first time; `loads()` counts the fetches of the chunk. */
async function apiClientWithKyFailingOnce() {
  vi.resetModules();
  let loads = 0;
  vi.doMock('ky', async (importOriginal) => {
    loads += 1;
    if (loads === 1) throw new TypeError('Loading chunk ky failed');
    return importOriginal();
  });
  const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const client = await import('./api-client');
  client.configureApi({ baseUrl: 'http://api.test' });
  return { ...client, fetchMock, loads: () => loads };
}

it('a ky chunk that fails to load fails the call as a network failure, and the next call loads it again', async () => {
  const { apiClient, isNetworkFailure, fetchMock, loads } = await apiClientWithKyFailingOnce();

  const error = await apiClient.get('api/v1/cars').catch((e: unknown) => e);
  expect(isNetworkFailure(error)).toBe(true);
  expect(fetchMock).not.toHaveBeenCalled();

  await expect(apiClient.get('api/v1/cars')).resolves.toEqual({ ok: true });
  expect(loads()).toBe(2);
});

it('preloadApiClient fetches ky ahead of the first call, once; a preload that fails is left for the call to retry', async () => {
  const { apiClient, preloadApiClient, loads } = await apiClientWithKyFailingOnce();

  preloadApiClient(); // fails quietly: no unhandled rejection
  await vi.waitFor(() => expect(loads()).toBe(1));
  preloadApiClient(); // fetched again, and kept
  await vi.waitFor(() => expect(loads()).toBe(2));
  await expect(apiClient.get('api/v1/cars')).resolves.toEqual({ ok: true });
  expect(loads()).toBe(2);
});

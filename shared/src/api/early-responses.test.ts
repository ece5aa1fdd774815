import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, ApiError, configureApi } from './api-client';
import { EARLY_RESPONSE_MAX_AGE_MS, EARLY_RESPONSES_KEY, takeEarlyResponse, type EarlyResponse } from './early-responses';

const URL_ = 'http://api.test/api/v1/cars/car-1';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function registerEarly(url: string, response: Promise<Response>, startedAt = Date.now()) {
  const registry = new Map<string, EarlyResponse>([[url, { response, startedAt }]]);
  (globalThis as Record<string, unknown>)[EARLY_RESPONSES_KEY] = registry;
  return registry;
}

describe('early responses', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[EARLY_RESPONSES_KEY];
    vi.unstubAllGlobals();
  });

  it('hands the response out once', async () => {
    const response = jsonResponse(200, { car: { id: 'car-1' } });
    registerEarly(URL_, Promise.resolve(response));
    await expect(takeEarlyResponse(URL_)).resolves.toBe(response);
    await expect(takeEarlyResponse(URL_)).resolves.toBeUndefined();
  });

  it('ignores another URL, a stale response and one that failed on the network', async () => {
    registerEarly(URL_, Promise.resolve(jsonResponse(200, {})));
    await expect(takeEarlyResponse('http://api.test/api/v1/cars/car-2')).resolves.toBeUndefined();

    const startedAt = Date.now();
    registerEarly(URL_, Promise.resolve(jsonResponse(200, {})), startedAt);
    await expect(takeEarlyResponse(URL_, startedAt + EARLY_RESPONSE_MAX_AGE_MS + 1)).resolves.toBeUndefined();

    registerEarly(URL_, Promise.reject(new TypeError('Failed to fetch')));
    await expect(takeEarlyResponse(URL_)).resolves.toBeUndefined();
  });

  it("answers the API client's identical GET without a second request", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { car: { id: 'from-network' } }));
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ baseUrl: 'http://api.test' });
    registerEarly(URL_, Promise.resolve(jsonResponse(200, { car: { id: 'car-1' } })));

    await expect(apiClient.get('api/v1/cars/car-1')).resolves.toEqual({ car: { id: 'car-1' } });
    expect(fetchMock).not.toHaveBeenCalled();
    // Used once: the next visit to the same car asks the API again.
    await expect(apiClient.get('api/v1/cars/car-1')).resolves.toEqual({ car: { id: 'from-network' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("turns an early 404 into the same ApiError with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, {})),
    );
    configureApi({ baseUrl: 'http://api.test' });
    registerEarly(URL_, Promise.resolve(jsonResponse(404, { message: 'Cars not found' })));
    const error = await apiClient.get('api/v1/cars/car-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Cars not found');
    expect((error as ApiError).status).toBe(404);
  });

  it('leaves other methods to the network', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ baseUrl: 'http://api.test' });
    const registry = registerEarly(URL_, Promise.resolve(jsonResponse(200, { car: {} })));
    await expect(apiClient.delete('api/v1/cars/car-1')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registry.has(URL_)).toBe(true);
  });
});

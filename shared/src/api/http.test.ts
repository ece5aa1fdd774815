import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError, TimeoutError } from './http';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('createHttpClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('joins the base URL, the path and the search params, and sends JSON', async () => {
    const fetchMock = vi.fn(async (_request: Request) => ok({ done: true }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createHttpClient({ baseUrl: 'http://api.test/', timeout: 1000 });
    await expect(client('/api/v1/cars', { searchParams: new URLSearchParams({ brand: 'Tata' }) }).json()).resolves.toEqual({ done: true });
    await client.post('api/contact', { json: { a: 1 } });
    const [get, post] = fetchMock.mock.calls.map(([request]) => request);
    expect(get!.url).toBe('http://api.test/api/v1/cars?brand=Tata');
    expect(get!.method).toBe('GET');
    expect(post!.method).toBe('POST');
    expect(post!.headers.get('Content-Type')).toBe('application/json');
    await expect(post!.text()).resolves.toBe('{"a":1}');
  });

  it('retries a GET once after a transient status, never a POST', async () => {
    const fetchMock = vi.fn(async () => new Response('', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createHttpClient({ baseUrl: 'http://api.test', timeout: 1000 });
    const error = await client('api/v1/cars').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response.status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await client.post('api/contact').catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 4xx answer, and shows it to beforeError', async () => {
    const fetchMock = vi.fn(async () => new Response('{"message":"no"}', { status: 400 }));
    vi.stubGlobal('fetch', fetchMock);
    const seen: number[] = [];
    const client = createHttpClient({ baseUrl: 'http://api.test', timeout: 1000, beforeError: (e) => seen.push(e.response.status) });
    await expect(client('api/v1/cars')).rejects.toBeInstanceOf(HttpError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([400]);
  });

  it('fails with TimeoutError when no answer comes in time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (request: Request) =>
          new Promise<Response>((_resolve, reject) =>
            request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const client = createHttpClient({ baseUrl: 'http://api.test', timeout: 20 });
    await expect(client.post('api/slow')).rejects.toBeInstanceOf(TimeoutError);
  });

  it("passes the caller's abort through and does not retry it", async () => {
    const fetchMock = vi.fn(
      (request: Request) =>
        new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(new TypeError('aborted')))),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = createHttpClient({ baseUrl: 'http://api.test', timeout: 1000 });
    const controller = new AbortController();
    const call = client('api/v1/cars', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads an empty answer as undefined', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const client = createHttpClient({ baseUrl: 'http://api.test', timeout: 1000 });
    await expect(client.post('api/v1/saved-cars').json()).resolves.toBeUndefined();
  });
});

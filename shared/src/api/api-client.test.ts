import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTPError, TimeoutError } from 'ky';
import {
  apiClient,
  ApiError,
  apiErrorMessage,
  configureApi,
  configureRequestHeaders,
  isNetworkFailure,
  serverMessageOf,
  toApiError,
} from './api-client';
import { appStore } from '../store/app-store';
import { isSignedInAtom, loginAtom, logoutAtom } from '../session/session-atoms';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('apiClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    appStore.set(logoutAtom);
  });

  it('sends the Bearer token of the shared session to the configured base URL', async () => {
    const fetchMock = vi.fn(async (_request: Request) => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ baseUrl: 'http://api.test/' });
    appStore.set(loginAtom, { token: 'tok-1', user: { id: 'u1', fullName: 'A', mobileNumber: '9876543210', userType: 'Owner' } });

    await expect(apiClient.post('/api/v1/car/getAll', { userType: 'Dealer' })).resolves.toEqual({ ok: true });
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toBe('http://api.test/api/v1/car/getAll');
    expect(request.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it("sends the headers of the request being served (the server's visitor), read at each call", async () => {
    const fetchMock = vi.fn(async (_request: Request) => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ baseUrl: 'http://api.test' });
    let visitor: Record<string, string> | undefined = { 'X-Forwarded-For': '203.0.113.7', 'User-Agent': 'Visitor A' };
    configureRequestHeaders(() => visitor);
    try {
      await apiClient.get('api/v1/cars/1');
      visitor = undefined;
      await apiClient.get('api/v1/cars/1');
    } finally {
      configureRequestHeaders(undefined);
    }
    await apiClient.get('api/v1/cars/1');
    const [first, second, third] = fetchMock.mock.calls.map(([request]) => request.headers);
    expect(first!.get('X-Forwarded-For')).toBe('203.0.113.7');
    expect(first!.get('User-Agent')).toBe('Visitor A');
    for (const headers of [second!, third!]) expect(headers.get('X-Forwarded-For')).toBeNull();
  });

  it('joins the base URL, the path and the search params, and sends a body as JSON', async () => {
    const bodies: string[] = [];
    const fetchMock = vi.fn(async (request: Request) => {
      bodies.push(await request.text()); // Read here: ky releases the request's body once answered.
      return jsonResponse(200, { done: true });
    });
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ baseUrl: 'http://api.test/' });
    await expect(apiClient.get('/api/v1/cars', { searchParams: new URLSearchParams({ brand: 'Tata' }) })).resolves.toEqual({ done: true });
    await apiClient.post('api/contact', { a: 1 });
    const [get, post] = fetchMock.mock.calls.map(([request]) => request);
    expect(get!.url).toBe('http://api.test/api/v1/cars?brand=Tata');
    expect(get!.method).toBe('GET');
    expect(post!.method).toBe('POST');
    expect(post!.headers.get('Content-Type')).toBe('application/json');
    expect(bodies[1]).toBe('{"a":1}');
  });

  it('sends a FormData as it is (multipart), for uploads', async () => {
    const fetchMock = vi.fn(async (_request: Request) => jsonResponse(200, { images: [] }));
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ baseUrl: 'http://api.test' });
    const form = new FormData();
    form.append('files', new Blob(['x'], { type: 'image/jpeg' }), 'car.jpg');
    await expect(apiClient.post('api/v1/uploads/images', form)).resolves.toEqual({ images: [] });
    const request = fetchMock.mock.calls[0]![0];
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('reads an empty answer (204) as undefined', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    configureApi({ baseUrl: 'http://api.test' });
    await expect(apiClient.post('api/v1/saved-cars')).resolves.toBeUndefined();
  });

  it('tries a GET once more after a transient status, never a POST nor a 4xx', async () => {
    const fetchMock = vi.fn(async () => new Response('', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ baseUrl: 'http://api.test' });
    const error = await apiClient.get('api/v1/cars').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).cause).toBeInstanceOf(HTTPError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await apiClient.post('api/contact').catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    fetchMock.mockImplementation(async () => jsonResponse(400, { message: 'no' }));
    await apiClient.get('api/v1/cars').catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('fails as a network failure (status 0) when no answer comes within the timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (request: Request) =>
          new Promise<Response>((_resolve, reject) =>
            request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    configureApi({ baseUrl: 'http://api.test' });
    const error = await apiClient.post('api/slow', {}, { timeout: 20 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isNetworkFailure(error)).toBe(true);
    expect((error as ApiError).cause).toBeInstanceOf(TimeoutError);
  });

  it("passes the caller's abort through and does not try again", async () => {
    const fetchMock = vi.fn(
      (request: Request) =>
        new Promise<Response>((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ baseUrl: 'http://api.test' });
    const controller = new AbortController();
    const call = apiClient.get('api/v1/cars', { signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    controller.abort();
    const error = await call;
    expect(isNetworkFailure(error)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("turns a 4xx into an ApiError carrying the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, { message: 'Please enter a valid 10-digit mobile number' })),
    );
    configureApi({ baseUrl: 'http://api.test' });
    const error = await apiClient.post('api/v1/auth/send-otp', { mobileNumber: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Please enter a valid 10-digit mobile number');
    expect((error as ApiError).status).toBe(400);
  });

  it('signs the user out when the server rejects the token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { message: 'Session expired' })),
    );
    configureApi({ baseUrl: 'http://api.test' });
    appStore.set(loginAtom, { token: 'old', user: { id: 'u1', fullName: 'A', mobileNumber: '9876543210', userType: 'Owner' } });
    await apiClient.get('api/v1/auth/me').catch(() => undefined);
    expect(appStore.get(isSignedInAtom)).toBe(false);
  });

  describe('when the server sends no message', () => {
    const failures: [string, () => Promise<Response>, number][] = [
      ['a 500 with an empty body', async () => new Response('', { status: 500, statusText: 'Internal Server Error' }), 500],
      [
        'a 500 with an HTML body',
        async () =>
          new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
            status: 500,
            statusText: 'Internal Server Error',
            headers: { 'Content-Type': 'text/html' },
          }),
        500,
      ],
      [
        'a 500 with JSON but no message',
        async () => new Response(JSON.stringify({ error: 'boom' }), { status: 500, headers: { 'Content-Type': 'application/json' } }),
        500,
      ],
      [
        'the network down',
        async () => {
          throw new TypeError('Failed to fetch');
        },
        0,
      ],
    ];

    it.each(failures)(
      '%s: the error carries no message, only the status, so the caller shows its fallback',
      async (_name, answer, status) => {
        vi.stubGlobal('fetch', vi.fn(answer));
        configureApi({ baseUrl: 'http://api.test' });
        const error = await apiClient.post('api/contact', {}).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).message).toBe('');
        expect((error as ApiError).status).toBe(status);
        expect((error as ApiError).cause).toBeInstanceOf(Error);
        expect(serverMessageOf(error)).toBe('');
        expect(apiErrorMessage(error, 'Failed to submit form')).toBe('Failed to submit form');
        expect(isNetworkFailure(error)).toBe(status === 0);
      },
    );

    it('a 2xx whose body is not JSON: no message, the status of the answer', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('<html>maintenance</html>', { status: 200 })),
      );
      configureApi({ baseUrl: 'http://api.test' });
      const error = await apiClient.get('api/v1/cars').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe('');
      expect((error as ApiError).status).toBe(200);
      expect(apiErrorMessage(error, 'Failed to fetch cars')).toBe('Failed to fetch cars');
    });
  });

  it("apiErrorMessage prefers the server's message over the fallback", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { message: 'Database unavailable' })),
    );
    configureApi({ baseUrl: 'http://api.test' });
    const error = await apiClient.get('api/v1/cars').catch((e: unknown) => e);
    expect(apiErrorMessage(error, 'Failed to fetch cars')).toBe('Database unavailable');
    expect(apiErrorMessage(new Error('TypeError: x is undefined'), 'Failed to fetch cars')).toBe('Failed to fetch cars');
  });

  it('toApiError turns a raw() failure into the same ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 413 })),
    );
    configureApi({ baseUrl: 'http://api.test' });
    const raw = await (await apiClient.raw()).post('api/v1/uploads', { body: 'x' }).catch((e: unknown) => e);
    const error = await toApiError(raw);
    expect(error.message).toBe('');
    expect(error.status).toBe(413);
  });

  it('serverMessageOf is the message of an answered ApiError; empty otherwise', () => {
    expect(serverMessageOf(new ApiError('Please wait 20 seconds', 429, { message: 'Please wait 20 seconds' }))).toBe(
      'Please wait 20 seconds',
    );
    expect(serverMessageOf(new ApiError('', 502, '<html>'))).toBe('');
    expect(serverMessageOf(new ApiError('   ', 500))).toBe('');
    expect(serverMessageOf(new Error('Request failed with status code 500'))).toBe('');
    expect(isNetworkFailure(new ApiError('', 0))).toBe(true);
    expect(isNetworkFailure(new ApiError('Bad', 400))).toBe(false);
  });
});

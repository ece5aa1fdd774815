import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, ApiError, configureApi } from './api-client';
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
});

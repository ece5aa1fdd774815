import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { serverSessionMarker, shareSessionWithServer, syncServerSession } from './session-cookie';
import { loginAtom, logoutAtom } from './session-atoms';

const user = { id: 'u-1', fullName: 'Asha Rao', mobileNumber: '9876543210', userType: 'Owner' };

function markDocument(content: string | null) {
  document.head.querySelector('meta[name="carmarket-session"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'carmarket-session';
  meta.content = content;
  document.head.append(meta);
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  markDocument(null);
  localStorage.clear();
});

describe('the session cookie of the shell server', () => {
  it('is never asked for on a document the server did not render (static serving)', async () => {
    markDocument(null);
    expect(serverSessionMarker()).toBeNull();
    await shareSessionWithServer('tok-1');
    await shareSessionWithServer(null);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets it with a same-origin JSON POST carrying the custom header, and clears it with DELETE', async () => {
    markDocument('signed-out');
    await shareSessionWithServer('tok-1');
    expect(fetchMock).toHaveBeenCalledWith('/session', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'X-CarMarket-Session': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: 'tok-1' }),
    });
    await shareSessionWithServer(null);
    expect(fetchMock).toHaveBeenLastCalledWith('/session', {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { 'X-CarMarket-Session': '1' },
    });
  });

  it('fails silently when the endpoint does not answer', async () => {
    markDocument('signed-out');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(shareSessionWithServer('tok-1')).resolves.toBeUndefined();
  });

  it('follows sign-in, sign-out and a 401 (which signs out) through the session atoms', () => {
    markDocument('signed-out');
    const store = createStore();
    store.set(loginAtom, { token: 'tok-2', user });
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/session',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: 'tok-2' }) }),
    );
    store.set(logoutAtom);
    expect(fetchMock).toHaveBeenLastCalledWith('/session', expect.objectContaining({ method: 'DELETE' }));
  });

  const session = (token: string, id = 'u-1') => ({ token, user: { ...user, id } });

  function markRenderedFor(userId: string | null) {
    document.head.querySelector('meta[name="carmarket-rendered-for"]')?.remove();
    const meta = document.createElement('meta');
    meta.name = 'carmarket-rendered-for';
    meta.content = JSON.stringify({ user: userId ? { ...user, id: userId } : null, city: null });
    document.head.append(meta);
  }

  afterEach(() => document.head.querySelector('meta[name="carmarket-rendered-for"]')?.remove());

  it.each([
    ['signed-out', session('tok-3'), 'POST'],
    ['signed-in', null, 'DELETE'],
  ] as const)('on start, a document rendered %s is brought in line with the stored session', async (marker, stored, method) => {
    markDocument(marker);
    markRenderedFor(marker === 'signed-in' ? 'u-1' : null);
    await syncServerSession(stored);
    expect(fetchMock).toHaveBeenCalledWith('/session', expect.objectContaining({ method }));
  });

  it('on start, a document rendered for another user than the stored one gets the stored token (the browser is the truth)', async () => {
    markDocument('signed-in');
    markRenderedFor('u-other');
    await syncServerSession(session('tok-5'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/session',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: 'tok-5' }) }),
    );
  });

  it.each([
    ['signed-in', session('tok-4')],
    ['signed-out', null],
  ] as const)('on start, a document rendered %s that agrees asks nothing', async (marker, stored) => {
    markDocument(marker);
    markRenderedFor(marker === 'signed-in' ? 'u-1' : null);
    await syncServerSession(stored);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

// The real load loop of federation.ts (attempts, backoff, re-registration, time-out, status),
// with only the federation runtime replaced.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getInstance, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Composition } from './composition';
import {
  getRemoteRecords,
  isRetryableInPlace,
  loadExposed,
  preloadExposed,
  registerComposition,
  RemoteLoadError,
  subscribeRemoteRecords,
} from './federation';

vi.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: vi.fn(),
  preloadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));

const getInstanceMock = vi.mocked(getInstance);
const registerRemotesMock = vi.mocked(registerRemotes);
const preloadRemoteMock = vi.mocked(preloadRemote);
const loadRemote = vi.fn<(id: string) => Promise<unknown>>();

const BROWSE = 'http://localhost:3001/mf-manifest.json';
const BROWSE_CANARY = 'http://localhost:3101/mf-manifest.json';

function composition(changes: Partial<Composition> = {}): Composition {
  return {
    environment: 'test',
    apiBaseUrl: 'http://localhost:4000',
    remoteTimeoutMs: 8000,
    remotes: {
      mf_browse: BROWSE,
      mf_sell: 'http://localhost:3002/mf-manifest.json',
      mf_account: 'http://localhost:3003/mf-manifest.json',
      mf_auth: 'http://localhost:3004/mf-manifest.json',
    },
    allowedOverrideOrigins: ['http://localhost:3101'],
    ...changes,
  };
}

const browseRecord = () => getRemoteRecords().find((record) => record.name === 'mf_browse');
const exposedModule = { default: () => null };
const networkError = () => new TypeError('Failed to fetch');

/** Every load fails with a network error; the list returned gets each attempt's time (ms from now). */
function failEveryAttempt(): number[] {
  const attemptTimes: number[] = [];
  const start = Date.now();
  loadRemote.mockImplementation(async () => {
    attemptTimes.push(Date.now() - start);
    throw networkError();
  });
  return attemptTimes;
}

/** Settles `promise` into a value or the error, so a rejection is never unhandled while timers run. */
function settle<T>(promise: Promise<T>) {
  return promise.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  loadRemote.mockReset();
  registerRemotesMock.mockReset();
  preloadRemoteMock.mockReset().mockResolvedValue(undefined);
  getInstanceMock.mockReturnValue({ loadRemote } as unknown as ReturnType<typeof getInstance>);
  registerComposition(composition(), {});
  registerRemotesMock.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('registerComposition', () => {
  it('registers every remote at its manifest URL, an override in place of the default', () => {
    registerComposition(composition(), { mf_browse: BROWSE_CANARY });
    expect(registerRemotesMock).toHaveBeenCalledWith(
      [
        { name: 'mf_browse', entry: BROWSE_CANARY },
        { name: 'mf_sell', entry: 'http://localhost:3002/mf-manifest.json' },
        { name: 'mf_account', entry: 'http://localhost:3003/mf-manifest.json' },
        { name: 'mf_auth', entry: 'http://localhost:3004/mf-manifest.json' },
      ],
      { force: true },
    );
    expect(browseRecord()).toEqual({ name: 'mf_browse', manifestUrl: BROWSE_CANARY, overridden: true, status: 'registered' });
  });

  it('refuses a manifest on an origin the composition does not name', () => {
    expect(() => registerComposition(composition(), { mf_browse: 'https://evil.example/mf-manifest.json' })).toThrow(
      'Remote origin not allowed: https://evil.example/mf-manifest.json',
    );
  });
});

describe('loadExposed', () => {
  it('loads the exposed module once and marks the remote loading, then loaded', async () => {
    const statuses: Array<string | undefined> = [];
    const unsubscribe = subscribeRemoteRecords(() => statuses.push(browseRecord()?.status));
    loadRemote.mockResolvedValue(exposedModule);

    await expect(loadExposed('mf_browse', 'BuyCarPage')).resolves.toBe(exposedModule);
    unsubscribe();

    expect(loadRemote).toHaveBeenCalledExactlyOnceWith('mf_browse/BuyCarPage');
    expect(statuses).toEqual(['loading', 'loaded']);
    expect(registerRemotesMock).not.toHaveBeenCalled();
  });

  it('tries three times, waiting 400 ms then 800 ms, re-registers the remote after each failure and ends failed', async () => {
    const attemptTimes = failEveryAttempt();

    const outcome = settle(loadExposed('mf_browse', 'BuyCarPage'));
    await vi.advanceTimersByTimeAsync(0);
    expect(attemptTimes).toEqual([0]);
    expect(browseRecord()?.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(399);
    expect(attemptTimes).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(attemptTimes).toEqual([0, 400]);
    await vi.advanceTimersByTimeAsync(799);
    expect(attemptTimes).toEqual([0, 400]);
    expect(browseRecord()?.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(attemptTimes).toEqual([0, 400, 1200]);

    const { error } = await outcome;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(loadRemote).toHaveBeenCalledTimes(3);
    // Each failure forgets the remote, so the next attempt (or Retry) fetches manifest and entry afresh.
    expect(registerRemotesMock).toHaveBeenCalledTimes(3);
    for (const call of registerRemotesMock.mock.calls) expect(call).toEqual([[{ name: 'mf_browse', entry: BROWSE }], { force: true }]);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as RemoteLoadError).message).toBe('Failed to fetch');
    expect((error as RemoteLoadError).cause).toBeInstanceOf(TypeError);
    expect(browseRecord()).toMatchObject({ status: 'failed', error: 'Failed to fetch' });
  });

  it('honours the attempts and backoff it is given', async () => {
    const attemptTimes = failEveryAttempt();
    const outcome = settle(loadExposed('mf_browse', 'BuyCarPage', { attempts: 4, backoffMs: 100 }));
    await vi.advanceTimersByTimeAsync(5000);
    await outcome;
    expect(attemptTimes).toEqual([0, 100, 300, 700]);
  });

  it('succeeds on a later attempt after re-registering the overridden manifest', async () => {
    registerComposition(composition(), { mf_browse: BROWSE_CANARY });
    registerRemotesMock.mockClear();
    loadRemote.mockRejectedValueOnce(networkError()).mockResolvedValueOnce(exposedModule);

    const outcome = settle(loadExposed('mf_browse', 'CarCarousel'));
    await vi.advanceTimersByTimeAsync(400);
    const { value, error } = await outcome;

    expect(error).toBeUndefined();
    expect(value).toBe(exposedModule);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotesMock).toHaveBeenCalledExactlyOnceWith([{ name: 'mf_browse', entry: BROWSE_CANARY }], { force: true });
    expect(browseRecord()).toMatchObject({ status: 'loaded', error: undefined });
  });

  it('does not retry after a time-out, and fails with a retryable error naming the time-out', async () => {
    registerComposition(composition({ remoteTimeoutMs: 1500 }), {});
    registerRemotesMock.mockClear();
    loadRemote.mockReturnValue(new Promise(() => undefined));

    const outcome = settle(loadExposed('mf_sell', 'SellPage'));
    await vi.advanceTimersByTimeAsync(1499);
    expect(getRemoteRecords().find((record) => record.name === 'mf_sell')?.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    const { error } = await outcome;
    await vi.advanceTimersByTimeAsync(60_000);

    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as Error).message).toBe('mf_sell did not load within 1.5 s');
    expect(isRetryableInPlace(error)).toBe(true);
    expect(registerRemotesMock).toHaveBeenCalledExactlyOnceWith([{ name: 'mf_sell', entry: 'http://localhost:3002/mf-manifest.json' }], {
      force: true,
    });
    expect(getRemoteRecords().find((record) => record.name === 'mf_sell')).toMatchObject({
      status: 'failed',
      error: 'mf_sell did not load within 1.5 s',
    });
  });

  it('passes on code that threw as it is, not as a load error, so Retry reloads the page', async () => {
    const thrown = new Error('Cannot read properties of undefined (reading "map")');
    loadRemote.mockRejectedValue(thrown);
    const outcome = settle(loadExposed('mf_account', 'AccountRoutes'));
    await vi.advanceTimersByTimeAsync(2000);
    const { error } = await outcome;
    expect(error).toBe(thrown);
    expect(error).not.toBeInstanceOf(RemoteLoadError);
    expect(isRetryableInPlace(error)).toBe(false);
    expect(getRemoteRecords().find((record) => record.name === 'mf_account')).toMatchObject({ status: 'failed', error: thrown.message });
  });

  it('fails a module without a default export', async () => {
    loadRemote.mockResolvedValue({ notDefault: true });
    const outcome = settle(loadExposed('mf_auth', 'AuthModals'));
    await vi.advanceTimersByTimeAsync(2000);
    const { error } = await outcome;
    expect((error as Error).message).toBe('mf_auth/AuthModals has no default export');
    expect(isRetryableInPlace(error)).toBe(false);
  });

  it('refuses to load before the federation runtime exists', async () => {
    getInstanceMock.mockReturnValue(null as unknown as ReturnType<typeof getInstance>);
    await expect(loadExposed('mf_browse', 'BuyCarPage')).rejects.toThrow('The federation runtime is not initialised');
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('isRetryableInPlace', () => {
  const named = (name: string, message: string) => Object.assign(new Error(message), { name });

  it.each([
    ['a RemoteLoadError', new RemoteLoadError('mf_browse did not load within 8 s')],
    ['a failed fetch', new TypeError('Failed to fetch')],
    ['a failed manifest (RUNTIME-003)', new Error('Failed to get manifest. #RUNTIME-003')],
    ['a failed script (RUNTIME-008)', new Error('Failed to load script resources. #RUNTIME-008')],
    ['a ChunkLoadError', named('ChunkLoadError', 'Loading chunk 721 failed.')],
    ['a ScriptExternalLoadError', named('ScriptExternalLoadError', 'Loading script failed.')],
    ['a Firefox network error', new TypeError('NetworkError when attempting to fetch resource.')],
  ])('retries %s in place', (_label, error) => {
    expect(isRetryableInPlace(error)).toBe(true);
  });

  it.each([
    ['code that threw', new Error('boom')],
    ['a missing expose (RUNTIME-014)', new Error('The remote does not expose the requested module. #RUNTIME-014')],
    ['a syntax error', new SyntaxError('Unexpected token <')],
    ['a bare string', 'Failed to fetch'],
    ['nothing', undefined],
  ])('does not retry %s in place', (_label, error) => {
    expect(isRetryableInPlace(error)).toBe(false);
  });
});

describe('preloadExposed', () => {
  it('preloads a registered remote’s exposed module and swallows a failure', async () => {
    preloadRemoteMock.mockRejectedValue(new Error('offline'));
    preloadExposed('mf_browse', 'CarDetailPage');
    expect(preloadRemoteMock).toHaveBeenCalledExactlyOnceWith([
      { nameOrAlias: 'mf_browse', exposes: ['CarDetailPage'], resourceCategory: 'sync' },
    ]);
    await vi.advanceTimersByTimeAsync(0);
  });
});

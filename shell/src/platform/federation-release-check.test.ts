// loadExposed never mounts a release the shell's run-time check refuses.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { Composition } from './composition';
import { getRemoteRecords, loadExposed, registerComposition } from './federation';
import type * as releaseCheck from './release-check';
import { IncompatibleReleaseError, releaseIncompatibilitiesFor } from './release-check';

vi.mock('@module-federation/enhanced/runtime', () => ({ getInstance: vi.fn(), preloadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('./release-check', async (importOriginal) => ({
  ...(await importOriginal<typeof releaseCheck>()),
  startReleaseChecks: vi.fn(),
  releaseIncompatibilitiesFor: vi.fn(),
}));

const loadRemote = vi.fn();
const composition: Composition = {
  environment: 'staging',
  apiBaseUrl: 'http://localhost:4000',
  remoteTimeoutMs: 8000,
  remotes: {
    mf_browse: 'http://localhost:3090/mf-browse/0.2.0+bbbbbbb/mf-manifest.json',
    mf_sell: 'http://localhost:3002/mf-manifest.json',
    mf_account: 'http://localhost:3003/mf-manifest.json',
    mf_auth: 'http://localhost:3004/mf-manifest.json',
  },
  allowedOverrideOrigins: [],
  releases: { shell: { version: '0.1.0+aaaaaaa' } },
};

beforeEach(() => {
  loadRemote.mockReset().mockResolvedValue({ default: () => null });
  vi.mocked(getInstance).mockReturnValue({ loadRemote } as unknown as ReturnType<typeof getInstance>);
  registerComposition(composition, {});
});

describe('loading a released remote', () => {
  it('refuses an incompatible release before loading its code, and says why for /__platform', async () => {
    const reason = 'mf-browse 0.2.0+bbbbbbb: CarCarousel contract changed (shell 0.1.0+aaaaaaa expects 5f1e, release has 9a0c)';
    vi.mocked(releaseIncompatibilitiesFor).mockResolvedValue([reason]);
    await expect(loadExposed('mf_browse', 'CarCarousel')).rejects.toBeInstanceOf(IncompatibleReleaseError);
    expect(loadRemote).not.toHaveBeenCalled();
    expect(getRemoteRecords().find((record) => record.name === 'mf_browse')).toMatchObject({ status: 'incompatible', error: reason });
  });

  it('loads a compatible release', async () => {
    vi.mocked(releaseIncompatibilitiesFor).mockResolvedValue([]);
    await expect(loadExposed('mf_browse', 'CarCarousel')).resolves.toHaveProperty('default');
    expect(vi.mocked(releaseIncompatibilitiesFor)).toHaveBeenCalledWith('mf_browse', 'CarCarousel');
    expect(getRemoteRecords().find((record) => record.name === 'mf_browse')?.status).toBe('loaded');
  });

  it('does not check (or load the check) for a composition that is not a released environment', async () => {
    vi.mocked(releaseIncompatibilitiesFor).mockClear();
    registerComposition({ ...composition, releases: undefined }, {});
    await expect(loadExposed('mf_browse', 'CarCarousel')).resolves.toHaveProperty('default');
    expect(vi.mocked(releaseIncompatibilitiesFor)).not.toHaveBeenCalled();
  });
});

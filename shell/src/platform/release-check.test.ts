// The shell's run-time release check with crafted records served by a fake fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompatibilityRecord } from '@carmarket/shared/releases';
import { OVERRIDE_PORTS } from '../../../scripts/apps.mjs';
import type { Composition } from './composition';
import { releaseIncompatibilitiesFor, releaseRecordUrl, startReleaseChecks } from './release-check';

vi.mock('@module-federation/enhanced/runtime', async () => {
  // The federation runtime's own range check; a caret range is what the builds declare.
  const satisfy = (version: string, range: string) => {
    const [major] = range.replace(/^\^/, '').split('.');
    return version.split('.')[0] === major && version >= range.replace(/^\^/, '');
  };
  return { satisfy };
});

const MANIFEST = 'http://localhost:3090/mf-browse/0.2.0+bbbbbbb/mf-manifest.json';
const shared = [{ name: 'react', version: '19.2.9', requiredVersion: '^19.2.9', singleton: true }];
const shell: CompatibilityRecord = {
  app: 'shell',
  federationName: 'shell',
  version: '0.1.0+aaaaaaa',
  exposes: [],
  expects: { mf_browse: { CarCarousel: { fingerprint: '5f1e' }, BuyCarPage: { fingerprint: '0000' } } },
  shared,
  federationRuntime: { version: '2.9.2', mode: 'provided' },
};
const browse = (changes: Partial<CompatibilityRecord> = {}): CompatibilityRecord => ({
  app: 'mf-browse',
  federationName: 'mf_browse',
  version: '0.2.0+bbbbbbb',
  exposes: [
    { name: 'CarCarousel', contract: { fingerprint: '5f1e' } },
    { name: 'BuyCarPage', contract: { fingerprint: '0000' } },
  ],
  shared,
  federationRuntime: { version: '2.9.2', mode: 'external' },
  ...changes,
});

const released = { releases: { shell: { version: '0.1.0+aaaaaaa' } } } as Partial<Composition>;
const composition = (changes: Partial<Composition> = {}) =>
  ({
    environment: 'staging',
    apiBaseUrl: 'http://localhost:4000',
    remoteTimeoutMs: 8000,
    remotes: {},
    allowedOverrideOrigins: [],
    ...changes,
  }) as Composition;

function serve(files: Record<string, unknown>) {
  const fetchMock = vi.fn(async (url: string) => {
    const body = files[url];
    if (body === undefined) return new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('release check at run time', () => {
  it('finds release.json beside the manifest', () => {
    expect(releaseRecordUrl(MANIFEST)).toBe('http://localhost:3090/mf-browse/0.2.0+bbbbbbb/release.json');
  });

  it('mounts a compatible release', async () => {
    serve({ '/release.json': shell, [releaseRecordUrl(MANIFEST)]: browse() });
    startReleaseChecks(composition(released), { mf_browse: MANIFEST });
    await expect(releaseIncompatibilitiesFor('mf_browse', 'CarCarousel')).resolves.toEqual([]);
  });

  it('refuses a module whose contract changed, naming both fingerprints, and only that module', async () => {
    const changed = browse({
      exposes: [
        { name: 'CarCarousel', contract: { fingerprint: '9a0c' } },
        { name: 'BuyCarPage', contract: { fingerprint: '0000' } },
      ],
    });
    serve({ '/release.json': shell, [releaseRecordUrl(MANIFEST)]: changed });
    startReleaseChecks(composition(released), { mf_browse: MANIFEST });
    await expect(releaseIncompatibilitiesFor('mf_browse', 'CarCarousel')).resolves.toEqual([
      'mf-browse 0.2.0+bbbbbbb: CarCarousel contract changed (shell 0.1.0+aaaaaaa expects 5f1e, release has 9a0c)',
    ]);
    await expect(releaseIncompatibilitiesFor('mf_browse', 'BuyCarPage')).resolves.toEqual([]);
  });

  it('refuses a release that needs a major version of a singleton the shell does not provide', async () => {
    const react20 = browse({ shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }] });
    serve({ '/release.json': shell, [releaseRecordUrl(MANIFEST)]: react20 });
    startReleaseChecks(composition(released), { mf_browse: MANIFEST });
    await expect(releaseIncompatibilitiesFor('mf_browse', 'BuyCarPage')).resolves.toEqual([
      'mf-browse 0.2.0+bbbbbbb: react ^20.0.0 required, shell 0.1.0+aaaaaaa provides 19.2.9',
    ]);
  });

  it('refuses a release that calls an API version the environment does not serve', async () => {
    serve({ '/release.json': shell, [releaseRecordUrl(MANIFEST)]: browse({ api: { versions: ['v2'] } }) });
    startReleaseChecks(composition({ ...released, apiVersions: ['v1'] }), { mf_browse: MANIFEST });
    await expect(releaseIncompatibilitiesFor('mf_browse', 'BuyCarPage')).resolves.toEqual([
      "mf-browse 0.2.0+bbbbbbb: calls API v2, staging's API (http://localhost:4000) offers v1",
    ]);
    startReleaseChecks(composition({ ...released, apiVersions: ['v1', 'v2'] }), { mf_browse: MANIFEST });
    await expect(releaseIncompatibilitiesFor('mf_browse', 'BuyCarPage')).resolves.toEqual([]);
  });

  it('checks nothing and fetches nothing for a composition that is not a released environment', async () => {
    const fetchMock = serve({});
    startReleaseChecks(composition(), { mf_browse: MANIFEST });
    await expect(releaseIncompatibilitiesFor('mf_browse', 'CarCarousel')).resolves.toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('mounts a remote without a release record (a local override), since there is nothing to check', async () => {
    serve({ '/release.json': shell });
    startReleaseChecks(composition(released), { mf_browse: `http://localhost:${OVERRIDE_PORTS[0]}/mf-manifest.json` });
    await expect(releaseIncompatibilitiesFor('mf_browse', 'CarCarousel')).resolves.toEqual([]);
  });
});

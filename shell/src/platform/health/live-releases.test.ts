import type { Composition } from '../composition';
import { compositionForVisitor } from '../canary';
import { liveReleasesOf, visitorGetsACanary } from './live-releases';

const MANIFEST = (port: number) => `http://localhost:${port}/mf-manifest.json`;
const STORED: Composition = {
  environment: 'staging',
  apiBaseUrl: 'http://localhost:4000',
  remoteTimeoutMs: 8000,
  remotes: { mf_browse: MANIFEST(3001), mf_sell: MANIFEST(3002), mf_account: MANIFEST(3003), mf_auth: MANIFEST(3004) },
  allowedOverrideOrigins: [],
  releases: { shell: { version: '1.0.0' }, 'mf-browse': { version: '0.1.0' } },
  canary: { mf_browse: { app: 'mf-browse', version: '0.2.0', remote: MANIFEST(3011), percent: 25 } },
};

describe('liveReleasesOf', () => {
  it("gives each app its stable release, and an app with a canary both, with the canary's percent", () => {
    expect(liveReleasesOf(STORED)).toEqual([
      { app: 'shell', live: [{ release: '1.0.0', role: 'stable', percent: 100 }] },
      {
        app: 'mf-browse',
        live: [
          { release: '0.1.0', role: 'stable', percent: 75 },
          { release: '0.2.0', role: 'canary', percent: 25 },
        ],
      },
      // No release promoted: a local build.
      { app: 'mf-sell', live: [{ release: 'local', role: 'stable', percent: 100 }] },
      { app: 'mf-account', live: [{ release: 'local', role: 'stable', percent: 100 }] },
      { app: 'mf-auth', live: [{ release: 'local', role: 'stable', percent: 100 }] },
    ]);
  });
});

describe('visitorGetsACanary', () => {
  it("is true only for a visitor inside a canary, whose composition names the canary as the app's release", () => {
    const inside = compositionForVisitor(STORED, 10);
    expect(inside.releases?.['mf-browse']?.version).toBe('0.2.0');
    expect(visitorGetsACanary(inside)).toBe(true);
    expect(visitorGetsACanary(compositionForVisitor(STORED, 80))).toBe(false);
    expect(visitorGetsACanary(compositionForVisitor(STORED, undefined))).toBe(false);
  });
});

import type { Composition } from '../platform/composition';
import { isSampled, pageReleases, remotesOnPage, telemetryContext } from './telemetry-context';

const composition: Composition = {
  environment: 'staging',
  apiBaseUrl: 'http://localhost:4000',
  remoteTimeoutMs: 5000,
  remotes: {},
  allowedOverrideOrigins: [],
  releases: { shell: { version: '1.4.0+abc1234' }, 'mf-browse': { version: '2.0.0+def5678' } },
  telemetry: { sampleRate: 0.25 },
};

describe("a telemetry batch's page", () => {
  it('names the environment, the route pattern and the release of the shell and of every remote loaded', () => {
    expect(telemetryContext(composition, '/buy-car/6b7845fa', ['mf_browse', 'mf_account'])).toEqual({
      environment: 'staging',
      route: '/buy-car/:id',
      releases: { shell: '1.4.0+abc1234', 'mf-browse': '2.0.0+def5678', 'mf-account': 'local' },
    });
  });

  it("says 'local' for a build no environment released", () => {
    expect(pageReleases({ ...composition, releases: undefined }, [])).toEqual({ shell: 'local' });
  });
});

describe('the remotes a page view belongs to', () => {
  it('are those it started to load (loading, loaded or failed), not those it only registered or refused', () => {
    expect(
      remotesOnPage([
        { name: 'mf_browse', status: 'loaded' },
        { name: 'mf_auth', status: 'failed' },
        { name: 'mf_sell', status: 'registered' },
        { name: 'mf_account', status: 'loading' },
      ]),
    ).toEqual(['mf_browse', 'mf_auth', 'mf_account']);
    expect(remotesOnPage([{ name: 'mf_browse', status: 'incompatible' }])).toEqual([]);
  });
});

describe('sampling', () => {
  it("reports a page view when the draw is under the environment's rate, never without a rate", () => {
    expect(isSampled(composition, () => 0.1)).toBe(true);
    expect(isSampled(composition, () => 0.25)).toBe(false);
    expect(isSampled({ ...composition, telemetry: undefined }, () => 0)).toBe(false);
    expect(isSampled({ ...composition, telemetry: { sampleRate: 0 } }, () => 0)).toBe(false);
  });
});

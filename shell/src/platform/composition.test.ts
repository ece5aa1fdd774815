import { describe, expect, it } from 'vitest';
import { DEFAULT_API_BASE_URL } from '@carmarket/shared';
import { DEFAULT_PUBLIC_ORIGIN } from '@carmarket/shared/seo';
import localComposition from '../../../environments/local.json';
import { API_PORT, appByDir, OVERRIDE_PORTS, REMOTE_APPS, SHELL_DIR } from '../../../scripts/apps.mjs';
import { allowedRemoteOrigins, parseComposition, REMOTE_NAMES } from './composition';

// Where each remote and the API run locally, from the one app list (scripts/apps.mjs).
const remoteOrigins = REMOTE_APPS.map((app) => `http://localhost:${app.port}`);
const remotes = Object.fromEntries(REMOTE_APPS.map((app, i) => [app.name, `${remoteOrigins[i]}/mf-manifest.json`]));
const localApi = `http://localhost:${API_PORT}`;

describe('the committed copies of the app list (scripts/apps.mjs) agree with it', () => {
  it('REMOTE_NAMES are its remotes, in its order', () => {
    expect([...REMOTE_NAMES]).toEqual(REMOTE_APPS.map((app) => app.name));
  });

  it('environments/local.json points every remote at its port and the API at API_PORT', () => {
    expect(localComposition.remotes).toEqual(remotes);
    expect(localComposition.apiBaseUrl).toBe(localApi);
    expect(parseComposition(localComposition).remotes).toEqual(remotes);
  });

  it('environments/local.json allows overrides from the spare ports the e2e tests serve on (OVERRIDE_PORTS)', () => {
    expect(localComposition.allowedOverrideOrigins).toEqual(OVERRIDE_PORTS.map((port) => `http://localhost:${port}`));
  });

  it("shared's default API base is the local API", () => {
    expect(DEFAULT_API_BASE_URL).toBe(localApi);
  });

  it("shared's default public origin (canonical URLs, sitemaps) is the local shell", () => {
    expect(DEFAULT_PUBLIC_ORIGIN).toBe(`http://localhost:${appByDir(SHELL_DIR).port}`);
  });
});

describe('parseComposition', () => {
  it('fills the defaults of a minimal file', () => {
    const composition = parseComposition({ apiBaseUrl: localApi, remotes });
    expect(composition).toEqual({
      environment: 'local',
      apiBaseUrl: localApi,
      remoteTimeoutMs: 8000,
      remotes,
      allowedOverrideOrigins: [],
    });
    expect([...allowedRemoteOrigins(composition)]).toEqual(remoteOrigins);
  });

  it('refuses an API base that is not a URL, a bad time-out and a missing remote', () => {
    expect(() => parseComposition({ apiBaseUrl: 'localhost', remotes })).toThrow();
    expect(() => parseComposition({ apiBaseUrl: localApi, remotes, remoteTimeoutMs: -1 })).toThrow();
    const { mf_auth: _missing, ...withoutAuth } = remotes;
    expect(() => parseComposition({ apiBaseUrl: localApi, remotes: withoutAuth })).toThrow(
      'The composition file names no manifest for mf_auth',
    );
  });

  it('keeps the optional fields it knows and drops the ones it does not', () => {
    const known = {
      environment: 'staging',
      apiBaseUrl: 'https://api.example',
      apiVersions: ['1'],
      remoteTimeoutMs: 5000,
      remotes,
      allowedOverrideOrigins: ['https://preview.example'],
    };
    const composition = parseComposition({
      ...known,
      releases: { mf_browse: { version: '1.2.3', extra: true } },
      unknown: 'dropped',
    });
    expect(composition).toEqual({ ...known, releases: { mf_browse: { version: '1.2.3' } } });
  });

  it('refuses a wrong type in any field', () => {
    const base = { apiBaseUrl: 'http://localhost:4000', remotes };
    expect(() => parseComposition(null)).toThrow();
    expect(() => parseComposition({ ...base, environment: 1 })).toThrow(/environment/);
    expect(() => parseComposition({ ...base, remoteTimeoutMs: 1.5 })).toThrow(/remoteTimeoutMs/);
    expect(() => parseComposition({ ...base, remotes: { ...remotes, mf_sell: 'not a url' } })).toThrow(/remotes/);
    expect(() => parseComposition({ ...base, allowedOverrideOrigins: ['nope'] })).toThrow(/allowedOverrideOrigins/);
    expect(() => parseComposition({ ...base, apiVersions: [1] })).toThrow(/apiVersions/);
    expect(() => parseComposition({ ...base, releases: { mf_browse: {} } })).toThrow(/releases/);
  });
});

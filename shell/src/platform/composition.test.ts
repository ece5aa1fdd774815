import { describe, expect, it } from 'vitest';
import { allowedRemoteOrigins, parseComposition } from './composition';

const remotes = {
  mf_browse: 'http://localhost:3001/mf-manifest.json',
  mf_sell: 'http://localhost:3002/mf-manifest.json',
  mf_account: 'http://localhost:3003/mf-manifest.json',
  mf_auth: 'http://localhost:3004/mf-manifest.json',
};

describe('parseComposition', () => {
  it('fills the defaults of a minimal file', () => {
    const composition = parseComposition({ apiBaseUrl: 'http://localhost:4000', remotes });
    expect(composition).toEqual({
      environment: 'local',
      apiBaseUrl: 'http://localhost:4000',
      remoteTimeoutMs: 8000,
      remotes,
      allowedOverrideOrigins: [],
    });
    expect([...allowedRemoteOrigins(composition)]).toEqual([
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
    ]);
  });

  it('refuses an API base that is not a URL, a bad time-out and a missing remote', () => {
    expect(() => parseComposition({ apiBaseUrl: 'localhost', remotes })).toThrow();
    expect(() => parseComposition({ apiBaseUrl: 'http://localhost:4000', remotes, remoteTimeoutMs: -1 })).toThrow();
    const { mf_auth: _missing, ...withoutAuth } = remotes;
    expect(() => parseComposition({ apiBaseUrl: 'http://localhost:4000', remotes: withoutAuth })).toThrow(
      'The composition file names no manifest for mf_auth',
    );
  });

  it('keeps the optional fields it knows and drops the ones it does not', () => {
    const composition = parseComposition({
      environment: 'staging',
      apiBaseUrl: 'https://api.example',
      apiVersions: ['1'],
      remoteTimeoutMs: 5000,
      remotes,
      allowedOverrideOrigins: ['https://preview.example'],
      releases: { mf_browse: { version: '1.2.3', extra: true } },
      unknown: 'dropped',
    });
    expect(composition).toEqual({
      environment: 'staging',
      apiBaseUrl: 'https://api.example',
      apiVersions: ['1'],
      remoteTimeoutMs: 5000,
      remotes,
      allowedOverrideOrigins: ['https://preview.example'],
      releases: { mf_browse: { version: '1.2.3' } },
    });
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

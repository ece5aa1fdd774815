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
});

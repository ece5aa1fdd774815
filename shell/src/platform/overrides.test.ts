import { describe, expect, it } from 'vitest';
import { parseComposition } from './composition';
import { OVERRIDES_STORAGE_KEY, readStoredOverrides, resolveOverrides, stripOverrideParams } from './overrides';

const composition = parseComposition({
  environment: 'staging',
  apiBaseUrl: 'https://api.staging.example',
  remotes: {
    mf_browse: 'https://browse.staging.example/mf-manifest.json',
    mf_sell: 'https://sell.staging.example/mf-manifest.json',
    mf_account: 'https://account.staging.example/mf-manifest.json',
    mf_auth: 'https://auth.staging.example/mf-manifest.json',
  },
  allowedOverrideOrigins: ['https://canary.staging.example'],
});

describe('staging overrides', () => {
  it('takes an override from the query string, persists it and accepts short and full names', () => {
    const result = resolveOverrides('?mf.override.browse=https://canary.staging.example/browse/mf-manifest.json', composition);
    expect(result.overrides).toEqual({ mf_browse: 'https://canary.staging.example/browse/mf-manifest.json' });
    expect(readStoredOverrides()).toEqual(result.overrides);

    const second = resolveOverrides('?mf.override.mf_sell=https://canary.staging.example/sell/mf-manifest.json', composition);
    expect(second.overrides).toEqual({
      mf_browse: 'https://canary.staging.example/browse/mf-manifest.json',
      mf_sell: 'https://canary.staging.example/sell/mf-manifest.json',
    });
  });

  it('refuses an origin outside the composition and its allowlist', () => {
    const result = resolveOverrides('?mf.override.browse=https://evil.example/mf-manifest.json', composition);
    expect(result.overrides).toEqual({});
    expect(result.rejected).toEqual(['mf_browse: https://evil.example/mf-manifest.json']);
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });

  it('ignores unknown remotes and resets on request', () => {
    resolveOverrides(
      '?mf.override.browse=https://canary.staging.example/b/mf-manifest.json&mf.override.cart=https://canary.staging.example/c',
      composition,
    );
    expect(Object.keys(readStoredOverrides())).toEqual(['mf_browse']);
    expect(resolveOverrides('?mf.override.reset=1', composition).overrides).toEqual({});
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });

  it('strips override parameters but keeps the rest of the query', () => {
    expect(stripOverrideParams('?brand=Honda&mf.override.browse=x&sort=priceLowToHigh')).toBe('?brand=Honda&sort=priceLowToHigh');
    expect(stripOverrideParams('?mf.override.reset=1')).toBe('');
  });
});

describe('composition file', () => {
  it('needs a manifest for every remote and a valid API URL', () => {
    expect(() =>
      parseComposition({ apiBaseUrl: 'http://localhost:4000', remotes: { mf_browse: 'http://localhost:3001/mf-manifest.json' } }),
    ).toThrow(/mf_sell/);
    expect(() => parseComposition({ apiBaseUrl: 'not a url', remotes: {} })).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import {
  browserCanaryBucket,
  CANARY_COOKIE,
  canaryBucketOf,
  canaryCookie,
  canaryKeyOf,
  compositionForVisitor,
  inCanary,
  newCanaryBucket,
  rawCompositionForVisitor,
} from './canary';
import { parseComposition, type Composition } from './composition';

const STORE = 'http://localhost:3090';
const stable = `${STORE}/mf-browse/0.1.0+1111111/mf-manifest.json`;
const canaryRemote = `${STORE}/mf-browse/0.2.0+3333333/mf-manifest.json`;

function environment(percent: number): Composition {
  return parseComposition({
    environment: 'staging',
    apiBaseUrl: 'http://localhost:4000',
    remotes: {
      mf_browse: stable,
      mf_sell: 'http://localhost:3002/mf-manifest.json',
      mf_account: 'http://localhost:3003/mf-manifest.json',
      mf_auth: 'http://localhost:3004/mf-manifest.json',
    },
    allowedOverrideOrigins: [],
    releases: { shell: { version: '0.1.0+2222222' }, 'mf-browse': { version: '0.1.0+1111111' } },
    // As env:canary writes it: the bookkeeping fields are the CLI's and are dropped.
    canary: {
      mf_browse: { app: 'mf-browse', version: '0.2.0+3333333', commit: '3333333', remote: canaryRemote, percent, since: 'x', revision: 4 },
    },
  });
}

describe('the visitor’s bucket', () => {
  it('is read from its cookie among others, and only 0-99 counts', () => {
    expect(canaryBucketOf(`a=1; ${CANARY_COOKIE}=7; selectedCity=Pune`)).toBe(7);
    expect(canaryBucketOf(`${CANARY_COOKIE}=99`)).toBe(99);
    for (const value of ['100', '-1', 'x', '', '5.5']) expect(canaryBucketOf(`${CANARY_COOKIE}=${value}`)).toBeUndefined();
    expect(canaryBucketOf(undefined)).toBeUndefined();
    expect(canaryBucketOf('other_carmarket_canary=3')).toBeUndefined();
  });

  it('is drawn 0-99 for a new visitor and set readable by the browser, Secure behind TLS', () => {
    expect(newCanaryBucket(() => 0)).toBe(0);
    expect(newCanaryBucket(() => 0.999999)).toBe(99);
    expect(newCanaryBucket(() => 0.42)).toBe(42);
    const cookie = canaryCookie(42);
    expect(cookie).toMatch(new RegExp(`^${CANARY_COOKIE}=42; Path=/; Max-Age=\\d+; SameSite=Lax$`));
    expect(cookie).not.toContain('HttpOnly');
    expect(canaryCookie(42, { secure: true })).toMatch(/; Secure$/);
    expect(canaryBucketOf(cookie.split(';')[0])).toBe(42);
  });
});

describe('the composition a visitor gets', () => {
  it('gives buckets below the percent the canary’s manifest and release, the others the stable ones', () => {
    const composition = environment(10);
    for (const bucket of [0, 5, 9]) {
      const seen = compositionForVisitor(composition, bucket);
      expect(seen.remotes.mf_browse).toBe(canaryRemote);
      expect(seen.releases!['mf-browse']).toEqual({ version: '0.2.0+3333333' });
      expect(seen.canaryAssignment).toEqual({ bucket, remotes: { mf_browse: { canary: true, version: '0.2.0+3333333' } } });
    }
    for (const bucket of [10, 50, 99]) {
      const seen = compositionForVisitor(composition, bucket);
      expect(seen.remotes.mf_browse).toBe(stable);
      expect(seen.releases!['mf-browse']).toEqual({ version: '0.1.0+1111111' });
      expect(seen.canaryAssignment).toEqual({ bucket, remotes: { mf_browse: { canary: false, version: '0.1.0+1111111' } } });
    }
    // The other remotes, the shell and the stored composition are untouched.
    expect(compositionForVisitor(composition, 0).remotes.mf_sell).toBe(composition.remotes.mf_sell);
    expect(compositionForVisitor(composition, 0).releases!.shell).toEqual({ version: '0.1.0+2222222' });
    expect(composition.remotes.mf_browse).toBe(stable);
  });

  it('is the same for the same bucket every time (server and browser agree)', () => {
    const composition = environment(37);
    for (let bucket = 0; bucket < 100; bucket += 1) {
      expect(compositionForVisitor(composition, bucket)).toEqual(compositionForVisitor(environment(37), bucket));
      expect(compositionForVisitor(composition, bucket).remotes.mf_browse).toBe(bucket < 37 ? canaryRemote : stable);
    }
    expect(Array.from({ length: 100 }, (_, bucket) => inCanary(bucket, 37)).filter(Boolean)).toHaveLength(37);
  });

  it('at 0 % gives nobody the canary and at 100 % everybody; without a bucket everybody is stable', () => {
    for (let bucket = 0; bucket < 100; bucket += 1) {
      expect(compositionForVisitor(environment(0), bucket).remotes.mf_browse).toBe(stable);
      expect(compositionForVisitor(environment(100), bucket).remotes.mf_browse).toBe(canaryRemote);
    }
    const unassigned = compositionForVisitor(environment(100), undefined);
    expect(unassigned.remotes.mf_browse).toBe(stable);
    expect(unassigned.canaryAssignment).toBeUndefined();
  });

  it('is the composition itself when there is no canary', () => {
    const { canary: _canary, ...plain } = environment(50);
    expect(compositionForVisitor(plain, 3)).toBe(plain);
  });

  it('in main.js’s early start (unparsed), names the same remotes as the parsed one', () => {
    const raw = {
      remotes: { mf_browse: stable, mf_sell: 'x' },
      canary: { mf_browse: { app: 'mf-browse', version: 'v', remote: canaryRemote, percent: 20 } },
    };
    expect((rawCompositionForVisitor(raw, 19) as Composition).remotes).toEqual({
      mf_browse: canaryRemote,
      mf_sell: 'x',
    });
    expect((rawCompositionForVisitor(raw, 20) as Composition).remotes).toEqual(raw.remotes);
    expect((rawCompositionForVisitor(raw, undefined) as Composition).remotes).toEqual(raw.remotes);
    expect(rawCompositionForVisitor(null, 1)).toBeNull();
  });
});

describe('the bucket of a page no server rendered', () => {
  it('is the cookie’s, or drawn and kept in the cookie when the environment runs a canary', () => {
    const raw = { remotes: {}, canary: { mf_browse: { app: 'mf-browse', version: 'v', remote: canaryRemote, percent: 20 } } };
    const assigned = { cookie: `${CANARY_COOKIE}=64` };
    expect(browserCanaryBucket(raw, assigned)).toBe(64);
    expect(assigned.cookie).toBe(`${CANARY_COOKIE}=64`);
    const plain = { cookie: '' };
    expect(browserCanaryBucket({ remotes: {} }, plain)).toBeUndefined();
    expect(plain.cookie).toBe('');
    const fresh = { cookie: '' };
    const drawn = browserCanaryBucket(raw, fresh);
    expect(drawn).toBeGreaterThanOrEqual(0);
    expect(drawn).toBeLessThan(100);
    expect(canaryBucketOf(fresh.cookie.split(';')[0])).toBe(drawn);
  });
});

describe('the HTML cache key part', () => {
  it('is one for every stable visitor and another per set of canaries given', () => {
    const composition = environment(30);
    const stableKeys = new Set([30, 31, 64, 99].map((bucket) => canaryKeyOf(composition, bucket)));
    expect(stableKeys).toEqual(new Set(['']));
    expect(canaryKeyOf(composition, undefined)).toBe('');
    expect(new Set([0, 12, 29].map((bucket) => canaryKeyOf(composition, bucket)))).toEqual(new Set(['mf_browse@0.2.0+3333333']));
  });

  it('agrees with the composition the page is rendered from', () => {
    const composition = environment(50);
    for (let bucket = 0; bucket < 100; bucket += 1) {
      expect(canaryKeyOf(composition, bucket) !== '').toBe(compositionForVisitor(composition, bucket).remotes.mf_browse === canaryRemote);
    }
  });
});

describe('the composition’s canary field', () => {
  it('is checked by hand like the rest', () => {
    const base = { ...environment(10), canary: undefined };
    const withCanary = (canary: unknown) => () => parseComposition({ ...base, canary });
    expect(withCanary({ mf_browse: { app: 'mf-browse', version: 'v', remote: canaryRemote, percent: 101 } })).toThrow(/canary/);
    expect(withCanary({ mf_browse: { app: 'mf-browse', version: 'v', remote: 'not a url', percent: 5 } })).toThrow(/canary/);
    expect(withCanary({ mf_nothing: { app: 'x', version: 'v', remote: canaryRemote, percent: 5 } })).toThrow(/canary/);
    expect(withCanary({ mf_browse: { app: 'mf-browse', version: 'v', remote: canaryRemote, percent: 2.5 } })).toThrow(/canary/);
    expect(parseComposition({ ...base, canary: {} }).canary).toEqual({});
  });
});

// The response cache: keyed by canonical URL, capped in bytes (least recently used bodies go first), with a TTL.
import { describe, expect, it } from 'vitest';
import { cacheKey, createResponseCache } from './response-cache';

describe('createResponseCache', () => {
  it('evicts the least recently used bodies once over its byte budget', () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxBytes: 1000 });
    const body = (c: string) => c.repeat(300);
    cache.set('a', body('a'));
    cache.set('b', body('b'));
    cache.set('c', body('c'));
    expect(cache.get('a')).toBe(body('a')); // a is now the most recently used
    cache.set('d', body('d'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(body('a'));
    expect(cache.get('d')).toBe(body('d'));
    expect(cache.size).toBeLessThanOrEqual(1000);
  });
  it('counts UTF-8 bytes, and never holds a body larger than the whole budget', () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxBytes: 1000 });
    cache.set('small', 'x');
    cache.set('huge', 'é'.repeat(600)); // 1200 bytes
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBe('x');
    for (let i = 0; i < 100; i += 1) cache.set(`k${i}`, 'हि'.repeat(20)); // 120 bytes each
    expect(cache.size).toBeLessThanOrEqual(1000);
  });
  it('expires after its TTL and is cleared by invalidate', () => {
    let now = 50_000;
    const cache = createResponseCache({ ttlMs: 1000, maxBytes: 10_000, now: () => now });
    cache.set('k', 'v');
    now += 999;
    expect(cache.get('k')).toBe('v');
    now += 2;
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', 'v');
    cache.invalidate();
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
  it('holds nothing with a TTL of 0', () => {
    const cache = createResponseCache({ ttlMs: 0, maxBytes: 10_000 });
    cache.set('k', 'v');
    expect(cache.get('k')).toBeUndefined();
  });
  it('keys are public URLs', () => {
    expect(cacheKey('https://api.example', '/api/v1/cars', new URLSearchParams({ brand: 'Tata', page: '2' }))).toBe(
      'https://api.example/api/v1/cars?brand=Tata&page=2',
    );
    expect(cacheKey('https://api.example', '/api/v1/stats/home')).toBe('https://api.example/api/v1/stats/home');
  });
});

describe('getOrCompute with a listing version', () => {
  it('serves a body while the version holds, recomputes once it moves, and shares one computation', async () => {
    let version = '1';
    let runs = 0;
    const cache = createResponseCache({ ttlMs: 10_000, maxBytes: 10_000, version: { current: async () => version } });
    const compute = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 10));
      return `body ${version} #${runs}`;
    };
    const together = await Promise.all([cache.getOrCompute('k', compute), cache.getOrCompute('k', compute)]);
    expect(together).toEqual(['body 1 #1', 'body 1 #1']);
    expect(await cache.getOrCompute('k', compute)).toBe('body 1 #1');
    version = '2';
    expect(await cache.getOrCompute('k', compute)).toBe('body 2 #2');
    expect(runs).toBe(2);
  });
  it('never serves a body past its TTL, whatever the version', async () => {
    let now = 1_000;
    const cache = createResponseCache({ ttlMs: 1000, maxBytes: 10_000, now: () => now, version: { current: async () => 'v' } });
    expect(await cache.getOrCompute('k', async () => 'old')).toBe('old');
    now += 1001;
    expect(await cache.getOrCompute('k', async () => 'new')).toBe('new');
  });
});

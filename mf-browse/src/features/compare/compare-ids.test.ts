import { COMPARE_LIMIT, compareHref, compareSearch, isCanonicalCompareSearch, parseCompareIds } from './compare-ids';

describe('parseCompareIds', () => {
  it('reads the comma-separated ids in their order', () => {
    expect(parseCompareIds('?ids=a,b,c')).toEqual({ ids: ['a', 'b', 'c'], overLimit: [] });
  });

  it('trims spaces, drops empty parts and repeats, and reads an encoded comma', () => {
    expect(parseCompareIds('?ids=%20a%20,,b,a,').ids).toEqual(['a', 'b']);
    expect(parseCompareIds('?ids=a%2Cb').ids).toEqual(['a', 'b']);
  });

  it('reads a repeated ids parameter as one list', () => {
    expect(parseCompareIds('?ids=a&ids=b,c').ids).toEqual(['a', 'b', 'c']);
  });

  it(`keeps the first ${COMPARE_LIMIT} and says which it left out`, () => {
    expect(parseCompareIds('?ids=a,b,c,d,e')).toEqual({ ids: ['a', 'b', 'c'], overLimit: ['d', 'e'] });
  });

  it('drops ids no car can have (markup, slashes, over 100 characters)', () => {
    expect(parseCompareIds(`?ids=${encodeURIComponent('<script>')},ok,../x,${'x'.repeat(101)}`).ids).toEqual(['ok']);
  });

  it('reads URLSearchParams and a missing or empty parameter', () => {
    expect(parseCompareIds(new URLSearchParams({ ids: 'x-1,y_2' })).ids).toEqual(['x-1', 'y_2']);
    expect(parseCompareIds('').ids).toEqual([]);
    expect(parseCompareIds('?ids=').ids).toEqual([]);
  });
});

describe('the canonical compare URL', () => {
  it('is /compare?ids= with readable commas, or /compare for none', () => {
    expect(compareHref(['a', 'b'])).toBe('/compare?ids=a,b');
    expect(compareHref([])).toBe('/compare');
    expect(compareSearch(['a', 'a', 'b', 'c', 'd'])).toBe('?ids=a,b,c');
  });

  it('tells a canonical query string from one to rewrite', () => {
    expect(isCanonicalCompareSearch('?ids=a,b')).toBe(true);
    expect(isCanonicalCompareSearch('')).toBe(true);
    expect(isCanonicalCompareSearch('?ids=a%2Cb')).toBe(false);
    expect(isCanonicalCompareSearch('?ids=a,a,b')).toBe(false);
    expect(isCanonicalCompareSearch('?ids=a,b,c,d')).toBe(false);
    expect(isCanonicalCompareSearch('?ids=b,a')).toBe(true);
    expect(isCanonicalCompareSearch('?ids=')).toBe(false);
  });
});

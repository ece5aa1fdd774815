import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstRemoteScripts, startFirstRemote, takeEarlyManifest } from './early-remote';
import { OVERRIDES_STORAGE_KEY } from './override-storage';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    { name: 'BuyCarPage', path: './BuyCarPage', assets: { js: { sync: ['678.a.js', '__federation_expose_BuyCarPage.b.js'] } } },
    { name: 'CarCarousel', path: './CarCarousel', assets: { js: { sync: ['721.c.js'] } } },
  ],
};
const composition = { remotes: { mf_browse: 'https://browse.example/v3/mf-manifest.json' } };

describe('firstRemoteScripts', () => {
  it('lists the entry and the exposed module’s chunks beside the manifest', () => {
    expect(firstRemoteScripts(manifest, 'https://browse.example/v3/mf-manifest.json', 'BuyCarPage')).toEqual([
      'https://browse.example/v3/remoteEntry.js',
      'https://browse.example/v3/678.a.js',
      'https://browse.example/v3/__federation_expose_BuyCarPage.b.js',
    ]);
  });

  it('honours an explicit public path and an unknown module', () => {
    const withPublicPath = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/browse/' } };
    expect(firstRemoteScripts(withPublicPath, 'https://browse.example/mf-manifest.json', 'Nope')).toEqual([
      'https://cdn.example/browse/remoteEntry.js',
    ]);
  });
});

describe('startFirstRemote', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.replaceChildren();
    localStorage.clear();
  });

  it('fetches the route’s manifest once, preloads its scripts and hands the response over once', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(manifest), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const url = startFirstRemote(composition, '/buy-car', '');
    expect(url).toBe('https://browse.example/v3/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const handed = await takeEarlyManifest(url!);
    expect(await handed!.json()).toEqual(manifest);
    expect(takeEarlyManifest(url!)).toBeUndefined();
    await vi.waitFor(() =>
      expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href)).toEqual([
        'https://browse.example/v3/remoteEntry.js',
        'https://browse.example/v3/678.a.js',
        'https://browse.example/v3/__federation_expose_BuyCarPage.b.js',
      ]),
    );
  });

  it('does nothing for the shell’s own pages or under a staging override', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(startFirstRemote(composition, '/contact-us', '')).toBeNull();
    expect(startFirstRemote(composition, '/buy-car', '?mf.override.mf_browse=http://localhost:3101/mf-manifest.json')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does nothing when this browser keeps a staging override for the route’s remote', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify({ mf_browse: 'http://localhost:3101/mf-manifest.json' }));
    expect(startFirstRemote(composition, '/buy-car', '')).toBeNull();
    expect(startFirstRemote(composition, '/', '')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('still starts a remote whose override is not stored, and survives unreadable overrides', () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(manifest), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify({ mf_sell: 'http://localhost:3102/mf-manifest.json' }));
    expect(startFirstRemote(composition, '/buy-car', '')).toBe('https://browse.example/v3/mf-manifest.json');
    localStorage.setItem(OVERRIDES_STORAGE_KEY, '{broken');
    expect(startFirstRemote(composition, '/buy-car', '')).toBe('https://browse.example/v3/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

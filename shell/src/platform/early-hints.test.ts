import { afterEach, describe, expect, it } from 'vitest';
import { preconnectFirstRemote } from './early-hints';

const composition = {
  apiBaseUrl: 'http://api.example',
  remotes: {
    mf_browse: 'https://browse.example/v3/mf-manifest.json',
    mf_sell: 'https://sell.example/mf-manifest.json',
  },
};

function preconnects() {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => ({
    href: link.href,
    crossOrigin: link.crossOrigin,
  }));
}

describe('preconnectFirstRemote', () => {
  afterEach(() => document.head.replaceChildren());

  it('preconnects the route’s remote for its manifest and for its scripts', () => {
    expect(preconnectFirstRemote(composition, '/buy-car')).toBe('https://browse.example');
    expect(preconnects()).toEqual([
      { href: 'https://browse.example/', crossOrigin: 'anonymous' },
      { href: 'https://browse.example/', crossOrigin: null },
    ]);
  });

  it('knows the home page needs mf-browse and /sell needs mf-sell', () => {
    expect(preconnectFirstRemote(composition, '/')).toBe('https://browse.example');
    document.head.replaceChildren();
    expect(preconnectFirstRemote(composition, '/sell')).toBe('https://sell.example');
  });

  it('adds nothing for the shell’s own pages or a composition without that remote', () => {
    expect(preconnectFirstRemote(composition, '/contact-us')).toBeNull();
    expect(preconnectFirstRemote(composition, '/settings/profile')).toBeNull();
    expect(preconnectFirstRemote(null, '/buy-car')).toBeNull();
    expect(preconnects()).toEqual([]);
  });
});

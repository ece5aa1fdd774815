import { makeCarImage } from '@carmarket/shared/testing';
import { carImageSources, FALLBACK_CAR_IMAGE, imageUrlOf } from './car-image';

describe('imageUrlOf', () => {
  it('accepts a plain string', () => {
    expect(imageUrlOf('https://x.test/a.jpg')).toBe('https://x.test/a.jpg');
  });

  it.each([
    [{ imageUrl: 'https://x.test/i.jpg' }, 'https://x.test/i.jpg'],
    [{ url: 'https://x.test/u.jpg' }, 'https://x.test/u.jpg'],
    [{ path: '/uploads/p.jpg' }, '/uploads/p.jpg'],
    [{ src: 'https://x.test/s.jpg' }, 'https://x.test/s.jpg'],
  ])('reads %o', (entry, expected) => {
    expect(imageUrlOf(entry)).toBe(expected);
  });

  it('prefers the card-size variant of an API image', () => {
    expect(imageUrlOf(makeCarImage())).toBe('https://img.test/a-640.jpg');
  });

  it('returns undefined for empty, blank or missing entries', () => {
    expect(imageUrlOf(undefined)).toBeUndefined();
    expect(imageUrlOf(null)).toBeUndefined();
    expect(imageUrlOf('   ')).toBeUndefined();
    expect(imageUrlOf({})).toBeUndefined();
  });
});

describe('carImageSources', () => {
  it('falls back to the placeholder image', () => {
    const sources = carImageSources(undefined);
    expect(sources.src).toBe(FALLBACK_CAR_IMAGE);
    expect(sources.isFallback).toBe(true);
    expect(sources.width).toBeGreaterThan(0);
    expect(sources.height).toBeGreaterThan(0);
  });

  it('builds JPEG and WebP srcsets with width descriptors and keeps the intrinsic size', () => {
    const sources = carImageSources(makeCarImage());
    expect(sources.srcSet).toBe('https://img.test/a-320.jpg 320w, https://img.test/a-640.jpg 640w, https://img.test/a-1280.jpg 1280w');
    expect(sources.webpSrcSet).toContain('https://img.test/a-640.webp 640w');
    expect([sources.width, sources.height]).toEqual([1280, 853]);
  });

  it('has no srcset for a plain string', () => {
    const sources = carImageSources('https://x.test/a.jpg');
    expect(sources.srcSet).toBeUndefined();
    expect(sources.isFallback).toBe(false);
  });
});

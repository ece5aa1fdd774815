import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHead } from './page-head';
import { configureSite, DEFAULT_PUBLIC_ORIGIN } from './site';

afterEach(() => configureSite({ publicOrigin: DEFAULT_PUBLIC_ORIGIN }));

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('PageHead', () => {
  it('puts the title, description, canonical URL and Open Graph tags into <head>', () => {
    configureSite({ publicOrigin: 'https://carmarket.example/ignored/path' });
    const { unmount } = render(
      <PageHead
        title="Second Hand Cars in Pune"
        description="Buy used cars in Pune"
        path="/used-cars-in-pune"
        image="https://img.example/a.jpg"
      />,
    );
    expect(document.title).toBe('Second Hand Cars in Pune | CarMarket');
    expect(meta('meta[name="description"]')).toBe('Buy used cars in Pune');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://carmarket.example/used-cars-in-pune');
    expect(meta('meta[property="og:title"]')).toBe('Second Hand Cars in Pune');
    expect(meta('meta[property="og:url"]')).toBe('https://carmarket.example/used-cars-in-pune');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:image"]')).toBe('https://img.example/a.jpg');
    expect(meta('meta[name="robots"]')).toBeUndefined();
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('keeps a page out of search results on request', () => {
    render(<PageHead title="Page not found" description="x" path="/nope" noIndex />);
    expect(meta('meta[name="robots"]')).toBe('noindex');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { LANDING_PAGES } from './landing-pages';
import {
  SITEMAP_CARS_PER_FILE,
  carSitemapFileCount,
  isSeoFilePath,
  robotsTxt,
  seoFile,
  sitemapCarsFromApi,
  urlSetXml,
  xmlEscape,
  type SitemapCarsPage,
} from './sitemap';

const ORIGIN = 'https://carmarket.example';
const TOTAL = 100_000;

/** A fake API of TOTAL public cars, paged like GET /api/v1/sitemap/cars. */
function fakeApi(total = TOTAL) {
  return vi.fn(async (page: number, pageSize: number): Promise<SitemapCarsPage> => {
    const from = (page - 1) * pageSize;
    const count = Math.max(0, Math.min(pageSize, total - from));
    const cars = Array.from({ length: count }, (_, i) => ({ id: `car-${from + i + 1}`, updatedAt: '2026-11-20T10:00:00.000Z' }));
    return { cars, total, page, pageSize, pageCount: pageSize ? Math.ceil(total / pageSize) : 0 };
  });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap XML', () => {
  it('escapes the five XML characters', () => {
    expect(xmlEscape(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    const xml = urlSetXml([{ loc: 'https://x.example/buy-car?brand=A&fuel=B', lastmod: '2026-01-01' }]);
    expect(xml).toContain('<loc>https://x.example/buy-car?brand=A&amp;fuel=B</loc><lastmod>2026-01-01</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
  });

  it('pages 100,000 cars into files within the protocol limit of 50,000 URLs', () => {
    expect(SITEMAP_CARS_PER_FILE).toBeLessThanOrEqual(50_000);
    expect(carSitemapFileCount(TOTAL)).toBe(10);
    expect(carSitemapFileCount(10_001)).toBe(2);
    expect(carSitemapFileCount(0)).toBe(0);
  });
});

describe('seoFile', () => {
  it('robots.txt allows the site, keeps account pages out and names the sitemap', async () => {
    const file = await seoFile('/robots.txt', { origin: ORIGIN, loadCars: fakeApi() });
    expect(file).toMatchObject({ status: 200, contentType: 'text/plain; charset=utf-8' });
    expect(file?.body).toContain('User-agent: *\nAllow: /\n');
    expect(file?.body).toContain('Disallow: /settings\n');
    expect(file?.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(robotsTxt('http://localhost:3000/')).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('the index lists the pages file and ten car files, asking the API for the total only', async () => {
    const loadCars = fakeApi();
    const file = await seoFile('/sitemap.xml', { origin: ORIGIN, loadCars });
    expect(file?.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(file!.body)).toEqual([
      `${ORIGIN}/sitemap-pages.xml`,
      ...Array.from({ length: 10 }, (_, i) => `${ORIGIN}/sitemap-cars-${i + 1}.xml`),
    ]);
    expect(loadCars).toHaveBeenCalledWith(1, 0);
  });

  it('the pages file holds home, the listing, sell and every landing URL', async () => {
    const file = await seoFile('/sitemap-pages.xml', { origin: ORIGIN, loadCars: fakeApi() });
    const urls = locs(file!.body);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/buy-car`,
        `${ORIGIN}/sell`,
        `${ORIGIN}/used-cars-in-pune`,
        `${ORIGIN}/used-suv-cars`,
      ]),
    );
    expect(urls).toHaveLength(9 + LANDING_PAGES.length);
  });

  it('a car file holds its 10,000 car URLs with lastmod; past the last file is a 404', async () => {
    const loadCars = fakeApi();
    const file = await seoFile('/sitemap-cars-10.xml', { origin: ORIGIN, loadCars });
    expect(loadCars).toHaveBeenCalledWith(10, SITEMAP_CARS_PER_FILE);
    const urls = locs(file!.body);
    expect(urls).toHaveLength(10_000);
    expect(urls[0]).toBe(`${ORIGIN}/buy-car/car-90001`);
    expect(urls.at(-1)).toBe(`${ORIGIN}/buy-car/car-100000`);
    expect(file!.body).toContain('<lastmod>2026-11-20T10:00:00.000Z</lastmod>');
    expect((await seoFile('/sitemap-cars-11.xml', { origin: ORIGIN, loadCars }))?.status).toBe(404);
  });

  it('answers only its own paths', async () => {
    for (const path of ['/', '/sitemap-cars-0.xml', '/sitemap-cars-x.xml', '/sitemap.xml.gz', '/buy-car']) {
      expect(isSeoFilePath(path)).toBe(false);
      expect(await seoFile(path, { origin: ORIGIN, loadCars: fakeApi() })).toBeNull();
    }
    expect(isSeoFilePath('/sitemap-cars-3.xml')).toBe(true);
  });

  it('a failing API rejects (the server answers 503)', async () => {
    const loadCars = sitemapCarsFromApi('http://api.example', async () => new Response('down', { status: 502 }));
    await expect(seoFile('/sitemap.xml', { origin: ORIGIN, loadCars })).rejects.toThrow('GET /api/v1/sitemap/cars answered 502');
  });

  it('the API loader asks for the page and page size', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ cars: [], total: 0, page: 2, pageSize: 10, pageCount: 0 }));
    await sitemapCarsFromApi('http://api.example', fetchImpl as unknown as typeof fetch)(2, 10);
    expect(String((fetchImpl.mock.calls[0] as unknown[])[0])).toBe('http://api.example/api/v1/sitemap/cars?page=2&pageSize=10');
  });
});

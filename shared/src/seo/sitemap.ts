// robots.txt and a paged sitemap (issue 15 pt 4), as pure functions any server calls:
//   /robots.txt            who may crawl what, and where the sitemap is
//   /sitemap.xml           the sitemap index: the pages file and one file per 10,000 cars
//   /sitemap-pages.xml     home, listing, sell, company pages and every landing URL
//   /sitemap-cars-N.xml    car pages N (oldest first), each with its lastmod
// The car data comes from the API's GET /api/v1/sitemap/cars?page=N (a loader passed in), so this
// module knows no HTTP server: today's static server and a server-rendering one both use it.
// The sitemap protocol allows 50,000 URLs a file; 10,000 keeps each file small (~1.3 MB).
import { absoluteUrl } from './site';
import { carPath } from './car-head';
import { LANDING_PAGES } from './landing-pages';

export const SITEMAP_CARS_PER_FILE = 10_000;

/** GET /api/v1/sitemap/cars?page=N answers this. */
export interface SitemapCarsPage {
  cars: { id: string; updatedAt: string }[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** The site's indexable pages that are not cars. */
export const STATIC_SITEMAP_PATHS: readonly string[] = [
  '/',
  '/buy-car',
  '/sell',
  '/top-dealer',
  '/contact-us',
  '/about',
  '/career',
  '/terms-and-conditions',
  '/privacy-policy',
  ...LANDING_PAGES.map((page) => page.path),
];

/**
 * Paths robots should not crawl: a visitor's own account pages, the alerts' unsubscribe links (each
 * carries a person's token) and the team's platform page.
 */
export const ROBOTS_DISALLOWED_PATHS: readonly string[] = [
  '/settings',
  '/saved',
  '/register',
  '/forgot-password',
  '/alerts/unsubscribe',
  '/__platform',
];

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl): string {
  const modified = lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${xmlEscape(loc)}</loc>${modified}</${tag}>`;
}

export function urlSetXml(urls: readonly SitemapUrl[]): string {
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.map((url) => entry('url', url)).join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${sitemaps.map((s) => entry('sitemap', s)).join('\n')}\n</sitemapindex>\n`;
}

export function robotsTxt(origin: string): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', origin)}`,
  ];
  return `${lines.join('\n')}\n`;
}

export function carSitemapFileCount(totalCars: number, perFile = SITEMAP_CARS_PER_FILE): number {
  return Math.ceil(totalCars / perFile);
}

export function carSitemapPath(file: number): string {
  return `/sitemap-cars-${file}.xml`;
}

/** The sitemap index: the pages file, then one file per SITEMAP_CARS_PER_FILE cars. */
export function sitemapIndexFor(origin: string, totalCars: number): string {
  const files = Array.from({ length: carSitemapFileCount(totalCars) }, (_, i) => ({ loc: absoluteUrl(carSitemapPath(i + 1), origin) }));
  return sitemapIndexXml([{ loc: absoluteUrl('/sitemap-pages.xml', origin) }, ...files]);
}

export function pagesSitemapFor(origin: string): string {
  return urlSetXml(STATIC_SITEMAP_PATHS.map((path) => ({ loc: absoluteUrl(path, origin) })));
}

export function carsSitemapFor(origin: string, cars: SitemapCarsPage['cars']): string {
  return urlSetXml(cars.map((car) => ({ loc: absoluteUrl(carPath(car.id), origin), lastmod: car.updatedAt })));
}

export interface SeoFile {
  status: number;
  contentType: string;
  body: string;
}

export interface SeoFileOptions {
  /** The site's public origin ('https://carmarket.example'). */
  origin: string;
  /** One page of public cars (pageSize 0: the total only); rejects when the API cannot answer. */
  loadCars: (page: number, pageSize: number) => Promise<SitemapCarsPage>;
}

const XML = 'application/xml; charset=utf-8';
const CAR_FILE = /^\/sitemap-cars-([1-9][0-9]{0,5})\.xml$/;

/** True for the paths seoFile answers (robots.txt and the sitemap files). */
export function isSeoFilePath(pathname: string): boolean {
  return pathname === '/robots.txt' || pathname === '/sitemap.xml' || pathname === '/sitemap-pages.xml' || CAR_FILE.test(pathname);
}

/**
 * The answer for robots.txt and the sitemap files, or null for any other path. A car file past
 * the last one is a 404. A failing loader rejects (the server answers 503: crawlers retry).
 */
export async function seoFile(pathname: string, { origin, loadCars }: SeoFileOptions): Promise<SeoFile | null> {
  if (pathname === '/robots.txt') return { status: 200, contentType: 'text/plain; charset=utf-8', body: robotsTxt(origin) };
  if (pathname === '/sitemap-pages.xml') return { status: 200, contentType: XML, body: pagesSitemapFor(origin) };
  if (pathname === '/sitemap.xml') {
    const { total } = await loadCars(1, 0);
    return { status: 200, contentType: XML, body: sitemapIndexFor(origin, total) };
  }
  const match = CAR_FILE.exec(pathname);
  if (!match) return null;
  const file = Number(match[1]);
  const page = await loadCars(file, SITEMAP_CARS_PER_FILE);
  if (page.cars.length === 0) return { status: 404, contentType: 'text/plain; charset=utf-8', body: 'Not found' };
  return { status: 200, contentType: XML, body: carsSitemapFor(origin, page.cars) };
}

/** A loader for seoFile that asks the API at apiBaseUrl. */
export function sitemapCarsFromApi(apiBaseUrl: string, fetchImpl: typeof fetch = fetch): SeoFileOptions['loadCars'] {
  return async (page, pageSize) => {
    const url = new URL('/api/v1/sitemap/cars', apiBaseUrl);
    url.search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) }).toString();
    const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}`);
    return (await response.json()) as SitemapCarsPage;
  };
}

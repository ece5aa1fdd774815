// Public entry of '@carmarket/shared/seo': node-safe (no React, no DOM) slugs, landing pages,
// head texts, car JSON-LD and the sitemap/robots files, for the apps and for any server.
// Values are re-exported by name (see domain/index.ts: tsx loads the package as CommonJS).
export { slugify } from './slug';
export { SITE_NAME, DEFAULT_PUBLIC_ORIGIN, configureSite, getPublicOrigin, absoluteUrl } from './site';
export type { LandingKind, LandingPage } from './landing-pages';
export { LANDING_PAGES, POPULAR_SEARCHES, landingPageOfSlug, landingPageOf, landingPageOfQuery, landingLinkText } from './landing-pages';
export type { HeadTexts, SeoCar } from './car-head';
export { carPath, priceForTitle, carHeadline, carHeadTexts } from './car-head';
export { listingCanonicalPath, listingHeadTexts } from './head-texts';
export { carJsonLd, jsonLdText } from './car-json-ld';
export type { SitemapCarsPage, SitemapUrl, SeoFile, SeoFileOptions } from './sitemap';
export {
  SITEMAP_CARS_PER_FILE,
  STATIC_SITEMAP_PATHS,
  ROBOTS_DISALLOWED_PATHS,
  xmlEscape,
  urlSetXml,
  sitemapIndexXml,
  robotsTxt,
  carSitemapFileCount,
  carSitemapPath,
  sitemapIndexFor,
  pagesSitemapFor,
  carsSitemapFor,
  isSeoFilePath,
  seoFile,
  sitemapCarsFromApi,
} from './sitemap';

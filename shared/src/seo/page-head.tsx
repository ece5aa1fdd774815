// A page's head: title, meta description, canonical URL and Open Graph tags. React 19 hoists
// <title>, <meta> and <link> rendered anywhere into <head>, in the browser and when a server
// renders the page, so each route screen renders one <PageHead> and no library is needed.
import { absoluteUrl, SITE_NAME } from './site';

export interface PageHeadProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The canonical path ('/buy-car/123'); made absolute with the site's public origin. */
  path: string;
  /** Open Graph type: 'website' for most pages, 'product' for a car. */
  type?: 'website' | 'product';
  /** An absolute image URL for link previews. */
  image?: string;
  /** Keep the page out of search results (account pages, the 404 page). */
  noIndex?: boolean;
}

export function PageHead({ title, description, path, type = 'website', image, noIndex = false }: PageHeadProps) {
  const url = absoluteUrl(path);
  return (
    <>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noIndex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      {image && <meta property="og:image" content={image} />}
    </>
  );
}

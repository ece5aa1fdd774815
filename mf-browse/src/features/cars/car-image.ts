// Picks what a card or gallery shows from a car's images: the API returns CarImage objects with
// size variants, older or hand-made data may hold plain strings or { imageUrl | url | path | src }.
import type { CarImage } from '@carmarket/shared';

export type CarImageInput = string | (Partial<CarImage> & { imageUrl?: string; path?: string; src?: string }) | null | undefined;

/** Neutral grey car silhouette shown when a car has no usable image. */
export const FALLBACK_CAR_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400"><rect width="640" height="400" fill="#e6eaf0"/>' +
      '<path d="M140 250l40-70c8-14 20-20 36-20h208c16 0 28 6 36 20l40 70h20c11 0 20 9 20 20v30H100v-30c0-11 9-20 20-20z" fill="#b9c2cf"/>' +
      '<circle cx="200" cy="300" r="34" fill="#8d97a5"/><circle cx="440" cy="300" r="34" fill="#8d97a5"/></svg>',
  );

export interface CarImageSources {
  /** The src to use (card size when known). */
  src: string;
  /** JPEG srcset with width descriptors, when the API gave size variants. */
  srcSet?: string;
  /** WebP srcset for a <source type="image/webp">, when available. */
  webpSrcSet?: string;
  width: number;
  height: number;
  isFallback: boolean;
}

const DEFAULT_WIDTH = 640;
const DEFAULT_HEIGHT = 400;

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The plain URL of one image entry (string or object), or undefined when it has none. */
export function imageUrlOf(entry: CarImageInput): string | undefined {
  if (typeof entry === 'string') return nonEmpty(entry);
  if (!entry || typeof entry !== 'object') return undefined;
  return (
    nonEmpty(entry.cardUrl) ??
    nonEmpty(entry.imageUrl) ??
    nonEmpty(entry.url) ??
    nonEmpty(entry.galleryUrl) ??
    nonEmpty(entry.path) ??
    nonEmpty(entry.src)
  );
}

function variantSet(entries: Array<[string | undefined, number]>): string | undefined {
  const parts = entries.filter((e): e is [string, number] => Boolean(nonEmpty(e[0]))).map(([url, w]) => `${url} ${w}w`);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** Sources for one image entry; the fallback image when the entry has no URL. */
export function carImageSources(entry: CarImageInput): CarImageSources {
  const src = imageUrlOf(entry);
  if (!src) return { src: FALLBACK_CAR_IMAGE, width: DEFAULT_WIDTH, height: DEFAULT_HEIGHT, isFallback: true };
  if (typeof entry === 'string' || !entry) return { src, width: DEFAULT_WIDTH, height: DEFAULT_HEIGHT, isFallback: false };
  const width = typeof entry.width === 'number' && entry.width > 0 ? entry.width : DEFAULT_WIDTH;
  const height = typeof entry.height === 'number' && entry.height > 0 ? entry.height : Math.round((width * DEFAULT_HEIGHT) / DEFAULT_WIDTH);
  return {
    src,
    srcSet: variantSet([
      [entry.thumbUrl, 320],
      [entry.cardUrl, 640],
      [entry.galleryUrl, 1280],
    ]),
    webpSrcSet: variantSet([
      [entry.thumbWebpUrl, 320],
      [entry.cardWebpUrl, 640],
      [entry.galleryWebpUrl, 1280],
    ]),
    width,
    height,
    isFallback: false,
  };
}

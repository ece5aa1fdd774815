// Re-encodes an image into the sizes the front end uses. Every variant is produced from decoded
// pixels, so nothing of the uploaded file (metadata, trailing bytes, scripts) survives.
import sharp from 'sharp';
import type { CarImage } from '@carmarket/shared/domain';
import type { ImageStorage } from './image-storage';

export const IMAGE_VARIANTS = [
  { name: 'thumb', width: 320 },
  { name: 'card', width: 640 },
  { name: 'gallery', width: 1280 },
] as const;

/**
 * Largest image accepted, checked from the header before any decode; sharp's limitInputPixels
 * refuses to decode more too. A small file can declare a huge canvas: a 7000 x 7000 PNG of 143 KB
 * cost 0.8 s of CPU and 134 MB. 40 MP is well above the 12-16 MP photos that phones save by default.
 */
export const MAX_INPUT_MEGAPIXELS = 40;
export const MAX_INPUT_PIXELS = MAX_INPUT_MEGAPIXELS * 1_000_000;

export interface StoredImage {
  storageKey: string;
  width: number;
  height: number;
}

/** The files one stored image is made of. */
export function variantFileNames(storageKey: string): string[] {
  return IMAGE_VARIANTS.flatMap((variant) => [`${storageKey}-${variant.width}.jpg`, `${storageKey}-${variant.width}.webp`]);
}

/** Removes every variant of an image (missing files are fine). */
export async function deleteImageVariants(storage: ImageStorage, storageKey: string): Promise<void> {
  await Promise.all(variantFileNames(storageKey).map((name) => storage.delete(name)));
}

/** Writes every variant, or none: a failure part-way removes the variants already written. */
export async function storeImageVariants(storage: ImageStorage, input: Buffer, storageKey: string): Promise<StoredImage> {
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  let width = 0;
  let height = 0;
  try {
    for (const variant of IMAGE_VARIANTS) {
      const resized = base.clone().resize({ width: variant.width, withoutEnlargement: true });
      const jpeg = await resized.clone().jpeg({ quality: 78, mozjpeg: true }).toBuffer({ resolveWithObject: true });
      const webp = await resized.clone().webp({ quality: 75 }).toBuffer();
      await storage.put(`${storageKey}-${variant.width}.jpg`, jpeg.data);
      await storage.put(`${storageKey}-${variant.width}.webp`, webp);
      if (variant.name === 'gallery') {
        width = jpeg.info.width;
        height = jpeg.info.height;
      }
    }
  } catch (error) {
    await deleteImageVariants(storage, storageKey).catch(() => undefined);
    throw error;
  }
  return { storageKey, width, height };
}

/** The URLs of an image's variants under `imageBaseUrl` (imageBaseUrl() of the storage: S3's public URL or the API's /uploads). */
export function imageUrls(imageBaseUrl: string, image: { id: string; storageKey: string; width: number; height: number }): CarImage {
  const u = (w: number, ext: string) => `${imageBaseUrl}/${image.storageKey}-${w}.${ext}`;
  return {
    id: image.id,
    url: u(1280, 'jpg'),
    thumbUrl: u(320, 'jpg'),
    cardUrl: u(640, 'jpg'),
    galleryUrl: u(1280, 'jpg'),
    thumbWebpUrl: u(320, 'webp'),
    cardWebpUrl: u(640, 'webp'),
    galleryWebpUrl: u(1280, 'webp'),
    width: image.width,
    height: image.height,
  };
}

/**
 * Finds our storage key inside an image URL we issued (…/uploads/<key>-<w>.<ext> on disk,
 * <S3 public base>/<key>-<w>.<ext> on S3). The key is only a reference: the caller looks it up among
 * the user's own uploads.
 */
export function storageKeyFromUrl(url: string): string | null {
  const match = /\/([a-z0-9][a-z0-9-]*?)-(?:320|640|1280)\.(?:jpg|webp)(?:\?.*)?$/.exec(url);
  return match?.[1] ?? null;
}

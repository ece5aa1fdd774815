// A car image with its size variants: WebP and JPEG srcsets, intrinsic width/height (no layout
// shift), lazy unless it is above the fold, and fetched at high priority when it is the page's
// largest paint.
import { useState } from 'react';
import { preload } from 'react-dom';
import { carImageSources, FALLBACK_CAR_IMAGE, type CarImageInput } from '../car-image';

export interface CarPictureProps {
  image: CarImageInput;
  alt: string;
  sizes: string;
  eager?: boolean;
  /** The page's largest paint (a car page's photo, the listing's first card): fetched first. */
  priority?: boolean;
  className?: string;
}

export function CarPicture({ image, alt, sizes, eager = false, priority = false, className }: CarPictureProps) {
  const sources = carImageSources(image);
  const [broken, setBroken] = useState(false);
  if (priority && !sources.isFallback) {
    // Found in <head> before the page's markup (the server moves React's preloads there), so the
    // largest paint's image starts with the document, not when the parser reaches the card.
    // React does not preload an <img> inside <picture> itself.
    const webp = Boolean(sources.webpSrcSet);
    preload(sources.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: (webp ? sources.webpSrcSet : sources.srcSet) ?? undefined,
      imageSizes: sizes,
      type: webp ? 'image/webp' : undefined,
    });
  }
  if (broken || sources.isFallback) {
    return (
      <img
        className={className}
        src={FALLBACK_CAR_IMAGE}
        alt={alt}
        width={sources.width}
        height={sources.height}
        loading={eager ? 'eager' : 'lazy'}
      />
    );
  }
  return (
    <picture>
      {sources.webpSrcSet && <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} />}
      <img
        className={className}
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sources.srcSet ? sizes : undefined}
        alt={alt}
        width={sources.width}
        height={sources.height}
        loading={eager || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        // The largest paint decodes the browser's way: 'async' on it held the first frame
        // ~1 s in Lighthouse's Chromium (as 'sync' did on the home hero).
        decoding={priority ? undefined : 'async'}
        onError={() => setBroken(true)}
      />
    </picture>
  );
}

// A car image with its size variants: WebP and JPEG srcsets, intrinsic width/height (no layout
// shift), lazy unless it is above the fold, and fetched at high priority when it is the page's
// largest paint.
import { useState } from 'react';
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
        decoding="async"
        onError={() => setBroken(true)}
      />
    </picture>
  );
}

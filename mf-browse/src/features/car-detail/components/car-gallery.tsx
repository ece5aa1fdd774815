// The detail gallery: index wraps at both ends, thumbnails, swipe, keyboard arrows (when the stage
// has focus), labelled Previous/Next buttons and an 'Image 2 of 5' counter.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { carImageSources, type CarImageInput } from '../../cars/car-image';
import { CarPicture } from '../../cars/components/car-picture';
import { swipeDirection, wrapIndex } from '../gallery-index';
import { StyledCounter, StyledGallery, StyledNavButton, StyledStage, StyledThumb, StyledThumbs } from './car-gallery.styles';

export function CarGallery({ images, name }: { images: readonly CarImageInput[]; name: string }) {
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = Math.max(images.length, 1);
  const current = wrapIndex(index, count);
  const go = (step: number) => setIndex((i) => wrapIndex(i + step, count));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const step = swipeDirection(event.clientX - start.current.x, event.clientY - start.current.y);
    start.current = null;
    if (step !== 0) go(step);
  };

  return (
    <StyledGallery aria-roledescription="carousel" aria-label={`Photos of ${name}`}>
      <StyledStage
        tabIndex={0}
        role="group"
        aria-roledescription="slide"
        aria-label={`Image ${current + 1} of ${count}`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <CarPicture
          key={current}
          image={images[current]}
          alt={`${name}, photo ${current + 1}`}
          sizes="(min-width: 1024px) 760px, 100vw"
          eager
          priority={current === 0}
        />
        {count > 1 && (
          <>
            <StyledNavButton type="button" $side="left" aria-label="Previous image" onClick={() => go(-1)}>
              ‹
            </StyledNavButton>
            <StyledNavButton type="button" $side="right" aria-label="Next image" onClick={() => go(1)}>
              ›
            </StyledNavButton>
          </>
        )}
        <StyledCounter aria-live="polite">
          Image {current + 1} of {count}
        </StyledCounter>
      </StyledStage>
      {images.length > 1 && (
        <StyledThumbs aria-label="Thumbnails">
          {images.map((image, i) => {
            const sources = carImageSources(image);
            return (
              <li key={i}>
                <StyledThumb
                  type="button"
                  $current={i === current}
                  aria-current={i === current ? 'true' : undefined}
                  aria-label={`Show image ${i + 1}`}
                  onClick={() => setIndex(i)}
                >
                  <img
                    src={sources.src}
                    srcSet={sources.srcSet}
                    sizes="88px"
                    alt=""
                    width={sources.width}
                    height={sources.height}
                    loading="lazy"
                  />
                </StyledThumb>
              </li>
            );
          })}
        </StyledThumbs>
      )}
    </StyledGallery>
  );
}

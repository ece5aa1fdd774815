// A car's card image (WebP with JPEG fallback), fixed box so nothing shifts while it loads.
import type { Car } from '@carmarket/shared';
import { StyledCarImageBox } from './car-image.styles';

const PLACEHOLDER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 640 400'%3E%3Crect width='640' height='400' fill='%23e8f1fb'/%3E%3Cpath d='M170 250h300l-30-70H220z' fill='%23b8cde4'/%3E%3Ccircle cx='230' cy='260' r='28' fill='%238aa7c8'/%3E%3Ccircle cx='410' cy='260' r='28' fill='%238aa7c8'/%3E%3C/svg%3E";

interface CarImageProps {
  car: Pick<Car, 'carImages' | 'carName'>;
  eager?: boolean;
}

export function CarImage({ car, eager }: CarImageProps) {
  const image = car.carImages[0];
  return (
    <StyledCarImageBox>
      <picture>
        {image?.cardWebpUrl && <source type="image/webp" srcSet={image.cardWebpUrl} />}
        <img
          src={image?.cardUrl ?? PLACEHOLDER}
          alt={car.carName}
          width={640}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </picture>
    </StyledCarImageBox>
  );
}

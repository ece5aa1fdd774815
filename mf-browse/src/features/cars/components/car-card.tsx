// The car card of the listing, the carousels and the seller page. Memoised on the car's id and
// updatedAt so a filter tap or a heart elsewhere does not re-render every card.
import { memo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage, formatIndianNumber, formatLakhs } from '@carmarket/shared';
import { carDisplayName, type CardCar } from '../card-car';
import { CarPicture } from './car-picture';
import { DefinitionRows, type LabelledValue } from './definition-rows';
import {
  StyledBody,
  StyledCard,
  StyledCardFooter,
  StyledCity,
  StyledFacts,
  StyledImageBox,
  StyledName,
  StyledPrice,
  StyledSaveButton,
  StyledSaveError,
  StyledSpecs,
  StyledViewMore,
} from './car-card.styles';

export { carDisplayName, type CardCar } from '../card-car';

export interface CarCardProps {
  car: CardCar;
  saved: boolean;
  /** Stable callback (useCallback): toggles the saved state of this car id. */
  onToggleSave: (carId: string) => Promise<boolean>;
  /** Above the fold: load the image eagerly. */
  eager?: boolean;
  /** The page's largest paint (the listing's first card): fetch its image first. */
  priority?: boolean;
  sizes?: string;
  /** More labelled facts under the specs (the seller page's seats, mileage, EMI, likes, views). Keep the array stable. */
  facts?: readonly { label: string; value: string }[];
  /**
   * A control beside View More (the listing's Compare toggle), rendered by the page that owns it.
   * Keep the function stable (module level or useCallback): the card is memoised.
   */
  renderAction?: (car: CardCar) => ReactNode;
}

const DEFAULT_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.6 1.1 5.2 3 1.6-1.9 3.2-3 5.2-3 3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/** Labelled facts as a description list. */
export function CarFacts({ facts }: { facts: readonly LabelledValue[] }) {
  return (
    <div role="group" aria-label="More details">
      <StyledFacts>
        <DefinitionRows rows={facts} />
      </StyledFacts>
    </div>
  );
}

function CarCardView({ car, saved, onToggleSave, eager, priority, sizes = DEFAULT_SIZES, facts, renderAction }: CarCardProps) {
  const name = carDisplayName(car);
  const [busy, setBusy] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const toggle = async () => {
    setBusy(true);
    setSaveError(null);
    try {
      await onToggleSave(car.id);
    } catch (error) {
      setSaveError(apiErrorMessage(error, 'Could not save this car'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledCard aria-label={name}>
      <StyledImageBox>
        <CarPicture image={car.carImages?.[0]} alt={name} sizes={sizes} eager={eager} priority={priority} />
        <StyledSaveButton
          type="button"
          $saved={saved}
          aria-pressed={saved}
          aria-label={saved ? `Remove ${name} from saved cars` : `Save ${name}`}
          onClick={toggle}
          disabled={busy}
        >
          <HeartIcon filled={saved} />
        </StyledSaveButton>
      </StyledImageBox>
      <StyledBody>
        <StyledName>{name}</StyledName>
        <StyledPrice>₹ {formatLakhs(car.carPrice ?? 0)}</StyledPrice>
        <StyledSpecs aria-label="Key specs">
          <li>{formatIndianNumber(car.kmDriven ?? 0)} km</li>
          <li>{car.fuelType}</li>
          <li>{car.transmission}</li>
          <li>{car.manufacturingYear}</li>
        </StyledSpecs>
        {facts && facts.length > 0 && <CarFacts facts={facts} />}
        <StyledCity>{car.address?.city}</StyledCity>
        {saveError && <StyledSaveError role="alert">{saveError}</StyledSaveError>}
        <StyledCardFooter>
          <StyledViewMore as={Link} to={`/buy-car/${encodeURIComponent(car.id)}`} state={{ car }} aria-label={`View More: ${name}`}>
            View More
          </StyledViewMore>
          {renderAction?.(car)}
        </StyledCardFooter>
      </StyledBody>
    </StyledCard>
  );
}

export const CarCard = memo(
  CarCardView,
  (prev, next) =>
    prev.car.id === next.car.id &&
    prev.car.updatedAt === next.car.updatedAt &&
    prev.saved === next.saved &&
    prev.onToggleSave === next.onToggleSave &&
    prev.eager === next.eager &&
    prev.priority === next.priority &&
    prev.sizes === next.sizes &&
    prev.facts === next.facts &&
    prev.renderAction === next.renderAction,
);

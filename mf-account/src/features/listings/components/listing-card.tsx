// One of my cars: photo, facts, price, added date, likes and views; sold cars dimmed under 'Sold'.
import { formatIndianNumber, formatLakhs, sellEditHref, type Car } from '@carmarket/shared';
import { ActionMenu, type ActionMenuItem } from '../../../components/action-menu';
import { CarImage } from '../../../components/car-image';
import { StyledCard, StyledFacts, StyledPrice } from '../../../components/screen.styles';
import { formatShortDate } from '../../../lib/dates';
import { StyledCardTop, StyledSoldOverlay, StyledStats, StyledListingBody } from './listing-card.styles';

export interface ListingCardActions {
  onMarkSold: (car: Car) => void;
  onDownloadLead: (car: Car) => void;
  onDelete: (car: Car) => void;
}

export function ListingCard({ car, eager, actions }: { car: Car; eager?: boolean; actions: ListingCardActions }) {
  const items: ActionMenuItem[] = [
    { label: 'Edit', to: sellEditHref(car.id) },
    ...(car.isSold ? [] : [{ label: 'Mark as Sold', onSelect: () => actions.onMarkSold(car) }]),
    { label: 'Download Lead', onSelect: () => actions.onDownloadLead(car) },
    { label: 'Delete', onSelect: () => actions.onDelete(car), danger: true },
  ];
  const titleId = `listing-${car.id}-title`;
  return (
    <StyledCard aria-labelledby={titleId} data-sold={car.isSold || undefined}>
      <StyledListingBody $sold={car.isSold}>
        <CarImage car={car} eager={eager} />
        <StyledCardTop>
          <h2 id={titleId}>{car.carName}</h2>
        </StyledCardTop>
        <StyledFacts aria-label="Details">
          <li>{formatIndianNumber(car.kmDriven)} km</li>
          <li>{car.bodyType}</li>
          {car.seats !== null && <li>{car.seats} Seats</li>}
          <li>{car.fuelType}</li>
          <li>{car.transmission}</li>
        </StyledFacts>
        <p className="place">
          {car.address.city}, {car.address.state}
        </p>
        <StyledPrice>₹ {formatLakhs(car.carPrice)}</StyledPrice>
        <StyledStats>
          <span>Added {formatShortDate(car.createdAt)}</span>
          <span>
            <span aria-hidden="true">♥ </span>
            {car.saves} {car.saves === 1 ? 'like' : 'likes'}
          </span>
          <span>
            {formatIndianNumber(car.views)} {car.views === 1 ? 'view' : 'views'}
          </span>
        </StyledStats>
      </StyledListingBody>
      {car.isSold && <StyledSoldOverlay>Sold</StyledSoldOverlay>}
      <div className="menu">
        <ActionMenu label={`Actions for ${car.carName}`} items={items} />
      </div>
    </StyledCard>
  );
}

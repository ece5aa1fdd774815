// One of my cars: photo, facts, price, added date, likes and views; sold cars dimmed under 'Sold'.
import { formatIndianNumber, sellEditHref, type Car } from '@carmarket/shared';
import { ActionMenu, type ActionMenuItem } from '../../../components/action-menu';
import { CarImage } from '../../../components/car-image';
import { CarSummary } from '../../../components/car-summary';
import { StyledCard } from '../../../components/screen.styles';
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
        <CarSummary car={car} fact={car.seats !== null && `${car.seats} Seats`} />
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

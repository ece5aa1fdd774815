// Saved Cars (/settings/saved and /saved): the cars I saved, search by brand, sort, remove.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, formatIndianNumber, formatLakhs, type ListingSort, type SavedCar, userTypeLabel, useSessionUser } from '@carmarket/shared';
import { CardGrid } from '@carmarket/shared/card-grid';
import { AccountScreen } from '../../../components/account-screen';
import { CarImage } from '../../../components/car-image';
import { QueryState } from '../../../components/screen-state';
import { StyledCard, StyledFacts, StyledPrice } from '../../../components/screen.styles';
import { BESIDE_SEARCH, SearchField, SelectField } from '../../../components/toolbar-fields';
import { useNotice } from '../../../lib/use-notice';
import { SAVED_CARS_FETCH_FAILED, useRemoveSavedCar, useSavedCars } from '../api/saved-cars';
import { applySavedCarsQuery, DEFAULT_SAVED_CAR_SORT, SAVED_CAR_SORTS, savedCarSortLabel } from '../saved-cars-query';
import { StyledSavedActions } from './saved-cars-screen.styles';

const SORT_OPTIONS = SAVED_CAR_SORTS.map((value) => ({ value, label: savedCarSortLabel(value) }));

export function SavedCarsScreen() {
  const user = useSessionUser();
  const saved = useSavedCars(user?.id);
  const removal = useRemoveSavedCar(user?.id);
  const removing = removal.isPending ? removal.variables : null;
  const [brand, setBrand] = useState('');
  const [sort, setSort] = useState<ListingSort>(DEFAULT_SAVED_CAR_SORT);
  const { notice, report } = useNotice();
  const visible = applySavedCarsQuery(saved.data ?? [], brand, sort);

  const remove = (entry: SavedCar) =>
    report(
      () => removal.mutateAsync(entry.car.id),
      () => `${entry.car.carName} removed from saved cars`,
      'Could not remove the car',
    );

  return (
    <AccountScreen
      id="saved"
      title="Saved Cars"
      notice={notice}
      toolbar={
        <>
          <SearchField id="saved-brand" label="Search by brand" placeholder="e.g. Hyundai" value={brand} onChange={setBrand} />
          <SelectField id="saved-sort" label="Sort by" value={sort} options={SORT_OPTIONS} onChange={setSort} style={BESIDE_SEARCH} />
        </>
      }
    >
      <QueryState
        query={saved}
        loadingText="Loading saved cars…"
        errorText={SAVED_CARS_FETCH_FAILED}
        empty={visible.length === 0 && 'No saved cars found'}
      >
        <CardGrid aria-label="Saved cars" $columns={{ base: 1, md: 2 }}>
          {visible.map((entry, index) => {
            const { car } = entry;
            const titleId = `saved-${car.id}`;
            return (
              <li key={entry.id}>
                <StyledCard aria-labelledby={titleId}>
                  <CarImage car={car} eager={index < 2} />
                  <h2 id={titleId}>{car.carName}</h2>
                  <StyledFacts aria-label="Details">
                    <li>{car.manufacturingYear}</li>
                    <li>{formatIndianNumber(car.kmDriven)} km</li>
                    <li>{car.fuelType}</li>
                    <li>{car.transmission}</li>
                    {car.mileage !== null && <li>{car.mileage} kmpl</li>}
                  </StyledFacts>
                  <p style={{ margin: 0 }}>
                    {car.user.fullName} · {userTypeLabel(car.sellerType)} · {car.address.city}
                  </p>
                  <StyledPrice>₹ {formatLakhs(car.carPrice)}</StyledPrice>
                  {car.isSold && <p style={{ margin: 0 }}>This car has been sold.</p>}
                  <StyledSavedActions>
                    <Button as={Link} to={`/buy-car/${encodeURIComponent(car.id)}`} $size="sm" aria-label={`View ${car.carName}`}>
                      View More
                    </Button>
                    <Button
                      type="button"
                      $variant="secondary"
                      $size="sm"
                      disabled={removing === car.id}
                      onClick={() => void remove(entry)}
                      aria-label={`Remove ${car.carName} from saved cars`}
                    >
                      {removing === car.id ? 'Removing…' : 'Remove'}
                    </Button>
                  </StyledSavedActions>
                </StyledCard>
              </li>
            );
          })}
        </CardGrid>
      </QueryState>
    </AccountScreen>
  );
}

// Recently Viewed (/settings/recently-viewed): the cars I opened, newest first (at most 20), each
// with when and a link back to it; sold cars say so. Clear history empties the list after asking.
import { Link } from 'react-router-dom';
import { Button, formatIndianNumber, formatLakhs, type RecentlyViewedCar, useSessionUser } from '@carmarket/shared';
import { CardGrid } from '@carmarket/shared/card-grid';
import { AccountScreen } from '../../../components/account-screen';
import { CarImage } from '../../../components/car-image';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/screen-state';
import { StyledCard, StyledFacts, StyledPrice } from '../../../components/screen.styles';
import { formatShortDate } from '../../../lib/dates';
import { useConfirmation } from '../../../lib/use-confirmation';
import { useNotice } from '../../../lib/use-notice';
import { RECENTLY_VIEWED_FETCH_FAILED, useClearRecentlyViewed, useRecentlyViewed } from '../api/recently-viewed';
import { StyledViewedActions, StyledViewedAt } from './recently-viewed-screen.styles';

function ViewedCarCard({ entry, eager }: { entry: RecentlyViewedCar; eager: boolean }) {
  const { car } = entry;
  const titleId = `viewed-${car.id}`;
  return (
    <StyledCard aria-labelledby={titleId}>
      <CarImage car={car} eager={eager} />
      <h2 id={titleId}>{car.carName}</h2>
      <StyledFacts aria-label="Details">
        <li>{car.manufacturingYear}</li>
        <li>{formatIndianNumber(car.kmDriven)} km</li>
        <li>{car.fuelType}</li>
        <li>{car.transmission}</li>
        <li>{car.address.city}</li>
      </StyledFacts>
      <StyledPrice>₹ {formatLakhs(car.carPrice)}</StyledPrice>
      {car.isSold && <p style={{ margin: 0 }}>This car has been sold.</p>}
      <StyledViewedAt>
        Viewed <time dateTime={entry.viewedAt}>{formatShortDate(entry.viewedAt)}</time>
      </StyledViewedAt>
      <StyledViewedActions>
        <Button as={Link} to={`/buy-car/${encodeURIComponent(car.id)}`} $size="sm" aria-label={`View ${car.carName}`}>
          View More
        </Button>
      </StyledViewedActions>
    </StyledCard>
  );
}

export function RecentlyViewedScreen() {
  const user = useSessionUser();
  const viewed = useRecentlyViewed(user?.id);
  const clearing = useClearRecentlyViewed(user?.id);
  const confirmation = useConfirmation<true>('Could not clear your history');
  const { notice, setNotice } = useNotice();
  const entries = viewed.data ?? [];

  // A failure stays in the dialog (useConfirmation); success closes it and says so.
  const clear = () =>
    confirmation.confirm(async () => {
      await clearing.mutateAsync();
      setNotice({ text: 'Your recently viewed cars were cleared', tone: 'success' });
    });

  return (
    <AccountScreen
      id="recently-viewed"
      title="Recently Viewed"
      notice={notice}
      actions={
        <Button type="button" $variant="secondary" $size="sm" disabled={entries.length === 0} onClick={() => confirmation.ask(true)}>
          Clear history
        </Button>
      }
    >
      <QueryState
        query={viewed}
        loadingText="Loading recently viewed cars…"
        errorText={RECENTLY_VIEWED_FETCH_FAILED}
        empty={entries.length === 0 && 'No recently viewed cars yet. The cars you open show here, newest first.'}
      >
        <CardGrid aria-label="Recently viewed cars" $columns={{ base: 1, md: 2 }}>
          {entries.map((entry, index) => (
            <li key={entry.carId}>
              <ViewedCarCard entry={entry} eager={index < 2} />
            </li>
          ))}
        </CardGrid>
      </QueryState>
      <ConfirmDialog
        open={confirmation.target !== null}
        title="Clear your recently viewed cars?"
        description="The list is emptied on every device you are signed in on. The cars themselves are not affected."
        confirmLabel="Clear history"
        danger
        onConfirm={() => void clear()}
        {...confirmation.dialog}
      />
    </AccountScreen>
  );
}

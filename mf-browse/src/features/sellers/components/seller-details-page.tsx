// /seller-details/:userId: the seller panel (avatar, name, role, join date, location, phone with
// Verified badge, Share Profile, Report User) and the seller's cars, with a list/card toggle on
// mobile. The spec's panel also lists an email; the API no longer makes it public (issue 17:
// buyers contact sellers by phone), so the panel has no email row.
import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  Button,
  formatIndianNumber,
  formatLakhs,
  requestSignIn,
  theme,
  PageHead,
  useMediaQuery,
  useStore,
  userTypeLabel,
  type SellerCar,
  type SellerDetails,
} from '@carmarket/shared';
import { CardGrid } from '@carmarket/shared/card-grid';
import { INDIA_TIME_ZONE } from '@carmarket/shared/domain';
import { useSavedCarIds, useToggleSavedCar } from '../../cars/api/saved-cars';
import { CarPicture } from '../../cars/components/car-picture';
import { CarCard, CarFacts } from '../../cars/components/car-card';
import { StyledStatus, StyledLoadError } from '../../listing/components/buy-car-page.styles';
import { ShareButton } from '../../car-detail/components/share-button';
import { useSeller } from '../api/get-seller';
import { sellerCarFacts, type SellerCarFact } from '../seller-car-facts';
import { sellerErrorText } from '../seller-error';
import { ReportUserDialog } from './report-user-dialog';
import {
  StyledBadge,
  StyledCarsHeader,
  StyledCarsSection,
  StyledListRow,
  StyledProfile,
  StyledProfileActions,
  StyledProfileAvatar,
  StyledSellerPage,
  StyledViewToggle,
} from './seller-details-page.styles';

/** 'March 2024', the month in India: the shell's server (UTC) and the browser print the same. */
function joinedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE });
}

/** Report User: a guest signs in first, then the dialog sends the report to the API. */
function useReportUser() {
  const store = useStore();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [reported, setReported] = useState<string | null>(null);
  const start = useCallback(async () => {
    setAsking(true);
    const signedIn = await requestSignIn('Sign in to report this user', store);
    setAsking(false);
    if (signedIn) setOpen(true);
  }, [store]);
  const close = useCallback(() => setOpen(false), []);
  const done = useCallback((message: string) => {
    setReported(message);
    setOpen(false);
  }, []);
  return { open, asking, reported, start, close, done };
}

function SellerPanel({ owner }: { owner: SellerDetails['ownerDetails'] }) {
  const report = useReportUser();
  return (
    <StyledProfile aria-label="Seller">
      <StyledProfileAvatar>
        {owner.avatar ? (
          <img src={owner.avatar} alt="" width={88} height={88} />
        ) : (
          <span aria-hidden="true">{owner.name.charAt(0).toUpperCase()}</span>
        )}
      </StyledProfileAvatar>
      <h1>{owner.name}</h1>
      <p>{userTypeLabel(owner.role)}</p>
      <dl>
        <dt>Joined</dt>
        <dd>{joinedOn(owner.joinDate)}</dd>
        <dt>Location</dt>
        <dd>{owner.location || '—'}</dd>
        <dt>Phone</dt>
        <dd>
          +91 {owner.mobileNumber}
          {owner.verified && <StyledBadge>Verified</StyledBadge>}
        </dd>
      </dl>
      <StyledProfileActions>
        <ShareButton title={`${owner.name} on CarMarket`} label="Share Profile" />
        <Button type="button" $variant="ghost" onClick={() => void report.start()} disabled={report.asking || report.reported !== null}>
          Report User
        </Button>
      </StyledProfileActions>
      {report.reported && <p role="status">{report.reported}</p>}
      <ReportUserDialog open={report.open} userId={owner.id} sellerName={owner.name} onClose={report.close} onReported={report.done} />
    </StyledProfile>
  );
}

function SellerCarRow({ car, facts }: { car: SellerCar; facts: readonly SellerCarFact[] }) {
  return (
    <StyledListRow aria-label={car.title}>
      <CarPicture image={car.car?.carImages?.[0] ?? car.images[0]} alt={car.title} sizes="120px" />
      <div>
        <h3>{car.title}</h3>
        <p>
          {formatIndianNumber(car.kmDriven)} km · {car.fuel} · {car.transmission}
        </p>
        <p>
          ₹ {formatLakhs(car.price)} · {car.address.city}
        </p>
        <CarFacts facts={facts} />
        <Link to={`/buy-car/${encodeURIComponent(car.id)}`}>View More</Link>
      </div>
    </StyledListRow>
  );
}

function SellerCars({ cars }: { cars: SellerCar[] }) {
  const [chosen, setView] = useState<'card' | 'list'>('card');
  // The toggle is a phone control (hidden from 768px): wider screens always show the card grid,
  // so a list chosen on a phone does not stay stuck once the window is widened.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`);
  const view = wide ? 'card' : chosen;
  const savedIds = useSavedCarIds();
  const toggleSave = useToggleSavedCar();
  const listed = useMemo(() => cars.filter((c) => !c.isSold), [cars]);
  // Spec §3 Seller car: seats, mileage, EMI, likes and views, with their defaults. One stable array per car (the card is memoised).
  const factsOf = useMemo(() => new Map(listed.map((c) => [c.id, sellerCarFacts(c)])), [listed]);
  return (
    <StyledCarsSection aria-labelledby="seller-cars-heading">
      <StyledCarsHeader>
        <h2 id="seller-cars-heading">Listed Cars ({listed.length})</h2>
        <StyledViewToggle role="group" aria-label="View">
          <Button type="button" $variant="secondary" $size="sm" aria-pressed={chosen === 'list'} onClick={() => setView('list')}>
            List
          </Button>
          <Button type="button" $variant="secondary" $size="sm" aria-pressed={chosen === 'card'} onClick={() => setView('card')}>
            Cards
          </Button>
        </StyledViewToggle>
      </StyledCarsHeader>
      {listed.length === 0 ? (
        <StyledStatus>No cars listed by this seller yet</StyledStatus>
      ) : (
        <CardGrid $columns={{ base: view === 'list' ? 1 : 2, md: 2, xl: 3 }}>
          {listed.map((sc) => (
            <li key={sc.id}>
              {view === 'list' ? (
                <SellerCarRow car={sc} facts={factsOf.get(sc.id) ?? []} />
              ) : (
                <CarCard car={sc.car} saved={savedIds.has(sc.id)} onToggleSave={toggleSave} facts={factsOf.get(sc.id)} />
              )}
            </li>
          ))}
        </CardGrid>
      )}
    </StyledCarsSection>
  );
}

export function SellerDetailsPage() {
  const { userId } = useParams();
  const { data, error, isPending: loading } = useSeller(userId);
  const name = data?.ownerDetails.name;
  const head = (
    <PageHead
      title={name ? `${name}: used cars for sale` : 'Seller details'}
      description={name ? `Used cars listed by ${name} on CarMarket, with prices in Lakhs.` : 'A seller of used cars on CarMarket.'}
      path={`/seller-details/${encodeURIComponent(userId ?? '')}`}
    />
  );

  if (error) {
    return (
      <StyledSellerPage>
        {head}
        <div>
          <h1>Seller details</h1>
          <StyledLoadError role="alert">Error: {sellerErrorText(error)}</StyledLoadError>
        </div>
      </StyledSellerPage>
    );
  }
  if (loading || !data) {
    return (
      <StyledSellerPage>
        {head}
        <StyledStatus role="status">Loading seller details…</StyledStatus>
      </StyledSellerPage>
    );
  }
  return (
    <StyledSellerPage>
      {head}
      <SellerPanel owner={data.ownerDetails} />
      <SellerCars cars={data.cars} />
    </StyledSellerPage>
  );
}

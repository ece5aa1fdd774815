// /buy-car/:id: breadcrumb, gallery, price and EMI, seller card with Contact Seller and Share,
// overview of every field, home test drive banner, Similar Cars and the visitor's Recently Viewed Cars (this one left
// out, and this one recorded); 'Cars not found' for an unknown id.
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import {
  ApiError,
  apiErrorMessage,
  Button,
  type Car,
  ErrorText,
  formatIndianNumber,
  formatLakhs,
  MESSAGES,
  PageHead,
  sellEditHref,
  userTypeLabel,
  useSessionUser,
} from '@carmarket/shared';
import { carHeadTexts } from '@carmarket/shared/seo';
import { useSavedCarIds, useSavedCarToggle } from '../../cars/api/saved-cars';
import { DefinitionRows } from '../../cars/components/definition-rows';
import { PriceDropBadge } from '../../price-history/components/price-drop-badge';
import { PriceHistorySection } from '../../price-history/components/price-history-section';
import { useRecordCarView } from '../../recently-viewed/hooks/use-record-car-view';
import { StyledBreadcrumb, StyledStatus } from '../../listing/components/buy-car-page.styles';
import { useCar } from '../api/get-car';
import { useContactSeller } from '../api/create-enquiry';
import { normaliseCarDetail, overviewRows, type CarDetail } from '../car-detail';
import { seoCarOf } from '../car-seo';
import { EMI_ANNUAL_RATE_PERCENT, EMI_TENURE_MONTHS, monthlyEmi } from '../emi';
import { CarGallery } from './car-gallery';
import { CarJsonLd } from './car-json-ld';
import { ContactSellerDialog } from './contact-seller-dialog';
import { ShareButton } from './share-button';
import {
  StyledActions,
  StyledAvatar,
  StyledBanner,
  StyledColumns,
  StyledDetailPage,
  StyledMain,
  StyledMuted,
  StyledNotFound,
  StyledOverview,
  StyledPanel,
  StyledPrice,
  StyledSellerCard,
  StyledStatusCode,
  StyledSummary,
} from './car-detail-page.styles';

/** The document title of an unknown id: the heading plus the HTTP status the API answered. */
const NOT_FOUND_TITLE = `${MESSAGES.carsNotFound} (404)`;

/** Title, description, canonical URL and Open Graph of the car, and its schema.org JSON-LD. */
function CarHead({ car }: { car: CarDetail }) {
  const seoCar = seoCarOf(car);
  const head = carHeadTexts(seoCar);
  return (
    <>
      <PageHead title={head.title} description={head.description} path={head.path} type="product" image={seoCar.images[0]} />
      <CarJsonLd car={seoCar} />
    </>
  );
}

// Below the fold, and the only part that needs keen-slider: loaded after the car itself.
const SimilarCars = lazy(() => import('../../carousel/components/car-carousel').then((m) => ({ default: m.CarCarouselSection })));

function Breadcrumb({ name }: { name: string }) {
  return (
    <StyledBreadcrumb aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/buy-car">Buy Car</Link>
        </li>
        <li aria-current="page">{name}</li>
      </ol>
    </StyledBreadcrumb>
  );
}

/** Save with the car's real save count, which moves by one with each successful save or unsave. */
function SaveButton({ carId, saves }: { carId: string; saves: number }) {
  const savedIds = useSavedCarIds();
  const toggle = useSavedCarToggle();
  // The step is kept against the count it applies to: a fresh copy of the car brings its own count.
  const [step, setStep] = useState({ saves, delta: 0 });
  const delta = step.saves === saves ? step.delta : 0;
  const saved = savedIds.has(carId);
  const count = Math.max(0, saves + delta);
  const onClick = async () => {
    try {
      const result = await toggle(carId);
      if (result.changed) setStep((s) => ({ saves, delta: (s.saves === saves ? s.delta : 0) + (result.saved ? 1 : -1) }));
    } catch {
      // The heart rolls back by itself; the count never moved.
    }
  };
  return (
    <Button type="button" $variant="ghost" aria-pressed={saved} onClick={() => void onClick()}>
      {saved ? '♥ Saved' : '♡ Save'} · {count} {count === 1 ? 'like' : 'likes'}
    </Button>
  );
}

/**
 * What the page that mounts this one adds (the exposed module: features never import in a circle):
 * a control beside Save and Share (Compare), and what follows the page (the compare tray).
 */
export interface CarDetailPageSlots {
  renderAction?: (car: CarDetail) => ReactNode;
  pageEnd?: ReactNode;
}

function CarSummary({ car, renderAction }: { car: CarDetail } & Pick<CarDetailPageSlots, 'renderAction'>) {
  const { state, contact, reset } = useContactSeller(car.id, car.seller?.id);
  const user = useSessionUser();
  // The API refuses an enquiry about one's own car: its owner is offered the edit instead.
  const ownCar = Boolean(user && car.seller && user.id === car.seller.id);
  const emi = monthlyEmi(car.price);
  const initial = (car.seller?.fullName ?? '?').charAt(0).toUpperCase();
  return (
    <StyledSummary aria-label="Price and seller">
      <h1>{car.name}</h1>
      <StyledMuted>
        {[car.year, car.kmDriven !== null ? `${formatIndianNumber(car.kmDriven)} km` : null, car.fuelType, car.transmission]
          .filter(Boolean)
          .join(' · ')}
      </StyledMuted>
      <StyledPrice>₹ {formatLakhs(car.price)}</StyledPrice>
      <PriceDropBadge carId={car.id} />
      {emi > 0 && (
        <StyledMuted>
          EMI from Rs. {formatIndianNumber(emi)} per month ({EMI_ANNUAL_RATE_PERCENT}% a year, {EMI_TENURE_MONTHS} months, full price
          financed)
        </StyledMuted>
      )}
      {car.isSold && <ErrorText>This car has been sold.</ErrorText>}
      {car.seller && (
        <StyledSellerCard>
          <StyledAvatar aria-hidden="true">{initial}</StyledAvatar>
          <div>
            <p>
              <Link to={`/seller-details/${encodeURIComponent(car.seller.id)}`}>{car.seller.fullName}</Link>
            </p>
            <StyledMuted>
              {userTypeLabel(car.seller.userType)} · {car.address.city}
            </StyledMuted>
          </div>
        </StyledSellerCard>
      )}
      <StyledActions>
        {car.seller &&
          (ownCar ? (
            <Button as={Link} to={sellEditHref(car.id)}>
              Edit your listing
            </Button>
          ) : (
            <Button type="button" onClick={contact} disabled={state.status === 'sending'}>
              {state.status === 'sending' ? 'Contacting…' : 'Contact Seller'}
            </Button>
          ))}
        <SaveButton carId={car.id} saves={car.saves} />
        <ShareButton title={car.name} />
        {renderAction?.(car)}
      </StyledActions>
      {state.status === 'failed' && <ErrorText role="alert">{state.message}</ErrorText>}
      {car.seller && !ownCar && (
        <ContactSellerDialog open={state.status === 'sent'} onClose={reset} seller={car.seller} carName={car.name} />
      )}
    </StyledSummary>
  );
}

function CarDetailView({ car, renderAction }: { car: CarDetail } & Pick<CarDetailPageSlots, 'renderAction'>) {
  const rows = overviewRows(car, formatIndianNumber);
  return (
    <>
      <Breadcrumb name={car.name} />
      <StyledColumns>
        <CarGallery images={car.images} name={car.name} />
        <CarSummary car={car} renderAction={renderAction} />
        <StyledMain>
          <StyledPanel aria-labelledby="overview-heading">
            <h2 id="overview-heading">Car Overview</h2>
            <StyledOverview>
              <DefinitionRows rows={rows} />
            </StyledOverview>
          </StyledPanel>
          <PriceHistorySection carId={car.id} />
          <StyledBanner aria-labelledby="test-drive-heading">
            <h2 id="test-drive-heading">Home Test Drive</h2>
            <p>
              Book a free test drive at your doorstep in {car.address.city || 'your city'}. Contact the seller to fix a time that suits you.
            </p>
          </StyledBanner>
        </StyledMain>
      </StyledColumns>
    </>
  );
}

export function CarDetailPage({ renderAction, pageEnd }: CarDetailPageSlots = {}) {
  const { id } = useParams();
  const location = useLocation();
  const { data, error, isFetching: loading, refetch } = useCar(id);
  // Recorded once the API has answered with the car (an unknown id records nothing).
  useRecordCarView(data?.id);
  // The card passes its car in the link state, so the page shows at once while the fresh copy loads.
  const passed = (location.state as { car?: Car } | null)?.car;
  const source = data ?? (passed && passed.id === id ? passed : undefined);
  const car = useMemo(() => (source ? normaliseCarDetail(source) : null), [source]);
  const notFound = error instanceof ApiError && error.status === 404;
  const path = `/buy-car/${encodeURIComponent(id ?? '')}`;

  let content: React.ReactNode;
  if (notFound) {
    content = (
      <StyledNotFound>
        <StyledStatusCode aria-hidden="true">404</StyledStatusCode>
        <h1>{MESSAGES.carsNotFound}</h1>
        <p>No car has this id. It may have been removed by its seller.</p>
        <Link to="/buy-car">Browse all cars</Link>
      </StyledNotFound>
    );
  } else if (error && !car) {
    content = (
      <StyledNotFound>
        <h1>Car details</h1>
        <ErrorText role="alert">{apiErrorMessage(error, MESSAGES.somethingWentWrong)}</ErrorText>
        <Button type="button" $variant="secondary" onClick={() => void refetch()}>
          Retry
        </Button>
      </StyledNotFound>
    );
  } else if (!car) {
    content = <StyledStatus role="status">{loading ? 'Loading car details…' : MESSAGES.carsNotFound}</StyledStatus>;
  } else {
    content = <CarDetailView key={car.id} car={car} renderAction={renderAction} />;
  }

  return (
    <StyledDetailPage>
      {notFound ? (
        <PageHead title={NOT_FOUND_TITLE} description="No car has this id. It may have been removed by its seller." path={path} noIndex />
      ) : car ? (
        <CarHead car={car} />
      ) : (
        <PageHead title="Car details" description="A used car for sale on CarMarket." path={path} />
      )}
      {content}
      {/* Similar Cars waits for the car itself: rendered earlier, it sat under the small loading
          line and was pushed down when the details arrived (CLS 0.14 on a phone). */}
      {id && car && (
        <Suspense fallback={<StyledStatus role="status">Loading cars...</StyledStatus>}>
          <SimilarCars variant="similar" title="Similar Cars" carId={id} viewAllHref="/buy-car" />
          <SimilarCars variant="recently-viewed" title="Recently Viewed Cars" subtitle="The cars you opened, newest first" carId={id} />
        </Suspense>
      )}
      {pageEnd}
    </StyledDetailPage>
  );
}

// /sell: a new listing (hero form, wizard and the marketing sections below) or, with
// ?edit=<carId> (sellEditHref: My Listings' Edit link, 'Edit your listing' on the car's page), only the hero with the edit wizard pre-filled.
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  type Car,
  PageHead,
  requestSignIn,
  SELL_EDIT_PARAM,
  useIsClient,
  useSessionStatus,
  useSessionUser,
  useStore,
} from '@carmarket/shared';
import { useCar } from '../features/sell-wizard/api/get-car';
import { SellFlow } from '../features/sell-wizard/components/sell-flow';
import { carToForm } from '../features/sell-wizard/model/car-payload';
import { clearSellDraft, emptyDraft, readEditDraft, readSellDraft, type SellDraft } from '../features/sell-wizard/model/sell-draft';
import { StyledHero, StyledHeroCopy, StyledHeroInner, StyledPage, StyledRestored, StyledStatus } from './sell-page.styles';

const SellPageSections = lazy(() => import('../features/sell-content/components/sell-page-sections'));

// One element for every render of the page: NewListing renders again right after hydration (the
// stored draft), and a new element reaching this boundary while its chunk is still on the way made
// React throw the server's sections away, show the fallback, and render them again (a flash and a
// layout shift on every first visit). The same element is no update: the boundary waits for its code.
const SELL_PAGE_SECTIONS = (
  <Suspense
    fallback={
      <p role="status" style={{ textAlign: 'center', padding: 24 }}>
        Loading more about selling…
      </p>
    }
  >
    <SellPageSections />
  </Suspense>
);

export function SellPage({ currentYear }: { currentYear?: number }) {
  const [params] = useSearchParams();
  const editCarId = params.get(SELL_EDIT_PARAM);
  return editCarId ? <EditListing key={editCarId} carId={editCarId} currentYear={currentYear} /> : <NewListing currentYear={currentYear} />;
}

function Hero({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <StyledHero aria-labelledby="sell-hero-title">
      <StyledHeroInner>
        <StyledHeroCopy>
          <h1 id="sell-hero-title">{title}</h1>
          {lead}
        </StyledHeroCopy>
        <div>{children}</div>
      </StyledHeroInner>
    </StyledHero>
  );
}

function NewListing({ currentYear }: { currentYear?: number }) {
  // The stored draft is the browser's alone (sessionStorage): the server and hydration render the
  // empty form, and the draft replaces it right after (a page opened by client navigation reads it at once).
  const isClient = useIsClient();
  const storedDraft = useMemo(() => (isClient ? readSellDraft(null) : null), [isClient]);
  const initialDraft = useMemo(() => storedDraft ?? emptyDraft(null), [storedDraft]);
  return (
    <StyledPage>
      <PageHead
        title="Sell my car"
        description="Sell your used car fast, fair and hassle-free: list it for free, reach trusted buyers and dealers across India, no commission."
        path="/sell"
      />
      <Hero
        title="Sell your car fast, fair and hassle-free"
        lead={
          <>
            <p>List your car for free, reach trusted buyers and dealers across India, and keep every rupee: no commission.</p>
            <ul aria-label="Highlights">
              <li>Free listing</li>
              <li>No commission</li>
              <li>Over 5000 inspected cars sold</li>
            </ul>
          </>
        }
      >
        <SellFlow key={storedDraft ? 'restored' : 'new'} initialDraft={initialDraft} currentYear={currentYear} />
      </Hero>
      {SELL_PAGE_SECTIONS}
    </StyledPage>
  );
}

function EditListing({ carId, currentYear }: { carId: string; currentYear?: number }) {
  const store = useStore();
  const session = useSessionStatus();
  const user = useSessionUser();
  const query = useCar(user ? carId : null);

  let body: ReactNode;
  if (session === 'unknown') {
    // The server could not identify the visitor (the session may be in localStorage only, ADR
    // 0014): neutral on the server and while hydrating, never a wrong "Sign in".
    body = (
      <StyledStatus role="status">
        <p>Loading your car…</p>
      </StyledStatus>
    );
  } else if (!user) {
    body = (
      <StyledStatus>
        <p>Sign in to edit your car.</p>
        <Button type="button" onClick={() => void requestSignIn('Sign in to edit your car', store)}>
          Sign in
        </Button>
      </StyledStatus>
    );
  } else if (query.status === 'loading') {
    body = (
      <StyledStatus role="status">
        <p>Loading your car…</p>
      </StyledStatus>
    );
  } else if (query.status === 'error') {
    body = (
      <StyledStatus role="alert">
        <p>{query.message}</p>
        <Link to="/settings/listings">Back to My Listing</Link>
      </StyledStatus>
    );
  } else if (query.car.user.id !== user.id) {
    body = (
      <StyledStatus role="alert">
        <p>You can only edit cars you listed.</p>
        <Link to="/settings/listings">Back to My Listing</Link>
      </StyledStatus>
    );
  } else {
    body = <EditFlow key={`${query.car.id}@${query.car.updatedAt}`} car={query.car} currentYear={currentYear} />;
  }

  return (
    <StyledPage>
      <PageHead title="Edit your car" description="Update your car's details and photos on CarMarket." path="/sell" noIndex />
      <Hero
        title="Edit your car details"
        lead={
          <p>
            {query.status === 'success' ? `Update ${query.car.carName} and its photos. ` : ''}Changes show on your listing as soon as you
            save them.
          </p>
        }
      >
        {body}
      </Hero>
    </StyledPage>
  );
}

function draftFromCar(car: Car): SellDraft {
  return { ...emptyDraft(car.id), ...carToForm(car), baseUpdatedAt: car.updatedAt, phase: 'wizard', step: 1 };
}

/**
 * The edit wizard of a loaded car: its unsaved edit draft when there is one from this version of
 * the car (said so, with Discard), otherwise the car's current data.
 */
function EditFlow({ car, currentYear }: { car: Car; currentYear?: number }) {
  const [start, setStart] = useState<{ draft: SellDraft; restored: boolean; run: number }>(() => {
    const restored = readEditDraft(car);
    if (!restored) return { draft: draftFromCar(car), restored: false, run: 0 };
    return { draft: restored.phase === 'location' ? { ...restored, phase: 'wizard' } : restored, restored: true, run: 0 };
  });
  const discard = () => {
    clearSellDraft(car.id);
    setStart((current) => ({ draft: draftFromCar(car), restored: false, run: current.run + 1 }));
  };
  return (
    <>
      {start.restored && (
        <StyledRestored role="status">
          <p>Unsaved changes restored</p>
          <Button type="button" $variant="secondary" $size="sm" onClick={discard}>
            Discard
          </Button>
        </StyledRestored>
      )}
      <SellFlow key={start.run} initialDraft={start.draft} currentYear={currentYear} />
    </>
  );
}

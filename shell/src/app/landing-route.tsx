// A crawlable landing URL (/used-cars-in-pune, /used-hyundai-cars, /used-suv-cars): the listing of
// mf-browse with that filter applied. Any other one-segment path no route claims is the 404 page.
import { landingPageOfSlug } from '@carmarket/shared';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteSlot } from '../platform/remote-slot';

export function LandingRoute() {
  const { landingSlug } = useParams();
  const landing = landingPageOfSlug(landingSlug);
  if (!landing) return <NotFoundPage />;
  return <RemoteSlot remote="mf_browse" module="BuyCarPage" label="Car listings" props={{ landingSlug: landing.slug }} />;
}

import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteSlot } from '../platform/remote-slot';
import { HomePage } from '../features/home/components/home-page';
import { ContactRoute, OtpSignInRoute, StaticRoute, UnsubscribeRoute } from '../features/shell-pages';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { LandingRoute } from './landing-route';
import { RedirectRoute } from './redirect-route';

// The platform page is for the team, not for buyers: it stays out of the start-up bundle.
const PlatformPage = lazy(() => import('../platform/platform-page').then((module) => ({ default: module.PlatformPage })));
// So is release health, and the chart library it alone fetches (uPlot, by a dynamic import inside it).
const ReleaseHealthPage = lazy(() =>
  import('../platform/health/release-health-page').then((module) => ({ default: module.ReleaseHealthPage })),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/buy-car" element={<RemoteSlot remote="mf_browse" module="BuyCarPage" label="Car listings" />} />
      <Route path="/buy-car/:id" element={<RemoteSlot remote="mf_browse" module="CarDetailPage" label="Car details" />} />
      <Route path="/seller-details/:userId" element={<RemoteSlot remote="mf_browse" module="SellerDetailsPage" label="Seller details" />} />
      <Route path="/top-dealer" element={<RemoteSlot remote="mf_browse" module="TopDealersPage" label="Top dealers" />} />
      <Route path="/compare" element={<RemoteSlot remote="mf_browse" module="ComparePage" label="Compare cars" />} />
      <Route path="/sell" element={<RemoteSlot remote="mf_sell" module="SellPage" label="Sell my car" />} />
      <Route path="/settings" element={<RedirectRoute to="/settings/profile" />} />
      <Route path="/settings/*" element={<RemoteSlot remote="mf_account" module="AccountRoutes" label="Account settings" />} />
      <Route path="/saved" element={<RemoteSlot remote="mf_account" module="AccountRoutes" label="Saved cars" />} />
      <Route path="/contact-us" element={<ContactRoute />} />
      <Route path="/about" element={<StaticRoute page="about" />} />
      <Route path="/career" element={<StaticRoute page="career" />} />
      <Route path="/terms-and-conditions" element={<StaticRoute page="terms-and-conditions" />} />
      <Route path="/privacy-policy" element={<StaticRoute page="privacy-policy" />} />
      <Route path="/register" element={<OtpSignInRoute page="register" />} />
      <Route path="/forgot-password" element={<OtpSignInRoute page="forgot-password" />} />
      <Route path="/alerts/unsubscribe" element={<UnsubscribeRoute />} />
      <Route
        path="/__platform"
        element={
          <Suspense fallback={null}>
            <PlatformPage />
          </Suspense>
        }
      />
      <Route
        path="/__platform/health"
        element={
          <Suspense fallback={null}>
            <ReleaseHealthPage />
          </Suspense>
        }
      />
      {/* /used-cars-in-pune and the other landing URLs; an unknown one is the 404 page. */}
      <Route path="/:landingSlug" element={<LandingRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

// The account area's own routes, relative to the shell's /settings/* mount; /saved (a plain
// route in the shell) renders Saved Cars in the same layout. Each screen loads on demand.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { ACCOUNT_LINKS, isAccountLinkCurrent, PageHead } from '@carmarket/shared';
import { LoadingState } from '../components/screen-state';
import { SignInGate } from '../features/session/components/sign-in-gate';
import { AccountLayout } from './account-layout';

function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const ProfileScreen = lazyScreen(() => import('../features/profile/components/profile-screen'), 'ProfileScreen');
const MyListingsScreen = lazyScreen(() => import('../features/listings/components/my-listings-screen'), 'MyListingsScreen');
const InterestedBuyersScreen = lazyScreen(
  () => import('../features/interested-buyers/components/interested-buyers-screen'),
  'InterestedBuyersScreen',
);
const MyEnquiriesScreen = lazyScreen(() => import('../features/enquiries/components/my-enquiries-screen'), 'MyEnquiriesScreen');
const SavedCarsScreen = lazyScreen(() => import('../features/saved-cars/components/saved-cars-screen'), 'SavedCarsScreen');
const RecentlyViewedScreen = lazyScreen(
  () => import('../features/recently-viewed/components/recently-viewed-screen'),
  'RecentlyViewedScreen',
);
const SavedSearchesScreen = lazyScreen(() => import('../features/saved-searches/components/saved-searches-screen'), 'SavedSearchesScreen');
const BuyPackagesScreen = lazyScreen(() => import('../features/packages/components/buy-packages-screen'), 'BuyPackagesScreen');
const BoughtPackagesScreen = lazyScreen(() => import('../features/packages/components/bought-packages-screen'), 'BoughtPackagesScreen');

function ScreenFrame({ children }: { children?: ReactNode }) {
  return (
    <AccountLayout>
      <Suspense fallback={<LoadingState text="Loading…" />}>{children ?? <Outlet />}</Suspense>
    </AccountLayout>
  );
}

/** The account screens' head: their menu label as title, kept out of search results (private pages). */
function AccountHead({ pathname }: { pathname: string }) {
  const link = ACCOUNT_LINKS.find((candidate) => isAccountLinkCurrent(candidate, pathname));
  return (
    <PageHead
      title={link?.label ?? 'Account settings'}
      description="Your CarMarket account: profile, listings, enquiries, saved and recently viewed cars, saved searches, and packages."
      path={link?.to ?? '/settings/profile'}
      noIndex
    />
  );
}

export function AccountRoutes() {
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') === '/saved') {
    return (
      <>
        <AccountHead pathname={pathname} />
        <SignInGate>
          <ScreenFrame>
            <SavedCarsScreen />
          </ScreenFrame>
        </SignInGate>
      </>
    );
  }
  return (
    <>
      <AccountHead pathname={pathname} />
      <SignInGate>
        <Routes>
          <Route element={<ScreenFrame />}>
            <Route index element={<Navigate to="profile" replace />} />
            <Route path="profile" element={<ProfileScreen />} />
            <Route path="listings" element={<MyListingsScreen />} />
            <Route path="interested-buyers" element={<InterestedBuyersScreen />} />
            <Route path="enquiries" element={<MyEnquiriesScreen />} />
            <Route path="saved" element={<SavedCarsScreen />} />
            <Route path="recently-viewed" element={<RecentlyViewedScreen />} />
            <Route path="saved-searches" element={<SavedSearchesScreen />} />
            <Route path="buy-packages" element={<BuyPackagesScreen />} />
            <Route path="bought-packages" element={<BoughtPackagesScreen />} />
            <Route path="*" element={<Navigate to="/settings/profile" replace />} />
          </Route>
        </Routes>
      </SignInGate>
    </>
  );
}

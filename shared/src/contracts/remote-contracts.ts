// The typed contract between the shell and each remote's exposed modules. A remote types
// its exposed default export with these, and the shell loads them with these, so a
// breaking change to an exposed module's props fails `pnpm typecheck` on both sides.
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from './api/users';

/** 'recent': recently added cars; 'recently-viewed': the cars this visitor opened (hidden when none). */
export type CarCarouselVariant = 'featured' | 'recent' | 'similar' | 'recently-viewed';

export interface CarCarouselProps {
  variant: CarCarouselVariant;
  title: string;
  subtitle?: string;
  /** For 'similar': the car whose neighbours to show; for 'recently-viewed': the car being shown, left out. */
  carId?: string;
  /** Where 'View All' goes; hidden when absent. */
  viewAllHref?: string;
}

export interface AuthModalsProps {
  /** Open the sign-in flow (mobile step first). */
  open: boolean;
  /** Called when the flow ends, signed in or not. */
  onClose: () => void;
  /** Why the visitor is asked, shown above the form ('Sign in to save this car'). */
  reason?: string;
}

export interface BuyCarPageProps {
  /**
   * A landing URL's slug ('used-cars-in-pune', see LANDING_PAGES): the listing opens with that
   * city, brand or body type filter applied and keeps it in the path.
   */
  landingSlug?: string;
}

export interface RemoteContracts {
  mf_browse: {
    BuyCarPage: ComponentType<BuyCarPageProps>;
    CarDetailPage: ComponentType;
    SellerDetailsPage: ComponentType;
    TopDealersPage: ComponentType;
    CarCarousel: ComponentType<CarCarouselProps>;
    /** /compare?ids=a,b,c (reads the URL). */
    ComparePage: ComponentType;
  };
  mf_sell: {
    SellPage: ComponentType;
  };
  mf_account: {
    /** Mounted at /settings/* and at /saved; renders its own nested routes. */
    AccountRoutes: ComponentType;
  };
  mf_auth: {
    AuthModals: ComponentType<AuthModalsProps>;
  };
}

export type RemoteName = keyof RemoteContracts;
export type ExposedModuleName<R extends RemoteName> = Extract<keyof RemoteContracts[R], string>;
export type ExposedComponent<R extends RemoteName, M extends ExposedModuleName<R>> = RemoteContracts[R][M];
/** What the shell's server hands a page's data loader: the request's own query client and URL. */
export interface ServerDataContext {
  queryClient: QueryClient;
  url: URL;
  /**
   * The signed-in user of this request, as the API answered GET /api/v1/auth/me for the session
   * cookie (absent when signed out). Loaders never get the token itself.
   */
  user?: User;
  /** The visitor's chosen city on this request, when the server knows it (absent: none chosen, the fallback city). */
  city?: string;
}

/**
 * Fetches a page's data into the request's query client before the server renders it (issue
 * 15), under the very query keys the page reads, so the browser hydrates with it and asks the
 * API nothing. Failures are the page's to show: a loader never throws for an API error.
 */
export type ServerDataLoader = (context: ServerDataContext) => Promise<void>;

/** What `loadRemote('mf_x/Module')` resolves to. */
export interface ExposedModule<R extends RemoteName, M extends ExposedModuleName<R>> {
  default: ExposedComponent<R, M>;
  /** The page's data for a server render; absent when the page needs none (or fetches it in the browser). */
  loadServerData?: ServerDataLoader;
}

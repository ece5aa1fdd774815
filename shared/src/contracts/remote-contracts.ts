// The typed contract between the shell and each remote's exposed modules. A remote types
// its exposed default export with these, and the shell loads them with these, so a
// breaking change to an exposed module's props fails `pnpm typecheck` on both sides.
import type { ComponentType } from 'react';

export type CarCarouselVariant = 'featured' | 'recent' | 'similar';

export interface CarCarouselProps {
  variant: CarCarouselVariant;
  title: string;
  subtitle?: string;
  /** For 'similar': the car whose neighbours to show. */
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
/** What `loadRemote('mf_x/Module')` resolves to. */
export interface ExposedModule<R extends RemoteName, M extends ExposedModuleName<R>> {
  default: ExposedComponent<R, M>;
}

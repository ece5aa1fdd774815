import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { HydrateWhenVisible } from '@carmarket/shared';
import { OverrideBanner } from '../platform/override-banner';
import { AppRoutes } from './app-routes';
import { AuthModalHost } from './auth-modal-host';
import { ScrollToTop } from './scroll-to-top';
import { SiteHeader } from '../features/chrome/components/site-header';
import { SiteFooter } from '../features/chrome/components/site-footer';
import { SessionSync } from '../features/chrome/components/session-sync';
import { isChromelessPath } from '../features/chrome/nav-links';
import { CityModal } from '../features/city-modal/components/city-modal';
import { LogoutDialog } from '../features/logout/components/logout-dialog';

// flow-root: a page's first top margin stays inside <main> instead of collapsing through it, so
// <main> starts right under the header whatever renders first (a remote's loading placeholder
// with a 32 px margin, then the page without one, moved it up by 32 px: a layout shift).
const StyledMain = styled.main`
  display: flow-root;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
`;

export function App() {
  const { pathname } = useLocation();
  const chrome = !isChromelessPath(pathname);
  return (
    <>
      <ScrollToTop />
      <SessionSync />
      <OverrideBanner />
      {chrome && <SiteHeader />}
      <StyledMain id="main-content">
        <AppRoutes />
      </StyledMain>
      {/* Below the fold on every page: hydrated when it comes into view, is used, or the browser is idle. */}
      {chrome && (
        <HydrateWhenVisible>
          <SiteFooter />
        </HydrateWhenVisible>
      )}
      <CityModal />
      <LogoutDialog />
      <AuthModalHost />
    </>
  );
}

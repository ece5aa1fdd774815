import styled from 'styled-components';
import { OverrideBanner } from '../platform/override-banner';
import { AppRoutes } from './app-routes';
import { AuthModalHost } from './auth-modal-host';
import { ScrollToTop } from './scroll-to-top';
import { SiteHeader } from '../features/chrome/site-header';
import { SiteFooter } from '../features/chrome/site-footer';

const StyledMain = styled.main`
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
`;

export function App() {
  return (
    <>
      <ScrollToTop />
      <OverrideBanner />
      <SiteHeader />
      <StyledMain id="main-content">
        <AppRoutes />
      </StyledMain>
      <SiteFooter />
      <AuthModalHost />
    </>
  );
}

import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@carmarket/shared/testing';
import { LandingRoute } from './landing-route';

// The remote itself is mf-browse's (tested there); here: which slot with which props.
vi.mock('../platform/remote-slot', () => ({
  RemoteSlot: ({ remote, module, props }: { remote: string; module: string; props?: { landingSlug?: string } }) => (
    <p>
      {remote}/{module} {props?.landingSlug}
    </p>
  ),
}));

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/:landingSlug" element={<LandingRoute />} />
    </Routes>,
    { route: path },
  );
}

describe('LandingRoute', () => {
  it.each(['/used-cars-in-pune', '/used-hyundai-cars', '/used-suv-cars'])('%s renders the listing with its slug', (path) => {
    renderAt(path);
    expect(screen.getByText(`mf_browse/BuyCarPage ${path.slice(1)}`)).toBeInTheDocument();
  });

  it('an unknown slug is the 404 page, kept out of search results', () => {
    renderAt('/used-unicorn-cars');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.title).toBe('Page not found | CarMarket');
  });
});

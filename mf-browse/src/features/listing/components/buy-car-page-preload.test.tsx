// The listing fetches the HTTP client (ky, its own chunk) when the page is idle, so the visitor's
// first filter tap does not wait for it. Its own file: it replaces whenIdle and preloadApiClient.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { apiClient } from '@carmarket/shared';
import { makeCar, renderWithProviders } from '@carmarket/shared/testing';
import { makeFacets } from '../testing/facets';
import { BuyCarPage } from './buy-car-page';

const idle = vi.hoisted(() => ({ callbacks: [] as (() => void)[], preloads: 0 }));

vi.mock('@carmarket/shared', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  whenIdle: (callback: () => void) => {
    idle.callbacks.push(callback);
    return () => undefined;
  },
  preloadApiClient: () => {
    idle.preloads += 1;
  },
}));

it('fetches the HTTP client once the page is idle, not before', async () => {
  vi.spyOn(apiClient, 'get').mockResolvedValue({
    cars: [makeCar({ carName: 'Tata Nexon XZ' })],
    total: 1,
    page: 1,
    pageSize: 24,
    pageCount: 1,
    facets: makeFacets(),
    bounds: { priceMin: 300_000, priceMax: 1_500_000, yearMin: 2015, yearMax: 2024 },
  });
  renderWithProviders(
    <Routes>
      <Route path="/buy-car" element={<BuyCarPage />} />
    </Routes>,
    { route: '/buy-car' },
  );
  await screen.findByRole('heading', { level: 1, name: '1 Second Hand Cars in All Locations' }, { timeout: 5000 });
  expect(idle.preloads).toBe(0);
  expect(idle.callbacks).toHaveLength(1);
  idle.callbacks[0]!();
  expect(idle.preloads).toBe(1);
});

import { screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import type { CarPriceHistory } from '@carmarket/shared/api-contracts';
import { priceHistoryQuery } from '../api/get-price-history';
import { PriceDropBadge } from './price-drop-badge';
import { PriceHistorySection } from './price-history-section';

/** A query client holding the car's history, as the server's loader hands it over. */
function withHistory(carId: string, history: CarPriceHistory): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setQueryData(priceHistoryQuery(carId).queryKey, history);
  return queryClient;
}

const DROPPED: CarPriceHistory = {
  points: [
    { price: 650_000, at: '2026-10-01T06:00:00Z' },
    { price: 700_000, at: '2026-10-20T06:00:00Z' },
    { price: 600_000, at: '2026-11-07T20:00:00Z' },
  ],
  // 20:00 UTC is 01:30 the next day in India: the date shown is India's.
  lastDrop: { amount: 100_000, from: 700_000, to: 600_000, at: '2026-11-07T20:00:00Z' },
};

describe('PriceDropBadge', () => {
  it("says by how much and on which day (India's) the price last fell", () => {
    renderWithProviders(<PriceDropBadge carId="c1" />, { queryClient: withHistory('c1', DROPPED) });
    expect(screen.getByText('Price dropped by ₹1 Lakhs on 08/11/2026')).toBeInTheDocument();
  });

  it('says nothing when the last change was no fall, or before the history has arrived', () => {
    const risen = { points: DROPPED.points.slice(0, 2), lastDrop: null };
    const { container } = renderWithProviders(<PriceDropBadge carId="c1" />, { queryClient: withHistory('c1', risen) });
    expect(container).toBeEmptyDOMElement();
    const pending = createQueryClient();
    pending.setQueryDefaults(['price-history'], { queryFn: () => new Promise(() => undefined) });
    const second = renderWithProviders(<PriceDropBadge carId="c2" />, { queryClient: pending });
    expect(second.container).toBeEmptyDOMElement();
  });
});

describe('PriceHistorySection', () => {
  it('draws the history with a summary and a table of every price for screen readers', async () => {
    renderWithProviders(<PriceHistorySection carId="c1" />, { queryClient: withHistory('c1', DROPPED) });
    const section = screen.getByRole('region', { name: 'Price history' });
    const table = await within(section).findByRole('table', { name: 'Price history' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['01/10/2026₹6.5 Lakhs', '20/10/2026₹7 Lakhs', '08/11/2026₹6 Lakhs']);
    expect(within(section).getByText(/Listed at ₹6.5 Lakhs on 01\/10\/2026; ₹6 Lakhs since 08\/11\/2026 \(2 changes\)/)).toBeVisible();
    // The drawing is for the eye only: its words are the summary and the table.
    expect(section.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(section.querySelectorAll('svg circle')).toHaveLength(3);
  });

  it('is left out for a car whose price never changed', () => {
    const once = { points: DROPPED.points.slice(0, 1), lastDrop: null };
    renderWithProviders(<PriceHistorySection carId="c1" />, { queryClient: withHistory('c1', once) });
    expect(screen.queryByRole('region', { name: 'Price history' })).not.toBeInTheDocument();
  });
});

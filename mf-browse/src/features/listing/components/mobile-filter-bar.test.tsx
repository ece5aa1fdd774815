import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { ListingFacets, PriceAndYearBounds } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { useListingQuery } from '../hooks/use-listing-query';
import { counts, makeFacets, SPEC_FILTER_SECTIONS } from '../testing/facets';
import { MobileFilterBar } from './mobile-filter-bar';

const facets = makeFacets({
  ownerType: counts(['dealer', 3], ['owner', 5]),
  brand: counts(['Tata', 4]),
  fuel: counts(['Diesel', 2]),
  city: counts(['Pune', 6]),
});
const bounds: PriceAndYearBounds = { priceMin: 200_000, priceMax: 2_000_000, yearMin: 2012, yearMax: 2024 };

/** The bar wired to the real URL state, as on the listing page; the URL's query is shown. */
function ConnectedBar({ facets: shownFacets = facets }: { facets?: ListingFacets }) {
  const [query, update] = useListingQuery();
  const location = useLocation();
  return (
    <>
      <MobileFilterBar query={query} facets={shownFacets} bounds={bounds} total={8} onChange={update} onClearAll={vi.fn()} />
      <output aria-label="URL query">{location.search}</output>
    </>
  );
}

function setup(route = '/buy-car', shownFacets?: ListingFacets) {
  renderWithProviders(<ConnectedBar facets={shownFacets} />, { route });
  return { user: userEvent.setup(), url: () => screen.getByRole('status', { name: 'URL query' }) };
}

describe('MobileFilterBar', () => {
  it('opens the full-screen Filters panel with every section', async () => {
    const { user } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    expect(panel).toHaveStyle({ height: '100vh' });
    for (const title of [...SPEC_FILTER_SECTIONS, 'Km Driven']) {
      expect(within(panel).getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(within(panel).getByRole('button', { name: 'Show 8 Cars' })).toBeInTheDocument();
  });

  it('filters by seats from the Seats chip, into the URL (8+ included)', async () => {
    const { user, url } = setup();
    await user.click(screen.getByRole('button', { name: 'Seats' }));
    const sheet = screen.getByRole('dialog', { name: 'Seats' });
    await user.click(within(sheet).getByRole('checkbox', { name: /^8\+ Seats/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Show Cars' }));
    await waitFor(() => expect(url()).toHaveTextContent('?seats=8%2B'));
    expect(screen.getByRole('button', { name: 'Seats' })).toHaveAttribute('data-active', 'true');
  });

  it('shows the chosen budget on its chip in L and Cr, and opens the panel at Price Range', async () => {
    const { user } = setup('/buy-car?priceMin=500000&priceMax=27000000');
    const chip = screen.getByRole('button', { name: 'Budget: ₹ 5.0 L - ₹ 2.7 Cr' });
    expect(chip).toHaveAttribute('data-active', 'true');
    await user.click(chip);
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(panel).getByRole('button', { name: 'Price Range' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('slider', { name: 'Minimum price' })).toBeInTheDocument();
  });

  it("reads 'Budget' while no price is chosen", () => {
    setup();
    expect(screen.getByRole('button', { name: 'Budget' })).not.toHaveAttribute('data-active');
  });

  it('uses the mobile price step of 50,000 and a km slider in steps of 10,000', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(panel).getByRole('button', { name: 'Price Range' }));
    expect(within(panel).getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('step', '50000');
    expect(within(panel).getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('step', '50000');
    await user.click(within(panel).getByRole('button', { name: 'Km Driven' }));
    const km = within(panel).getByRole('slider', { name: 'Maximum km driven' });
    expect(km).toHaveAttribute('step', '10000');
    expect(km).toHaveAttribute('max', '1000000');
  });

  it('writes a slider change in the panel to the URL query', async () => {
    const { user, url } = setup();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(panel).getByRole('button', { name: 'Km Driven' }));
    vi.useFakeTimers();
    try {
      fireEvent.change(within(panel).getByRole('slider', { name: 'Maximum km driven' }), { target: { value: '50000' } });
      act(() => vi.advanceTimersByTime(400));
    } finally {
      vi.useRealTimers();
    }
    expect(url()).toHaveTextContent('?kmMax=50000');
  });

  it('applies a checkbox in the panel to the URL query and closes with Show Cars', async () => {
    const { user, url } = setup('/buy-car?page=3');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(panel).getByRole('button', { name: 'Fuel Type' }));
    await user.click(within(panel).getByRole('checkbox', { name: /Diesel/ }));
    expect(url()).toHaveTextContent(/^\?fuel=Diesel$/);
    await user.click(within(panel).getByRole('button', { name: 'Show 8 Cars' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('offers All, Dealer and Owner in the owner-type dropdown and writes the choice', async () => {
    const { user, url } = setup();
    const select = screen.getByRole('combobox', { name: 'Owner type' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Dealer', 'Owner']);
    expect(select).toHaveValue('all');
    await user.selectOptions(select, 'Dealer');
    expect(url()).toHaveTextContent('?ownerType=dealer');
    expect(select).toHaveValue('dealer');
  });

  it('applies the City sheet to the URL query', async () => {
    const { user, url } = setup();
    await user.click(screen.getByRole('button', { name: 'City' }));
    const sheet = screen.getByRole('dialog', { name: 'City' });
    await user.click(within(sheet).getByRole('checkbox', { name: /Pune/ }));
    expect(url()).toHaveTextContent(/^$/);
    await user.click(within(sheet).getByRole('button', { name: 'Show Cars' }));
    expect(url()).toHaveTextContent('?location=Pune');
    expect(screen.queryByRole('dialog', { name: 'City' })).not.toBeInTheDocument();
  });

  it("says 'No results' in an empty dropdown", async () => {
    const { user } = setup('/buy-car', { ...facets, city: [] });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(panel).getByRole('button', { name: 'Location' }));
    expect(within(panel).getByText('No results')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'City' }));
    const sheet = screen.getByRole('dialog', { name: 'City' });
    expect(within(sheet).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(sheet).getByText('No results')).toBeInTheDocument();
  });
});

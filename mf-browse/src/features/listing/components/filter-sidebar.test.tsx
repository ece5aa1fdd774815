import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeListingQuery, type ListingFacets } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { FilterSidebar } from './filter-sidebar';

const facets: ListingFacets = {
  ownerType: [
    { value: 'dealer', count: 3 },
    { value: 'owner', count: 5 },
  ],
  brand: [
    { value: 'Tata', count: 4 },
    { value: 'Kia', count: 2 },
  ],
  model: [],
  fuel: [{ value: 'Diesel', count: 2 }],
  transmission: [],
  bodyType: [],
  ownership: [],
  state: [],
  city: [{ value: 'Pune', count: 6 }],
};
const bounds = { priceMin: 200_000, priceMax: 2_000_000, yearMin: 2012, yearMax: 2024 };

function setup(overrides: Partial<Parameters<typeof FilterSidebar>[0]> = {}) {
  const onChange = vi.fn();
  const onClearAll = vi.fn();
  renderWithProviders(
    <FilterSidebar query={makeListingQuery()} facets={facets} bounds={bounds} onChange={onChange} onClearAll={onClearAll} {...overrides} />,
  );
  return { onChange, onClearAll, user: userEvent.setup() };
}

describe('FilterSidebar', () => {
  it('shows every section of the spec, each collapsible', async () => {
    const { user } = setup();
    for (const title of [
      'Owner Type',
      'Price Range',
      'Year Range',
      'Brands',
      'Location',
      'Body Type',
      'Fuel Type',
      'Transmission',
      'Ownership',
    ]) {
      expect(screen.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'true');
    }
    await user.click(screen.getByRole('button', { name: 'Brands' }));
    expect(screen.getByRole('button', { name: 'Brands' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: /Tata/ })).not.toBeInTheDocument();
  });

  it('collapses and expands all sections with one button', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.getByRole('button', { name: 'Price Range' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Ownership' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByRole('button', { name: 'Price Range' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("says 'No matching brands' for a brand search with no match", async () => {
    const { user } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search brands' }), 'zzz');
    expect(screen.getByText('No matching brands')).toBeInTheDocument();
  });

  it('toggles a brand and picks an owner type', async () => {
    const { user, onChange } = setup({ query: makeListingQuery({ brand: ['Kia'] }) });
    await user.click(screen.getByRole('checkbox', { name: /Tata/ }));
    expect(onChange).toHaveBeenLastCalledWith({ brand: ['Kia', 'Tata'] });
    await user.click(screen.getByRole('radio', { name: /Dealer/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ownerType: 'dealer' });
  });

  it('shows price and year sliders only when min is below max, with the desktop price step', () => {
    setup();
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('step', '10000');
    expect(screen.getByRole('slider', { name: 'Maximum year' })).toHaveAttribute('step', '1');
  });

  it('labels the price slider in the compact format: L below a crore, Cr from a crore', () => {
    setup({ bounds: { priceMin: 250_000, priceMax: 27_000_000, yearMin: 2012, yearMax: 2024 } });
    expect(screen.getByText('₹ 2.5 L – ₹ 2.7 Cr')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuetext', '₹ 2.5 L');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuetext', '₹ 2.7 Cr');
    expect(screen.queryByText(/Lakhs/)).not.toBeInTheDocument();
  });

  it('hides the sliders when every car has the same price and year', () => {
    setup({ bounds: { priceMin: 500_000, priceMax: 500_000, yearMin: 2020, yearMax: 2020 } });
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('commits a slider change to the query after the drag pauses', async () => {
    vi.useFakeTimers();
    try {
      const onChange = vi.fn();
      renderWithProviders(
        <FilterSidebar query={makeListingQuery()} facets={facets} bounds={bounds} onChange={onChange} onClearAll={vi.fn()} />,
      );
      const { fireEvent } = await import('@testing-library/react');
      fireEvent.change(screen.getByRole('slider', { name: 'Minimum year' }), { target: { value: '2016' } });
      expect(onChange).not.toHaveBeenCalled();
      vi.advanceTimersByTime(400);
      expect(onChange).toHaveBeenCalledWith({ yearMin: 2016, yearMax: undefined });
    } finally {
      vi.useRealTimers();
    }
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND_NAMES, type ListingFacets } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { counts, makeFacets } from '../testing/facets';
import { BodyTypeSheet, BrandModelSheet, CitySheet, ModelYearSheet, SeatsSheet } from './filter-sheets';

const facets = makeFacets({
  model: [
    { value: 'Nexon', brand: 'Tata', count: 2 },
    { value: 'Roma', brand: 'Ferrari', count: 1 },
    { value: 'F8 Tributo', brand: 'Ferrari', count: 2 },
  ],
  bodyType: counts(['SUV', 7]),
  city: counts(['Pune', 6], ['Delhi', 3]),
});

describe('CitySheet', () => {
  it('applies the chosen city with Show Cars', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<CitySheet open onClose={onClose} facets={facets} onApply={onApply} selected={[]} />);
    const sheet = screen.getByRole('dialog', { name: 'City' });
    await user.click(within(sheet).getByRole('checkbox', { name: /Pune/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Show Cars' }));
    expect(onApply).toHaveBeenCalledWith({ location: ['Pune'] });
    expect(onClose).toHaveBeenCalled();
  });

  it('clears the city filter with Clear Filter', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(<CitySheet open onClose={vi.fn()} facets={facets} onApply={onApply} selected={['Delhi']} />);
    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
    expect(onApply).toHaveBeenCalledWith({ location: [] });
  });

  it("says 'No results' when the search matches no city", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CitySheet open onClose={vi.fn()} facets={facets} onApply={vi.fn()} selected={[]} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search city' }), 'Atlantis');
    expect(screen.getByText('No results')).toBeInTheDocument();
  });
});

describe('BrandModelSheet', () => {
  it('shows 9 brands per page and pages through the rest', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <BrandModelSheet open onClose={vi.fn()} facets={facets} onApply={vi.fn()} selectedBrands={[]} selectedModels={[]} />,
    );
    const grid = screen.getByRole('dialog', { name: 'Brand + Models' });
    const firstPage = within(grid).getAllByRole('listitem');
    expect(firstPage).toHaveLength(9);
    await user.click(within(grid).getByRole('button', { name: 'Next' }));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(BRAND_NAMES.length - 9);
  });

  it('opens a brand’s model list; a model brings its brand along', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(
      <BrandModelSheet open onClose={vi.fn()} facets={facets} onApply={onApply} selectedBrands={[]} selectedModels={[]} />,
    );
    await user.click(screen.getByRole('button', { name: /^Tata/ }));
    const sheet = screen.getByRole('dialog', { name: 'Tata Models' });
    await user.click(within(sheet).getByRole('checkbox', { name: /Nexon/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Show Cars' }));
    expect(onApply).toHaveBeenCalledWith({ brand: ['Tata'], model: ['Nexon'] });
  });

  it("lists a luxury brand's models from the data (Ferrari is not a wizard brand)", async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const withFerrari = { ...facets, brand: [{ value: 'Ferrari', count: 3 }] };
    renderWithProviders(
      <BrandModelSheet open onClose={vi.fn()} facets={withFerrari} onApply={onApply} selectedBrands={[]} selectedModels={[]} />,
    );
    await user.click(screen.getByRole('button', { name: /^Ferrari/ }));
    const sheet = screen.getByRole('dialog', { name: 'Ferrari Models' });
    expect(within(sheet).queryByText('No results')).not.toBeInTheDocument();
    expect(within(sheet).getByRole('checkbox', { name: /^Roma \(1\)/ })).toBeInTheDocument();
    expect(within(sheet).getByRole('checkbox', { name: /^F8 Tributo \(2\)/ })).toBeInTheDocument();
    // The catalogue's other Ferrari models show too, with no cars now.
    expect(within(sheet).getByRole('checkbox', { name: /^Portofino \(0\)/ })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('checkbox', { name: /^Roma/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Show Cars' }));
    expect(onApply).toHaveBeenCalledWith({ brand: ['Ferrari'], model: ['Roma'] });
  });

  it("says 'No results' for a brand search with no match", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <BrandModelSheet open onClose={vi.fn()} facets={facets} onApply={vi.fn()} selectedBrands={[]} selectedModels={[]} />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search brands' }), 'qqq');
    expect(screen.getByText('No results')).toBeInTheDocument();
  });
});

describe('CitySheet places', () => {
  const places: ListingFacets = {
    ...facets,
    state: counts(['Maharashtra', 9]),
    city: counts(['Pune', 9]),
    locality: counts(['Maharashtra-Baner', 5]),
  };

  it("offers the state, its city and the city's localities, and applies a locality as 'State-Locality'", async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(<CitySheet open onClose={vi.fn()} facets={places} onApply={onApply} selected={[]} />);
    const sheet = screen.getByRole('dialog', { name: 'City' });
    await user.click(within(sheet).getByRole('checkbox', { name: /^Maharashtra \(9\)/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Places in Pune' }));
    await user.click(within(sheet).getByRole('checkbox', { name: /^Baner \(5\)/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Show Cars' }));
    expect(onApply).toHaveBeenCalledWith({ location: ['Maharashtra', 'Maharashtra-Baner'] });
  });

  it('finds a locality by search, with its state and city around it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CitySheet open onClose={vi.fn()} facets={places} onApply={vi.fn()} selected={[]} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search city' }), 'ban');
    const sheet = screen.getByRole('dialog', { name: 'City' });
    expect(
      within(sheet)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.firstChild?.nextSibling?.textContent),
    ).toEqual(['Maharashtra', 'Pune', 'Baner']);
  });
});

describe('SeatsSheet', () => {
  it('applies the chosen seats, 8+ included', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(<SeatsSheet open onClose={vi.fn()} facets={facets} onApply={onApply} selected={['7']} />);
    const sheet = screen.getByRole('dialog', { name: 'Seats' });
    expect(within(sheet).getAllByRole('checkbox')).toHaveLength(6);
    await user.click(within(sheet).getByRole('checkbox', { name: /^8\+ Seats/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Show Cars' }));
    expect(onApply).toHaveBeenCalledWith({ seats: ['7', '8+'] });
  });
});

describe('BodyTypeSheet', () => {
  it('lists the six filter body types on one page and applies the choice', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(<BodyTypeSheet open onClose={vi.fn()} facets={facets} onApply={onApply} selected={[]} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    await user.click(screen.getByRole('checkbox', { name: /Sedan Car/ }));
    await user.click(screen.getByRole('button', { name: 'Show Cars' }));
    expect(onApply).toHaveBeenCalledWith({ bodyType: ['Sedan'] });
  });
});

describe('ModelYearSheet', () => {
  const bounds = { priceMin: 200_000, priceMax: 2_000_000, yearMin: 2012, yearMax: 2024 };

  it('stages a year range on yearly sliders and applies it with Show Cars', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<ModelYearSheet open onClose={onClose} onApply={onApply} bounds={bounds} yearMin={undefined} yearMax={2022} />);
    const sheet = screen.getByRole('dialog', { name: 'Models Year' });
    const min = within(sheet).getByRole('slider', { name: 'Minimum year' });
    expect(min).toHaveAttribute('step', '1');
    expect(min).toHaveAttribute('min', '2012');
    expect(within(sheet).getByRole('slider', { name: 'Maximum year' })).toHaveValue('2022');
    fireEvent.change(min, { target: { value: '2016' } });
    await waitFor(() => expect(within(sheet).getByText('2016 – 2022')).toBeInTheDocument());
    // Staged only: nothing is applied until Show Cars.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onApply).not.toHaveBeenCalled();
    await user.click(within(sheet).getByRole('button', { name: 'Show Cars' }));
    expect(onApply).toHaveBeenCalledWith({ yearMin: 2016, yearMax: 2022 });
    expect(onClose).toHaveBeenCalled();
  });

  it('clears both years with Clear Filter', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(<ModelYearSheet open onClose={vi.fn()} onApply={onApply} bounds={bounds} yearMin={2015} yearMax={2020} />);
    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
    expect(onApply).toHaveBeenCalledWith({ yearMin: undefined, yearMax: undefined });
  });

  it("says 'No results' when every car has the same year", () => {
    renderWithProviders(
      <ModelYearSheet
        open
        onClose={vi.fn()}
        onApply={vi.fn()}
        bounds={{ ...bounds, yearMin: 2020, yearMax: 2020 }}
        yearMin={undefined}
        yearMax={undefined}
      />,
    );
    const sheet = screen.getByRole('dialog', { name: 'Models Year' });
    expect(within(sheet).queryByRole('slider')).not.toBeInTheDocument();
    expect(within(sheet).getByText('No results')).toBeInTheDocument();
  });
});

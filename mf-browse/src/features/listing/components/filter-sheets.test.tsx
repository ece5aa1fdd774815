import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND_NAMES, type ListingFacets } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { BodyTypeSheet, BrandModelSheet, CitySheet } from './filter-sheets';

const facets: ListingFacets = {
  ownerType: [],
  brand: [],
  model: [{ value: 'Nexon', count: 2 }],
  fuel: [],
  transmission: [],
  bodyType: [{ value: 'SUV', count: 7 }],
  ownership: [],
  state: [],
  city: [
    { value: 'Pune', count: 6 },
    { value: 'Delhi', count: 3 },
  ],
};

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

  it("says 'No results' for a brand search with no match", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <BrandModelSheet open onClose={vi.fn()} facets={facets} onApply={vi.fn()} selectedBrands={[]} selectedModels={[]} />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search brands' }), 'qqq');
    expect(screen.getByText('No results')).toBeInTheDocument();
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

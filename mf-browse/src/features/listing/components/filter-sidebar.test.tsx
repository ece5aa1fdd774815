import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeListingQuery } from '@carmarket/shared/listing-query';
import type { ListingQuery } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { counts, makeFacets, SPEC_FILTER_SECTIONS } from '../testing/facets';
import * as filterOptions from '../filter-options';
import type * as FilterOptions from '../filter-options';
import { sliderRange } from '../slider-range';
import type * as SliderRange from '../slider-range';
import type { ListingChange } from '../listing-url';
import { FilterSidebar } from './filter-sidebar';

// Counted: a section makes its options from the facets (a slider its range) each time it renders.
const SECTION_OPTIONS = vi.hoisted(
  () =>
    ({
      ownerType: 'ownerTypeOptions',
      brand: 'brandOptions',
      location: 'locationOptions',
      bodyType: 'bodyTypeOptions',
      fuel: 'fuelOptions',
      transmission: 'transmissionOptions',
      ownership: 'ownershipOptions',
      seats: 'seatsOptions',
    }) as const,
);
vi.mock('../filter-options', async (importOriginal) => {
  const actual = await importOriginal<typeof FilterOptions>();
  const counted = Object.values(SECTION_OPTIONS).map((name) => [name, vi.fn(actual[name])]);
  return { ...actual, ...Object.fromEntries(counted) };
});
vi.mock('../slider-range', async (importOriginal) => {
  const actual = await importOriginal<typeof SliderRange>();
  return { ...actual, sliderRange: vi.fn(actual.sliderRange) };
});

const facets = makeFacets({
  ownerType: counts(['dealer', 3], ['owner', 5]),
  brand: counts(['Tata', 4], ['Kia', 2]),
  fuel: counts(['Diesel', 2]),
  seats: counts(['5', 9], ['8+', 2]),
  state: counts(['Maharashtra', 8]),
  city: counts(['Pune', 6], ['Mumbai', 2]),
  locality: counts(['Maharashtra-Kothrud', 4], ['Maharashtra-Baner', 2], ['Maharashtra-Bandra', 2]),
});
const bounds = { priceMin: 200_000, priceMax: 2_000_000, yearMin: 2012, yearMax: 2024 };

function setup(overrides: Partial<Parameters<typeof FilterSidebar>[0]> = {}) {
  const onChange = vi.fn<(change: ListingChange) => void>();
  const onClearAll = vi.fn();
  const query = overrides.query ?? makeListingQuery();
  renderWithProviders(
    <FilterSidebar query={query} facets={facets} bounds={bounds} onChange={onChange} onClearAll={onClearAll} {...overrides} />,
  );
  /** The last change as the page applies it: a toggle is made from the query it is given. */
  const lastPatch = () => {
    const change = onChange.mock.lastCall?.[0];
    return typeof change === 'function' ? change(query) : change;
  };
  return { onChange, lastPatch, onClearAll, user: userEvent.setup() };
}

describe('FilterSidebar', () => {
  it('shows every section of the spec, each collapsible', async () => {
    const { user } = setup();
    for (const title of SPEC_FILTER_SECTIONS) {
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
    const { user, lastPatch } = setup({ query: makeListingQuery({ brand: ['Kia'] }) });
    await user.click(screen.getByRole('checkbox', { name: /Tata/ }));
    expect(lastPatch()).toEqual({ brand: ['Kia', 'Tata'] });
    await user.click(screen.getByRole('radio', { name: /Dealer/ }));
    expect(lastPatch()).toEqual({ ownerType: 'dealer' });
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

  it('offers the seats of spec §9 with their counts and writes the choice', async () => {
    const { user, lastPatch } = setup({ query: makeListingQuery({ seats: ['5'] }) });
    const seats = screen.getByRole('group', { name: 'Seats' });
    expect(
      within(seats)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['2 Seats(0)', '4 Seats(0)', '5 Seats(9)', '6 Seats(0)', '7 Seats(0)', '8+ Seats(2)']);
    expect(within(seats).getByRole('checkbox', { name: /^5 Seats/ })).toBeChecked();
    await user.click(within(seats).getByRole('checkbox', { name: /^8\+ Seats/ }));
    expect(lastPatch()).toEqual({ seats: ['5', '8+'] });
  });

  it("offers states, their cities and each city's localities ('State-Locality') in Location", async () => {
    const { user, lastPatch } = setup();
    const location = screen.getByRole('group', { name: 'Location' });
    expect(within(location).getByRole('checkbox', { name: /^Maharashtra/ })).toBeInTheDocument();
    expect(within(location).getByRole('checkbox', { name: /^Pune/ })).toBeInTheDocument();
    // A city's localities open under it.
    expect(within(location).queryByRole('checkbox', { name: /^Kothrud/ })).not.toBeInTheDocument();
    await user.click(within(location).getByRole('button', { name: 'Places in Pune' }));
    expect(within(location).getByRole('checkbox', { name: /^Kothrud \(4\)/ })).toBeInTheDocument();
    expect(within(location).queryByRole('checkbox', { name: /^Bandra/ })).not.toBeInTheDocument();
    await user.click(within(location).getByRole('checkbox', { name: /^Kothrud/ }));
    expect(lastPatch()).toEqual({ location: ['Maharashtra-Kothrud'] });
    await user.click(within(location).getByRole('checkbox', { name: /^Maharashtra/ }));
    expect(lastPatch()).toEqual({ location: ['Maharashtra'] });
  });

  it('opens the city of a chosen locality and ticks it', () => {
    setup({ query: makeListingQuery({ location: ['maharashtra-bandra'] }) });
    const location = screen.getByRole('group', { name: 'Location' });
    expect(within(location).getByRole('checkbox', { name: /^Bandra/ })).toBeChecked();
    expect(within(location).getByRole('button', { name: 'Places in Mumbai' })).toHaveAttribute('aria-expanded', 'true');
  });

  // One change per section of the sidebar, each to that section's part of the query only.
  const CHANGES: Record<keyof typeof SECTION_OPTIONS | 'price' | 'year', Partial<ListingQuery>> = {
    ownerType: { ownerType: 'dealer' },
    price: { priceMin: 600_000 },
    year: { yearMin: 2016 },
    brand: { brand: ['Kia', 'Tata'] },
    location: { location: ['Maharashtra'] },
    bodyType: { bodyType: ['SUV'] },
    fuel: { fuel: ['Diesel'] },
    transmission: { transmission: ['Manual'] },
    ownership: { ownership: ['1st'] },
    seats: { seats: ['5'] },
  };
  /** How many times each section has rendered so far. */
  function sectionRenders(): Record<keyof typeof CHANGES, number> {
    const sliders = vi.mocked(sliderRange).mock.calls.map(([range]) => range?.min);
    const options = Object.entries(SECTION_OPTIONS).map(([section, name]) => [section, vi.mocked(filterOptions[name]).mock.calls.length]);
    return {
      ...(Object.fromEntries(options) as Record<keyof typeof SECTION_OPTIONS, number>),
      price: sliders.filter((min) => min === bounds.priceMin).length,
      year: sliders.filter((min) => min === bounds.yearMin).length,
    };
  }

  it.each(Object.keys(CHANGES) as (keyof typeof CHANGES)[])('a change to %s renders that section and no other', (changed) => {
    const query = makeListingQuery({ brand: ['Kia'] });
    // The page's change function is one function for its life (useListingQuery); so is it here.
    const onChange = vi.fn();
    const onClearAll = vi.fn();
    const sidebar = (next: ListingQuery) => (
      <FilterSidebar query={next} facets={facets} bounds={bounds} onChange={onChange} onClearAll={onClearAll} />
    );
    const view = renderWithProviders(sidebar(query));
    const before = sectionRenders();
    expect(Object.values(before).every((renders) => renders > 0)).toBe(true);

    view.rerender(sidebar({ ...query, ...CHANGES[changed] }));
    const after = sectionRenders();
    const rendered = (Object.keys(after) as (keyof typeof CHANGES)[]).filter((section) => after[section] > before[section]);
    expect(rendered).toEqual([changed]);
  });
});

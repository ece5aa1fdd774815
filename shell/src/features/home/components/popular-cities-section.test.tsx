import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POPULAR_CITIES, selectedCityAtom } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import type { HomeStatsState } from '../api/get-home-stats';
import { PopularCitiesSection } from './popular-cities-section';

const STATS: HomeStatsState = {
  status: 'loaded',
  stats: {
    totalCars: 1300,
    bodyTypes: [],
    brands: [],
    cities: [
      { value: 'Pune', count: 1234 },
      { value: 'Delhi', count: 7 },
    ],
  },
};

/** Makes `(min-width: 768px)` match or not: the section pages its tiles only below it. */
function mockViewport({ wide }: { wide: boolean }) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: wide,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

function renderSection() {
  const view = renderWithProviders(<PopularCitiesSection stats={STATS} />);
  const section = screen.getByRole('region', { name: 'Search by Popular Cities' });
  const tiles = () => within(within(section).getByRole('list')).getAllByRole('link');
  /** Each tile reads '{city}{n} Cars Available'. */
  const names = () => tiles().map((tile) => tile.textContent?.replace(/\d[\d,]* Cars Available$/, ''));
  return { ...view, section, tiles, names };
}

afterEach(() => vi.unstubAllGlobals());

describe('popular cities on a phone', () => {
  beforeEach(() => mockViewport({ wide: false }));

  it('pages the ten cities 6 then 4 with Previous/Next disabled at the ends', async () => {
    const user = userEvent.setup();
    const { section, tiles, names } = renderSection();
    const previous = within(section).getByRole('button', { name: 'Previous cities' });
    const next = within(section).getByRole('button', { name: 'Next cities' });

    expect(within(section).getByRole('list', { name: 'Cities, page 1 of 2' })).toBeInTheDocument();
    expect(names()).toEqual(POPULAR_CITIES.slice(0, 6));
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(within(section).getByRole('list', { name: 'Cities, page 2 of 2' })).toBeInTheDocument();
    expect(tiles()).toHaveLength(4);
    expect(names()).toEqual(['Lucknow', 'Delhi', 'Bhopal', 'Jaipur']);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    await user.click(previous);
    expect(tiles()).toHaveLength(6);
    expect(previous).toBeDisabled();
  });

  it('shows one dot per page, marks the current one and jumps to a page', async () => {
    const user = userEvent.setup();
    const { section, names } = renderSection();
    const dots = [1, 2].map((page) => within(section).getByRole('button', { name: `Cities page ${page}` }));
    expect(within(section).queryByRole('button', { name: 'Cities page 3' })).not.toBeInTheDocument();
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots[1]).not.toHaveAttribute('aria-current');

    await user.click(dots[1]!);
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    expect(names()[0]).toBe('Lucknow');

    await user.click(dots[0]!);
    expect(names()[0]).toBe('Chandigarh');
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
  });

  it('shows the API counts and a tile sets the city and opens the filtered listing', async () => {
    const user = userEvent.setup();
    const { section, store } = renderSection();
    const pune = within(section).getByRole('link', { name: /^Pune / });
    expect(pune).toHaveTextContent('1,234 Cars Available');
    expect(within(section).getByRole('link', { name: /^Kanpur / })).toHaveTextContent('0 Cars Available');
    expect(pune).toHaveAttribute('href', '/buy-car?location=Pune');
    await user.click(pune);
    expect(store.get(selectedCityAtom)).toBe('Pune');
  });
});

describe('popular cities from 768 px', () => {
  beforeEach(() => mockViewport({ wide: true }));

  it('shows all ten tiles without pager buttons or dots', () => {
    const { section, tiles, names } = renderSection();
    expect(tiles()).toHaveLength(10);
    expect(names()).toEqual([...POPULAR_CITIES]);
    expect(within(section).getByRole('list', { name: 'Cities' })).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});

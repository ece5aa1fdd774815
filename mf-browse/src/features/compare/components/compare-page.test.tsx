import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, apiClient, type Car, type CarListingPage } from '@carmarket/shared';
import { makeCar, renderWithProviders } from '@carmarket/shared/testing';
import { makeFacets } from '../../listing/testing/facets';
import { compareTrayAtom } from '../compare-tray-atoms';
import { COMPARE_TRAY_KEY } from '../compare-tray-storage';
import { ComparePage } from './compare-page';

const creta = makeCar({ id: 'creta', carName: 'Hyundai Creta SX', carPrice: 1_050_000, fuelType: 'Petrol', transmission: 'Manual' });
const nexon = makeCar({ id: 'nexon', carName: 'Tata Nexon XZ', carPrice: 850_000, fuelType: 'Diesel', transmission: 'Manual' });
const city = makeCar({
  id: 'city',
  carName: 'Honda City V',
  carPrice: 950_000,
  fuelType: 'Petrol',
  transmission: 'Automatic',
  isSold: true,
});
const seltos = makeCar({ id: 'seltos', carName: 'Kia Seltos HTX', carPrice: 1_250_000 });
const CARS = new Map<string, Car>([creta, nexon, city, seltos].map((car) => [car.id, car]));

function listingPage(cars: Car[]): CarListingPage {
  return {
    cars,
    total: cars.length,
    page: 1,
    pageSize: 6,
    pageCount: 1,
    facets: makeFacets(),
    bounds: { priceMin: 0, priceMax: 0, yearMin: 2015, yearMax: 2024 },
  };
}

function mockApi({ failing = [] as string[] } = {}) {
  return vi.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
    const carMatch = /^api\/v1\/cars\/([^/?]+)$/.exec(path);
    if (carMatch) {
      const id = decodeURIComponent(carMatch[1]!);
      if (failing.includes(id)) throw new ApiError('Service unavailable', 503);
      const car = CARS.get(id);
      if (!car) throw new ApiError('Cars not found', 404);
      return { car };
    }
    if (path.startsWith('api/v1/cars?')) {
      const search = new URLSearchParams(path.split('?')[1]).get('search')?.toLowerCase() ?? '';
      return listingPage([...CARS.values()].filter((car) => car.carName.toLowerCase().includes(search)));
    }
    throw new Error(`unexpected ${path}`);
  });
}

function UrlProbe() {
  const location = useLocation();
  return <output aria-label="url">{`${location.pathname}${location.search}`}</output>;
}

function renderCompare(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/compare"
        element={
          <>
            <ComparePage />
            <UrlProbe />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const table = () => screen.getByRole('table');
const columnHeaders = () => within(table()).getAllByRole('columnheader');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ComparePage', () => {
  it('shows the cars of the URL side by side with their facts, title and canonical URL', async () => {
    mockApi();
    renderCompare('/compare?ids=creta,nexon');
    expect(await screen.findByRole('link', { name: 'Hyundai Creta SX' })).toHaveAttribute('href', '/buy-car/creta');
    expect(screen.getByRole('link', { name: 'Tata Nexon XZ' })).toBeInTheDocument();
    expect(columnHeaders()).toHaveLength(2);
    const price = within(table()).getByRole('row', { name: /^Price/ });
    expect(
      within(price)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['₹ 10.5 Lakhs', '₹ 8.5 Lakhs']);
    expect(within(table()).getByRole('row', { name: /^EMI/ })).toHaveTextContent(/Rs\. [\d,]+ per month/);
    expect(screen.getAllByRole('img', { name: 'Hyundai Creta SX' })[0]).toHaveAttribute('srcset', expect.stringContaining('320w'));
    await waitFor(() => expect(document.title).toBe('Compare Hyundai Creta SX vs Tata Nexon XZ | CarMarket'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/compare?ids=creta,nexon');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('marks the rows that differ in words, and explains it in the caption', async () => {
    mockApi();
    renderCompare('/compare?ids=creta,nexon');
    await screen.findByRole('link', { name: 'Hyundai Creta SX' });
    expect(within(table()).getByRole('rowheader', { name: 'Fuel Differs' })).toBeInTheDocument();
    expect(within(table()).getByRole('rowheader', { name: 'Transmission' })).toBeInTheDocument();
    expect(within(table()).getByRole('row', { name: /^Fuel/ })).toHaveAttribute('data-differs', 'true');
    expect(within(table()).getByRole('row', { name: /^Transmission/ })).toHaveAttribute('data-differs', 'false');
    expect(screen.getByRole('table', { name: /Rows where the cars differ are highlighted and marked “Differs”/ })).toBeInTheDocument();
  });

  it('shows only the rows that differ when asked', async () => {
    mockApi();
    renderCompare('/compare?ids=creta,nexon');
    await screen.findByRole('link', { name: 'Hyundai Creta SX' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show only differences' }));
    expect(within(table()).queryByRole('rowheader', { name: 'Transmission' })).toBeNull();
    expect(within(table()).getByRole('rowheader', { name: 'Fuel Differs' })).toBeInTheDocument();
  });

  it('says Sold on a sold car, and that an unknown id is no longer listed, while the rest works', async () => {
    mockApi();
    renderCompare('/compare?ids=city,gone-car,creta');
    expect(await screen.findByText('Sold')).toBeInTheDocument();
    expect(await screen.findByText(/This car is no longer listed/)).toBeInTheDocument();
    expect(columnHeaders()).toHaveLength(3);
    expect(within(table()).getByRole('row', { name: /^Price/ })).toHaveTextContent('—');
    expect(screen.getByRole('link', { name: 'Hyundai Creta SX' })).toBeInTheDocument();
  });

  it('offers Retry when a car could not be loaded', async () => {
    const spy = mockApi({ failing: ['nexon'] });
    renderCompare('/compare?ids=creta,nexon');
    expect(await screen.findByText('Could not load this car')).toBeInTheDocument();
    spy.mockRestore();
    mockApi();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Tata Nexon XZ' })).toBeInTheDocument();
  });

  it('removes a car: a new URL, and the comparison becomes the tray', async () => {
    mockApi();
    const { store } = renderCompare('/compare?ids=creta,nexon,city');
    await screen.findByRole('link', { name: 'Tata Nexon XZ' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Tata Nexon XZ from compare' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('/compare?ids=creta,city');
    expect(columnHeaders()).toHaveLength(2);
    expect(screen.getByText('Tata Nexon XZ removed from compare (2 of 3).')).toBeInTheDocument();
    expect(store.get(compareTrayAtom).map((car) => car.id)).toEqual(['creta', 'city']);
    // The pressed button is gone: focus is on the comparison, which names the cars now compared.
    expect(
      screen.getByRole('region', {
        name: 'Comparing Hyundai Creta SX and Honda City V. Rows where the cars differ are highlighted and marked “Differs”.',
      }),
    ).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(COMPARE_TRAY_KEY) ?? '[]')).toHaveLength(2);
  });

  it('adds another car found with the labelled search box', async () => {
    mockApi();
    renderCompare('/compare?ids=creta');
    await screen.findByRole('link', { name: 'Hyundai Creta SX' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search cars to compare' }), 'seltos');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Kia Seltos HTX to compare' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('/compare?ids=creta,seltos');
    expect(await screen.findByRole('link', { name: 'Kia Seltos HTX' })).toBeInTheDocument();
  });

  it('does not offer a car already compared', async () => {
    mockApi();
    renderCompare('/compare?ids=creta');
    await screen.findByRole('link', { name: 'Hyundai Creta SX' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search cars to compare' }), 'creta');
    expect(await screen.findByText('No cars found for “creta”.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add .* to compare/ })).toBeNull();
  });

  it('holds three cars at most: no search box then, and a longer link shows its first three', async () => {
    mockApi();
    renderCompare('/compare?ids=creta,nexon,city,seltos');
    await screen.findByRole('link', { name: 'Honda City V' });
    expect(columnHeaders()).toHaveLength(3);
    expect(screen.getByText(/You can compare up to 3 cars at once/)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByText(/3 cars is the most a comparison holds/)).toBeInTheDocument();
    // The link is written back canonical.
    await waitFor(() => expect(screen.getByLabelText('url')).toHaveTextContent('/compare?ids=creta,nexon,city'));
  });

  it('with no ids, says how to pick cars and offers the search', async () => {
    mockApi();
    renderCompare('/compare');
    expect(screen.getByRole('heading', { name: 'No cars to compare yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'used car listing' })).toHaveAttribute('href', '/buy-car');
    expect(screen.getByRole('searchbox', { name: 'Search cars to compare' })).toBeInTheDocument();
    expect(document.title).toBe('Compare cars | CarMarket');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, apiClient, appStore, selectCityAtom, type AppStore, type CarListingPage } from '@carmarket/shared';
import { API_FAILURES, failingFetch, makeCar, renderWithProviders } from '@carmarket/shared/testing';
import { makeFacets } from '../testing/facets';
import { BuyCarPage } from './buy-car-page';

function listingPage(overrides: Partial<CarListingPage> = {}): CarListingPage {
  const cars = overrides.cars ?? [makeCar({ carName: 'Tata Nexon XZ' }), makeCar({ carName: 'Kia Seltos HTX' })];
  return {
    cars,
    total: cars.length,
    page: 1,
    pageSize: 24,
    pageCount: 1,
    facets: makeFacets(),
    bounds: { priceMin: 300_000, priceMax: 1_500_000, yearMin: 2015, yearMax: 2024 },
    ...overrides,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="url">{location.search}</output>;
}

function renderPage(route = '/buy-car', store?: AppStore) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/buy-car"
        element={
          <>
            <BuyCarPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route, store },
  );
}

const getSpy = () => vi.spyOn(apiClient, 'get');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  appStore.set(selectCityAtom, null);
});

describe('BuyCarPage', () => {
  it("shows 'Loading cars...' and then the heading and the cards", async () => {
    getSpy().mockResolvedValue(listingPage());
    renderPage();
    expect(screen.getByText('Loading cars...')).toBeInTheDocument();
    // The first render of the file loads the grid's modules: more than findBy's default second on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: '2 Second Hand Cars in All Locations' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Tata Nexon XZ' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /View More/ })[0]).toHaveAttribute('href', expect.stringMatching(/^\/buy-car\/car-/));
  });

  it('asks the paginated API with the URL query', async () => {
    const spy = getSpy().mockResolvedValue(listingPage());
    renderPage('/buy-car?brand=Tata&fuel=Diesel&priceMax=800000&sort=priceLowToHigh');
    await screen.findByRole('heading', { level: 1 });
    expect(spy).toHaveBeenCalledWith('api/v1/cars?brand=Tata&fuel=Diesel&priceMax=800000&sort=priceLowToHigh', expect.anything());
  });

  it('names the listing for search engines: title, canonical without sort or page, Open Graph', async () => {
    getSpy().mockResolvedValue(listingPage());
    renderPage('/buy-car?brand=Tata&fuel=Diesel&sort=priceLowToHigh&page=2');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Second Hand Tata Cars in India | CarMarket'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/buy-car?brand=Tata&fuel=Diesel',
    );
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'http://localhost:3000/buy-car?brand=Tata&fuel=Diesel',
    );
  });

  it('a landing URL lists its city without the selected city, under its own title and canonical URL', async () => {
    const spy = getSpy().mockResolvedValue(listingPage());
    appStore.set(selectCityAtom, 'Jaipur');
    renderWithProviders(
      <Routes>
        <Route path="/:slug" element={<BuyCarPage landingSlug="used-cars-in-pune" />} />
      </Routes>,
      { route: '/used-cars-in-pune' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '2 Second Hand Cars in Pune' }, { timeout: 5000 })).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('api/v1/cars?location=Pune', expect.anything());
    expect(spy).not.toHaveBeenCalledWith(expect.stringContaining('Jaipur'), expect.anything());
    await waitFor(() => expect(document.title).toBe('Second Hand Cars in Pune | CarMarket'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/used-cars-in-pune');
  });

  it('shows the server error in an alert', async () => {
    getSpy().mockRejectedValue(new ApiError('Database is down', 503));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
  });

  it.each(API_FAILURES)("%s: shows the spec's fallback, never the HTTP library's text", async (failure) => {
    vi.stubGlobal('fetch', failingFetch(failure));
    renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(failure === 'network down' ? /^Something went wrong$/ : /^Failed to fetch cars$/);
  });

  it("says 'No cars available' when there are no cars at all and 'No cars found' when filters leave none", async () => {
    getSpy().mockResolvedValue(listingPage({ cars: [], total: 0, pageCount: 0 }));
    const { unmount } = renderPage();
    expect(await screen.findByText('No cars available')).toBeInTheDocument();
    unmount();
    renderPage('/buy-car?fuel=Electric');
    expect(await screen.findByText('No cars found')).toBeInTheDocument();
  });

  it('pre-filters by the selected city when the URL has no location', async () => {
    const spy = getSpy().mockResolvedValue(listingPage());
    appStore.set(selectCityAtom, 'Pune');
    renderPage('/buy-car', appStore);
    expect(await screen.findByRole('heading', { level: 1, name: '2 Second Hand Cars in Pune' })).toBeInTheDocument();
    expect(screen.getByLabelText('url')).toHaveTextContent('?location=Pune');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('api/v1/cars?location=Pune', expect.anything());
  });

  it('follows a city picked later in the header', async () => {
    getSpy().mockResolvedValue(listingPage());
    renderPage('/buy-car?fuel=Diesel', appStore);
    await screen.findByRole('heading', { level: 1, name: '2 Second Hand Cars in All Locations' });
    act(() => appStore.set(selectCityAtom, 'Jaipur'));
    expect(await screen.findByRole('heading', { level: 1, name: '2 Second Hand Cars in Jaipur' })).toBeInTheDocument();
    expect(screen.getByLabelText('url')).toHaveTextContent('?fuel=Diesel&location=Jaipur');
  });

  it('keeps an explicit location from the URL', async () => {
    getSpy().mockResolvedValue(listingPage());
    appStore.set(selectCityAtom, 'Pune');
    renderPage('/buy-car?location=Delhi', appStore);
    expect(await screen.findByRole('heading', { level: 1, name: '2 Second Hand Cars in Delhi' })).toBeInTheDocument();
  });

  it('shows no count before the first page is in, then the count, on the same heading', async () => {
    let answer: (page: CarListingPage) => void = () => undefined;
    getSpy().mockReturnValue(new Promise<CarListingPage>((resolve) => (answer = resolve)) as never);
    renderPage();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('… Second Hand Cars in All Locations');
    expect(heading).toHaveAttribute('aria-busy', 'true');
    expect(heading.textContent).not.toMatch(/\d/);
    act(() => answer(listingPage()));
    await waitFor(() => expect(heading).toHaveTextContent('2 Second Hand Cars in All Locations'));
    expect(heading).toHaveAttribute('aria-busy', 'false');
  });

  it("says 'Show Cars' in the Filters panel while a new query loads, never the previous query's count", async () => {
    const facets = { ...listingPage().facets, fuel: [{ value: 'Diesel', count: 1 }] };
    let answer: (page: CarListingPage) => void = () => undefined;
    getSpy()
      .mockResolvedValueOnce(listingPage({ facets }) as never)
      .mockReturnValueOnce(new Promise<CarListingPage>((resolve) => (answer = resolve)) as never);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: '2 Second Hand Cars in All Locations' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(panel).getByRole('button', { name: 'Show 2 Cars' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Fuel Type' }));
    await user.click(within(panel).getByRole('checkbox', { name: /Diesel/ }));
    expect(within(panel).getByRole('button', { name: 'Show Cars' })).toBeInTheDocument();
    act(() => answer(listingPage({ cars: [makeCar({ carName: 'Tata Nexon XZ', fuelType: 'Diesel' })], facets })));
    expect(await within(panel).findByRole('button', { name: 'Show 1 Cars' })).toBeInTheDocument();
  });

  it('keeps All Locations (location=all) over the selected city, on reload and on Back', async () => {
    const spy = getSpy().mockResolvedValue(listingPage());
    appStore.set(selectCityAtom, 'Pune');
    const user = userEvent.setup();
    const { unmount } = renderPage('/buy-car', appStore);
    await screen.findByRole('heading', { level: 1, name: '2 Second Hand Cars in Pune' });
    // The desktop-only controls are display:none in jsdom (no media queries): hidden: true.
    await user.selectOptions(screen.getByRole('combobox', { name: 'City', hidden: true }), 'All Locations');
    await waitFor(() => expect(screen.getByLabelText('url')).toHaveTextContent(/^\?location=all$/));
    expect(await screen.findByRole('heading', { level: 1, name: '2 Second Hand Cars in All Locations' })).toBeInTheDocument();
    unmount();

    // A fresh mount of that URL (reload, or Back from a car) does not bring the city back.
    spy.mockClear();
    renderPage('/buy-car?location=all', appStore);
    expect(await screen.findByRole('heading', { level: 1, name: '2 Second Hand Cars in All Locations' })).toBeInTheDocument();
    expect(screen.getByLabelText('url')).toHaveTextContent(/^\?location=all$/);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('api/v1/cars?location=all', expect.anything());
    expect(screen.getByRole('combobox', { name: 'City', hidden: true })).toHaveValue('');

    // Picking a city in the header afterwards still applies it.
    act(() => appStore.set(selectCityAtom, 'Jaipur'));
    expect(await screen.findByRole('heading', { level: 1, name: '2 Second Hand Cars in Jaipur' })).toBeInTheDocument();
    expect(screen.getByLabelText('url')).toHaveTextContent(/^\?location=Jaipur$/);
  });

  it('writes All Locations on Clear all', async () => {
    getSpy().mockResolvedValue(listingPage());
    const user = userEvent.setup();
    renderPage('/buy-car?location=Delhi&fuel=Diesel');
    await screen.findByRole('heading', { level: 1, name: '2 Second Hand Cars in Delhi' });
    await user.click(
      within(screen.getByRole('complementary', { name: 'Filters', hidden: true })).getByRole('button', { name: 'Clear all', hidden: true }),
    );
    await waitFor(() => expect(screen.getByLabelText('url')).toHaveTextContent(/^\?location=all$/));
  });

  it('offers the five sorts of the spec, and names Recently Added only when the URL asks for it', async () => {
    getSpy().mockResolvedValue(listingPage());
    const { unmount } = renderPage();
    await screen.findByRole('heading', { level: 1, name: /^2 / });
    const sortOptions = () =>
      within(screen.getByRole('combobox', { name: 'Sort by' }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(sortOptions()).toEqual(['Newest', 'Oldest', 'Price Low to High', 'Price High to Low', 'Popularity']);
    unmount();
    renderPage('/buy-car?sort=listedNewToOld');
    await screen.findByRole('heading', { level: 1, name: /^2 / });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('listedNewToOld');
    expect(sortOptions()).toContain('Recently Added');
  });

  it('writes the sort to the URL and goes back to page 1', async () => {
    getSpy().mockResolvedValue(listingPage());
    const user = userEvent.setup();
    renderPage('/buy-car?page=2');
    await screen.findByRole('heading', { level: 1 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price High to Low');
    await waitFor(() => expect(screen.getByLabelText('url')).toHaveTextContent('?sort=priceHighToLow'));
  });
});

describe('BuyCarPage scrolls back to the results', () => {
  /** The results' top as the browser would report it; scrollIntoView recorded (jsdom has none). */
  function mockLayout(resultsTop: number, reducedMotion = false) {
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true, writable: true });
    const rect = Element.prototype.getBoundingClientRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return this.getAttribute('aria-label') === 'Results' ? ({ top: resultsTop } as DOMRect) : rect.call(this);
    });
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    return scrollIntoView;
  }
  const manyPages = () => listingPage({ total: 60, pageCount: 3 });
  afterEach(() => Reflect.deleteProperty(Element.prototype, 'scrollIntoView'));

  it('after Next at the bottom of the grid, smoothly', async () => {
    getSpy().mockResolvedValue(manyPages());
    const scrollIntoView = mockLayout(-900);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: /^60 / });
    expect(scrollIntoView).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(screen.getByLabelText('url')).toHaveTextContent('?page=2'));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
  });

  it('after a filter change, at once for a visitor who prefers reduced motion', async () => {
    getSpy().mockResolvedValue(manyPages());
    const scrollIntoView = mockLayout(-400, true);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: /^60 / });
    const sidebar = screen.getByRole('complementary', { name: 'Filters', hidden: true });
    await user.click(within(sidebar).getByRole('checkbox', { name: /^Diesel/, hidden: true }));
    await waitFor(() => expect(screen.getByLabelText('url')).toHaveTextContent('?fuel=Diesel'));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' }));
  });

  it('not when the top of the results is in sight', async () => {
    getSpy().mockResolvedValue(manyPages());
    const scrollIntoView = mockLayout(300);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: /^60 / });
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(screen.getByLabelText('url')).toHaveTextContent('?page=2'));
    // The check runs after the change is painted: give it that frame.
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

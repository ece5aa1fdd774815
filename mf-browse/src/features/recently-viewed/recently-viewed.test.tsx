import { act, screen, waitFor, within } from '@testing-library/react';
import { apiClient, loginAtom, RECENTLY_VIEWED_KEY, recentlyViewedQueryKey, type Car } from '@carmarket/shared';
import { makeCar, renderWithProviders } from '@carmarket/shared/testing';
import { CarCarouselSection } from '../carousel/components/car-carousel';
import { useRecordCarView } from './hooks/use-record-car-view';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
const user = { id: 'u-viewer', fullName: 'Asha', mobileNumber: '9000000001', userType: 'EndUser' as const };

function storeDeviceList(...carIds: string[]) {
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(carIds.map((carId, i) => ({ carId, viewedAt: at(60 - i) }))));
}

/** The API: the cars of a device list (answered in another order than asked) and the account's list. */
function mockApi(cars: Car[], account: Car[] = []) {
  return vi.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
    if (path.startsWith('api/v1/recently-viewed/cars')) return { cars: [...cars].reverse() };
    if (path === 'api/v1/recently-viewed')
      return { recentlyViewed: account.map((car, i) => ({ carId: car.id, viewedAt: at(50 - i), car })) };
    if (path === 'api/v1/saved-cars') return { savedCars: [] };
    throw new Error(`unexpected GET ${path}`);
  });
}

const carousel = (carId?: string) => <CarCarouselSection variant="recently-viewed" title="Recently Viewed Cars" carId={carId} />;
const cardNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

// keen-slider reads its breakpoints with matchMedia, which jsdom lacks: no breakpoint matches.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the Recently Viewed carousel', () => {
  it("shows a guest's device list newest first, leaving out the car being shown", async () => {
    const cars = [
      makeCar({ id: 'c1', carName: 'Kia Seltos HTX' }),
      makeCar({ id: 'c2', carName: 'Tata Nexon XZ' }),
      makeCar({ id: 'c3', carName: 'Honda City V' }),
    ];
    storeDeviceList('c2', 'c3', 'c1');
    const get = mockApi(cars);
    renderWithProviders(carousel('c3'));
    const region = await screen.findByRole('region', { name: 'Recently Viewed Cars' });
    await waitFor(() => expect(cardNames(region)).toEqual(['Tata Nexon XZ', 'Kia Seltos HTX']));
    const asked = get.mock.calls.map(([path]) => path).filter((path) => path.startsWith('api/v1/recently-viewed/cars'));
    expect(asked).toHaveLength(1);
    expect(decodeURIComponent(asked[0]!)).toBe('api/v1/recently-viewed/cars?ids=c1,c2');
  });

  it('is not there at all when the visitor has viewed nothing (or only this car)', async () => {
    const get = mockApi([makeCar({ id: 'c1' })]);
    const { unmount } = renderWithProviders(carousel());
    await act(async () => undefined);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
    unmount();

    storeDeviceList('c1');
    renderWithProviders(carousel('c1'));
    await act(async () => undefined);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it("shows a signed-in user's account list", async () => {
    const account = [makeCar({ id: 'a1', carName: 'Maruti Swift VXI' }), makeCar({ id: 'a2', carName: 'Mahindra XUV700 AX7' })];
    mockApi([], account);
    const view = renderWithProviders(carousel());
    act(() => view.store.set(loginAtom, { token: 't', user }));
    const region = await screen.findByRole('region', { name: 'Recently Viewed Cars' });
    await waitFor(() => expect(cardNames(region)).toEqual(['Maruti Swift VXI', 'Mahindra XUV700 AX7']));
  });
});

function RecordView({ carId }: { carId: string | undefined }) {
  useRecordCarView(carId);
  return null;
}

describe('opening a car page', () => {
  it("puts a guest's view at the top of the device list, once per car", async () => {
    storeDeviceList('c1', 'c2');
    const { rerender } = renderWithProviders(<RecordView carId={undefined} />);
    rerender(<RecordView carId="c2" />);
    const stored = () => (JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as { carId: string }[]).map((e) => e.carId);
    expect(stored()).toEqual(['c2', 'c1']);
  });

  it("adds a signed-in user's view to their account and refreshes the shared list", async () => {
    const car = makeCar({ id: 'c9' });
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ recentlyViewed: [{ carId: 'c9', viewedAt: at(1), car }] });
    const view = renderWithProviders(<RecordView carId={undefined} />);
    act(() => view.store.set(loginAtom, { token: 't', user }));
    view.rerender(<RecordView carId="c9" />);
    await waitFor(() =>
      expect(view.queryClient.getQueryData(recentlyViewedQueryKey(user.id))).toEqual([{ carId: 'c9', viewedAt: at(1), car }]),
    );
    expect(post).toHaveBeenCalledWith('api/v1/recently-viewed', { views: [{ carId: 'c9', viewedAt: expect.any(String) }] });
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it('keeps the view on the device when the account call fails', async () => {
    vi.spyOn(apiClient, 'post').mockRejectedValue(new Error('offline'));
    const view = renderWithProviders(<RecordView carId={undefined} />);
    act(() => view.store.set(loginAtom, { token: 't', user }));
    view.rerender(<RecordView carId="c9" />);
    await waitFor(() => expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toContain('"c9"'));
  });
});

import { act, screen } from '@testing-library/react';
import { createQueryClient, savedCarsQueryKey } from '@carmarket/shared';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../testing/fake-api';
import { makeSavedCar, makeUser } from '../../../testing/factories';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { SavedCarsScreen } from './saved-cars-screen';

const SAVED = 'api/v1/saved-cars';

describe('SavedCarsScreen', () => {
  it('searches by brand, sorts, and removes a car', async () => {
    fakeApi.on('get', SAVED, {
      savedCars: [
        makeSavedCar({ id: 'c1', carName: 'Hyundai Creta SX', brand: 'Hyundai', carPrice: 1_000_000, views: 10 }),
        makeSavedCar({ id: 'c2', carName: 'Tata Nexon XZ', brand: 'Tata', carPrice: 700_000, views: 90 }),
      ],
    });
    fakeApi.on('delete', 'api/v1/saved-cars/c2', { message: 'Removed from saved cars' });
    renderSignedIn(<SavedCarsScreen />);
    await screen.findByRole('article', { name: 'Tata Nexon XZ' });
    const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Popularity');
    expect(names()).toEqual(['Tata Nexon XZ', 'Hyundai Creta SX']);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price High to Low');
    expect(names()).toEqual(['Hyundai Creta SX', 'Tata Nexon XZ']);

    await userEvent.type(screen.getByLabelText('Search by brand'), 'tata');
    expect(names()).toEqual(['Tata Nexon XZ']);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Tata Nexon XZ from saved cars' }));
    expect(await screen.findByText('No saved cars found')).toBeInTheDocument();
  });

  describe('shares one cache entry with mf-browse (savedCarsQueryKey in @carmarket/shared)', () => {
    it('shows a car mf-browse saved on this page, without a reload and without asking the API again', async () => {
      const user = makeUser({ id: 'u-shared' });
      const queryClient = createQueryClient();
      fakeApi.on('get', SAVED, { savedCars: [] });
      renderSignedIn(<SavedCarsScreen />, { user, queryClient });
      expect(await screen.findByText('No saved cars found')).toBeInTheDocument();

      // What mf-browse's heart does after POST api/v1/saved-cars answers (cars/api/saved-cars.ts).
      const saved = makeSavedCar({ id: 'c9', carName: 'Kia Seltos HTX' });
      act(() => queryClient.setQueryData(savedCarsQueryKey(user.id), (list: unknown[] = []) => [saved, ...list]));

      expect(await screen.findByRole('heading', { name: 'Kia Seltos HTX' })).toBeInTheDocument();
      expect(fakeApi.calls.filter((call) => call.method === 'get' && call.path === SAVED)).toHaveLength(1);
    });

    it('opened after a save elsewhere, lists it from the cache with no request while it is fresh', async () => {
      const user = makeUser({ id: 'u-fresh' });
      const queryClient = createQueryClient();
      queryClient.setQueryData(savedCarsQueryKey(user.id), [makeSavedCar({ id: 'c7', carName: 'Honda City V' })]);
      renderSignedIn(<SavedCarsScreen />, { user, queryClient });
      expect(await screen.findByRole('heading', { name: 'Honda City V' })).toBeInTheDocument();
      expect(fakeApi.calls.filter((call) => call.path === SAVED)).toEqual([]);
    });
  });
});

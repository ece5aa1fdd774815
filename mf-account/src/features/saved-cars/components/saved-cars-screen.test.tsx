import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../testing/fake-api';
import { makeSavedCar } from '../../../testing/factories';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { SavedCarsScreen } from './saved-cars-screen';

vi.mock('@carmarket/shared', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await import('../../../testing/fake-api')).fakeApiModule,
}));

const SAVED = 'api/v1/saved-cars';

describe('SavedCarsScreen', () => {
  beforeEach(() => fakeApi.reset());

  it('shows loading, error and "No saved cars found"', async () => {
    fakeApi.pending('get', SAVED);
    const first = renderSignedIn(<SavedCarsScreen />);
    expect(await screen.findByText('Loading saved cars…')).toBeInTheDocument();
    first.unmount();

    fakeApi.fail('get', SAVED, 'Failed to fetch saved cars');
    const second = renderSignedIn(<SavedCarsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch saved cars');
    second.unmount();

    fakeApi.on('get', SAVED, { savedCars: [] });
    renderSignedIn(<SavedCarsScreen />);
    expect(await screen.findByText('No saved cars found')).toBeInTheDocument();
  });

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
});

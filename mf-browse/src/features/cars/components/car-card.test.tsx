import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback } from 'react';
import {
  apiClient,
  appStore,
  createQueryClient,
  finishSignInRequestAtom,
  loginAtom,
  logoutAtom,
  savedCarsQueryKey,
  signInRequestAtom,
  type SavedCar,
} from '@carmarket/shared';
import { makeCar, renderWithProviders } from '@carmarket/shared/testing';
import { useSavedCarIds, useToggleSavedCar } from '../api/saved-cars';
import { CarCard } from './car-card';

const car = makeCar({
  id: 'car-42',
  carName: 'Tata Nexon XZ',
  carPrice: 550_000,
  kmDriven: 42_000,
  fuelType: 'Diesel',
  transmission: 'Automatic',
  manufacturingYear: 2019,
});

function ConnectedCard() {
  const saved = useSavedCarIds();
  const toggle = useToggleSavedCar();
  const onToggle = useCallback((id: string) => toggle(id), [toggle]);
  return <CarCard car={car} saved={saved.has(car.id)} onToggleSave={onToggle} />;
}

afterEach(() => {
  vi.restoreAllMocks();
  appStore.set(logoutAtom);
});

describe('CarCard', () => {
  it('shows name, price in Lakhs, km, fuel, transmission, year, city and View More', () => {
    renderWithProviders(<CarCard car={car} saved={false} onToggleSave={vi.fn()} />);
    const card = screen.getByRole('article', { name: 'Tata Nexon XZ' });
    expect(card).toHaveTextContent('₹ 5.5 Lakhs');
    expect(card).toHaveTextContent('42,000 km');
    for (const text of ['Diesel', 'Automatic', '2019', 'Pune']) expect(card).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: /View More/ })).toHaveAttribute('href', '/buy-car/car-42');
    expect(screen.getByRole('img', { name: 'Tata Nexon XZ' })).toHaveAttribute('width', '1280');
  });

  it('asks a guest to sign in, then carries on with the save', async () => {
    const user = userEvent.setup();
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue({ savedCars: [] });
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ savedCar: { id: 'saved-1', savedAt: '2026-11-25T10:00:00.000Z', car } });
    renderWithProviders(<ConnectedCard />, { store: appStore });

    await user.click(screen.getByRole('button', { name: 'Save Tata Nexon XZ' }));
    await waitFor(() => expect(appStore.get(signInRequestAtom)?.reason).toBe('Sign in to save cars'));
    expect(post).not.toHaveBeenCalled();

    // The sign-in modal (mf-auth, via the shell) signs the visitor in and closes.
    appStore.set(loginAtom, { token: 't', user: { id: 'u1', fullName: 'Asha', mobileNumber: '9000000001', userType: 'EndUser' } as never });
    appStore.set(finishSignInRequestAtom);

    await waitFor(() => expect(post).toHaveBeenCalledWith('api/v1/saved-cars', { carId: 'car-42' }));
    expect(get).toHaveBeenCalledWith('api/v1/saved-cars');
    expect(await screen.findByRole('button', { name: 'Remove Tata Nexon XZ from saved cars' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a guest who closes the sign-in modal saves nothing', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(apiClient, 'post');
    renderWithProviders(<ConnectedCard />, { store: appStore });
    await user.click(screen.getByRole('button', { name: 'Save Tata Nexon XZ' }));
    await waitFor(() => expect(appStore.get(signInRequestAtom)).not.toBeNull());
    appStore.set(finishSignInRequestAtom);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Tata Nexon XZ' })).toBeEnabled());
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the error when saving fails and keeps the heart empty', async () => {
    const user = userEvent.setup();
    appStore.set(loginAtom, { token: 't', user: { id: 'u2', fullName: 'Asha', mobileNumber: '9000000002', userType: 'EndUser' } as never });
    vi.spyOn(apiClient, 'get').mockResolvedValue({ savedCars: [] });
    const { ApiError } = await import('@carmarket/shared');
    vi.spyOn(apiClient, 'post').mockRejectedValue(new ApiError('Cars not found', 404));
    renderWithProviders(<ConnectedCard />, { store: appStore });
    await user.click(screen.getByRole('button', { name: 'Save Tata Nexon XZ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cars not found');
    expect(screen.getByRole('button', { name: 'Save Tata Nexon XZ' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("writes a save into the shared saved-cars entry that mf-account's Saved Cars screen reads, and a removal takes it out", async () => {
    const user = userEvent.setup();
    const queryClient = createQueryClient();
    appStore.set(loginAtom, { token: 't', user: { id: 'u7', fullName: 'Asha', mobileNumber: '9000000001', userType: 'EndUser' } as never });
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue({ savedCars: [] });
    vi.spyOn(apiClient, 'post').mockResolvedValue({ savedCar: { id: 'saved-7', savedAt: '2026-11-25T10:00:00.000Z', car } });
    vi.spyOn(apiClient, 'delete').mockResolvedValue({ message: 'Removed' });
    renderWithProviders(<ConnectedCard />, { store: appStore, queryClient });

    await user.click(await screen.findByRole('button', { name: 'Save Tata Nexon XZ' }));
    expect(await screen.findByRole('button', { name: 'Remove Tata Nexon XZ from saved cars' })).toHaveAttribute('aria-pressed', 'true');
    const entry = queryClient.getQueryState<SavedCar[]>(savedCarsQueryKey('u7'));
    expect(entry?.data?.map((s) => s.car.id)).toEqual(['car-42']);
    expect(entry?.isInvalidated).toBe(false); // fresh: the account screen lists it without asking again
    expect(get).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Remove Tata Nexon XZ from saved cars' }));
    expect(await screen.findByRole('button', { name: 'Save Tata Nexon XZ' })).toHaveAttribute('aria-pressed', 'false');
    expect(queryClient.getQueryData<SavedCar[]>(savedCarsQueryKey('u7'))).toEqual([]);
  });
});

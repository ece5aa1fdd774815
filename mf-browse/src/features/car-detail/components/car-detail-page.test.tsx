import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError, apiClient, finishSignInRequestAtom, loginAtom, signInRequestAtom } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { makeCar } from '../../../test/make-car';
import { CarDetailPage } from './car-detail-page';

function mockGet(car: ReturnType<typeof makeCar>, savedIds: string[] = []) {
  return vi.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
    if (path === `api/v1/cars/${car.id}`) return { car };
    if (path === 'api/v1/saved-cars') return { savedCars: savedIds.map((id) => ({ car: { id } })) };
    return { cars: [] };
  });
}

let userCounter = 0;

/** Renders the page; a signed-in visitor gets a user of their own so the saved ids load afresh. */
function renderDetail(id: string, { signedIn = false } = {}) {
  const result = renderWithProviders(
    <Routes>
      <Route path="/buy-car/:id" element={<CarDetailPage />} />
    </Routes>,
    { route: `/buy-car/${id}` },
  );
  if (signedIn) {
    userCounter += 1;
    const user = { id: `detail-user-${userCounter}`, fullName: 'Asha', mobileNumber: '9000000001', userType: 'EndUser' };
    act(() => result.store.set(loginAtom, { token: 't', user: user as never }));
  }
  return result;
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('CarDetailPage', () => {
  it("shows 'Cars not found' with a 404 status and title for an unknown id", async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new ApiError('Cars not found', 404));
    renderDetail('no-such-car');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cars not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeVisible();
    expect(document.title).toBe('Cars not found (404) | CarMarket');
    expect(screen.getByRole('link', { name: 'Browse all cars' })).toHaveAttribute('href', '/buy-car');
  });

  it('moves the save count up on save and down on unsave', async () => {
    const user = userEvent.setup();
    const car = makeCar({ id: 'car-save', carName: 'Kia Seltos HTX', saves: 2 });
    mockGet(car);
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ savedCar: {} });
    const del = vi.spyOn(apiClient, 'delete').mockResolvedValue({ message: 'Removed' });
    renderDetail(car.id, { signedIn: true });

    const button = await screen.findByRole('button', { name: '♡ Save · 2 likes' });
    await user.click(button);
    expect(await screen.findByRole('button', { name: '♥ Saved · 3 likes' })).toHaveAttribute('aria-pressed', 'true');
    expect(post).toHaveBeenCalledWith('api/v1/saved-cars', { carId: 'car-save' });

    await user.click(screen.getByRole('button', { name: '♥ Saved · 3 likes' }));
    expect(await screen.findByRole('button', { name: '♡ Save · 2 likes' })).toHaveAttribute('aria-pressed', 'false');
    expect(del).toHaveBeenCalledWith('api/v1/saved-cars/car-save');
  });

  it('starts from a count that already includes this user’s save and goes down to it minus one', async () => {
    const user = userEvent.setup();
    const car = makeCar({ id: 'car-one', saves: 1 });
    mockGet(car, ['car-one']);
    vi.spyOn(apiClient, 'delete').mockResolvedValue({ message: 'Removed' });
    renderDetail(car.id, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: '♥ Saved · 1 like' }));
    expect(await screen.findByRole('button', { name: '♡ Save · 0 likes' })).toBeInTheDocument();
  });

  it('keeps the count when the save fails', async () => {
    const user = userEvent.setup();
    const car = makeCar({ id: 'car-fail', saves: 5 });
    mockGet(car);
    const post = vi.spyOn(apiClient, 'post').mockRejectedValue(new ApiError('Server error', 500));
    renderDetail(car.id, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: '♡ Save · 5 likes' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: '♡ Save · 5 likes' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the count when a guest closes the sign-in modal', async () => {
    const user = userEvent.setup();
    const car = makeCar({ id: 'car-guest', saves: 4 });
    mockGet(car);
    const post = vi.spyOn(apiClient, 'post');
    const { store } = renderDetail(car.id);
    await user.click(await screen.findByRole('button', { name: '♡ Save · 4 likes' }));
    await waitFor(() => expect(store.get(signInRequestAtom)?.reason).toBe('Sign in to save cars'));
    store.set(finishSignInRequestAtom);
    await waitFor(() => expect(store.get(signInRequestAtom)).toBeNull());
    expect(screen.getByRole('button', { name: '♡ Save · 4 likes' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});

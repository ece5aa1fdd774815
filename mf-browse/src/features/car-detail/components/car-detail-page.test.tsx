import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError, apiClient, finishSignInRequestAtom, loginAtom, signInRequestAtom } from '@carmarket/shared';
import { API_FAILURES, failingFetch, makeCar, renderWithProviders } from '@carmarket/shared/testing';
import { CarDetailPage } from './car-detail-page';

function mockGet(car: ReturnType<typeof makeCar>, savedIds: string[] = []) {
  return vi.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
    if (path === `api/v1/cars/${car.id}`) return { car };
    if (path === 'api/v1/saved-cars') return { savedCars: savedIds.map((id) => ({ car: { id } })) };
    return { cars: [] };
  });
}

let userCounter = 0;

/** Renders the page; a signed-in visitor gets a user of their own (or `userId`) so the saved ids load afresh. */
function renderDetail(id: string, { signedIn = false, userId }: { signedIn?: boolean; userId?: string } = {}) {
  const result = renderWithProviders(
    <Routes>
      <Route path="/buy-car/:id" element={<CarDetailPage />} />
    </Routes>,
    { route: `/buy-car/${id}` },
  );
  if (signedIn) {
    userCounter += 1;
    const user = { id: userId ?? `detail-user-${userCounter}`, fullName: 'Asha', mobileNumber: '9000000001', userType: 'EndUser' };
    act(() => result.store.set(loginAtom, { token: 't', user: user as never }));
  }
  return result;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
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

  it('gives the car its own title, description, canonical URL, Open Graph tags and JSON-LD with an INR Offer', async () => {
    const car = makeCar({ id: 'car-seo', manufacturingYear: 2021, carPrice: 950_000 });
    mockGet(car);
    const { container } = renderDetail(car.id);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('2021 Hyundai Creta SX for sale in Pune at ₹9.50 Lakh | CarMarket'));
    const head = (selector: string) => document.head.querySelector(selector);
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/buy-car/car-seo');
    expect(head('meta[name="description"]')?.getAttribute('content')).toContain('Buy this used 2021 Hyundai Creta SX in Pune');
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    expect(head('meta[property="og:image"]')).toHaveAttribute('content', 'https://img.test/a-640.jpg');
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? 'null') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Car',
      name: '2021 Hyundai Creta SX',
      brand: { name: 'Hyundai' },
      offers: { '@type': 'Offer', price: 950_000, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
  });

  it('keeps a hostile car name inside its JSON-LD script', async () => {
    const car = makeCar({ id: 'car-evil', model: '</script><img src=x onerror=alert(1)>', carName: '</script><b>x</b>' });
    mockGet(car);
    const { container } = renderDetail(car.id);
    await screen.findByRole('heading', { level: 1 });
    const script = await waitFor(() => container.querySelector('script[type="application/ld+json"]')!);
    expect(script.innerHTML).not.toContain('</script>');
    expect((JSON.parse(script.textContent ?? '{}') as { model: string }).model).toBe(car.model);
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('moves the save count up on save and down on unsave', async () => {
    const user = userEvent.setup();
    const car = makeCar({ id: 'car-save', carName: 'Kia Seltos HTX', saves: 2 });
    mockGet(car);
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ savedCar: { id: 'saved-1', savedAt: '2026-11-25T10:00:00.000Z', car } });
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

  it.each(API_FAILURES)("%s loading the car: 'Something went wrong' with Retry, never the HTTP library's text", async (failure) => {
    vi.stubGlobal('fetch', failingFetch(failure));
    renderDetail('car-broken');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(/^Something went wrong$/);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each(API_FAILURES)("%s sending the enquiry: 'Could not contact the seller'", async (failure) => {
    const user = userEvent.setup();
    const car = makeCar({ id: `car-enquiry-${failure.length}` });
    mockGet(car);
    vi.stubGlobal('fetch', failingFetch(failure));
    renderDetail(car.id, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Contact Seller' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not contact the seller$/);
  });

  it("shows a registered user's role 'EndUser' as 'Owner' on the seller card and in the Contact Seller dialog", async () => {
    const user = userEvent.setup();
    const car = makeCar({
      id: 'car-enduser',
      user: { id: 'seller-9', fullName: 'Meera Iyer', userType: 'EndUser', mobileNumber: '9812345678' },
    });
    mockGet(car);
    vi.spyOn(apiClient, 'post').mockResolvedValue({ enquiry: { id: 'e1' } });
    renderDetail(car.id, { signedIn: true });
    const summary = await screen.findByRole('complementary', { name: 'Price and seller' });
    expect(within(summary).getByText('Owner · Pune')).toBeInTheDocument();
    expect(screen.queryByText(/EndUser/)).not.toBeInTheDocument();

    await user.click(within(summary).getByRole('button', { name: 'Contact Seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Seller' });
    expect(within(dialog).getByText('User type').nextElementSibling).toHaveTextContent(/^Owner$/);
    expect(within(dialog).queryByText(/EndUser/)).not.toBeInTheDocument();
  });

  it("offers the car's owner 'Edit your listing' (the sell edit route) instead of Contact Seller", async () => {
    const car = makeCar({
      id: 'car-mine',
      user: { id: 'owner-1', fullName: 'Rahul Sharma', userType: 'EndUser', mobileNumber: '9876543210' },
    });
    mockGet(car);
    const post = vi.spyOn(apiClient, 'post');
    renderDetail(car.id, { signedIn: true, userId: 'owner-1' });
    expect(await screen.findByRole('link', { name: 'Edit your listing' })).toHaveAttribute('href', '/sell?edit=car-mine');
    expect(screen.queryByRole('button', { name: 'Contact Seller' })).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith('api/v1/enquiries', expect.anything());
  });

  it('offers Contact Seller, not the edit link, to a visitor who does not own the car', async () => {
    const car = makeCar({
      id: 'car-theirs',
      user: { id: 'owner-2', fullName: 'Rahul Sharma', userType: 'Owner', mobileNumber: '9876543210' },
    });
    mockGet(car);
    renderDetail(car.id, { signedIn: true });
    expect(await screen.findByRole('button', { name: 'Contact Seller' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit your listing' })).not.toBeInTheDocument();
  });
});

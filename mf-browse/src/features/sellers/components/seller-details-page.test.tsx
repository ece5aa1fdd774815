import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  ApiError,
  apiClient,
  finishSignInRequestAtom,
  loginAtom,
  signInRequestAtom,
  type SellerCar,
  type SellerDetails,
} from '@carmarket/shared';
import { failingFetch, makeCar, renderWithProviders } from '@carmarket/shared/testing';
import { sellerCarOf } from '@carmarket/shared/domain';
import { SellerDetailsPage } from './seller-details-page';

function sellerCar(title: string, isSold = false): SellerCar {
  const car = makeCar({ carName: title, isSold });
  return { ...sellerCarOf(car, 7599), images: ['https://img.test/a.jpg'], likes: 1, enquiries: { viewProperty: 1 } };
}

const details = (cars: SellerCar[]): SellerDetails => ({
  ownerDetails: {
    id: 'u9',
    name: 'Mehta Motors',
    role: 'Dealer',
    joinDate: '2024-03-01T00:00:00.000Z',
    mobileNumber: '9123456780',
    verified: true,
    avatar: null,
    location: 'Mumbai, Maharashtra',
  },
  cars,
});

const VISITOR = { token: 't', user: { id: 'u1', fullName: 'Asha', mobileNumber: '9000000001', userType: 'EndUser' } as never };

function renderSeller({ signedIn = false } = {}) {
  const result = renderWithProviders(
    <Routes>
      <Route path="/seller-details/:userId" element={<SellerDetailsPage />} />
    </Routes>,
    { route: '/seller-details/u9' },
  );
  if (signedIn) act(() => result.store.set(loginAtom, VISITOR));
  return result;
}

/** A window.matchMedia whose width queries match while `wide` is true; `widen()` fires the change. */
function mockViewport(initiallyWide: boolean) {
  let wide = initiallyWide;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes('min-width') ? wide : false;
        },
        media: query,
        addEventListener: (_: string, fn: () => void) => listeners.add(fn),
        removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
      }) as unknown as MediaQueryList,
  );
  return {
    widen: () =>
      act(() => {
        wide = true;
        listeners.forEach((fn) => fn());
      }),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('SellerDetailsPage', () => {
  it("shows 'Loading seller details…' then the panel and the seller's unsold cars", async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(details([sellerCar('Tata Nexon XZ'), sellerCar('Kia Seltos', true)]));
    renderSeller();
    expect(screen.getByText('Loading seller details…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mehta Motors' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('api/v1/sellers/u9', expect.anything());
    expect(screen.getByText('Verified')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Seller' });
    expect(within(panel).getByText(/\+91 9123456780/)).toBeInTheDocument();
    // No email on the public page (the API does not send one).
    expect(within(panel).queryByText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share Profile' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Tata Nexon XZ' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Kia Seltos' })).not.toBeInTheDocument();
  });

  it('says when the seller joined as the month in India, wherever it renders (the server and the browser agree)', async () => {
    const joinedFirstOfMarchInIndia = {
      ...details([]),
      ownerDetails: { ...details([]).ownerDetails, joinDate: '2024-02-29T20:00:00.000Z' },
    };
    vi.spyOn(apiClient, 'get').mockResolvedValue(joinedFirstOfMarchInIndia);
    renderSeller();
    const panel = await screen.findByRole('region', { name: 'Seller' });
    expect(within(panel).getByText('March 2024')).toBeInTheDocument();
  });

  it('switches between card and list views', async () => {
    const user = userEvent.setup();
    vi.spyOn(apiClient, 'get').mockResolvedValue(details([sellerCar('Tata Nexon XZ')]));
    renderSeller();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'View More' })).toHaveAttribute('href', expect.stringMatching(/^\/buy-car\//));
    expect(screen.queryByRole('button', { name: /Save Tata Nexon XZ/ })).not.toBeInTheDocument();
  });

  it("shows each car's seats, mileage, EMI, likes and views, with the spec's defaults where absent, in cards and in the list", async () => {
    const user = userEvent.setup();
    const full = { ...sellerCar('Tata Nexon XZ'), seats: 7, mileage: 17.4, emi: 18_250, likes: 3, enquiries: { viewProperty: 240 } };
    const bare = {
      ...sellerCar('Kia Seltos HTX'),
      seats: null,
      mileage: null,
      emi: 0,
      likes: null as unknown as number,
      enquiries: null as never,
    };
    vi.spyOn(apiClient, 'get').mockResolvedValue(details([full, bare]));
    renderSeller();
    const factsOf = (name: string) => {
      const list = within(screen.getByRole('article', { name })).getByRole('group', { name: 'More details' });
      return within(list)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    };
    await screen.findByRole('article', { name: 'Tata Nexon XZ' });
    expect(factsOf('Tata Nexon XZ')).toEqual(['Seats: 7', 'Mileage: 17.4 kmpl', 'EMI: ₹ 18,250/month', 'Likes: 3', 'Views: 240']);
    expect(factsOf('Kia Seltos HTX')).toEqual(['Seats: 4', 'Mileage: N/A', 'EMI: ₹ 7,599/month', 'Likes: 1', 'Views: 1']);

    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.queryByRole('button', { name: /Save Tata Nexon XZ/ })).not.toBeInTheDocument();
    expect(factsOf('Kia Seltos HTX')).toEqual(['Seats: 4', 'Mileage: N/A', 'EMI: ₹ 7,599/month', 'Likes: 1', 'Views: 1']);
  });

  it("says 'No cars listed by this seller yet'", async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(details([]));
    renderSeller();
    expect(await screen.findByText('No cars listed by this seller yet')).toBeInTheDocument();
  });

  it("shows 'Error: {message}'", async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new ApiError('Seller not found', 404));
    renderSeller();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Seller not found');
  });

  it.each([
    ['500 with an empty body', 'Error: Something went wrong'],
    ['500 with an HTML body', 'Error: Something went wrong'],
    ['network down', 'Error: Network error, please check your connection'],
  ] as const)("%s: shows '%s', never the HTTP library's text", async (failure, text) => {
    vi.stubGlobal('fetch', failingFetch(failure));
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    renderSeller();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it('always shows the card grid on a wide screen, where the toggle is hidden', async () => {
    const user = userEvent.setup();
    vi.spyOn(apiClient, 'get').mockResolvedValue(details([sellerCar('Tata Nexon XZ')]));
    const viewport = mockViewport(false);
    renderSeller();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.queryByRole('button', { name: /Save Tata Nexon XZ/ })).not.toBeInTheDocument();
    // The phone is turned or the window widened past 768px: the cards come back.
    viewport.widen();
    expect(screen.getByRole('button', { name: /Save Tata Nexon XZ/ })).toBeInTheDocument();
  });
});

describe('Report User', () => {
  async function openReportDialog() {
    const user = userEvent.setup();
    vi.spyOn(apiClient, 'get').mockResolvedValue(details([]));
    renderSeller({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Report User' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Report User' }) };
  }

  it('sends the reason to the API and shows the server’s thank-you', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ message: 'Thanks. Our team will review this profile.' });
    const { user, dialog } = await openReportDialog();
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Fraud or scam');
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'Asked for an advance');
    await user.click(send);
    expect(post).toHaveBeenCalledWith('api/v1/sellers/u9/report', { reason: 'Fraud or scam: Asked for an advance' });
    expect(await screen.findByText('Thanks. Our team will review this profile.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog', { name: 'Report User' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report User' })).toBeDisabled();
  });

  it('shows the server’s error and keeps the dialog open', async () => {
    vi.spyOn(apiClient, 'post').mockRejectedValue(new ApiError('You cannot report yourself', 400));
    const { user, dialog } = await openReportDialog();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot report yourself');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('asks a guest to sign in first, then opens the dialog', async () => {
    const user = userEvent.setup();
    vi.spyOn(apiClient, 'get').mockResolvedValue(details([]));
    const post = vi.spyOn(apiClient, 'post');
    const { store } = renderSeller();
    await user.click(await screen.findByRole('button', { name: 'Report User' }));
    await waitFor(() => expect(store.get(signInRequestAtom)?.reason).toBe('Sign in to report this user'));
    expect(screen.queryByRole('dialog', { name: 'Report User' })).not.toBeInTheDocument();

    act(() => {
      store.set(loginAtom, VISITOR);
      store.set(finishSignInRequestAtom);
    });
    expect(await screen.findByRole('dialog', { name: 'Report User' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('does nothing when the guest closes the sign-in modal', async () => {
    const user = userEvent.setup();
    vi.spyOn(apiClient, 'get').mockResolvedValue(details([]));
    const { store } = renderSeller();
    await user.click(await screen.findByRole('button', { name: 'Report User' }));
    await waitFor(() => expect(store.get(signInRequestAtom)).not.toBeNull());
    act(() => store.set(finishSignInRequestAtom));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Report User' })).toBeEnabled());
    expect(screen.queryByRole('dialog', { name: 'Report User' })).not.toBeInTheDocument();
  });
});

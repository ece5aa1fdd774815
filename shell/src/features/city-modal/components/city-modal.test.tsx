import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LOCATION_MODAL_CLOSED_KEY,
  LOCATION_MODAL_SESSION_KEY,
  SELECTED_CITY_KEY,
  apiClient,
  finishSignInRequestAtom,
  loginAtom,
  requestSignIn,
  selectedCityAtom,
} from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { SiteHeader } from '../../chrome/components/site-header';
import { closeLogoutDialogAtom, openLogoutDialogAtom } from '../../logout/logout-atoms';
import { useCityModalAutoOpen } from '../hooks/use-city-modal-auto-open';
import { preloadCityPicker } from '../load-city-picker';
import { CityModal } from './city-modal';

vi.mock('../load-city-picker', async (importOriginal) => {
  const actual = await importOriginal<{ preloadCityPicker: () => void }>();
  return { ...actual, preloadCityPicker: vi.fn(actual.preloadCityPicker) };
});

const RAHUL = { token: 't-1', user: { id: 'u-1', fullName: 'Rahul Sharma', mobileNumber: '9876543210', userType: 'Owner' } };
const API_LOCATIONS = ['Pune, Maharashtra', 'Mumbai, Maharashtra', 'Delhi, Delhi', 'Kolkata, West Bengal', 'Punjab Town, Punjab'];

function HomeVisit() {
  useCityModalAutoOpen();
  return <p>home</p>;
}

function renderHomeVisit() {
  return renderWithProviders(
    <>
      <HomeVisit />
      <CityModal />
    </>,
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Select your City' });

/** Runs a step inside an async act, so the city list the opened modal loads also lands inside it. */
async function step(action: () => unknown) {
  await act(async () => {
    action();
  });
}

async function advance(ms: number) {
  await step(() => vi.advanceTimersByTime(ms));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(apiClient, 'get').mockResolvedValue({ locations: API_LOCATIONS });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('city modal timing', () => {
  it('opens 5 s after the first home visit and marks the session', async () => {
    renderHomeVisit();
    await advance(4999);
    expect(dialog()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(LOCATION_MODAL_SESSION_KEY)).toBeNull();
    await advance(1);
    expect(dialog()).toBeInTheDocument();
    expect(sessionStorage.getItem(LOCATION_MODAL_SESSION_KEY)).not.toBeNull();
  });

  it('opens only once per browser session', async () => {
    const first = renderHomeVisit();
    await advance(5000);
    expect(dialog()).toBeInTheDocument();
    first.unmount();
    // A later home visit in the same session: the marker is there, nothing opens.
    renderHomeVisit();
    await advance(20_000);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('never opens by itself once the visitor closed it before', async () => {
    localStorage.setItem(LOCATION_MODAL_CLOSED_KEY, 'true');
    renderHomeVisit();
    await advance(20_000);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('does not open when the visitor left the page before 5 s, and retries on the next visit', async () => {
    const first = renderHomeVisit();
    await advance(3000);
    first.unmount();
    await advance(5000);
    expect(sessionStorage.getItem(LOCATION_MODAL_SESSION_KEY)).toBeNull();
    renderHomeVisit();
    await advance(5000);
    expect(dialog()).toBeInTheDocument();
  });
});

describe("the picker's chunk arrives before the modal needs it", () => {
  beforeEach(() => vi.mocked(preloadCityPicker).mockClear());

  it('is fetched when the browser is first idle on a home visit that will open the modal', async () => {
    renderHomeVisit();
    // jsdom has no requestIdleCallback: the shared whenIdle falls back to a 200 ms timer.
    expect(preloadCityPicker).not.toHaveBeenCalled();
    await advance(200);
    expect(preloadCityPicker).toHaveBeenCalledTimes(1);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('is asked for with a 3 s deadline where the browser has requestIdleCallback, 2 s before the modal opens', async () => {
    const requestIdleCallback = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 1);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    try {
      const view = renderHomeVisit();
      expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
      requestIdleCallback.mock.calls[0]![0]({ didTimeout: true, timeRemaining: () => 0 });
      expect(preloadCityPicker).toHaveBeenCalledTimes(1);
      view.unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is not fetched on a home visit where the modal will not open by itself', async () => {
    localStorage.setItem(LOCATION_MODAL_CLOSED_KEY, 'true');
    renderHomeVisit();
    await advance(20_000);
    expect(preloadCityPicker).not.toHaveBeenCalled();
  });

  it("is fetched when a pointer or the keyboard's focus comes to the header's city button, before the tap", async () => {
    renderWithProviders(<SiteHeader />);
    const cityButton = screen.getByRole('button', { name: /Select City/ });
    fireEvent.pointerEnter(cityButton);
    expect(preloadCityPicker).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(cityButton);
    expect(preloadCityPicker).toHaveBeenCalledTimes(2);
    fireEvent.focus(cityButton);
    expect(preloadCityPicker).toHaveBeenCalledTimes(3);
  });
});

describe('city modal timing with other dialogs open', () => {
  it('waits while the sign-in dialog is open and opens once it closes, still once per session', async () => {
    const { store } = renderHomeVisit();
    await advance(2000);
    await step(() => void requestSignIn('Sign in', store));
    await advance(10_000);
    expect(dialog()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(LOCATION_MODAL_SESSION_KEY)).toBeNull();
    await step(() => store.set(finishSignInRequestAtom));
    expect(dialog()).toBeInTheDocument();
    expect(sessionStorage.getItem(LOCATION_MODAL_SESSION_KEY)).not.toBeNull();

    // Closed with Escape, then 'closed before' forgotten: another sign-in round trip does not reopen it.
    await step(() => fireEvent.keyDown(dialog()!, { key: 'Escape' }));
    expect(dialog()).not.toBeInTheDocument();
    localStorage.removeItem(LOCATION_MODAL_CLOSED_KEY);
    await step(() => void requestSignIn('Sign in', store));
    await step(() => store.set(finishSignInRequestAtom));
    await advance(10_000);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('waits while the logout dialog is open', async () => {
    const { store } = renderHomeVisit();
    await step(() => store.set(openLogoutDialogAtom));
    await advance(8000);
    expect(dialog()).not.toBeInTheDocument();
    await step(() => store.set(closeLogoutDialogAtom));
    expect(dialog()).toBeInTheDocument();
  });

  it.each([
    { panel: 'Menu', opener: 'Open menu' },
    { panel: 'My Account', opener: 'Open account menu of Rahul Sharma' },
  ])('waits while the header panel $panel is open', async ({ panel, opener }) => {
    const { store } = renderWithProviders(
      <>
        <SiteHeader />
        <HomeVisit />
        <CityModal />
      </>,
    );
    await step(() => store.set(loginAtom, RAHUL));
    await advance(1000);
    await step(() => fireEvent.click(screen.getByRole('button', { name: opener })));
    expect(screen.getByRole('dialog', { name: panel })).toBeInTheDocument();
    await advance(8000);
    expect(dialog()).not.toBeInTheDocument();
    await step(() => fireEvent.keyDown(screen.getByRole('dialog', { name: panel }), { key: 'Escape' }));
    expect(screen.queryByRole('dialog', { name: panel })).not.toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
  });

  it('does not wait for a dialog that closed before the 5 s were up', async () => {
    const { store } = renderHomeVisit();
    await step(() => store.set(openLogoutDialogAtom));
    await advance(1000);
    await step(() => store.set(closeLogoutDialogAtom));
    await advance(3999);
    expect(dialog()).not.toBeInTheDocument();
    await advance(1);
    expect(dialog()).toBeInTheDocument();
  });
});

describe('city modal behaviour', () => {
  async function openModal() {
    const view = renderHomeVisit();
    await advance(5000);
    // The timing is proven above; the interactions run on real timers.
    vi.useRealTimers();
    await screen.findAllByRole('button', { name: /Maharashtra|Chandigarh/ });
    return { user: userEvent.setup(), ...view };
  }

  it('lists the API locations and filters them case-insensitively; blank shows all', async () => {
    const { user } = await openModal();
    const modal = dialog()!;
    // The built-in list shows at once; the API's replaces it when it answers (later on a busy machine).
    await waitFor(() => expect(within(modal).getAllByRole('listitem')).toHaveLength(API_LOCATIONS.length));
    const search = within(modal).getByPlaceholderText('Enter your City');
    expect(search).toHaveAccessibleName();
    await user.type(search, 'PUN');
    // Substring of the location text: 'Pune, ...' and '..., Punjab'.
    expect(within(modal).getAllByRole('button', { name: /Pune|Punjab/ })).toHaveLength(2);
    expect(within(modal).queryByRole('button', { name: /Delhi/ })).not.toBeInTheDocument();
    await user.type(search, 'xyz');
    expect(within(modal).getByRole('status')).toHaveTextContent('No city matches');
    await user.clear(search);
    await user.type(search, '   ');
    expect(within(modal).getAllByRole('listitem')).toHaveLength(API_LOCATIONS.length);
  });

  it('choosing a city stores it and closes the modal', async () => {
    const { user, store } = await openModal();
    await user.click(within(dialog()!).getByRole('button', { name: /Mumbai/ }));
    expect(dialog()).not.toBeInTheDocument();
    expect(store.get(selectedCityAtom)).toBe('Mumbai');
    expect(localStorage.getItem(SELECTED_CITY_KEY)).toBe('Mumbai');
  });

  it('falls back to the built-in city list when the API fails', async () => {
    vi.mocked(apiClient.get).mockRejectedValue(new Error('offline'));
    await openModal();
    expect(within(dialog()!).getByRole('button', { name: /Kolkata/ })).toBeInTheDocument();
    expect(within(dialog()!).getByRole('button', { name: /Chandigarh/ })).toBeInTheDocument();
  });

  it('the close button closes it and remembers that it was closed', async () => {
    const { user } = await openModal();
    await user.click(within(dialog()!).getByRole('button', { name: 'Close city selection' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCATION_MODAL_CLOSED_KEY)).toBe('true');
  });

  it('Escape closes it and remembers that it was closed', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCATION_MODAL_CLOSED_KEY)).toBe('true');
  });

  it('a backdrop click closes it', async () => {
    const { user } = await openModal();
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByTestId('modal-backdrop') });
    expect(dialog()).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCATION_MODAL_CLOSED_KEY)).toBe('true');
  });

  it('moves focus into the search field, and Enter there keeps the dialog open with the filtered list', async () => {
    const { user } = await openModal();
    const search = within(dialog()!).getByRole('searchbox', { name: 'Search your city' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.type(search, 'delhi{Enter}');
    expect(dialog()).toBeInTheDocument();
    expect(within(dialog()!).getAllByRole('listitem')).toHaveLength(1);
  });
});

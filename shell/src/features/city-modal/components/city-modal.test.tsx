import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCATION_MODAL_CLOSED_KEY, LOCATION_MODAL_SESSION_KEY, SELECTED_CITY_KEY, apiClient, selectedCityAtom } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { useCityModalAutoOpen } from '../hooks/use-city-modal-auto-open';
import { CityModal } from './city-modal';

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
    act(() => vi.advanceTimersByTime(4999));
    expect(dialog()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(LOCATION_MODAL_SESSION_KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog()).toBeInTheDocument();
    expect(sessionStorage.getItem(LOCATION_MODAL_SESSION_KEY)).not.toBeNull();
  });

  it('opens only once per browser session', () => {
    const first = renderHomeVisit();
    act(() => vi.advanceTimersByTime(5000));
    expect(dialog()).toBeInTheDocument();
    first.unmount();
    // A later home visit in the same session: the marker is there, nothing opens.
    renderHomeVisit();
    act(() => vi.advanceTimersByTime(20_000));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('never opens by itself once the visitor closed it before', () => {
    localStorage.setItem(LOCATION_MODAL_CLOSED_KEY, 'true');
    renderHomeVisit();
    act(() => vi.advanceTimersByTime(20_000));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('does not open when the visitor left the page before 5 s, and retries on the next visit', () => {
    const first = renderHomeVisit();
    act(() => vi.advanceTimersByTime(3000));
    first.unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(sessionStorage.getItem(LOCATION_MODAL_SESSION_KEY)).toBeNull();
    renderHomeVisit();
    act(() => vi.advanceTimersByTime(5000));
    expect(dialog()).toBeInTheDocument();
  });
});

describe('city modal behaviour', () => {
  async function openModal() {
    const view = renderHomeVisit();
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    // The timing is proven above; the interactions run on real timers.
    vi.useRealTimers();
    await screen.findAllByRole('button', { name: /Maharashtra|Chandigarh/ });
    return { user: userEvent.setup(), ...view };
  }

  it('lists the API locations and filters them case-insensitively; blank shows all', async () => {
    const { user } = await openModal();
    const modal = dialog()!;
    expect(within(modal).getAllByRole('listitem')).toHaveLength(API_LOCATIONS.length);
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
});

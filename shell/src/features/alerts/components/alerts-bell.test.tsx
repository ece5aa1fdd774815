import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  alertsUnreadCountAtom,
  ApiError,
  apiClient,
  AppProviders,
  createAppStore,
  createQueryClient,
  loginAtom,
  type Alert,
} from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { SiteHeader } from '../../chrome/components/site-header';
import { ALERTS_COUNT_REFRESH_MS } from '../api/use-alerts-unread-count';
import { makeAlert, makeAlertCar, makeAlertsPage } from '../testing/make-alert';
import { AlertsBell } from './alerts-bell';
import { ALERTS_MORE_FAILED } from './alerts-panel';

const ASHA = { token: 't-1', user: { id: 'u-1', fullName: 'Asha Rao', mobileNumber: '9876543210', userType: 'EndUser' as const } };

type AlertsAnswer = ReturnType<typeof makeAlertsPage>;

/** Answers GET api/v1/alerts from `answer()` (the count's one-alert page and the list alike). */
function answerAlerts(answer: () => AlertsAnswer | Promise<AlertsAnswer>) {
  return vi.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
    if (path.startsWith('api/v1/alerts')) return answer();
    throw new Error(`unexpected GET ${path}`);
  });
}

function renderBell() {
  const view = renderWithProviders(
    <>
      <AlertsBell userId={ASHA.user.id} />
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/buy-car/:id" element={<p>Car page</p>} />
      </Routes>
    </>,
  );
  act(() => view.store.set(loginAtom, ASHA));
  return view;
}

const bell = (name: string | RegExp = /^Alerts/) => screen.getByRole('button', { name });
const panel = () => screen.queryByRole('dialog', { name: 'Alerts' });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

describe('the alerts bell', () => {
  it('names the unread count, shows it on a badge and keeps it in the shared store', async () => {
    answerAlerts(() => makeAlertsPage([makeAlert()], { unreadCount: 3 }));
    const { store } = renderBell();
    expect(await screen.findByRole('button', { name: 'Alerts, 3 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('alerts-badge')).toHaveTextContent('3');
    expect(store.get(alertsUnreadCountAtom)).toBe(3);
  });

  it('shows no badge and a plain name when nothing is unread', async () => {
    const get = answerAlerts(() => makeAlertsPage([]));
    renderBell();
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(bell('Alerts')).toBeInTheDocument();
    expect(screen.queryByTestId('alerts-badge')).not.toBeInTheDocument();
  });

  it('asks for the count again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 1;
    answerAlerts(() => makeAlertsPage([], { unreadCount: unread }));
    renderBell();
    expect(await screen.findByRole('button', { name: 'Alerts, 1 unread' })).toBeInTheDocument();
    unread = 4;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ALERTS_COUNT_REFRESH_MS);
    });
    expect(await screen.findByRole('button', { name: 'Alerts, 4 unread' })).toBeInTheDocument();
  });

  it('asks nothing while the page is rendered on the server', () => {
    const get = answerAlerts(() => makeAlertsPage([], { unreadCount: 2 }));
    const store = createAppStore();
    store.set(loginAtom, ASHA);
    const html = renderToString(
      <AppProviders store={store} queryClient={createQueryClient()}>
        <MemoryRouter>
          <AlertsBell userId={ASHA.user.id} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(html).toContain('aria-label="Alerts"');
    expect(get).not.toHaveBeenCalled();
  });

  it('is in the header of a signed-in visitor only', async () => {
    answerAlerts(() => makeAlertsPage([], { unreadCount: 2 }));
    const view = renderWithProviders(<SiteHeader />);
    expect(screen.queryByRole('button', { name: /^Alerts/ })).not.toBeInTheDocument();
    act(() => view.store.set(loginAtom, ASHA));
    expect(await screen.findByRole('button', { name: 'Alerts, 2 unread' })).toBeInTheDocument();
  });
});

describe('the alerts panel', () => {
  it('lists the alerts newest first with what each is about, the unread ones marked', async () => {
    const user = userEvent.setup();
    const drop = makeAlert({ car: makeAlertCar({ id: 'c9', url: '/buy-car/c9', image: null }), oldPrice: 1_000_000, newPrice: 950_000 });
    const match = makeAlert({
      kind: 'saved-search',
      oldPrice: null,
      savedSearch: { id: 's1', name: 'SUVs in Pune' },
      readAt: '2026-11-21T10:00:00Z',
      car: makeAlertCar({ carName: 'Tata Nexon XZ', manufacturingYear: 2019, kmDriven: 32_000, city: 'Mumbai', url: '/buy-car/c2' }),
    });
    answerAlerts(() => makeAlertsPage([drop, match]));
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts' });
    const items = await within(dialog).findAllByRole('link');
    expect(items.map((link) => link.textContent)).toEqual([
      'Unread: Price dropped by ₹50,000Hyundai Creta SX2021 · 45,000 km · Pune',
      'New match for SUVs in PuneTata Nexon XZ2019 · 32,000 km · Mumbai',
    ]);
    expect(items[0]).toHaveAttribute('href', '/buy-car/c9');
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks an alert read when it is opened, and takes the visitor to the car', async () => {
    const user = userEvent.setup();
    const alert = makeAlert({ car: makeAlertCar({ url: '/buy-car/c7' }) });
    answerAlerts(() => makeAlertsPage([alert], { unreadCount: 2 }));
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ marked: 1, unreadCount: 1 });
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 2 unread' }));
    await user.click(await screen.findByRole('link', { name: /Price dropped by/ }));
    expect(post).toHaveBeenCalledWith('api/v1/alerts/read', { ids: [alert.id] });
    expect(await screen.findByText('Car page')).toBeInTheDocument();
    expect(panel()).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Alerts, 1 unread' })).toBeInTheDocument();
  });

  it('marks all alerts read', async () => {
    const user = userEvent.setup();
    answerAlerts(() => makeAlertsPage([makeAlert(), makeAlert()]));
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ marked: 2, unreadCount: 0 });
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts' });
    await within(dialog).findAllByText('Unread:');
    const markAll = within(dialog).getByRole('button', { name: 'Mark all as read' });
    await user.click(markAll);
    expect(post).toHaveBeenCalledWith('api/v1/alerts/read', { all: true });
    await waitFor(() => expect(within(dialog).queryByText('Unread:')).not.toBeInTheDocument());
    expect(markAll).toHaveAttribute('aria-disabled', 'true');
    expect(bell('Alerts')).toBeInTheDocument();
    // Nothing left to mark: a second press asks nothing, and the focus is still in the dialog.
    await user.click(markAll);
    expect(post).toHaveBeenCalledTimes(1);
    expect(markAll).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
  });

  it("says 'No alerts yet' when there are none", async () => {
    const user = userEvent.setup();
    answerAlerts(() => makeAlertsPage([]));
    renderBell();
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Alerts' });
    expect(await within(dialog).findByText('No alerts yet')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows a failure with Retry, which loads the list', async () => {
    const user = userEvent.setup();
    let fail = false;
    answerAlerts(() => {
      if (fail) throw new ApiError('', 500);
      return makeAlertsPage([makeAlert()]);
    });
    renderBell();
    await screen.findByRole('button', { name: 'Alerts, 1 unread' });
    fail = true;
    await user.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Alerts' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not load your alerts. Please try again.');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('link', { name: /Price dropped by/ })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the bell, and lists afresh when opened again', async () => {
    const user = userEvent.setup();
    const get = answerAlerts(() => makeAlertsPage([makeAlert()]));
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts' });
    await within(dialog).findByRole('link');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const listCalls = () => get.mock.calls.filter(([path]) => path === 'api/v1/alerts').length;
    expect(listCalls()).toBe(1);
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell());
    await waitFor(() => expect(listCalls()).toBe(2));
  });
});

describe('paging in the alerts panel', () => {
  /** Answers the list page by page (?page=n, the first without one), and the count's one-alert page. */
  function answerPages(pages: AlertsAnswer[], { failPage }: { failPage?: () => number | undefined } = {}) {
    return vi.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (!path.startsWith('api/v1/alerts')) throw new Error(`unexpected GET ${path}`);
      const params = new URLSearchParams(path.split('?')[1] ?? '');
      if (params.get('pageSize') === '1') return { ...pages[0]!, alerts: pages[0]!.alerts.slice(0, 1), pageSize: 1 };
      const page = Number(params.get('page') ?? '1');
      if (failPage?.() === page) throw new ApiError('', 0);
      return pages[page - 1]!;
    });
  }

  const alertNamed = (carName: string) => makeAlert({ car: makeAlertCar({ carName, id: carName, url: `/buy-car/${carName}` }) });
  const pageOf = (alerts: Alert[], page: number, pageCount: number, unreadCount = 5) =>
    makeAlertsPage(alerts, { page, pageCount, pageSize: 2, total: 5, unreadCount });

  const FIRST = [alertNamed('Car 1'), alertNamed('Car 2')];
  const SECOND = [alertNamed('Car 3'), alertNamed('Car 4')];
  const THIRD = [alertNamed('Car 5')];
  const PAGES = [pageOf(FIRST, 1, 3), pageOf(SECOND, 2, 3), pageOf(THIRD, 3, 3)];

  const carNames = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('list', { name: 'Alerts, newest first' }))
      .getAllByRole('link')
      .map((link) => /Car \d/.exec(link.textContent ?? '')?.[0]);

  async function openPanel() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 5 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts' });
    await within(dialog).findAllByRole('link');
    return { user, dialog };
  }

  it('appends the next page under the list, the focus on its first alert, until the last page', async () => {
    const get = answerPages(PAGES);
    renderBell();
    const { user, dialog } = await openPanel();
    expect(carNames(dialog)).toEqual(['Car 1', 'Car 2']);

    await user.click(within(dialog).getByRole('button', { name: 'Show more alerts' }));
    await waitFor(() => expect(carNames(dialog)).toEqual(['Car 1', 'Car 2', 'Car 3', 'Car 4']));
    expect(get).toHaveBeenCalledWith('api/v1/alerts?page=2', expect.anything());
    await waitFor(() => expect(within(dialog).getByRole('link', { name: /Car 3/ })).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Show more alerts' }));
    await waitFor(() => expect(carNames(dialog)).toEqual(['Car 1', 'Car 2', 'Car 3', 'Car 4', 'Car 5']));
    await waitFor(() => expect(within(dialog).getByRole('link', { name: /Car 5/ })).toHaveFocus());
    // The last page: nothing more to show, and nothing announced besides the focus moving.
    expect(within(dialog).queryByRole('button', { name: 'Show more alerts' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no more when the first page is the only one', async () => {
    answerPages([pageOf(FIRST, 1, 1)]);
    renderBell();
    const { dialog } = await openPanel();
    expect(within(dialog).queryByRole('button', { name: 'Show more alerts' })).not.toBeInTheDocument();
  });

  it('shows an alert once when a new one pushed it onto the next page', async () => {
    answerPages([pageOf(FIRST, 1, 2), pageOf([FIRST[1]!, ...SECOND], 2, 2)]);
    renderBell();
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Show more alerts' }));
    await waitFor(() => expect(carNames(dialog)).toEqual(['Car 1', 'Car 2', 'Car 3', 'Car 4']));
    await waitFor(() => expect(within(dialog).getByRole('link', { name: /Car 3/ })).toHaveFocus());
  });

  it('says when the next page could not be loaded, and keeps the button (and the focus) to try again', async () => {
    let failing: number | undefined = 2;
    answerPages(PAGES, { failPage: () => failing });
    renderBell();
    const { user, dialog } = await openPanel();
    const more = within(dialog).getByRole('button', { name: 'Show more alerts' });
    await user.click(more);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ALERTS_MORE_FAILED);
    expect(carNames(dialog)).toEqual(['Car 1', 'Car 2']);
    expect(more).toHaveFocus();
    failing = undefined;
    await user.click(more);
    await waitFor(() => expect(within(dialog).getByRole('link', { name: /Car 3/ })).toHaveFocus());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks every alert shown read, on every page, with Mark all as read', async () => {
    answerPages(PAGES);
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ marked: 5, unreadCount: 0 });
    renderBell();
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Show more alerts' }));
    await waitFor(() => expect(carNames(dialog)).toHaveLength(4));
    expect(within(dialog).getAllByText('Unread:')).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(post).toHaveBeenCalledWith('api/v1/alerts/read', { all: true });
    await waitFor(() => expect(within(dialog).queryByText('Unread:')).not.toBeInTheDocument());
    expect(bell('Alerts')).toBeInTheDocument();
  });

  it('marks an alert of a later page read when it is opened', async () => {
    answerPages(PAGES);
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ marked: 1, unreadCount: 4 });
    renderBell();
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Show more alerts' }));
    await user.click(await within(dialog).findByRole('link', { name: /Car 3/ }));
    expect(post).toHaveBeenCalledWith('api/v1/alerts/read', { ids: [SECOND[0]!.id] });
    expect(await screen.findByText('Car page')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Alerts, 4 unread' })).toBeInTheDocument();
  });

  it('starts again from the first page when opened again', async () => {
    const get = answerPages(PAGES);
    renderBell();
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Show more alerts' }));
    await waitFor(() => expect(carNames(dialog)).toHaveLength(4));
    await user.keyboard('{Escape}');
    const listCalls = () => get.mock.calls.map(([path]) => path).filter((path) => !path.includes('pageSize'));
    expect(listCalls()).toEqual(['api/v1/alerts', 'api/v1/alerts?page=2']);
    await user.click(bell());
    const reopened = await screen.findByRole('dialog', { name: 'Alerts' });
    await waitFor(() => expect(listCalls()).toEqual(['api/v1/alerts', 'api/v1/alerts?page=2', 'api/v1/alerts']));
    expect(carNames(reopened)).toEqual(['Car 1', 'Car 2']);
    expect(within(reopened).getByRole('button', { name: 'Show more alerts' })).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError, apiClient, loginAtom } from '@carmarket/shared';
import { NOTIFICATION_MESSAGES } from '@carmarket/shared/api-contracts';
import { failingFetch, renderWithProviders } from '@carmarket/shared/testing';
import { UNSUBSCRIBE_FAILED } from '../api/use-unsubscribe';
import { UnsubscribePage } from './unsubscribe-page';

const UNSUBSCRIBE = 'api/v1/notifications/unsubscribe';

function renderPage(url = '/alerts/unsubscribe?token=abc.def') {
  const view = renderWithProviders(
    <Routes>
      <Route path="/alerts/unsubscribe" element={<UnsubscribePage />} />
      <Route path="/settings/saved-searches" element={<p>Saved searches page</p>} />
    </Routes>,
    { route: url },
  );
  return { ...view, events: userEvent.setup() };
}

const unsubscribeButton = () => screen.getByRole('button', { name: 'Unsubscribe' });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the unsubscribe page', () => {
  it('asks first: opening the link changes nothing (mail scanners open links too)', () => {
    const post = vi.spyOn(apiClient, 'post');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from alerts' })).toBeInTheDocument();
    expect(screen.getByText(/Stop these alerts\?/)).toBeInTheDocument();
    expect(unsubscribeButton()).toBeEnabled();
    expect(post).not.toHaveBeenCalled();
    // Its own title, out of search results, its canonical URL without the token.
    expect(document.title).toBe('Unsubscribe from alerts | CarMarket');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/alerts\/unsubscribe$/);
  });

  it('unsubscribes when asked, says so where the focus goes, and offers the alerts settings', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ channel: 'email', to: 'asha@example.com' });
    const { events } = renderPage();
    await events.click(unsubscribeButton());
    expect(post).toHaveBeenCalledWith(UNSUBSCRIBE, { token: 'abc.def' });
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(NOTIFICATION_MESSAGES.unsubscribed('email')));
    expect(status).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('link', { name: 'Manage your alerts' }));
    expect(await screen.findByText('Saved searches page')).toBeInTheDocument();
  });

  it('says which channel is off (SMS)', async () => {
    vi.spyOn(apiClient, 'post').mockResolvedValue({ channel: 'sms', to: '+91******3210' });
    const { events } = renderPage();
    await events.click(unsubscribeButton());
    expect(await screen.findByText(NOTIFICATION_MESSAGES.unsubscribed('sms'))).toBeInTheDocument();
  });

  it('refreshes a signed-in visitor’s alert settings once the channel is off', async () => {
    vi.spyOn(apiClient, 'post').mockResolvedValue({ channel: 'sms', to: '+91******3210' });
    const { events, store, queryClient } = renderPage();
    store.set(loginAtom, { token: 't-1', user: { id: 'u-1', fullName: 'Asha Rao', mobileNumber: '9876543210', userType: 'EndUser' } });
    queryClient.setQueryData(['notification-settings', 'u-1'], { sms: { enabled: true, available: true, to: '+91******3210' } });
    await events.click(unsubscribeButton());
    await screen.findByText(NOTIFICATION_MESSAGES.unsubscribed('sms'));
    expect(queryClient.getQueryState(['notification-settings', 'u-1'])?.isInvalidated).toBe(true);
  });

  it('shows the API’s message for a link that is not valid, with no button to press again', async () => {
    vi.spyOn(apiClient, 'post').mockRejectedValue(new ApiError(NOTIFICATION_MESSAGES.unsubscribeInvalid, 400));
    const { events } = renderPage();
    await events.click(unsubscribeButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NOTIFICATION_MESSAGES.unsubscribeInvalid);
    expect(alert).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your alerts' })).toHaveAttribute('href', '/settings/saved-searches');
  });

  it.each(['/alerts/unsubscribe', '/alerts/unsubscribe?token=', '/alerts/unsubscribe?token=%20'])(
    'says a link without a token (%s) is not valid, and offers nothing to press',
    (url) => {
      const post = vi.spyOn(apiClient, 'post');
      renderPage(url);
      expect(screen.getByRole('alert')).toHaveTextContent(NOTIFICATION_MESSAGES.unsubscribeInvalid);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByText(/Stop these alerts\?/)).not.toBeInTheDocument();
      expect(post).not.toHaveBeenCalled();
    },
  );

  it('can be tried again when no answer came', async () => {
    vi.stubGlobal('fetch', failingFetch('network down'));
    const { events } = renderPage();
    await events.click(unsubscribeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_FAILED);
    // The button stayed, and kept the focus.
    expect(unsubscribeButton()).toHaveFocus();
    vi.unstubAllGlobals();
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ channel: 'email', to: 'asha@example.com' });
    await events.click(unsubscribeButton());
    expect(post).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(NOTIFICATION_MESSAGES.unsubscribed('email'))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a server error’s own message, and can be tried again', async () => {
    vi.spyOn(apiClient, 'post').mockRejectedValueOnce(new ApiError('Too many requests, please wait a minute', 429));
    const { events } = renderPage();
    await events.click(unsubscribeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please wait a minute');
    expect(unsubscribeButton()).toBeInTheDocument();
  });
});

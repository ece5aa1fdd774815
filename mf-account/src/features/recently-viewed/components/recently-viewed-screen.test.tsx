import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient, recentlyViewedQueryKey, RECENTLY_VIEWED_KEY } from '@carmarket/shared';
import { fakeApi } from '../../../testing/fake-api';
import { makeRecentlyViewedCar, makeUser } from '../../../testing/factories';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { RecentlyViewedScreen } from './recently-viewed-screen';

const LIST = 'api/v1/recently-viewed';

describe('RecentlyViewedScreen', () => {
  it('lists the cars newest first, with when each was viewed, a link to it, and sold ones marked', async () => {
    fakeApi.on('get', LIST, {
      recentlyViewed: [
        makeRecentlyViewedCar({ id: 'c2', carName: 'Tata Nexon XZ', isSold: true }, { viewedAt: '2025-04-02T06:00:00.000Z' }),
        makeRecentlyViewedCar({ id: 'c1', carName: 'Hyundai Creta SX' }, { viewedAt: '2025-04-01T06:00:00.000Z' }),
      ],
    });
    renderSignedIn(<RecentlyViewedScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Recently Viewed' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Recently viewed cars' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Tata Nexon XZ', 'Hyundai Creta SX']);
    expect(within(cards[0]!).getByText('This car has been sold.')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/Viewed/)).toHaveTextContent('Viewed 02 Apr 2025');
    expect(within(cards[1]!).queryByText('This car has been sold.')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'View Hyundai Creta SX' })).toHaveAttribute('href', '/buy-car/c1');
  });

  it('clears the history after asking, on the account and on this device', async () => {
    const user = makeUser({ id: 'u-clear' });
    const queryClient = createQueryClient();
    fakeApi.on('get', LIST, { recentlyViewed: [makeRecentlyViewedCar({ id: 'c1', carName: 'Kia Seltos HTX' })] });
    fakeApi.on('delete', LIST, { message: 'Recently viewed cars cleared' });
    renderSignedIn(<RecentlyViewedScreen />, { user, queryClient });
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([{ carId: 'c1', viewedAt: '2025-04-01T10:00:00.000Z' }]));
    await screen.findByRole('article', { name: 'Kia Seltos HTX' });

    await userEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear your recently viewed cars?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fakeApi.calls.filter((call) => call.method === 'delete')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear history' }));
    expect(await screen.findByText(/No recently viewed cars yet/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your recently viewed cars were cleared');
    expect(fakeApi.calls.filter((call) => call.method === 'delete' && call.path === LIST)).toHaveLength(1);
    expect(queryClient.getQueryData(recentlyViewedQueryKey(user.id))).toEqual([]);
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear history' })).toBeDisabled();
  });

  it('keeps the list and says so when clearing fails', async () => {
    fakeApi.on('get', LIST, { recentlyViewed: [makeRecentlyViewedCar({ id: 'c1', carName: 'Kia Seltos HTX' })] });
    fakeApi.fail('delete', LIST, 'Service unavailable', 503);
    renderSignedIn(<RecentlyViewedScreen />);
    await screen.findByRole('article', { name: 'Kia Seltos HTX' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear history' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent('Service unavailable');
    await act(async () => undefined);
    expect(screen.getByRole('article', { name: 'Kia Seltos HTX' })).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    fakeApi.on('get', LIST, { recentlyViewed: [] });
    renderSignedIn(<RecentlyViewedScreen />);
    expect(await screen.findByText(/No recently viewed cars yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear history' })).toBeDisabled();
  });
});

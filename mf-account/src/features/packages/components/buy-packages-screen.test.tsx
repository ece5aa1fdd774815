import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PACKAGE_PLANS } from '@carmarket/shared';
import { fakeApi } from '../../../testing/fake-api';
import { makeCar, makeOrder } from '../../../testing/factories';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { BuyPackagesScreen } from './buy-packages-screen';

vi.mock('@carmarket/shared', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiClient: (await import('../../../testing/fake-api')).fakeApi.client,
}));

const PLANS = 'api/v1/packages';

function withBalance() {
  fakeApi.on('get', 'api/v1/package-orders', { orders: [makeOrder({ planId: '6m-500' })] });
  fakeApi.on('post', 'api/v1/car/get-user-cars', { cars: [makeCar(), makeCar(), makeCar({ isSold: true })] });
}

describe('BuyPackagesScreen', () => {
  beforeEach(() => fakeApi.reset());

  it('shows loading, error and empty states', async () => {
    withBalance();
    fakeApi.pending('get', PLANS);
    const first = renderSignedIn(<BuyPackagesScreen />);
    expect(await screen.findByText('Loading packages…')).toBeInTheDocument();
    first.unmount();

    fakeApi.fail('get', PLANS, 'Failed to fetch packages');
    const second = renderSignedIn(<BuyPackagesScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch packages');
    second.unmount();

    fakeApi.on('get', PLANS, { plans: [] });
    renderSignedIn(<BuyPackagesScreen />);
    expect(await screen.findByText('No packages available right now')).toBeInTheDocument();
  });

  it('says how many ads are left of the active packages', async () => {
    withBalance();
    fakeApi.on('get', PLANS, { plans: PACKAGE_PLANS });
    renderSignedIn(<BuyPackagesScreen />);
    expect(await screen.findByText('498 left of 500 ads')).toBeInTheDocument();
  });

  it('selects one plan, checks the quantity and shows the Order Summary, then pays', async () => {
    withBalance();
    fakeApi.on('get', PLANS, { plans: PACKAGE_PLANS });
    fakeApi.on('post', 'api/v1/package-orders', { order: makeOrder({ id: 'new-order' }), payment: {} });
    renderSignedIn(<BuyPackagesScreen />, { route: '/settings/buy-packages' });
    await screen.findByRole('radio', { name: '3 Months, 5 Ads, ₹1,750' });

    await userEvent.click(screen.getByRole('button', { name: 'Continue to Pay' }));
    expect(screen.getByText('Please select a package')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: '3 Months, 1 Ad, ₹399' }));
    await userEvent.click(screen.getByRole('radio', { name: '3 Months, 5 Ads, ₹1,750' }));
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);

    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Pay' }));
    expect(screen.getByText('Please enter a quantity of at least 1')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Pay' }));
    const summary = screen.getByRole('dialog', { name: 'Order Summary' });
    const row = (name: string) => within(summary).getByRole('rowheader', { name }).nextElementSibling?.textContent;
    expect(row('Price')).toBe('₹1,750');
    expect(row('Quantity')).toBe('2');
    expect(row('GST (18%)')).toBe('₹315');
    expect(row('Total')).toBe('₹3,815');

    await userEvent.click(within(summary).getByRole('button', { name: 'Pay ₹3,815' }));
    expect(fakeApi.calls.find((c) => c.path === 'api/v1/package-orders' && c.method === 'post')?.body).toEqual({
      planId: '3m-5',
      quantity: 2,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the summary open with the reason when payment fails', async () => {
    withBalance();
    fakeApi.on('get', PLANS, { plans: PACKAGE_PLANS });
    fakeApi.fail('post', 'api/v1/package-orders', 'Payment declined', 402);
    renderSignedIn(<BuyPackagesScreen />);
    await userEvent.click(await screen.findByRole('radio', { name: '3 Months, 1 Ad, ₹399' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Pay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹471' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment declined');
    expect(screen.getByRole('dialog', { name: 'Order Summary' })).toBeInTheDocument();
  });
});

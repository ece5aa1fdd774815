import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PACKAGE_PLANS } from '@carmarket/shared/domain';
import { fakeApi } from '../../../testing/fake-api';
import { makeCar, makeOrder } from '../../../testing/factories';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { BuyPackagesScreen } from './buy-packages-screen';

const PLANS = 'api/v1/packages';

const SIGNED = { razorpay_order_id: 'order_dev_1', razorpay_payment_id: 'pay_dev_1', razorpay_signature: 'ab'.repeat(32) };

function withPendingOrder() {
  fakeApi.on('post', 'api/v1/package-orders', {
    order: makeOrder({ id: 'new-order', status: 'Inactive', paymentStatus: 'pending', paymentId: '' }),
    checkout: {
      provider: 'dev',
      keyId: null,
      providerOrderId: 'order_dev_1',
      amount: 381_500,
      currency: 'INR',
      description: '3 Months 5 Ads x 2',
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    },
  });
}

function withBalance() {
  fakeApi.on('get', 'api/v1/package-orders', { orders: [makeOrder({ planId: '6m-500' })] });
  fakeApi.on('post', 'api/v1/car/get-user-cars', { status: true, cars: [makeCar(), makeCar(), makeCar({ isSold: true })] });
}

/** Picks the 3 months, 1 ad plan and presses Pay in its Order Summary. */
async function payForOneAd() {
  renderSignedIn(<BuyPackagesScreen />);
  await userEvent.click(await screen.findByRole('radio', { name: '3 Months, 1 Ad, ₹399' }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Pay' }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay ₹471' }));
}

describe('BuyPackagesScreen', () => {
  it('says how many ads are left of the active packages', async () => {
    withBalance();
    fakeApi.on('get', PLANS, { plans: PACKAGE_PLANS });
    renderSignedIn(<BuyPackagesScreen />);
    expect(await screen.findByText('498 left of 500 ads')).toBeInTheDocument();
  });

  it('selects one plan, checks the quantity and shows the Order Summary, then pays', async () => {
    withBalance();
    fakeApi.on('get', PLANS, { plans: PACKAGE_PLANS });
    withPendingOrder();
    fakeApi.on('post', 'api/v1/dev/payments/order_dev_1', SIGNED);
    fakeApi.on('post', 'api/v1/package-orders/new-order/confirm', { order: makeOrder({ id: 'new-order' }) });
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
    // The dev provider: a test payment to confirm, through the same confirm call as a real checkout.
    expect(await within(summary).findByRole('heading', { name: 'Test payment' })).toBeInTheDocument();
    expect(within(summary).getByText(/no real money is taken/)).toHaveTextContent('₹3,815');
    expect(fakeApi.calls.some((c) => c.path.endsWith('/confirm'))).toBe(false);
    const ordersFetches = () => fakeApi.calls.filter((c) => c.method === 'get' && c.path === 'api/v1/package-orders').length;
    await waitFor(() => expect(ordersFetches()).toBeGreaterThan(0));
    const fetchesBeforeConfirm = ordersFetches();
    await userEvent.click(within(summary).getByRole('button', { name: 'Confirm test payment' }));
    expect(fakeApi.calls.find((c) => c.path === 'api/v1/dev/payments/order_dev_1')?.body).toEqual({ outcome: 'success' });
    expect(fakeApi.calls.find((c) => c.path === 'api/v1/package-orders/new-order/confirm')?.body).toEqual(SIGNED);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The paid order changes the user's orders: the cached list is refetched (the balance here, Bought Packages next).
    await waitFor(() => expect(ordersFetches()).toBeGreaterThan(fetchesBeforeConfirm));
    // Razorpay's checkout.js is loaded only for a Razorpay order.
    expect(document.querySelector('script[src*="razorpay"]')).toBeNull();
  });

  it('a declined test payment keeps the summary open, says so, and confirms nothing', async () => {
    withBalance();
    fakeApi.on('get', PLANS, { plans: PACKAGE_PLANS });
    withPendingOrder();
    fakeApi.on('post', 'api/v1/dev/payments/order_dev_1', { error: { code: 'BAD_REQUEST_ERROR', description: 'Test payment declined' } });
    await payForOneAd();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline test payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed: Test payment declined');
    expect(screen.getByRole('dialog', { name: 'Order Summary' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹471' })).toBeInTheDocument();
    expect(fakeApi.calls.some((c) => c.path.endsWith('/confirm'))).toBe(false);
  });

  it('a confirmation the server cannot verify is shown, and the order is not reported paid', async () => {
    withBalance();
    fakeApi.on('get', PLANS, { plans: PACKAGE_PLANS });
    withPendingOrder();
    fakeApi.on('post', 'api/v1/dev/payments/order_dev_1', SIGNED);
    fakeApi.fail('post', 'api/v1/package-orders/new-order/confirm', 'Payment could not be verified', 400);
    await payForOneAd();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm test payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment could not be verified');
    expect(screen.getByRole('dialog', { name: 'Order Summary' })).toBeInTheDocument();
  });

  it('keeps the summary open with the reason when the order cannot be created', async () => {
    withBalance();
    fakeApi.on('get', PLANS, { plans: PACKAGE_PLANS });
    fakeApi.fail('post', 'api/v1/package-orders', 'Payment could not be started. Please try again', 502);
    await payForOneAd();
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment could not be started. Please try again');
    expect(screen.getByRole('dialog', { name: 'Order Summary' })).toBeInTheDocument();
  });
});

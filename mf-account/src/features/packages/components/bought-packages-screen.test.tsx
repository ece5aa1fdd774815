import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { fakeApi } from '../../../testing/fake-api';
import { makeOrder } from '../../../testing/factories';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { BoughtPackagesScreen } from './bought-packages-screen';

const ORDERS = 'api/v1/package-orders';
const DAY = 86_400_000;
const thisYear = new Date().getFullYear();

describe('BoughtPackagesScreen', () => {
  it('shows the table with Active/Expired, Renews an expired package and opens the invoice', async () => {
    const start = new Date(thisYear, 0, 2, 12);
    const expired = makeOrder({
      id: 'old',
      planId: '3m-1',
      purchasedAt: start.toISOString(),
      validUntil: new Date(start.getTime() + DAY).toISOString(),
    });
    const active = makeOrder({ id: 'new', planId: '3m-5', quantity: 2 });
    fakeApi.on('get', ORDERS, { orders: [active, expired] });
    fakeApi.on('post', 'api/v1/package-orders/old/renew', {
      order: { ...expired, validUntil: new Date(Date.now() + 90 * DAY).toISOString() },
    });
    fakeApi.on('get', 'api/v1/package-orders/new/invoice', {
      invoiceNumber: 'INV-2025-0001',
      orderId: 'new',
      issuedAt: new Date().toISOString(),
      billedTo: { name: 'Asha Verma', mobileNumber: '9812345678', email: null },
      lines: [{ description: '3 Months 5 Ads x 2', amount: 3500 }],
      subtotal: 3500,
      gstRate: 0.18,
      gst: 315,
      total: 3815,
      currency: 'INR',
    });
    renderSignedIn(<BoughtPackagesScreen />);

    const table = await screen.findByRole('table', { name: 'Your packages' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Ad Quantity', 'Purchase Date', 'Validity', 'Price', 'Status', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Expired')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(`02/01/${thisYear}`)).toBeInTheDocument();

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Renew' }));
    expect(await screen.findByText(/Package renewed until/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Active')).toBeInTheDocument();

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Invoice' }));
    const invoice = await screen.findByRole('dialog', { name: 'Invoice INV-2025-0001' });
    expect(within(invoice).getByText('₹315')).toBeInTheDocument();
    expect(within(invoice).getByText('₹3,815')).toBeInTheDocument();
    expect(within(invoice).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('shows each payment state truthfully: paid, pending, failed and expired; only paid orders have validity and an invoice', async () => {
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    fakeApi.on('get', ORDERS, {
      orders: [
        makeOrder({ id: 'paid', planId: '3m-1', purchasedAt: at(1) }),
        makeOrder({
          id: 'pending',
          planId: '3m-5',
          purchasedAt: at(2),
          status: 'Inactive',
          paymentStatus: 'pending',
          paymentExpiresAt: new Date(now + 28 * 60_000).toISOString(),
          paymentId: '',
        }),
        makeOrder({
          id: 'failed',
          planId: '3m-10',
          purchasedAt: at(3),
          status: 'Inactive',
          paymentStatus: 'failed',
          failureReason: 'Card declined by bank',
          paymentId: '',
        }),
        makeOrder({ id: 'expired', planId: '6m-125', purchasedAt: at(4), status: 'Inactive', paymentStatus: 'expired', paymentId: '' }),
      ],
    });
    renderSignedIn(<BoughtPackagesScreen />);
    const table = await screen.findByRole('table', { name: 'Your packages' });
    const [paid, pending, failed, expired] = within(table).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const statusCell = (row: HTMLElement) => within(row).getAllByRole('cell')[4]!;

    expect(statusCell(paid)).toHaveTextContent(/^Active$/);
    expect(within(paid).getByRole('button', { name: 'Invoice' })).toBeInTheDocument();

    expect(statusCell(pending)).toHaveTextContent('Payment pending');
    expect(statusCell(pending)).toHaveTextContent('Not paid yet');
    expect(statusCell(failed)).toHaveTextContent('Payment failed');
    expect(statusCell(failed)).toHaveTextContent('Card declined by bank');
    expect(statusCell(expired)).toHaveTextContent('Payment expired');
    expect(statusCell(expired)).toHaveTextContent('no money was taken');
    for (const unpaid of [pending, failed, expired]) {
      expect(statusCell(unpaid)).not.toHaveTextContent(/Active|^Expired/);
      expect(within(unpaid).getByLabelText('No validity: not paid')).toBeInTheDocument();
      expect(within(unpaid).queryByRole('button', { name: 'Invoice' })).not.toBeInTheDocument();
      expect(within(unpaid).queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
    }
  });

  it('a pending order whose payment window has closed reads as expired', async () => {
    fakeApi.on('get', ORDERS, {
      orders: [
        makeOrder({
          id: 'late',
          status: 'Inactive',
          paymentStatus: 'pending',
          paymentExpiresAt: new Date(Date.now() - 1000).toISOString(),
          paymentId: '',
        }),
      ],
    });
    renderSignedIn(<BoughtPackagesScreen />);
    const table = await screen.findByRole('table', { name: 'Your packages' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Payment expired');
  });

  it('Current Year hides older purchases; Newest First shows them', async () => {
    fakeApi.on('get', ORDERS, { orders: [makeOrder({ id: 'old', purchasedAt: new Date(thisYear - 1, 5, 1).toISOString() })] });
    renderSignedIn(<BoughtPackagesScreen />);
    expect(await screen.findByText('No packages bought this year')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'Newest First');
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('announces a payment once: the history state is cleared, so coming back does not repeat it', async () => {
    const paid = makeOrder({ id: 'paid', planId: '3m-10', quantity: 2 });
    fakeApi.on('get', ORDERS, { orders: [paid] });

    // Order Summary's hand-over: a navigation carrying the paid order's id.
    function PaidRedirect() {
      const navigate = useNavigate();
      useEffect(() => {
        void navigate('/settings/bought-packages', { state: { paidOrderId: 'paid' } });
      }, [navigate]);
      return null;
    }
    function HistoryState() {
      return <output aria-label="history state">{JSON.stringify(useLocation().state)}</output>;
    }
    function GoBack() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Back
        </button>
      );
    }
    renderSignedIn(
      <Routes>
        <Route path="/pay" element={<PaidRedirect />} />
        <Route
          path="/settings/bought-packages"
          element={
            <>
              <BoughtPackagesScreen />
              <HistoryState />
            </>
          }
        />
        <Route path="/settings/buy-packages" element={<GoBack />} />
      </Routes>,
      { route: '/pay' },
    );

    expect(await screen.findByText('Payment successful. Your package is active.')).toBeInTheDocument();
    expect(screen.getByLabelText('history state')).toHaveTextContent('null');
    const table = await screen.findByRole('table', { name: 'Your packages' });
    expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-current', 'true');

    // Leave and come back to the same history entry: the screen mounts afresh, as after a reload.
    await userEvent.click(screen.getByRole('link', { name: 'Buy a package' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('table', { name: 'Your packages' })).toBeInTheDocument();
    expect(screen.queryByText('Payment successful. Your package is active.')).not.toBeInTheDocument();
  });
});

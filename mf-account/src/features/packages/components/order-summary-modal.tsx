// Order Summary: price, quantity, GST and total from the shared computeOrderTotal, then the payment:
// the API creates a pending order (amount set by the server) and its checkout; the checkout's signed
// answer goes back to the API, which marks the order paid only if the signature is the provider's.
// Razorpay opens its own checkout; the dev provider (local runs and tests) shows a test-payment step.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  ErrorText,
  formatRupees,
  Modal,
  type PackagePaymentConfirmation,
  type PackagePlan,
  useSessionUser,
} from '@carmarket/shared';
import { computeOrderTotal, GST_RATE } from '@carmarket/shared/domain';
import { StyledDialogActions } from '../../../components/screen.styles';
import { errorMessage } from '../../../lib/error-message';
import { confirmPackageOrder } from '../api/confirm-package-order';
import { createPackageOrder, type CreatedPackageOrder } from '../api/create-package-order';
import { packageOrdersQueryKey } from '../api/get-package-orders';
import { payTestOrder } from '../api/pay-test-order';
import { openRazorpayCheckout } from '../checkout/razorpay-checkout';
import { StyledSummaryTable } from './order-summary-modal.styles';
import { TotalRows } from './total-rows';

interface OrderSummaryModalProps {
  open: boolean;
  plan: PackagePlan;
  quantity: number;
  onClose: () => void;
}

export function OrderSummaryModal({ open, plan, quantity, onClose }: OrderSummaryModalProps) {
  const navigate = useNavigate();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  // Creating, paying or declining an order changes the user's orders (Bought Packages, the ads balance).
  const ordersChanged = () => queryClient.invalidateQueries({ queryKey: packageOrdersQueryKey(user?.id ?? '') });
  const [busy, setBusy] = useState<null | 'paying' | 'confirming' | 'declining'>(null);
  const [error, setError] = useState<string | null>(null);
  // A dev-provider order waiting for its test payment.
  const [testOrder, setTestOrder] = useState<CreatedPackageOrder | null>(null);
  const totals = computeOrderTotal(plan, quantity);

  const close = () => {
    setTestOrder(null);
    setError(null);
    onClose();
  };

  const confirm = async (orderId: string, answer: PackagePaymentConfirmation) => {
    const order = await confirmPackageOrder(orderId, answer);
    void ordersChanged();
    close();
    navigate('/settings/bought-packages', { state: { paidOrderId: order.id } });
  };

  const pay = async () => {
    setBusy('paying');
    setError(null);
    try {
      const created = await createPackageOrder({ planId: plan.id, quantity });
      void ordersChanged();
      if (created.checkout.provider === 'dev') {
        setTestOrder(created);
        setBusy(null);
        return;
      }
      const answer = await openRazorpayCheckout(created.checkout, {
        name: user?.fullName,
        contact: user?.mobileNumber,
        email: user?.email,
      });
      setBusy('confirming');
      await confirm(created.order.id, answer);
    } catch (failure) {
      setError(errorMessage(failure, 'Payment failed, please try again'));
      setBusy(null);
    }
  };

  const testPayment = async (outcome: 'success' | 'failure') => {
    if (!testOrder) return;
    setBusy(outcome === 'success' ? 'confirming' : 'declining');
    setError(null);
    try {
      const answer = await payTestOrder(testOrder.checkout.providerOrderId, outcome);
      if ('error' in answer) {
        void ordersChanged();
        setTestOrder(null);
        setError(`Payment failed: ${answer.error.description}`);
        setBusy(null);
        return;
      }
      await confirm(testOrder.order.id, answer);
    } catch (failure) {
      setError(errorMessage(failure, 'Payment failed, please try again'));
      setBusy(null);
    }
  };

  return (
    <Modal open={open} title="Order Summary" onClose={close} width="440px">
      <StyledSummaryTable>
        <caption>
          {plan.durationLabel} · {plan.adsLabel}
        </caption>
        <tbody>
          <tr>
            <th scope="row">Price</th>
            <td>{formatRupees(totals.unitPrice)}</td>
          </tr>
          <tr>
            <th scope="row">Quantity</th>
            <td>{totals.quantity}</td>
          </tr>
          <TotalRows subtotal={totals.subtotal} gstRate={GST_RATE} gst={totals.gst} total={totals.total} totalLabel="Total" />
        </tbody>
      </StyledSummaryTable>
      {testOrder ? (
        <section aria-labelledby="test-payment-title" style={{ marginTop: 12 }}>
          <h3 id="test-payment-title" style={{ margin: '0 0 4px', fontSize: '1rem' }}>
            Test payment
          </h3>
          <p style={{ margin: 0, fontSize: '0.875rem' }}>
            This server uses the test payment provider: no real money is taken. Confirm the test payment of{' '}
            {formatRupees(testOrder.checkout.amount / 100)} to complete the order, or decline it to see a failed payment.
          </p>
        </section>
      ) : null}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <StyledDialogActions>
        {testOrder ? (
          <>
            <Button type="button" $variant="secondary" onClick={() => void testPayment('failure')} disabled={busy !== null}>
              {busy === 'declining' ? 'Declining…' : 'Decline test payment'}
            </Button>
            <Button type="button" onClick={() => void testPayment('success')} disabled={busy !== null}>
              {busy === 'confirming' ? 'Confirming payment…' : 'Confirm test payment'}
            </Button>
          </>
        ) : (
          <>
            <Button type="button" $variant="secondary" onClick={close} disabled={busy !== null}>
              Cancel
            </Button>
            <Button type="button" onClick={() => void pay()} disabled={busy !== null}>
              {busy ? 'Processing payment…' : `Pay ${formatRupees(totals.total)}`}
            </Button>
          </>
        )}
      </StyledDialogActions>
    </Modal>
  );
}

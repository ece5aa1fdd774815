// Order Summary: price, quantity, GST and total from the shared computeOrderTotal, then a
// test-mode payment through the API; a paid order opens Bought Packages.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, computeOrderTotal, ErrorText, formatRupees, Modal, type PackagePlan } from '@carmarket/shared';
import { StyledDialogActions } from '../../../components/screen.styles';
import { errorMessage } from '../../../lib/error-message';
import { createPackageOrder } from '../api/create-package-order';
import { StyledSummaryTable } from './order-summary-modal.styles';

interface OrderSummaryModalProps {
  open: boolean;
  plan: PackagePlan;
  quantity: number;
  onClose: () => void;
}

export function OrderSummaryModal({ open, plan, quantity, onClose }: OrderSummaryModalProps) {
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const totals = computeOrderTotal(plan, quantity);

  const pay = async () => {
    setPaying(true);
    setError(null);
    try {
      const { order } = await createPackageOrder({ planId: plan.id, quantity });
      onClose();
      navigate('/settings/bought-packages', { state: { paidOrderId: order.id } });
    } catch (failure) {
      setError(errorMessage(failure, 'Payment failed, please try again'));
      setPaying(false);
    }
  };

  return (
    <Modal open={open} title="Order Summary" onClose={onClose} width="440px">
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
          <tr>
            <th scope="row">Subtotal</th>
            <td>{formatRupees(totals.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row">GST (18%)</th>
            <td>{formatRupees(totals.gst)}</td>
          </tr>
          <tr className="total">
            <th scope="row">Total</th>
            <td>{formatRupees(totals.total)}</td>
          </tr>
        </tbody>
      </StyledSummaryTable>
      <p style={{ margin: '12px 0 0', fontSize: '0.875rem' }}>Test mode: no real payment is taken.</p>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <StyledDialogActions>
        <Button type="button" $variant="secondary" onClick={onClose} disabled={paying}>
          Cancel
        </Button>
        <Button type="button" onClick={() => void pay()} disabled={paying}>
          {paying ? 'Processing payment…' : `Pay ${formatRupees(totals.total)}`}
        </Button>
      </StyledDialogActions>
    </Modal>
  );
}

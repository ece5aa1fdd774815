// Printable invoice of one order (lines, subtotal, GST, total); Print prints only the invoice.
import { Button, formatRupees, Modal } from '@carmarket/shared';
import { QueryState } from '../../../components/screen-state';
import { StyledDialogActions } from '../../../components/screen.styles';
import { formatDdMmYyyy } from '../../../lib/dates';
import { INVOICE_FETCH_FAILED, usePackageInvoice } from '../api/get-package-invoice';
import { PrintOnlyDialog, StyledInvoice } from './invoice-modal.styles';
import { TotalRows } from './total-rows';

export function InvoiceModal({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const invoice = usePackageInvoice(orderId);
  const data = invoice.data;
  return (
    <Modal open={orderId !== null} title={data ? `Invoice ${data.invoiceNumber}` : 'Invoice'} onClose={onClose} width="560px">
      <PrintOnlyDialog />
      <QueryState query={invoice} loadingText="Loading invoice…" errorText={INVOICE_FETCH_FAILED}>
        {(data) => (
          <StyledInvoice>
            <dl>
              <dt>Invoice number</dt>
              <dd>{data.invoiceNumber}</dd>
              <dt>Date</dt>
              <dd>{formatDdMmYyyy(data.issuedAt)}</dd>
              <dt>Billed to</dt>
              <dd>
                {data.billedTo.name}
                <br />
                +91 {data.billedTo.mobileNumber}
                {data.billedTo.email && (
                  <>
                    <br />
                    {data.billedTo.email}
                  </>
                )}
              </dd>
            </dl>
            <table>
              <caption>Invoice lines</caption>
              <thead>
                <tr>
                  <th scope="col">Description</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((line) => (
                  <tr key={line.description}>
                    <td>{line.description}</td>
                    <td>{formatRupees(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <TotalRows
                  subtotal={data.subtotal}
                  gstRate={data.gstRate}
                  gst={data.gst}
                  total={data.total}
                  totalLabel={`Total (${data.currency})`}
                />
              </tfoot>
            </table>
            <StyledDialogActions className="no-print">
              <Button type="button" onClick={() => window.print()}>
                Print
              </Button>
            </StyledDialogActions>
          </StyledInvoice>
        )}
      </QueryState>
    </Modal>
  );
}

// The Subtotal, GST and Total rows that close both money tables of the packages screens
// (the Order Summary before paying, the Invoice after).
import { formatRupees } from '@carmarket/shared';

interface TotalRowsProps {
  subtotal: number;
  /** GST as a fraction (0.18), shown as a percentage. */
  gstRate: number;
  gst: number;
  total: number;
  totalLabel: string;
}

export function TotalRows({ subtotal, gstRate, gst, total, totalLabel }: TotalRowsProps) {
  return (
    <>
      <tr>
        <th scope="row">Subtotal</th>
        <td>{formatRupees(subtotal)}</td>
      </tr>
      <tr>
        <th scope="row">GST ({Math.round(gstRate * 100)}%)</th>
        <td>{formatRupees(gst)}</td>
      </tr>
      <tr className="total">
        <th scope="row">{totalLabel}</th>
        <td>{formatRupees(total)}</td>
      </tr>
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type PackageInvoice } from '@carmarket/shared';
import { getPackageInvoiceRoute } from '@carmarket/shared/api-contracts';

/** GET api/v1/package-orders/:id/invoice. */
export function getPackageInvoice(orderId: string): Promise<PackageInvoice> {
  return callEndpoint(getPackageInvoiceRoute, { params: { id: orderId } });
}

export const INVOICE_FETCH_FAILED = 'Failed to load the invoice';

export function usePackageInvoice(orderId: string | null) {
  return useQuery({
    queryKey: ['package-invoice', orderId ?? ''],
    queryFn: () => getPackageInvoice(orderId ?? ''),
    enabled: Boolean(orderId),
  });
}

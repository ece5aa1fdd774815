import { useQuery } from '@tanstack/react-query';
import { apiClient, type PackageInvoice } from '@carmarket/shared';

/** GET api/v1/package-orders/:id/invoice. */
export function getPackageInvoice(orderId: string): Promise<PackageInvoice> {
  return apiClient.get<PackageInvoice>(`api/v1/package-orders/${encodeURIComponent(orderId)}/invoice`);
}

export const INVOICE_FETCH_FAILED = 'Failed to load the invoice';

export function usePackageInvoice(orderId: string | null) {
  return useQuery({
    queryKey: ['package-invoice', orderId ?? ''],
    queryFn: () => getPackageInvoice(orderId ?? ''),
    enabled: Boolean(orderId),
  });
}

import { apiClient, type PackageInvoice } from '@carmarket/shared';
import { useResource } from '../../../lib/use-resource';

/** GET api/v1/package-orders/:id/invoice. */
export function getPackageInvoice(orderId: string): Promise<PackageInvoice> {
  return apiClient.get<PackageInvoice>(`api/v1/package-orders/${encodeURIComponent(orderId)}/invoice`);
}

export function usePackageInvoice(orderId: string | null) {
  return useResource(orderId ? `invoice:${orderId}` : null, () => getPackageInvoice(orderId ?? ''), 'Failed to load the invoice');
}

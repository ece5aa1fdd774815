import { apiClient, type PackagePaymentConfirmation } from '@carmarket/shared';

export type TestPaymentAnswer = PackagePaymentConfirmation | { error: { code: string; description: string } };

/**
 * POST api/v1/dev/payments/:providerOrderId: the dev provider's checkout (local runs and tests only).
 * 'success' answers the signed triple a real checkout would; 'failure' declines (the order fails).
 */
export function payTestOrder(providerOrderId: string, outcome: 'success' | 'failure'): Promise<TestPaymentAnswer> {
  return apiClient.post<TestPaymentAnswer>(`api/v1/dev/payments/${encodeURIComponent(providerOrderId)}`, { outcome });
}

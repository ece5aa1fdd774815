import { callEndpoint } from '@carmarket/shared';
import { payTestOrderRoute, type EndpointResponse, type payTestOrderEndpoint } from '@carmarket/shared/api-contracts';

/** The signed triple, or the decline. */
export type TestPaymentAnswer = EndpointResponse<typeof payTestOrderEndpoint>;

/**
 * POST api/v1/dev/payments/:providerOrderId: the dev provider's checkout (local runs and tests only).
 * 'success' answers the signed triple a real checkout would; 'failure' declines (the order fails).
 */
export function payTestOrder(providerOrderId: string, outcome: 'success' | 'failure'): Promise<TestPaymentAnswer> {
  return callEndpoint(payTestOrderRoute, { params: { providerOrderId }, body: { outcome } });
}

// POST /api/v1/sellers/:userId/report { reason } (auth) -> 201 { message }; 401 without a session,
// 404 for an unknown user, 400 for reporting yourself. Report User on the seller page sends it.
import { callEndpoint } from '@carmarket/shared';
import { reportSellerRoute } from '@carmarket/shared/api-contracts';

export async function reportSeller(userId: string, reason: string): Promise<string> {
  const body = await callEndpoint(reportSellerRoute, { params: { userId }, body: { reason } });
  return body.message;
}

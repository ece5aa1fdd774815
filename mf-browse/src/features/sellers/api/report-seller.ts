// POST /api/v1/sellers/:userId/report { reason } (auth) -> 201 { message }; 401 without a session,
// 404 for an unknown user, 400 for reporting yourself. Report User on the seller page sends it.
import { apiClient } from '@carmarket/shared';

export const REPORT_REASON_MAX = 500;

export async function reportSeller(userId: string, reason: string): Promise<string> {
  const body = await apiClient.post<{ message: string }>(`api/v1/sellers/${encodeURIComponent(userId)}/report`, { reason });
  return body.message;
}

import { apiClient } from '@carmarket/shared';

/** DELETE api/v1/enquiries/:id (only the buyer who made it). */
export function deleteEnquiry(enquiryId: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`api/v1/enquiries/${encodeURIComponent(enquiryId)}`);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type Enquiry } from '@carmarket/shared';
import { myEnquiriesQueryKey } from './get-my-enquiries';

/** DELETE api/v1/enquiries/:id (only the buyer who made it). */
export function deleteEnquiry(enquiryId: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`api/v1/enquiries/${encodeURIComponent(enquiryId)}`);
}

/** Deletes an enquiry; the cached list of the user's enquiries drops it. */
export function useDeleteEnquiry(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEnquiry,
    onSuccess: (_answer, enquiryId) =>
      queryClient.setQueryData<Enquiry[]>(myEnquiriesQueryKey(userId ?? ''), (list) => list?.filter((e) => e.id !== enquiryId)),
  });
}

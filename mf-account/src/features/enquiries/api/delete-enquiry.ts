import { callEndpoint, type Enquiry } from '@carmarket/shared';
import { deleteEnquiryRoute } from '@carmarket/shared/api-contracts';
import { useListMutation } from '../../../lib/use-list-mutation';
import { myEnquiriesQueryKey } from './get-my-enquiries';

/** DELETE api/v1/enquiries/:id (only the buyer who made it). */
export function deleteEnquiry(enquiryId: string): Promise<{ message: string }> {
  return callEndpoint(deleteEnquiryRoute, { params: { id: enquiryId } });
}

/** Deletes an enquiry; the cached list of the user's enquiries drops it. */
export function useDeleteEnquiry(userId: string | undefined) {
  return useListMutation<Enquiry, string, unknown>(myEnquiriesQueryKey(userId ?? ''), deleteEnquiry, (list, _answer, enquiryId) =>
    list.filter((e) => e.id !== enquiryId),
  );
}

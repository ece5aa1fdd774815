import { apiClient, type Enquiry } from '@carmarket/shared';
import { useResource } from '../../../lib/use-resource';

/** GET api/v1/enquiries/mine -> the enquiries I made as a buyer. */
export async function getMyEnquiries(): Promise<Enquiry[]> {
  const body = await apiClient.get<{ enquiries?: Enquiry[] }>('api/v1/enquiries/mine');
  return body.enquiries ?? [];
}

export function useMyEnquiries(userId: string | undefined) {
  return useResource(userId ? `enquiries:${userId}` : null, getMyEnquiries, 'Failed to fetch enquiries');
}

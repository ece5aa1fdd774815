import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type InterestedBuyer } from '@carmarket/shared';
import { getReceivedEnquiriesRoute } from '@carmarket/shared/api-contracts';
import { REVALIDATE_ON_EVERY_VISIT } from '../../../lib/account-queries';

export interface ReceivedEnquiriesFilter {
  city?: string;
  carId?: string;
}

/** GET api/v1/enquiries/received?city=&carId= -> the buyers who enquired about my cars. */
export async function getReceivedEnquiries(filter: ReceivedEnquiriesFilter = {}): Promise<InterestedBuyer[]> {
  const query = { city: filter.city || undefined, carId: filter.carId || undefined };
  const body = await callEndpoint(getReceivedEnquiriesRoute, { query });
  return body.buyers;
}

export const RECEIVED_ENQUIRIES_FETCH_FAILED = 'Failed to fetch interested buyers';

export function useReceivedEnquiries(userId: string | undefined, city: string) {
  return useQuery({
    queryKey: ['received-enquiries', userId ?? '', city],
    queryFn: () => getReceivedEnquiries({ city }),
    enabled: Boolean(userId),
    // Other users send these enquiries: asked again on every visit.
    ...REVALIDATE_ON_EVERY_VISIT,
  });
}

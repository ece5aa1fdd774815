import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, type InterestedBuyer } from '@carmarket/shared';
import { getReceivedEnquiriesRoute } from '@carmarket/shared/api-contracts';
import { REVALIDATE_ON_EVERY_VISIT, type AccountServerLoader } from '../../../lib/account-queries';

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

/** The buyers from `city` ('' = every city) who enquired about `userId`'s cars. */
export function receivedEnquiriesQuery(userId: string, city: string) {
  return queryOptions({
    queryKey: ['received-enquiries', userId, city],
    queryFn: () => getReceivedEnquiries({ city }),
    // Other users send these enquiries: asked again on every visit.
    ...REVALIDATE_ON_EVERY_VISIT,
  });
}

export function useReceivedEnquiries(userId: string | undefined, city: string) {
  return useQuery({ ...receivedEnquiriesQuery(userId ?? '', city), enabled: Boolean(userId) });
}

/** Interested Buyers on the server: its first view, every city (the screen's city filter starts empty). */
export const loadReceivedEnquiriesForServer: AccountServerLoader = ({ queryClient, user }) =>
  queryClient.prefetchQuery(receivedEnquiriesQuery(user.id, ''));

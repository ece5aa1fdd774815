import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, type Enquiry } from '@carmarket/shared';
import { getMyEnquiriesRoute } from '@carmarket/shared/api-contracts';
import { REVALIDATE_ON_EVERY_VISIT, type AccountServerLoader } from '../../../lib/account-queries';

/** GET api/v1/enquiries/mine -> the enquiries I made as a buyer. */
export async function getMyEnquiries(): Promise<Enquiry[]> {
  const body = await callEndpoint(getMyEnquiriesRoute, {});
  return body.enquiries;
}

export const myEnquiriesQueryKey = (userId: string) => ['my-enquiries', userId] as const;

export const MY_ENQUIRIES_FETCH_FAILED = 'Failed to fetch enquiries';

export function myEnquiriesQuery(userId: string) {
  return queryOptions({
    queryKey: myEnquiriesQueryKey(userId),
    queryFn: getMyEnquiries,
    // mf-browse sends enquiries without knowing this key: asked again on every visit.
    ...REVALIDATE_ON_EVERY_VISIT,
  });
}

export function useMyEnquiries(userId: string | undefined) {
  return useQuery({ ...myEnquiriesQuery(userId ?? ''), enabled: Boolean(userId) });
}

/** My Enquiries on the server: the enquiries the signed-in user made. */
export const loadMyEnquiriesForServer: AccountServerLoader = ({ queryClient, user }) =>
  queryClient.prefetchQuery(myEnquiriesQuery(user.id));

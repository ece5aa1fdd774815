import { useQuery } from '@tanstack/react-query';
import { apiClient, type InterestedBuyer } from '@carmarket/shared';
import { REVALIDATE_ON_EVERY_VISIT } from '../../../lib/account-queries';

export interface ReceivedEnquiriesFilter {
  city?: string;
  carId?: string;
}

/** GET api/v1/enquiries/received?city=&carId= -> the buyers who enquired about my cars. */
export async function getReceivedEnquiries(filter: ReceivedEnquiriesFilter = {}): Promise<InterestedBuyer[]> {
  const searchParams = new URLSearchParams();
  if (filter.city) searchParams.set('city', filter.city);
  if (filter.carId) searchParams.set('carId', filter.carId);
  const body = await apiClient.get<{ buyers?: InterestedBuyer[] }>('api/v1/enquiries/received', { searchParams });
  return body.buyers ?? [];
}

export const RECEIVED_ENQUIRIES_FETCH_FAILED = 'Failed to fetch interested buyers';

export function useReceivedEnquiries(userId: string | undefined, city: string) {
  return useQuery({
    queryKey: ['received-enquiries', userId ?? '', city],
    queryFn: () => getReceivedEnquiries({ city }),
    enabled: Boolean(userId),
    ...REVALIDATE_ON_EVERY_VISIT,
  });
}

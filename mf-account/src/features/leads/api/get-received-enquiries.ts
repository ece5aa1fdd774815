import { apiClient, type InterestedBuyer } from '@carmarket/shared';
import { useResource } from '../../../lib/use-resource';

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

export function useReceivedEnquiries(city: string) {
  return useResource(`received:${city}`, () => getReceivedEnquiries({ city }), 'Failed to fetch interested buyers');
}

// GET /api/v1/sellers/:userId -> SellerDetails; 404 'Seller not found'.
import { callEndpoint, type SellerDetails, type ServerDataLoader } from '@carmarket/shared';
import { getSellerRoute } from '@carmarket/shared/api-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export function getSeller(userId: string, signal?: AbortSignal): Promise<SellerDetails> {
  return callEndpoint(getSellerRoute, { params: { userId } }, { signal });
}

/** One seller's panel and cars: the page reads it, the server fetches it before rendering the page. */
export function sellerQuery(userId: string) {
  return queryOptions({ queryKey: ['seller', userId], queryFn: ({ signal }) => getSeller(userId, signal) });
}

export function useSeller(userId: string | undefined) {
  return useQuery({ ...sellerQuery(userId ?? ''), enabled: userId !== undefined, placeholderData: keepPreviousData });
}

/** /seller-details/:userId on the server: the seller, under the key useSeller reads (an API failure is left to the page). */
export const loadSellerForServer: ServerDataLoader = async ({ queryClient, url }) => {
  const userId = decodeURIComponent(url.pathname.split('/').filter(Boolean)[1] ?? '');
  if (userId) await queryClient.prefetchQuery(sellerQuery(userId));
};

// GET /api/v1/sellers/:userId -> SellerDetails; 404 'Seller not found'.
import { callEndpoint, savedCarsQuery, type SellerDetails, type ServerDataLoader } from '@carmarket/shared';
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

/**
 * /seller-details/:userId on the server: the seller, under the key useSeller reads, and for a
 * signed-in visitor their saved cars, so the cards' hearts are right in the HTML (an API failure
 * is left to the page).
 */
export const loadSellerForServer: ServerDataLoader = async ({ queryClient, url, user }) => {
  const userId = decodeURIComponent(url.pathname.split('/').filter(Boolean)[1] ?? '');
  if (!userId) return;
  await Promise.all([queryClient.prefetchQuery(sellerQuery(userId)), user && queryClient.prefetchQuery(savedCarsQuery(user.id))]);
};

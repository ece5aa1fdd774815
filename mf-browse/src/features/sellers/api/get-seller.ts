// GET /api/v1/sellers/:userId -> SellerDetails; 404 'Seller not found'.
import { callEndpoint, type SellerDetails } from '@carmarket/shared';
import { getSellerRoute } from '@carmarket/shared/api-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function getSeller(userId: string, signal?: AbortSignal): Promise<SellerDetails> {
  return callEndpoint(getSellerRoute, { params: { userId } }, { signal });
}

export function useSeller(userId: string | undefined) {
  return useQuery({
    queryKey: ['seller', userId ?? ''],
    queryFn: ({ signal }) => getSeller(userId ?? '', signal),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });
}

import { apiClient, ApiError, type User } from '@carmarket/shared';
import { useResource } from '../../../lib/use-resource';

// Spec §8 profile errors, shown in red under the form.
export const PROFILE_ERRORS = {
  noStoredUser: 'User not found in localStorage',
  noUserId: 'User ID not found',
  invalidResponse: 'Invalid response from server',
  fallback: 'Failed to fetch profile',
} as const;

/** POST api/v1/profile/get-userProfile { userId } -> { data: User }. */
export async function getUserProfile(userId: string | undefined): Promise<User> {
  if (!userId) throw new ApiError(PROFILE_ERRORS.noUserId, 400);
  const body = await apiClient.post<{ data?: User }>('api/v1/profile/get-userProfile', { userId });
  if (!body?.data || typeof body.data !== 'object') throw new ApiError(PROFILE_ERRORS.invalidResponse, 200);
  return body.data;
}

export function useUserProfile(userId: string | undefined) {
  return useResource(userId ? `profile:${userId}` : null, () => getUserProfile(userId), PROFILE_ERRORS.fallback);
}

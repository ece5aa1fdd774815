import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type SessionUser, type User } from '@carmarket/shared';
import { getUserProfileRoute } from '@carmarket/shared/api-contracts';
import type { AccountServerLoader } from '../../../lib/account-queries';

// Spec §8 profile errors, shown in red under the form.
export const PROFILE_ERRORS = {
  noStoredUser: 'User not found in localStorage',
  noUserId: 'User ID not found',
  invalidResponse: 'Invalid response from server',
  fallback: 'Failed to fetch profile',
} as const;

type StoredUser = Pick<SessionUser, 'id'> | null | undefined;

function isUserProfile(value: unknown): value is User {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'string' && user.id !== '' && typeof user.fullName === 'string' && typeof user.mobileNumber === 'string';
}

/** The server's own message when it answered with an error; a network failure gets the fallback. */
function fetchErrorMessage(error: unknown): string {
  const status = error instanceof Error && 'status' in error ? (error as { status: unknown }).status : 0;
  return typeof status === 'number' && status > 0 && error instanceof Error && error.message ? error.message : PROFILE_ERRORS.fallback;
}

/** POST api/v1/profile/get-userProfile { userId } -> { data: User }, for the stored session user. */
export async function getUserProfile(storedUser: StoredUser): Promise<User> {
  if (!storedUser) throw new Error(PROFILE_ERRORS.noStoredUser);
  if (!storedUser.id) throw new Error(PROFILE_ERRORS.noUserId);
  // Read as unknown: spec §8 has its own message for an answer that is not a profile.
  let body: unknown;
  try {
    body = await callEndpoint(getUserProfileRoute, { body: { userId: storedUser.id } });
  } catch (error) {
    throw new Error(fetchErrorMessage(error));
  }
  const data = body && typeof body === 'object' && 'data' in body ? body.data : undefined;
  if (!isUserProfile(data)) throw new Error(PROFILE_ERRORS.invalidResponse);
  return data;
}

export const profileQueryKey = (storedUser: StoredUser) =>
  ['profile', !storedUser ? 'no-stored-user' : !storedUser.id ? 'no-user-id' : storedUser.id] as const;

/**
 * Always runs, even without a stored user or id, so the screen can say which one is missing. The
 * shared default freshness: the profile changes only through this app's form, which writes the
 * saved profile into the cache.
 */
export function useUserProfile(storedUser: StoredUser) {
  return useQuery({ queryKey: profileQueryKey(storedUser), queryFn: () => getUserProfile(storedUser) });
}

/**
 * Profile Settings on the server: the user the API just returned for the session cookie (GET
 * /api/v1/auth/me answers the same user view as get-userProfile), so it costs no request.
 */
export const loadProfileForServer: AccountServerLoader = async ({ queryClient, user }) => {
  queryClient.setQueryData(profileQueryKey(user), user);
};

import { apiClient, type User } from '@carmarket/shared';

export type ProfileChanges = Partial<Pick<User, 'fullName' | 'email' | 'address' | 'landmark' | 'city' | 'pin' | 'image' | 'avatar'>>;

/** PUT api/v1/profile (userType and mobileNumber are never sent: they cannot change). */
export async function updateProfile(changes: ProfileChanges): Promise<User> {
  const body = await apiClient.put<{ data: User }>('api/v1/profile', changes);
  return body.data;
}

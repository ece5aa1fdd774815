import { callEndpoint, type User } from '@carmarket/shared';
import { updateProfileRoute, type ProfileChanges } from '@carmarket/shared/api-contracts';

export type { ProfileChanges };

/** PUT api/v1/profile (userType and mobileNumber are never sent: they cannot change). */
export async function updateProfile(changes: ProfileChanges): Promise<User> {
  const body = await callEndpoint(updateProfileRoute, { body: changes });
  return body.data;
}

// What the shell's server puts into a signed-in request's query client before rendering an account
// page (issue 15): the profile is the user the API just returned for the session cookie
// (GET /api/v1/auth/me answers the same user view as get-userProfile), so it costs no request.
import type { ServerDataLoader } from '@carmarket/shared';
import { profileQueryKey } from '../features/profile/api/get-user-profile';

export const loadAccountForServer: ServerDataLoader = async ({ queryClient, url, user }) => {
  if (!user) return;
  if (url.pathname === '/settings/profile' || url.pathname === '/settings/profile/') {
    queryClient.setQueryData(profileQueryKey(user), user);
  }
};

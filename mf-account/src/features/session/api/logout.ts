import { callEndpoint } from '@carmarket/shared';
import { logoutRoute } from '@carmarket/shared/api-contracts';

/** POST api/v1/auth/logout: revokes the token on the server. */
export function logout(): Promise<{ message: string }> {
  return callEndpoint(logoutRoute, {});
}

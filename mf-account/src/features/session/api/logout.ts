import { apiClient } from '@carmarket/shared';

/** POST api/v1/auth/logout: revokes the token on the server. */
export function logout(): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('api/v1/auth/logout');
}

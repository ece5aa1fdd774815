// POST /api/v1/auth/logout revokes the token on the server. The local session ends either way:
// a failed call (offline, token already expired) must never keep a visitor signed in.
import { startTransition, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient, logoutAtom, useSetAtom } from '@carmarket/shared';

export async function revokeSession(): Promise<void> {
  try {
    await apiClient.post('api/v1/auth/logout');
  } catch {
    // Ignored on purpose, see above.
  }
}

/** Revokes the token, clears the shared session and goes home. */
export function useLogout() {
  const clearSession = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    await revokeSession();
    // The router commits navigations as transitions. Clearing the session in the same transition
    // renders '/' and the signed-out state together: a page that asks guests to sign in (mf-account's
    // gate on /settings/*) never renders signed out while the URL is still its own.
    startTransition(() => {
      clearSession();
      void navigate('/');
    });
    setPending(false);
  }, [clearSession, navigate]);
  return { logout, pending };
}

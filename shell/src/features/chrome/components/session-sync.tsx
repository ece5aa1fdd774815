// Signing in or out in another tab changes localStorage; re-read it so this tab's header (and
// every remote) follows without a reload.
import { useEffect } from 'react';
import { TOKEN_KEY, USER_KEY, syncSessionFromStorageAtom, useSetAtom } from '@carmarket/shared';

export function SessionSync() {
  const syncSession = useSetAtom(syncSessionFromStorageAtom);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) syncSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [syncSession]);
  return null;
}

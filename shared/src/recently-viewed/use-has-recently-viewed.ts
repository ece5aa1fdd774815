// Whether the visitor has any recently viewed car: the device's list for a guest, the account's
// (or views the account has not taken yet) once signed in. A page mounts its "Recently Viewed"
// section only then, so an empty history loads no remote and shows nothing, not even a failure.
// False on the server and while hydrating (the server knows no device list).
import { useQuery } from '@tanstack/react-query';
import { recentlyViewedQuery } from '../data/recently-viewed';
import { useIsClient } from '../platform/use-is-client';
import { useSessionUser } from '../session/use-session';
import { useDeviceRecentlyViewed } from './recently-viewed-atoms';

export function useHasRecentlyViewed(): boolean {
  const isClient = useIsClient();
  const user = useSessionUser();
  const device = useDeviceRecentlyViewed();
  const account = useQuery({ ...recentlyViewedQuery(user?.id), enabled: isClient && Boolean(user) });
  if (!isClient) return false;
  if (device.length > 0) return true;
  return Boolean(user) && (account.data?.length ?? 0) > 0;
}

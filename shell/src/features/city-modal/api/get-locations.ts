// GET /api/v1/locations -> { locations: 'City, State'[] }, with the shared list as the fallback
// so the modal always offers cities even when the API is down.
import { useEffect, useState } from 'react';
import { LOCATIONS, availableLocationsAtom, callEndpoint, useAtom } from '@carmarket/shared';
import { getLocationsRoute } from '@carmarket/shared/api-contracts';

export async function getLocations(): Promise<string[]> {
  const { locations } = await callEndpoint(getLocationsRoute, {});
  if (locations.length === 0) throw new Error('No locations');
  return locations;
}

/** Loads the list once per page life (into the shared atom) when `enabled` first becomes true. */
export function useLocations(enabled: boolean): { locations: readonly string[]; loading: boolean } {
  const [locations, setLocations] = useAtom(availableLocationsAtom);
  const [loading, setLoading] = useState(false);
  const loaded = locations.length > 0;
  useEffect(() => {
    if (!enabled || loaded) return;
    let cancelled = false;
    setLoading(true);
    getLocations()
      .catch(() => [...LOCATIONS])
      .then((list) => {
        if (cancelled) return;
        setLocations(list);
        setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [enabled, loaded, setLocations]);
  return { locations: loaded ? locations : LOCATIONS, loading: loading && !loaded };
}

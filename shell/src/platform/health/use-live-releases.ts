// The live releases of the shell's own environment. The shell runs with the visitor's composition,
// whose releases name the canary for a visitor inside it (canary.ts); the stable release is then
// read from the stored composition, the answer of the request main.js started (no new request).
import { useQuery } from '@tanstack/react-query';
import { fetchComposition, type Composition } from '../composition';
import { liveReleasesOf, visitorGetsACanary, type AppReleases } from './live-releases';

export function useLiveReleases(visitorComposition: Composition): AppReleases[] | undefined {
  const needsStored = visitorGetsACanary(visitorComposition);
  const stored = useQuery({
    queryKey: ['stored-composition'],
    queryFn: () => fetchComposition(),
    enabled: needsStored,
    staleTime: Infinity,
  });
  if (!needsStored) return liveReleasesOf(visitorComposition);
  return stored.data ? liveReleasesOf(stored.data) : undefined;
}

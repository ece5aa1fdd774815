// Stands in for shell/src/server/server-federation.ts in the monolith's server bundle
// (measurement only): every remote is bundled, so there is no server entry to register.
import type { Composition } from '../../shell/src/platform/composition';

export function serverEntryUrl(manifestUrl: string): string {
  return manifestUrl;
}

export function syncServerRemotes(_composition: Composition, _budgetMs: number): string[] {
  return [];
}

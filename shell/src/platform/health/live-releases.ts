// The releases an environment's composition serves, per app, with their share of traffic: the
// stable release, and the canary for the percent of visitors the composition gives it (canary.ts).
import { REMOTE_NAMES, type Composition } from '../composition';
import { appOfRemote, releaseOfApp, SHELL_APP } from '../../telemetry/telemetry-context';

export type ReleaseRole = 'stable' | 'canary';

export interface LiveRelease {
  release: string;
  role: ReleaseRole;
  /** Whole percent of visitors, 0-100. */
  percent: number;
}

export interface AppReleases {
  /** The release folder's name, as telemetry names the app ('mf-browse'). */
  app: string;
  live: LiveRelease[];
}

/** Every app the composition composes (the shell, then each remote), with its live releases. */
export function liveReleasesOf(composition: Composition): AppReleases[] {
  const canaryOfApp = new Map(Object.values(composition.canary ?? {}).map((entry) => [entry.app, entry]));
  return [SHELL_APP, ...REMOTE_NAMES.map(appOfRemote)].map((app) => {
    const stable = releaseOfApp(composition, app);
    const canary = canaryOfApp.get(app);
    if (!canary) return { app, live: [{ release: stable, role: 'stable', percent: 100 }] };
    return {
      app,
      live: [
        { release: stable, role: 'stable', percent: 100 - canary.percent },
        { release: canary.version, role: 'canary', percent: canary.percent },
      ],
    };
  });
}

/**
 * Whether `composition` (the one the shell runs with: the visitor's, canary.ts) names a canary
 * release in place of a stable one. Only then does the page need the stored composition to know
 * which release is the stable one.
 */
export function visitorGetsACanary(composition: Composition): boolean {
  return Object.values(composition.canaryAssignment?.remotes ?? {}).some((remote) => remote.canary);
}

// Release health's housekeeping task (issue 27, deliverable 4): for every canary running in an
// environment of the release store, read both releases' figures over the window, decide
// (canary-analysis.ts) and act: a rollback drops the canary, a promotion promotes it, each through
// @carmarket/releases with the decision and its figures in the history entry, and then stored in
// release_decisions. Every change is a compare-and-swap against the composition the decision was
// made on: if another instance or a person changed the environment meanwhile, nothing is written
// and the next round decides again.
import type * as ReleasesModule from '@carmarket/releases';
import type { ArtifactStore, CanaryHealthOptions, CanaryRelease, ReleaseHealthFigures } from '@carmarket/releases';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  analyseCanary,
  DEFAULT_CANARY_THRESHOLDS,
  ratePerView,
  type CanaryAction,
  type CanaryThresholds,
  type ReleaseWindowFigures,
} from './canary-analysis';
import { readReleaseFigures } from './canary-figures';
import { recordReleaseDecision } from './release-decisions';
import { RELEASE_HEALTH_ACTOR } from './release-health-settings';

const MINUTE_MS = 60_000;

export interface CanaryJobOptions {
  db: Kysely<Database>;
  store: ArtifactStore;
  now: Date;
  /** The API's defaults; each canary's own options win. */
  thresholds?: Partial<CanaryThresholds> | undefined;
  /**
   * How far back raw telemetry reaches (TELEMETRY_RAW_RETENTION_HOURS, in minutes): a canary's own
   * `--window-minutes` longer than this is cut to it, or its figures would silently cover less than
   * the window they claim (RELEASE_HEALTH_WINDOW_MINUTES is refused at start-up instead).
   */
  longestWindowMinutes?: number | undefined;
  log?: { warn: (details: object, message: string) => void } | undefined;
}

/** What the job did with one canary. */
export interface CanaryOutcome {
  environment: string;
  app: string;
  canaryVersion: string;
  /** `conflict`: the environment changed meanwhile (retried next round); `refused`: the gate refused the promotion. */
  outcome: CanaryAction | 'conflict' | 'refused';
  reason: string;
}

/** Without the keys whose value is undefined, so that spreading it never unsets a default. */
const definedOnly = <T extends object>(value: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(value ?? {}).filter(([, entry]) => entry !== undefined)) as Partial<T>;

/** The thresholds of one canary: its own options over the API's defaults, its window no longer than raw events are kept. */
export function thresholdsFor(
  defaults: Partial<CanaryThresholds> | undefined,
  own: CanaryHealthOptions | undefined,
  longestWindowMinutes = Number.POSITIVE_INFINITY,
): CanaryThresholds {
  const thresholds = { ...DEFAULT_CANARY_THRESHOLDS, ...definedOnly(defaults), ...definedOnly(own) };
  return { ...thresholds, windowMinutes: Math.min(thresholds.windowMinutes, longestWindowMinutes) };
}

/** The figures a decision shows (the contract's): rates per page view. */
export const publicFigures = (figures: ReleaseWindowFigures): ReleaseHealthFigures => ({
  pageViews: figures.pageViews,
  errorRate: ratePerView(figures.errors, figures.pageViews),
  remoteFailureRate: ratePerView(figures.remoteFailures, figures.pageViews),
  lcpP75: figures.lcpP75,
  inpP75: figures.inpP75,
});

/** @carmarket/releases, loaded by the first round (release-health-settings.ts says why not at start). */
type Releases = typeof ReleasesModule;

async function judgeCanary(
  releases: Releases,
  options: CanaryJobOptions,
  environment: string,
  remoteName: string,
): Promise<CanaryOutcome | null> {
  const { concludeCanary, ConcurrentUpdateError, PromotionRefusedError, readEnvironment } = releases;
  const { db, store, now } = options;
  // Read again for each canary: the decision is carried out against exactly this read.
  const read = await readEnvironment(store, environment);
  const canary: CanaryRelease | undefined = read?.composition.canary?.[remoteName];
  const stable = canary ? read?.composition.releases[canary.app] : undefined;
  if (!read || !canary || !stable) return null;
  const thresholds = thresholdsFor(options.thresholds, canary.health, options.longestWindowMinutes);
  const since = new Date(canary.since);
  const from = new Date(Math.max(now.getTime() - thresholds.windowMinutes * MINUTE_MS, since.getTime()));
  const figures = await readReleaseFigures(db, {
    environment,
    app: canary.app,
    remoteName,
    releases: [canary.version, stable.version],
    from,
    to: now,
  });
  const verdict = analyseCanary({
    canary: figures.get(canary.version)!,
    stable: figures.get(stable.version)!,
    thresholds,
    runningMinutes: (now.getTime() - since.getTime()) / MINUTE_MS,
  });
  const outcome = { environment, app: canary.app, canaryVersion: canary.version, reason: verdict.reason };
  if (verdict.action === 'wait') return { ...outcome, outcome: 'wait' };
  const decision = {
    action: verdict.action,
    reason: verdict.reason,
    windowMinutes: verdict.windowMinutes,
    canary: publicFigures(figures.get(canary.version)!),
    stable: publicFigures(figures.get(stable.version)!),
  };
  try {
    await concludeCanary({
      store,
      env: environment,
      app: canary.app,
      actor: RELEASE_HEALTH_ACTOR,
      read,
      version: canary.version,
      decision,
      now,
    });
  } catch (error) {
    if (error instanceof ConcurrentUpdateError) return { ...outcome, outcome: 'conflict', reason: error.message };
    if (error instanceof PromotionRefusedError) {
      options.log?.warn(
        { environment, app: canary.app, version: canary.version, reasons: error.reasons },
        'release health: promotion refused by the gate',
      );
      return { ...outcome, outcome: 'refused', reason: error.message };
    }
    throw error;
  }
  // The environment changed: now the record (a failure here leaves the history entry as the record).
  await recordReleaseDecision(db, {
    ...decision,
    environment,
    app: canary.app,
    canaryVersion: canary.version,
    canarySince: canary.since,
    stableVersion: stable.version,
    decidedAt: now,
  });
  return { ...outcome, outcome: verdict.action };
}

/** One round over every environment's canaries; a canary that fails does not stop the others. */
export async function judgeCanaries(options: CanaryJobOptions): Promise<CanaryOutcome[]> {
  const releases = await import('@carmarket/releases');
  const outcomes: CanaryOutcome[] = [];
  for (const environment of await releases.listEnvironments(options.store)) {
    const read = await releases.readEnvironment(options.store, environment);
    for (const remoteName of Object.keys(read?.composition.canary ?? {})) {
      try {
        const outcome = await judgeCanary(releases, options, environment, remoteName);
        if (outcome) outcomes.push(outcome);
      } catch (error) {
        options.log?.warn({ err: error, environment, remote: remoteName }, 'release health: could not judge a canary');
      }
    }
  }
  return outcomes;
}

// Settings of release health's canary job, read from the API's environment (config.ts). Off unless
// RELEASE_HEALTH=on: then the job watches the environments of the release store that the
// @carmarket/releases settings name (CARMARKET_RELEASES_STORE, _DIR, _URL or the S3 ones), with the
// default thresholds below unless RELEASE_HEALTH_* says otherwise; each canary may override them
// (pnpm env:canary … --window-minutes, --auto-promote, margins).
import type { ArtifactStore } from '@carmarket/releases';
import { DEFAULT_CANARY_THRESHOLDS, type CanaryThresholds } from './canary-analysis';

export interface ReleaseHealthSettings {
  /** The release store whose environments' canaries the job judges and changes; unset: openReleaseStore(). */
  store?: ArtifactStore | undefined;
  /** Defaults of every canary's thresholds (a canary's own options win). */
  thresholds?: Partial<CanaryThresholds>;
}

/** Who the history names for the changes the job makes. */
export const RELEASE_HEALTH_ACTOR = 'release-health';

const SWITCH = /^(on|off|true|false|1|0|yes|no)$/i;
const isOn = (value: string) => /^(on|true|1|yes)$/i.test(value);

/**
 * RELEASE_HEALTH (on/off, default off) and the defaults of the thresholds; `problems` lists what is
 * wrong, one sentence each (config.ts refuses to start with any). `rawRetentionHours` bounds the
 * window: the figures come from raw events, which are kept that long.
 */
export function releaseHealthFromEnv(
  env: NodeJS.ProcessEnv,
  rawRetentionHours: number,
): { settings: ReleaseHealthSettings | undefined; problems: string[] } {
  const problems: string[] = [];
  const switchValue = env.RELEASE_HEALTH?.trim() ?? '';
  if (switchValue !== '' && !SWITCH.test(switchValue))
    problems.push(`RELEASE_HEALTH must be on or off, not ${JSON.stringify(switchValue)}`);
  const whole = (name: string, fallback: number) => {
    const text = env[name]?.trim() ?? '';
    if (text === '') return fallback;
    if (!/^\d{1,9}$/.test(text) || Number(text) < 1) {
      problems.push(`${name} must be a whole number of at least 1, not ${JSON.stringify(text)}`);
      return fallback;
    }
    return Number(text);
  };
  const windowMinutes = whole('RELEASE_HEALTH_WINDOW_MINUTES', DEFAULT_CANARY_THRESHOLDS.windowMinutes);
  if (windowMinutes > rawRetentionHours * 60) {
    problems.push(
      `RELEASE_HEALTH_WINDOW_MINUTES (${windowMinutes}) is longer than the raw telemetry is kept (TELEMETRY_RAW_RETENTION_HOURS ${rawRetentionHours})`,
    );
  }
  const minPageViews = whole('RELEASE_HEALTH_MIN_PAGE_VIEWS', DEFAULT_CANARY_THRESHOLDS.minPageViews);
  const autoPromoteText = env.RELEASE_HEALTH_AUTO_PROMOTE?.trim() ?? '';
  if (autoPromoteText !== '' && !SWITCH.test(autoPromoteText))
    problems.push(`RELEASE_HEALTH_AUTO_PROMOTE must be on or off, not ${JSON.stringify(autoPromoteText)}`);
  if (!isOn(switchValue) || problems.length > 0) return { settings: undefined, problems };
  return { settings: { thresholds: { windowMinutes, minPageViews, autoPromote: isOn(autoPromoteText) } }, problems };
}

/**
 * The release store the CARMARKET_RELEASES_* settings name (the CLI's). Loaded only when release
 * health is on: @carmarket/releases also carries the release tooling (the TypeScript compiler), which
 * an API without the job never needs to load.
 */
export async function openReleaseStore(env: NodeJS.ProcessEnv = process.env): Promise<ArtifactStore> {
  const { openStore, storeConfig } = await import('@carmarket/releases');
  return openStore(storeConfig(env));
}

// How each release is named and drawn on the charts: the stable release in the brand colour, the
// canary in the accent colour and dashed, so the two differ in shape as well as colour; a release
// no longer live (rolled back, replaced) in grey, dotted.
import type { DefaultTheme } from 'styled-components';
import type { LiveRelease } from './live-releases';

export interface ChartRelease {
  release: string;
  /** 'stable 0.2.0', 'canary 0.3.0', '0.1.0 (not live)'; the release alone where roles are unknown. */
  label: string;
  /** Traffic share from the composition, or null (not live, or another environment). */
  percent: number | null;
  role: LiveRelease['role'] | 'not live' | null;
  color: string;
  dash?: number[];
}

/** Where the composition is not this shell's, releases take these in turn. */
const UNKNOWN_ROLE_COLORS = ['brand', 'accent', 'success', 'textMuted'] as const;

/**
 * The releases of one app: the live ones (when the composition is known) first, then those that
 * reported telemetry in order. `live` undefined: another environment, whose composition the page
 * does not have.
 */
export function chartReleases(reported: readonly string[], live: readonly LiveRelease[] | undefined, theme: DefaultTheme): ChartRelease[] {
  if (!live) {
    return reported.map((release, index) => ({
      release,
      label: release,
      percent: null,
      role: null,
      color: theme.colors[UNKNOWN_ROLE_COLORS[index % UNKNOWN_ROLE_COLORS.length]!],
      ...(index % 2 === 1 ? { dash: [6, 4] } : {}),
    }));
  }
  const liveReleases = live.map(
    (entry): ChartRelease => ({
      release: entry.release,
      label: `${entry.role} ${entry.release}`,
      percent: entry.percent,
      role: entry.role,
      color: entry.role === 'canary' ? theme.colors.accent : theme.colors.brand,
      ...(entry.role === 'canary' ? { dash: [6, 4] } : {}),
    }),
  );
  const others = reported
    .filter((release) => !live.some((entry) => entry.release === release))
    .map(
      (release): ChartRelease => ({
        release,
        label: `${release} (not live)`,
        percent: null,
        role: 'not live',
        color: theme.colors.textMuted,
        dash: [2, 3],
      }),
    );
  return [...liveReleases, ...others];
}

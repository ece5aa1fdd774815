// One app of the environment: its live releases and their share of traffic, each release's figures
// over the period, and a chart per figure with a line per release (the canary beside the stable).
import { useId, useMemo } from 'react';
import { useTheme } from 'styled-components';
import { chartReleases, type ChartRelease } from '../chart-releases';
import { HEALTH_METRICS } from '../health-metrics';
import type { HealthPeriod } from '../health-period';
import type { LiveRelease } from '../live-releases';
import type { AppTimeline, ReleaseTimeline } from '../release-series';
import { ReleaseChart, type ChartLine } from './release-chart';
import {
  StyledChartGrid,
  StyledMuted,
  StyledSection,
  StyledTableScroll,
  StyledTrafficBar,
  StyledTrafficSegment,
} from '../release-health-page.styles';

interface AppHealthSectionProps {
  app: string;
  /** From the composition; undefined for another environment than the shell's. */
  live: readonly LiveRelease[] | undefined;
  /** Undefined when the app reported nothing in the period. */
  timeline: AppTimeline | undefined;
  bucketStarts: number[];
  period: HealthPeriod;
}

function TrafficBar({ live }: { live: readonly LiveRelease[] }) {
  // Decorative: the table beside it says the same in words.
  return (
    <StyledTrafficBar aria-hidden="true">
      {live.map((entry) => (
        <StyledTrafficSegment key={entry.role} $percent={entry.percent} $role={entry.role}>
          {entry.percent >= 15 ? `${entry.role} ${entry.percent} %` : ''}
        </StyledTrafficSegment>
      ))}
    </StyledTrafficBar>
  );
}

export function AppHealthSection({ app, live, timeline, bucketStarts, period }: AppHealthSectionProps) {
  const theme = useTheme();
  const headingId = useId();
  const releases = useMemo(
    () =>
      chartReleases(
        (timeline?.releases ?? []).map((release) => release.release),
        live,
        theme,
      ),
    [timeline, live, theme],
  );
  const timelineOf = useMemo(() => new Map((timeline?.releases ?? []).map((release) => [release.release, release])), [timeline]);
  const lines = useMemo(
    () =>
      releases.flatMap((release): ChartLine[] => {
        const reported = timelineOf.get(release.release);
        return reported ? [{ release, timeline: reported }] : [];
      }),
    [releases, timelineOf],
  );
  const periodName = period.label.toLowerCase();

  return (
    <StyledSection aria-labelledby={headingId} data-app={app}>
      <h2 id={headingId}>{app}</h2>
      {live && <TrafficBar live={live} />}
      <StyledTableScroll tabIndex={0} role="group" aria-label={`${app} releases, scrollable`}>
        <ReleasesTable app={app} releases={releases} timelineOf={timelineOf} periodName={periodName} />
      </StyledTableScroll>
      {lines.length === 0 ? (
        <StyledMuted>{`No telemetry for ${app} in the ${periodName}.`}</StyledMuted>
      ) : (
        <StyledChartGrid>
          {HEALTH_METRICS.map((metric) => (
            <ReleaseChart key={metric.id} app={app} metric={metric} period={period} bucketStarts={bucketStarts} lines={lines} />
          ))}
        </StyledChartGrid>
      )}
    </StyledSection>
  );
}

function ReleasesTable({
  app,
  releases,
  timelineOf,
  periodName,
}: {
  app: string;
  releases: ChartRelease[];
  timelineOf: Map<string, ReleaseTimeline>;
  periodName: string;
}) {
  return (
    <table aria-label={`${app} releases, ${periodName}`}>
      <thead>
        <tr>
          <th scope="col">Release</th>
          <th scope="col">Share of traffic</th>
          {HEALTH_METRICS.map((metric) => (
            <th scope="col" key={metric.id}>
              {metric.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {releases.map((release) => {
          const total = timelineOf.get(release.release)?.total;
          return (
            <tr key={release.release} data-release={release.release}>
              <th scope="row">{release.label}</th>
              <td>{release.percent === null ? (release.role === 'not live' ? 'not live' : 'unknown') : `${release.percent} %`}</td>
              {HEALTH_METRICS.map((metric) => (
                <td key={metric.id}>{metric.format(total ? metric.valueOf(total) : null)}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

// /__platform/health: how each release of an environment is doing for the people using it. Per
// app, the live releases and their share of traffic (the composition), and per release page views,
// errors and remote load failures per page view, p75 LCP and INP over the last hour or day, as
// charts drawn by uPlot (fetched by this page only) with a table of the same figures; then the last
// rollbacks and promotions release health made on its own. `?environment=` reads another
// environment's telemetry, `?period=day` the last day.
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, PageHead } from '@carmarket/shared';
import { usePlatform } from '../platform-context';
import { useReleaseDecisions } from './api/get-release-decisions';
import { useTelemetryRollups } from './api/get-telemetry-rollups';
import { AppHealthSection } from './components/app-health-section';
import { DecisionsSection } from './components/decisions-section';
import { formatBucketTime } from './format-health';
import { HEALTH_PERIODS, healthPeriodOf, type HealthPeriod } from './health-period';
import { healthTimelines } from './release-series';
import { useLiveReleases } from './use-live-releases';
import { StyledLead, StyledMuted, StyledNotice, StyledPage, StyledPeriodButtons, StyledToolbar } from './release-health-page.styles';

function EnvironmentForm({ environment, onChoose }: { environment: string; onChoose: (environment: string) => void }) {
  const [value, setValue] = useState(environment);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChoose(value.trim());
  };
  return (
    <form onSubmit={submit} aria-label="Environment">
      <label>
        Environment
        <input name="environment" value={value} onChange={(event) => setValue(event.target.value)} autoComplete="off" spellCheck={false} />
      </label>
      <Button type="submit" $variant="secondary">
        Show
      </Button>
    </form>
  );
}

function PeriodButtons({ period, onChoose }: { period: HealthPeriod; onChoose: (period: HealthPeriod) => void }) {
  return (
    <StyledPeriodButtons role="group" aria-label="Period">
      {Object.values(HEALTH_PERIODS).map((choice) => (
        <button key={choice.id} type="button" aria-pressed={choice.id === period.id} onClick={() => onChoose(choice)}>
          {choice.label}
        </button>
      ))}
    </StyledPeriodButtons>
  );
}

export function ReleaseHealthPage() {
  const { composition } = usePlatform();
  const [params, setParams] = useSearchParams();
  const environment = params.get('environment')?.trim() || composition.environment;
  const period = healthPeriodOf(params.get('period'));
  const ownEnvironment = environment === composition.environment;
  const ownLiveReleases = useLiveReleases(composition);
  const liveReleases = ownEnvironment ? ownLiveReleases : undefined;
  const rollups = useTelemetryRollups(environment, period);
  const decisions = useReleaseDecisions(environment);

  const view = rollups.data;
  const timelines = useMemo(
    () =>
      view &&
      healthTimelines(
        view.rollups,
        { from: view.from, to: view.to, bucketMs: period.bucketMs },
        {
          apps: liveReleases?.map((app) => app.app),
          releasesOf: (app) => liveReleases?.find((entry) => entry.app === app)?.live.map((entry) => entry.release) ?? [],
        },
      ),
    [view, period.bucketMs, liveReleases],
  );
  // The composition's apps always (their releases are live even before any telemetry), then any
  // other app that reported.
  const apps = [...new Set([...(liveReleases?.map((app) => app.app) ?? []), ...(timelines?.apps.map((app) => app.app) ?? [])])];

  const choose = (next: { environment?: string; period?: HealthPeriod }) => {
    const search = new URLSearchParams(params);
    if (next.environment !== undefined) {
      if (next.environment && next.environment !== composition.environment) search.set('environment', next.environment);
      else search.delete('environment');
    }
    if (next.period) {
      if (next.period.id === 'hour') search.delete('period');
      else search.set('period', next.period.id);
    }
    setParams(search);
  };

  const periodName = period.label.toLowerCase();
  const decisionsAnswer = decisions.data;

  return (
    <StyledPage>
      <PageHead
        title="Release health"
        description="How each release of this environment is doing for its visitors."
        path="/__platform/health"
        noIndex
      />
      <h1>Release health</h1>
      <StyledLead>
        {`Environment ${environment}${ownEnvironment ? " (this shell's)" : ''}. Figures from real visitors' browsers, sampled, refreshed every minute. `}
        <Link to="/__platform">Platform page</Link>
      </StyledLead>
      <StyledToolbar>
        <EnvironmentForm key={environment} environment={environment} onChoose={(name) => choose({ environment: name })} />
        <PeriodButtons period={period} onChoose={(choice) => choose({ period: choice })} />
      </StyledToolbar>
      {!ownEnvironment && (
        <StyledMuted>
          {`Shares of traffic come from this shell's composition (${composition.environment}): for ${environment} the page lists the releases that reported telemetry.`}
        </StyledMuted>
      )}

      {/* A 404 (an API without decisions) leaves the section out; data null says so. */}
      {decisionsAnswer !== null && (
        <DecisionsSection
          environment={environment}
          state={
            decisions.isError
              ? { status: 'failed', retry: () => void decisions.refetch() }
              : decisionsAnswer
                ? { status: 'loaded', decisions: decisionsAnswer }
                : { status: 'loading' }
          }
        />
      )}

      {rollups.isPending && <StyledMuted role="status">Loading telemetry…</StyledMuted>}
      {rollups.isError && !view && (
        <StyledNotice $tone="danger" role="alert">
          The telemetry could not be loaded.
          <Button type="button" $variant="secondary" $size="sm" onClick={() => void rollups.refetch()}>
            Retry
          </Button>
        </StyledNotice>
      )}
      {view && view.rollups.length === 0 && (
        <StyledNotice role="status">{`No telemetry for this environment yet: nothing reported in the ${periodName}.`}</StyledNotice>
      )}
      {view && view.rollups.length > 0 && (
        <StyledMuted>
          {view.rolledUpUntil ? `Rolled up until ${formatBucketTime(Date.parse(view.rolledUpUntil), HEALTH_PERIODS.hour)}.` : ''}
          {view.truncated ? ' More telemetry than the page reads at once: the charts stop early.' : ''}
        </StyledMuted>
      )}

      {view &&
        apps.map((app) => (
          <AppHealthSection
            key={app}
            app={app}
            live={liveReleases?.find((entry) => entry.app === app)?.live}
            timeline={timelines?.apps.find((entry) => entry.app === app)}
            bucketStarts={timelines?.bucketStarts ?? []}
            period={period}
          />
        ))}
    </StyledPage>
  );
}

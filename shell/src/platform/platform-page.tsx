// /__platform: which remote is loaded from where, its version and build, and the shared
// dependency versions actually in use — what a staging tester checks first.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageHead, useIsClient } from '@carmarket/shared';
import { REMOTE_NAMES, type Composition } from './composition';
import { LastDecision } from './health/components/last-decision';
import { getRemoteRecords, getSharedInUse, subscribeRemoteRecords, type SharedInUse } from './federation';
import { usePlatform } from './platform-context';
import type { RemoteRecord } from './remote-records';

interface BuildInfo {
  name: string;
  version: string;
  commit: string;
  builtAt: string;
}

const StyledPage = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  table {
    width: 100%;
    border-collapse: collapse;
    background: ${({ theme }) => theme.colors.surface};
    margin-bottom: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    word-break: break-all;
  }
`;

function useBuildInfo(manifestUrls: string[]) {
  const [infos, setInfos] = useState<Record<string, BuildInfo | 'unreachable'>>({});
  const key = manifestUrls.join('|');
  useEffect(() => {
    let cancelled = false;
    for (const manifestUrl of manifestUrls) {
      const url = new URL('build-info.json', manifestUrl).toString();
      fetch(url, { cache: 'no-cache' })
        .then((response) => (response.ok ? (response.json() as Promise<BuildInfo>) : Promise.reject(new Error(String(response.status)))))
        .then((info) => !cancelled && setInfos((current) => ({ ...current, [manifestUrl]: info })))
        .catch(() => !cancelled && setInfos((current) => ({ ...current, [manifestUrl]: 'unreachable' })));
    }
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return infos;
}

/**
 * The remotes as the composition names them, none loaded yet: what the server renders (its own
 * loads are not this browser's) and what the browser hydrates with, before its own records.
 */
function composedRecords(composition: Composition): RemoteRecord[] {
  return REMOTE_NAMES.map((name) => ({ name, manifestUrl: composition.remotes[name]!, overridden: false, status: 'registered' }));
}

/** The visitor's canary assignment (canary.ts): its bucket and, per remote with a canary, which release it gets. */
function CanaryAssignmentSection({ composition }: { composition: Composition }) {
  const canary = composition.canary ?? {};
  const names = Object.keys(canary).sort();
  if (names.length === 0) return null;
  const assignment = composition.canaryAssignment;
  return (
    <>
      <h2>Canary releases</h2>
      <p>
        {assignment
          ? `This visitor's bucket is ${assignment.bucket}: a canary at p % is given to buckets 0 to p − 1.`
          : 'This visitor has no bucket yet (the server sets one with the first page): every remote is stable.'}
      </p>
      <table aria-label="Canary assignment">
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">Canary</th>
            <th scope="col">Percent</th>
            <th scope="col">This visitor gets</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name) => {
            const entry = canary[name]!;
            const given = assignment?.remotes[name];
            return (
              <tr key={name} data-canary-remote={name}>
                <th scope="row">{name}</th>
                <td>{entry.version}</td>
                <td>{entry.percent} %</td>
                <td data-assignment={given?.canary ? 'canary' : 'stable'}>
                  {`${given?.canary ? 'canary' : 'stable'} ${given?.version ?? composition.releases?.[entry.app]?.version ?? ''}`.trim()}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

export function PlatformPage() {
  const { composition } = usePlatform();
  // The browser's build id: the server bundle is a build of its own (another time in its id).
  const buildId = useIsClient() ? __BUILD_ID__ : '…';
  const serverRecords = useMemo(() => composedRecords(composition), [composition]);
  const records = useSyncExternalStore(subscribeRemoteRecords, getRemoteRecords, () => serverRecords);
  const infos = useBuildInfo(records.map((record) => record.manifestUrl));
  // The browser's share scope, read after mount: the server's (its own loads) would not hydrate.
  const [shared, setShared] = useState<SharedInUse[]>([]);
  useEffect(() => {
    setShared(getSharedInUse());
    const timer = setInterval(() => setShared(getSharedInUse()), 1000);
    return () => clearInterval(timer);
  }, []);
  const conflicts = new Set(
    shared.filter((row, index, rows) => rows.findIndex((other) => other.name === row.name) !== index).map((row) => row.name),
  );

  return (
    <StyledPage>
      <PageHead title="Platform" description="Which remote versions this environment composes." path="/__platform" noIndex />
      <h1>Platform</h1>
      <p>
        Environment <strong>{composition.environment}</strong>, API {composition.apiBaseUrl}, shell {__APP_VERSION__} ({buildId})
      </p>
      <p>
        <Link to="/__platform/health">Release health</Link>: each release's errors, remote failures and Web Vitals from real visitors, and
        the canaries rolled back or promoted.
      </p>
      <LastDecision environment={composition.environment} />
      <h2>Remotes</h2>
      <table aria-label="Remotes">
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">Manifest</th>
            <th scope="col">Version</th>
            <th scope="col">Build</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            const info = infos[record.manifestUrl];
            return (
              <tr key={record.name} data-remote={record.name}>
                <th scope="row">{record.name}</th>
                <td>
                  {record.manifestUrl}
                  {record.overridden ? ' (override)' : ''}
                </td>
                <td>{info === 'unreachable' ? 'unreachable' : (info?.version ?? '…')}</td>
                <td>{info && info !== 'unreachable' ? `${info.commit} · ${info.builtAt}` : ''}</td>
                <td>
                  {record.status}
                  {record.error ? `: ${record.error}` : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <CanaryAssignmentSection composition={composition} />
      <h2>Shared dependencies in use</h2>
      {conflicts.size > 0 && (
        <p role="alert">
          Version mismatch: more than one version registered for {[...conflicts].join(', ')}. The loaded one is used by every app.
        </p>
      )}
      <table aria-label="Shared dependencies">
        <thead>
          <tr>
            <th scope="col">Package</th>
            <th scope="col">Version</th>
            <th scope="col">Provided by</th>
            <th scope="col">Loaded</th>
          </tr>
        </thead>
        <tbody>
          {shared.map((row) => (
            <tr key={`${row.name}@${row.version}@${row.from}`}>
              <th scope="row">{row.name}</th>
              <td>{row.version}</td>
              <td>{row.from}</td>
              <td>{row.loaded ? 'yes' : 'no'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </StyledPage>
  );
}

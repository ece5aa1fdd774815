// Can this remote run under this shell? Checked before a promotion and in CI with the rules the
// shell also applies at run time (@carmarket/shared/releases), ranges checked with semver.
import { apiIncompatibilities, releaseIncompatibilities, releaseLabel } from '@carmarket/shared/releases';
import semver from 'semver';
import type { EnvironmentComposition } from '../environments/environment';
import type { ReleaseRecord } from '../release/release-record';

export { releaseLabel };

const satisfies = (version: string, range: string) => semver.satisfies(version, range, { includePrerelease: true });

/** Every reason the remote cannot be mounted by the shell; empty when it can. */
export function checkRemoteAgainstShell(shell: ReleaseRecord, remote: ReleaseRecord): string[] {
  return releaseIncompatibilities(shell, remote, { satisfies });
}

/** Every reason any of the remotes cannot run under the shell. */
export function checkComposition(shell: ReleaseRecord, remotes: ReleaseRecord[]): string[] {
  return remotes.flatMap((remote) => checkRemoteAgainstShell(shell, remote));
}

/** Every API version the release calls that the environment's API does not serve. */
export function checkApi(
  composition: Pick<EnvironmentComposition, 'environment' | 'apiBaseUrl'> & { apiVersions?: string[] },
  record: ReleaseRecord,
): string[] {
  const env = composition.environment;
  if (!composition.apiVersions) {
    return [`${env} does not say which API versions its API serves: pnpm env:set-api ${env} --api-version <version>`];
  }
  return apiIncompatibilities(record, { environment: env, baseUrl: composition.apiBaseUrl, versions: composition.apiVersions });
}

// Can this remote run under this shell? Checked before a promotion, in CI, and (the contract
// part) by the shell itself at run time. Each failed check is one sentence naming the mismatch.
import semver from 'semver';
import type { ReleaseRecord } from '../release/release-record';

export const releaseLabel = (record: Pick<ReleaseRecord, 'app' | 'version'>) => `${record.app} ${record.version}`;

/** Every reason the remote cannot be mounted by the shell; empty when it can. */
export function checkRemoteAgainstShell(shell: ReleaseRecord, remote: ReleaseRecord): string[] {
  const label = releaseLabel(remote);
  const shellLabel = `shell ${shell.version}`;
  const reasons: string[] = [];

  const expected = shell.expects?.[remote.federationName] ?? {};
  for (const [moduleName, contract] of Object.entries(expected)) {
    const exposed = remote.exposes.find((candidate) => candidate.name === moduleName);
    if (!exposed) reasons.push(`${label}: ${moduleName} is not exposed (${shellLabel} mounts it)`);
    else if (!exposed.contract) reasons.push(`${label}: ${moduleName} has no contract (${shellLabel} expects ${contract.fingerprint})`);
    else if (exposed.contract.fingerprint !== contract.fingerprint) {
      reasons.push(
        `${label}: ${moduleName} contract changed (${shellLabel} expects ${contract.fingerprint}, release has ${exposed.contract.fingerprint})`,
      );
    }
  }

  for (const needed of remote.shared.filter((shared) => shared.singleton)) {
    const provided = shell.shared.find((shared) => shared.name === needed.name);
    if (!provided) {
      reasons.push(`${label}: needs the singleton ${needed.name} ${needed.requiredVersion}, which ${shellLabel} does not provide`);
    } else if (!semver.satisfies(provided.version, needed.requiredVersion, { includePrerelease: true })) {
      reasons.push(`${label}: ${needed.name} ${needed.requiredVersion} required, ${shellLabel} provides ${provided.version}`);
    }
  }

  if (remote.federationRuntime.mode === 'external' && remote.federationRuntime.version !== shell.federationRuntime.version) {
    reasons.push(
      `${label}: built for Module Federation runtime ${remote.federationRuntime.version}, ${shellLabel} provides ${shell.federationRuntime.version}`,
    );
  }
  return reasons;
}

/** Every reason any of the remotes cannot run under the shell. */
export function checkComposition(shell: ReleaseRecord, remotes: ReleaseRecord[]): string[] {
  return remotes.flatMap((remote) => checkRemoteAgainstShell(shell, remote));
}

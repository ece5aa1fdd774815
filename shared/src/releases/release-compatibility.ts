// Whether a remote's release can run under a shell's release: one rule set for the promotion
// gate (tooling/releases, with the semver package) and for the shell at run time (with the
// federation runtime's own range check), so both refuse the same thing with the same words.
// Pure and dependency-free: imported as '@carmarket/shared/releases'.

export interface ContractRecord {
  /** sha256 of the exposed module's structural props type (from remote-contracts.ts). */
  fingerprint: string;
  props?: string;
}

/** The part of a release record (release.json) the compatibility rules read. */
export interface CompatibilityRecord {
  app: string;
  federationName: string;
  version: string;
  exposes: Array<{ name: string; contract: ContractRecord | null }>;
  /** The shell: remote federation name → exposed module → the contract it mounts it with. */
  expects?: Record<string, Record<string, ContractRecord>>;
  shared: Array<{ name: string; version: string; requiredVersion: string; singleton: boolean }>;
  federationRuntime: { version: string; mode: 'provided' | 'external' | 'bundled' };
  /** The API versions the release calls ('v1' for /api/v1/...). */
  api?: { versions: string[] };
}

/** What an environment's API offers, as its composition declares it. */
export interface OfferedApi {
  /** The environment, for the reason ("staging's API"). */
  environment: string;
  baseUrl: string;
  versions: string[];
}

export interface CompatibilityOptions {
  /** semver range check: does `version` satisfy `range`? */
  satisfies: (version: string, range: string) => boolean;
  /** Only these exposed modules (default: every module the shell mounts from this remote). */
  modules?: string[];
}

export const releaseLabel = (record: Pick<CompatibilityRecord, 'app' | 'version'>) => `${record.app} ${record.version}`;

/** Every reason the remote cannot be mounted by the shell; empty when it can. */
export function releaseIncompatibilities(shell: CompatibilityRecord, remote: CompatibilityRecord, options: CompatibilityOptions): string[] {
  const label = releaseLabel(remote);
  const shellLabel = `shell ${shell.version}`;
  const reasons: string[] = [];

  const expected = Object.entries(shell.expects?.[remote.federationName] ?? {}).filter(
    ([moduleName]) => !options.modules || options.modules.includes(moduleName),
  );
  for (const [moduleName, contract] of expected) {
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
    } else if (!options.satisfies(provided.version, needed.requiredVersion)) {
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

/** Every API version the release calls that the environment's API does not offer. */
export function apiIncompatibilities(release: Pick<CompatibilityRecord, 'app' | 'version' | 'api'>, offered: OfferedApi): string[] {
  const missing = (release.api?.versions ?? []).filter((version) => !offered.versions.includes(version));
  if (missing.length === 0) return [];
  const offers = offered.versions.length > 0 ? offered.versions.join(', ') : 'none';
  return [`${releaseLabel(release)}: calls API ${missing.join(', ')}, ${offered.environment}'s API (${offered.baseUrl}) offers ${offers}`];
}

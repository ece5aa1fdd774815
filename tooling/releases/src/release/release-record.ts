// What a release is: the record published beside its files as release.json. The compatibility
// gate and the shell read it to decide whether a remote can run under a shell.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { isShell, type AppInfo } from '../apps';
import type { ContractFingerprint, ContractFingerprints } from './contract-fingerprints';

export const RELEASE_RECORD_FILE = 'release.json';

export interface SharedDependency {
  name: string;
  /** The version this build bundles as its fallback copy. */
  version: string;
  /** The range this build needs from whoever provides the singleton at run time. */
  requiredVersion: string;
  singleton: boolean;
}

export interface ExposedModuleRecord {
  name: string;
  path: string;
  /** The contract the module was built against; null when the contracts declare none. */
  contract: ContractFingerprint | null;
}

export interface ReleaseRecord {
  schemaVersion: 1;
  app: string;
  federationName: string;
  version: string;
  commit: string;
  /** Built from a working tree with uncommitted changes to the app, shared/ or the build config. */
  dirty: boolean;
  builtAt: string;
  exposes: ExposedModuleRecord[];
  /** The shell only: the contract of every exposed module it mounts, per remote. */
  expects?: ContractFingerprints;
  shared: SharedDependency[];
  federationRuntime: {
    /** @module-federation/enhanced version the build was made with. */
    version: string;
    /** provided: ships the runtime for others (shell); external: uses the host's; bundled: its own. */
    mode: 'provided' | 'external' | 'bundled';
  };
  /** API versions the code calls ('v1' for /api/v1/...). */
  api: { versions: string[] };
}

interface FederationManifest {
  name: string;
  metaData: { pluginVersion?: string };
  shared: Array<{ name: string; version: string; requiredVersion: string; singleton: boolean }>;
  exposes: Array<{ name: string; path: string }>;
}

export async function readManifest(distDir: string): Promise<FederationManifest> {
  return JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
}

const API_CALL = /['"`]\/?api\/(v\d+)\//g;

/** The API versions called from source files (tests excluded) of the given folders. */
export async function apiVersionsCalled(sourceDirs: string[]): Promise<string[]> {
  const versions = new Set<string>();
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'testing') await walk(full);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|typetest)\.tsx?$/.test(entry.name)) {
        for (const match of (await readFile(full, 'utf8')).matchAll(API_CALL)) versions.add(match[1]!);
      }
    }
  }
  for (const dir of sourceDirs) await walk(dir);
  return [...versions].sort();
}

/** The API versions the API of this checkout serves (its '/api/v1/...' routes). */
export const apiVersionsServed = (repoRoot: string) => apiVersionsCalled([path.join(repoRoot, 'api/src')]);

export interface RecordInput {
  repoRoot: string;
  app: AppInfo;
  distDir: string;
  version: string;
  commit: string;
  dirty: boolean;
  builtAt: string;
  contracts: ContractFingerprints;
  /** A remote built with CARMARKET_STANDALONE=1 carries its own federation runtime. */
  standalone?: boolean;
}

export async function buildReleaseRecord(input: RecordInput): Promise<ReleaseRecord> {
  const manifest = await readManifest(input.distDir);
  if (manifest.name !== input.app.name) {
    throw new Error(`${input.distDir} holds a build of ${manifest.name}, not ${input.app.name}`);
  }
  const shell = isShell(input.app);
  const ownContracts = input.contracts[input.app.name] ?? {};
  return {
    schemaVersion: 1,
    app: input.app.dir,
    federationName: input.app.name,
    version: input.version,
    commit: input.commit,
    dirty: input.dirty,
    builtAt: input.builtAt,
    exposes: manifest.exposes
      .map((exposed) => ({ name: exposed.name, path: exposed.path, contract: ownContracts[exposed.name] ?? null }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    ...(shell ? { expects: input.contracts } : {}),
    shared: manifest.shared
      .map(({ name, version, requiredVersion, singleton }) => ({ name, version, requiredVersion, singleton }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    federationRuntime: {
      version: manifest.metaData.pluginVersion ?? 'unknown',
      mode: shell ? 'provided' : input.standalone ? 'bundled' : 'external',
    },
    api: { versions: await apiVersionsCalled([path.join(input.repoRoot, input.app.dir, 'src'), path.join(input.repoRoot, 'shared/src')]) },
  };
}

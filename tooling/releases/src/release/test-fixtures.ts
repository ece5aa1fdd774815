// Crafted builds and release records for the tests of this package.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContractFingerprints } from './contract-fingerprints';
import type { ReleaseRecord, SharedDependency } from './release-record';

export const SHARED: SharedDependency[] = [
  { name: '@carmarket/shared', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
  { name: 'react', version: '19.2.9', requiredVersion: '^19.2.9', singleton: true },
  { name: 'keen-slider/react', version: '6.8.6', requiredVersion: '^6.8.6', singleton: false },
];

export const CONTRACTS: ContractFingerprints = {
  mf_browse: {
    BuyCarPage: { fingerprint: 'aaaaaaaaaaaaaaaa', props: '{}' },
    CarCarousel: { fingerprint: '5f1e000000000000', props: '{ title: string; }' },
  },
  mf_auth: { AuthModals: { fingerprint: 'bbbbbbbbbbbbbbbb', props: '{ open: boolean; }' } },
};

/** A small dist/ folder as webpack leaves it for the given federation name. */
export async function fakeDist(name: string, { exposes = ['BuyCarPage', 'CarCarousel'], marker = 'v1' } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `releases-dist-${name}-`));
  const manifest = {
    id: name,
    name,
    metaData: { name, pluginVersion: '2.9.2', publicPath: 'auto' },
    shared: SHARED.map((shared) => ({ ...shared, id: `${name}:${shared.name}`, assets: {} })),
    remotes: [],
    exposes:
      name === 'shell' ? [] : exposes.map((exposed) => ({ id: `${name}:${exposed}`, name: exposed, path: `./${exposed}`, assets: {} })),
  };
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dir, 'remoteEntry.js'), `/* ${marker} */`);
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'logo.0123abcd.svg'), '<svg/>');
  return dir;
}

export function remoteRecord(overrides: Partial<ReleaseRecord> = {}): ReleaseRecord {
  return {
    schemaVersion: 1,
    app: 'mf-browse',
    federationName: 'mf_browse',
    version: '0.1.0+1111111',
    commit: '1111111',
    dirty: false,
    builtAt: '2026-11-25T10:00:00.000Z',
    exposes: [
      { name: 'BuyCarPage', path: './BuyCarPage', contract: CONTRACTS.mf_browse!.BuyCarPage! },
      { name: 'CarCarousel', path: './CarCarousel', contract: CONTRACTS.mf_browse!.CarCarousel! },
    ],
    shared: SHARED,
    federationRuntime: { version: '2.9.2', mode: 'external' },
    api: { versions: ['v1'] },
    ...overrides,
  };
}

export function shellRecord(overrides: Partial<ReleaseRecord> = {}): ReleaseRecord {
  return {
    ...remoteRecord(),
    app: 'shell',
    federationName: 'shell',
    version: '0.1.0+2222222',
    commit: '2222222',
    exposes: [],
    expects: CONTRACTS,
    federationRuntime: { version: '2.9.2', mode: 'provided' },
    ...overrides,
  };
}

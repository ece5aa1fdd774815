// `pnpm compat:check` over a crafted checkout: the shell's dist against every remote's dist, or
// against the remotes an environment runs.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RELEASE_APPS } from '../apps';
import { createEnvironment } from '../environments/environment';
import { promote } from '../environments/promotion';
import { CONTRACTS_FILE } from '../release/contract-fingerprints';
import { publishRelease } from '../release/publish-release';
import { fakeDist, remoteRecord, shellRecord } from '../release/test-fixtures';
import type { ArtifactStore } from '../store/artifact-store';
import { createLocalStore } from '../store/local-store';
import { checkCurrentBuilds } from './compat-check';

const CONTRACTS = `
type ComponentType<P = object> = (props: P) => unknown;
export interface RemoteContracts {
  mf_browse: { CarCarousel: ComponentType<{ title: string }> };
  mf_sell: { SellPage: ComponentType };
  mf_account: { AccountRoutes: ComponentType };
  mf_auth: { AuthModals: ComponentType<{ open: boolean }> };
}
`;
const EXPOSES: Record<string, string[]> = {
  mf_browse: ['CarCarousel'],
  mf_sell: ['SellPage'],
  mf_account: ['AccountRoutes'],
  mf_auth: ['AuthModals'],
};

let repoRoot: string;
let store: ArtifactStore;
beforeEach(async () => {
  repoRoot = await mkdtemp(path.join(tmpdir(), 'releases-checkout-'));
  store = createLocalStore({ root: path.join(repoRoot, '.releases'), publicBaseUrl: 'http://localhost:3090' });
  await mkdir(path.join(repoRoot, path.dirname(CONTRACTS_FILE)), { recursive: true });
  await writeFile(path.join(repoRoot, CONTRACTS_FILE), CONTRACTS);
  for (const app of RELEASE_APPS) {
    await cp(await fakeDist(app.name, { exposes: EXPOSES[app.name] ?? [] }), path.join(repoRoot, app.dir, 'dist'), { recursive: true });
  }
});
afterEach(() => rm(repoRoot, { recursive: true, force: true }));

const log = () => undefined;

describe('compat:check', () => {
  it('passes remotes built with the shell from the same contracts', async () => {
    await expect(checkCurrentBuilds({ repoRoot, store, log })).resolves.toEqual([]);
  });

  it('names a remote that requires a singleton version the shell does not provide', async () => {
    const manifestFile = path.join(repoRoot, 'mf-auth/dist/mf-manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { shared: Array<{ name: string; requiredVersion: string }> };
    manifest.shared.find((shared) => shared.name === 'react')!.requiredVersion = '^20.0.0';
    await writeFile(manifestFile, JSON.stringify(manifest));
    await expect(checkCurrentBuilds({ repoRoot, store, log })).resolves.toEqual([
      'mf-auth this checkout: react ^20.0.0 required, shell this checkout provides 19.2.9',
    ]);
  });

  it('refuses to check without builds', async () => {
    await rm(path.join(repoRoot, 'mf-sell/dist'), { recursive: true });
    await expect(checkCurrentBuilds({ repoRoot, store, log })).rejects.toThrow('mf-sell is not built');
  });

  it('with --env, checks the remotes that environment runs against the shell built here', async () => {
    await publishRelease(store, await fakeDist('shell'), shellRecord());
    // Released when CarCarousel's contract was another one.
    await publishRelease(store, await fakeDist('mf_browse'), remoteRecord());
    await createEnvironment(store, 'production', { apiBaseUrl: 'http://localhost:4000', apiVersions: ['v1'], remotes: {} }, 'ci');
    await promote({ store, env: 'production', app: 'shell', version: '0.1.0+2222222', actor: 'ci' });
    await promote({ store, env: 'production', app: 'mf-browse', version: '0.1.0+1111111', actor: 'ci' });
    const reasons = await checkCurrentBuilds({ repoRoot, store, env: 'production', log });
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(
      /^mf-browse 0\.1\.0\+1111111: CarCarousel contract changed \(shell this checkout expects [0-9a-f]{16}, release has 5f1e000000000000\)$/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { remoteRecord, SHARED, shellRecord } from '../release/test-fixtures';
import { checkApi, checkComposition, checkRemoteAgainstShell } from './compatibility';

describe('compatibility gate', () => {
  it('passes a remote built against the same contracts, singletons and runtime', () => {
    expect(checkRemoteAgainstShell(shellRecord(), remoteRecord())).toEqual([]);
  });

  it('names a changed contract with both fingerprints', () => {
    const remote = remoteRecord({
      version: '1.4.0+ab12cd3',
      exposes: [
        { name: 'BuyCarPage', path: './BuyCarPage', contract: { fingerprint: 'aaaaaaaaaaaaaaaa', props: '{}' } },
        { name: 'CarCarousel', path: './CarCarousel', contract: { fingerprint: '9a0c000000000000', props: '{ heading: string; }' } },
      ],
    });
    expect(checkRemoteAgainstShell(shellRecord(), remote)).toEqual([
      'mf-browse 1.4.0+ab12cd3: CarCarousel contract changed (shell 0.1.0+2222222 expects 5f1e000000000000, release has 9a0c000000000000)',
    ]);
  });

  it('names a module the shell mounts that the release no longer exposes', () => {
    const remote = remoteRecord({ exposes: remoteRecord().exposes.filter((exposed) => exposed.name !== 'CarCarousel') });
    expect(checkRemoteAgainstShell(shellRecord(), remote)).toEqual([
      'mf-browse 0.1.0+1111111: CarCarousel is not exposed (shell 0.1.0+2222222 mounts it)',
    ]);
  });

  it('refuses a singleton whose required range the shell does not satisfy, or does not provide', () => {
    const remote = remoteRecord({
      shared: [
        ...SHARED.filter((shared) => shared.name !== 'react'),
        { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true },
        { name: 'zustand', version: '5.0.0', requiredVersion: '^5.0.0', singleton: true },
      ],
    });
    expect(checkRemoteAgainstShell(shellRecord(), remote)).toEqual([
      'mf-browse 0.1.0+1111111: react ^20.0.0 required, shell 0.1.0+2222222 provides 19.2.9',
      'mf-browse 0.1.0+1111111: needs the singleton zustand ^5.0.0, which shell 0.1.0+2222222 does not provide',
    ]);
  });

  it('accepts an older remote whose range the shell still satisfies, and ignores non-singletons', () => {
    const remote = remoteRecord({
      shared: [
        { name: 'react', version: '19.0.0', requiredVersion: '^19.0.0', singleton: true },
        { name: 'keen-slider/react', version: '7.0.0', requiredVersion: '^7.0.0', singleton: false },
      ],
    });
    expect(checkRemoteAgainstShell(shellRecord(), remote)).toEqual([]);
  });

  it('requires the federation runtime the shell provides for a remote that uses it', () => {
    const external = remoteRecord({ federationRuntime: { version: '2.10.0', mode: 'external' } });
    expect(checkRemoteAgainstShell(shellRecord(), external)).toEqual([
      'mf-browse 0.1.0+1111111: built for Module Federation runtime 2.10.0, shell 0.1.0+2222222 provides 2.9.2',
    ]);
    expect(checkRemoteAgainstShell(shellRecord(), remoteRecord({ federationRuntime: { version: '2.10.0', mode: 'bundled' } }))).toEqual([]);
  });

  it('checks a shell against every remote of a composition', () => {
    const auth = remoteRecord({
      app: 'mf-auth',
      federationName: 'mf_auth',
      version: '0.1.0+3333333',
      exposes: [{ name: 'AuthModals', path: './AuthModals', contract: { fingerprint: 'cccccccccccccccc', props: '{}' } }],
    });
    expect(checkComposition(shellRecord(), [remoteRecord(), auth])).toEqual([
      'mf-auth 0.1.0+3333333: AuthModals contract changed (shell 0.1.0+2222222 expects bbbbbbbbbbbbbbbb, release has cccccccccccccccc)',
    ]);
  });

  describe('API versions', () => {
    const staging = { environment: 'staging', apiBaseUrl: 'http://localhost:4000', apiVersions: ['v1'] };

    it('passes a release calling only versions the environment serves, or calling none', () => {
      expect(checkApi(staging, remoteRecord())).toEqual([]);
      expect(checkApi(staging, remoteRecord({ api: { versions: [] } }))).toEqual([]);
    });

    it('names each version the environment does not serve', () => {
      expect(checkApi(staging, remoteRecord({ api: { versions: ['v1', 'v2', 'v3'] } }))).toEqual([
        "mf-browse 0.1.0+1111111: calls API v2, v3, staging's API (http://localhost:4000) offers v1",
      ]);
      expect(checkApi({ ...staging, apiVersions: [] }, shellRecord())).toEqual([
        "shell 0.1.0+2222222: calls API v1, staging's API (http://localhost:4000) offers none",
      ]);
    });

    it('refuses when the environment does not say which versions its API serves', () => {
      expect(checkApi({ environment: 'qa', apiBaseUrl: 'http://localhost:4000' }, remoteRecord())).toEqual([
        'qa does not say which API versions its API serves: pnpm env:set-api qa --api-version <version>',
      ]);
    });
  });
});

// Releases and environments: the public API of @carmarket/releases (the CLI is bin/releases.mjs).
export { RELEASE_APPS, findApp, type AppInfo } from './apps';
export { storeConfig, openStore, type StoreConfig } from './config';
export { PreconditionFailedError, type ArtifactStore, type PutOptions, type StoredObject } from './store/artifact-store';
export { createLocalStore } from './store/local-store';
export { createS3Store } from './store/s3-store';
export { readContractFingerprints, type ContractFingerprint, type ContractFingerprints } from './release/contract-fingerprints';
export { buildReleaseRecord, RELEASE_RECORD_FILE, type ReleaseRecord, type SharedDependency } from './release/release-record';
export { publishRelease, readRelease, listReleases, ReleaseExistsError } from './release/publish-release';
export { releaseApp } from './release/release-app';
export { releaseVersion } from './release/release-version';
export {
  compositionKey,
  ConcurrentUpdateError,
  createEnvironment,
  listEnvironments,
  readEnvironment,
  readHistory,
  type CanaryRelease,
  type EnvironmentComposition,
  type HistoryEntry,
  type ReadEnvironment,
} from './environments/environment';
export { promote, rollback, startCanary, concludeCanary, environmentStatus, PromotionRefusedError } from './environments/promotion';
export {
  describeHealthOptions,
  type CanaryHealthDecision,
  type CanaryHealthOptions,
  type HealthMargin,
  type ReleaseHealthFigures,
} from './environments/canary-health';
export { checkRemoteAgainstShell, checkComposition } from './gate/compatibility';
export { createStoreHandler, startStoreServer } from './serve/store-server';

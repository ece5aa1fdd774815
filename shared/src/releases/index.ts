export {
  apiIncompatibilities,
  releaseIncompatibilities,
  releaseLabel,
  type CompatibilityOptions,
  type CompatibilityRecord,
  type ContractRecord,
  type OfferedApi,
} from './release-compatibility';

export {
  releaseIncompatibilities,
  releaseLabel,
  type CompatibilityOptions,
  type CompatibilityRecord,
  type ContractRecord,
} from './release-compatibility';

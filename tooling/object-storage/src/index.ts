export { createS3Client, isS3NotFound, isS3PreconditionFailed, publicObjectUrl } from './s3-client';
export {
  DEFAULT_S3_REGION,
  S3_SETTINGS,
  s3ConfigFromEnv,
  s3ConfigToEnv,
  type ChecksumMode,
  type S3Config,
  type S3ConfigResult,
} from './s3-config';

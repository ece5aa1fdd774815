// S3 settings only: the client (and the 0.5 s it takes to load the AWS SDK) is '@carmarket/object-storage/client',
// imported where a bucket is really used.
export {
  DEFAULT_S3_REGION,
  isHttpUrl,
  S3_SETTINGS,
  s3ConfigFromEnv,
  s3ConfigToEnv,
  type ChecksumMode,
  type S3Config,
  type S3ConfigResult,
} from './s3-config';

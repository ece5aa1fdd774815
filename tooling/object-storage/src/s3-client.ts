// One S3 client per configuration, and the two error shapes callers branch on.
import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from './s3-config';

export function createS3Client(config: S3Config): S3Client {
  const checksums = config.checksums === 'when_required' ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED';
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: checksums,
    responseChecksumValidation: checksums,
    maxAttempts: 3,
  });
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/** The object (or bucket) does not exist. */
export function isS3NotFound(error: unknown): boolean {
  return statusOf(error) === 404 || (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound'));
}

/**
 * A conditional write lost: 412 PreconditionFailed (If-None-Match: * on an existing key, If-Match on
 * another etag) or 409 ConditionalRequestConflict (AWS: a concurrent conditional write to the same key).
 */
export function isS3PreconditionFailed(error: unknown): boolean {
  const status = statusOf(error);
  return status === 412 || status === 409;
}

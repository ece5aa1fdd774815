import { describe, expect, it } from 'vitest';
import { s3ConfigFromEnv, s3ConfigToEnv } from './s3-config';

describe('s3ConfigFromEnv', () => {
  it('is off when no S3 setting is present', () => {
    expect(s3ConfigFromEnv({})).toEqual({ config: null, problems: [] });
  });

  it('reads a complete configuration with the defaults filled in', () => {
    const { config, problems } = s3ConfigFromEnv({
      S3_BUCKET: 'images',
      S3_PUBLIC_BASE_URL: 'https://cdn.example/images/',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(problems).toEqual([]);
    expect(config).toEqual({
      bucket: 'images',
      region: 'us-east-1',
      publicBaseUrl: 'https://cdn.example/images',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      checksums: 'when_supported',
    });
    expect(s3ConfigFromEnv(s3ConfigToEnv(config!)).config).toEqual(config);
  });

  it('uses virtual-hosted buckets and the default credential chain on AWS', () => {
    const { config } = s3ConfigFromEnv({ S3_BUCKET: 'b', S3_PUBLIC_BASE_URL: 'https://b.s3.amazonaws.com', S3_REGION: 'ap-south-1' });
    expect(config).toMatchObject({ region: 'ap-south-1', forcePathStyle: false, credentials: undefined, endpoint: undefined });
  });

  it('names every missing or wrong setting of a half-configured store', () => {
    expect(s3ConfigFromEnv({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'id', S3_CHECKSUMS: 'never' }).problems).toEqual([
      'S3_BUCKET is not set, but S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_CHECKSUMS is: set the bucket or unset the rest',
      "S3_PUBLIC_BASE_URL is not set (the URL the bucket's objects are public at, or a CDN in front of it)",
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default credential chain',
      'S3_CHECKSUMS must be when_supported or when_required: never',
    ]);
  });

  it('reads another prefix', () => {
    const { config } = s3ConfigFromEnv(
      { RELEASES_S3_BUCKET: 'r', RELEASES_S3_PUBLIC_BASE_URL: 'https://r.example', S3_BUCKET: 'x' },
      'RELEASES_S3_',
    );
    expect(config?.bucket).toBe('r');
  });
});

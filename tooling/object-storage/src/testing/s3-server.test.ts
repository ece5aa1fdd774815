import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client, isS3NotFound, isS3PreconditionFailed } from '../s3-client';
import { startS3Server, type TestS3Server } from './s3-server';

let server: TestS3Server;
let s3: S3Client;

beforeAll(async () => {
  server = await startS3Server({ buckets: ['first', 'second'] });
  s3 = createS3Client(server.config);
});
afterAll(async () => {
  s3?.destroy();
  await server?.stop();
});

const put = (key: string, body: string, extra: { IfNoneMatch?: string; IfMatch?: string } = {}) =>
  s3.send(new PutObjectCommand({ Bucket: server.bucket, Key: key, Body: Buffer.from(body), ContentType: 'text/plain', ...extra }));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('test S3 server (s3rver + conditional writes)', () => {
  it('stores, lists and serves objects publicly at the config public URL, in each bucket created', async () => {
    await put('a/b.txt', 'hello');
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: server.bucket, Prefix: 'a/' }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual(['a/b.txt']);
    const response = await fetch(`${server.config.publicBaseUrl}/a/b.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('hello');
    expect(response.headers.get('content-type')).toBe('text/plain');
    const other = createS3Client(server.configFor('second'));
    await expect(other.send(new ListObjectsV2Command({ Bucket: 'second' }))).resolves.toMatchObject({ KeyCount: 0 });
    other.destroy();
    expect(server.env).toMatchObject({ S3_BUCKET: 'first', S3_ENDPOINT: server.endpoint, S3_PUBLIC_BASE_URL: `${server.endpoint}/first` });
  });

  it('refuses If-None-Match: * on an existing key with 412', async () => {
    await put('create-only.txt', 'first', { IfNoneMatch: '*' });
    const error = await failure(put('create-only.txt', 'second', { IfNoneMatch: '*' }));
    expect(isS3PreconditionFailed(error)).toBe(true);
    const object = await s3.send(new GetObjectCommand({ Bucket: server.bucket, Key: 'create-only.txt' }));
    expect(await object.Body?.transformToString()).toBe('first');
  });

  it('replaces only the etag that was read (If-Match), and If-Match on a missing key is 404', async () => {
    const first = await put('cas.txt', 'r1');
    const second = await put('cas.txt', 'r2', { IfMatch: first.ETag! });
    expect(second.ETag).not.toBe(first.ETag);
    expect(isS3PreconditionFailed(await failure(put('cas.txt', 'r2-stale', { IfMatch: first.ETag! })))).toBe(true);
    expect(isS3NotFound(await failure(put('missing.txt', 'x', { IfMatch: first.ETag! })))).toBe(true);
    const object = await s3.send(new GetObjectCommand({ Bucket: server.bucket, Key: 'cas.txt' }));
    expect(await object.Body?.transformToString()).toBe('r2');
  });

  it('lets exactly one of many concurrent swaps from the same etag win', async () => {
    const { ETag } = await put('race.txt', 'r1');
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => put('race.txt', `writer ${i}`, { IfMatch: ETag! })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected' && isS3PreconditionFailed(result.reason))).toHaveLength(5);
  });
});

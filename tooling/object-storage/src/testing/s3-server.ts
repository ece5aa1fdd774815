// A real S3-compatible server for tests: s3rver (npm, pure JavaScript, files in a temp directory),
// started on a random port with its buckets created. s3rver ignores If-None-Match / If-Match on
// PutObject, which the release store's create-only and compare-and-swap writes depend on, so a
// middleware placed in front of its routes honours them the way AWS S3 does: If-None-Match: * on an
// existing key and If-Match on another etag answer 412 PreconditionFailed, If-Match on a missing key
// 404 NoSuchKey; conditional writes to one key are serialised, so the check and the write are atomic.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { s3ConfigToEnv, type S3Config } from '../s3-config';
import { S3rverServer, type S3rver, type S3rverMiddleware } from './s3rver-api';

/** s3rver's fixed credentials (it checks signatures made with them). */
const S3RVER_KEY = 'S3RVER';

export interface StartS3ServerOptions {
  /** Buckets to create (default one, 'carmarket-test'). The first is the one `config` and `env` name. */
  buckets?: string[];
  /** Prefix of the environment variable names in `env` (default S3_). */
  envPrefix?: string;
}

export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** Config of the first bucket: path style, its public URL is `${endpoint}/${bucket}`. */
  config: S3Config;
  /** Config of any created bucket. */
  configFor(bucket: string): S3Config;
  /** `${envPrefix}BUCKET`, `${envPrefix}ENDPOINT`... for a child process. */
  env: Record<string, string>;
  /** Directory s3rver keeps the objects in. */
  directory: string;
  stop(): Promise<void>;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const s3ErrorXml = (code: string, message: string, key: string) =>
  `${XML_HEAD}<Error><Code>${code}</Code><Message>${message}</Message><Key>${key.replace(/[<>&]/g, '')}</Key></Error>`;

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Koa middleware: S3's conditional PutObject semantics on top of s3rver. */
function conditionalWrites(server: S3rver): S3rverMiddleware {
  const queues = new Map<string, Promise<unknown>>();
  return async (ctx, next) => {
    const ifNoneMatch = header(ctx.headers['if-none-match']);
    const ifMatch = header(ctx.headers['if-match']);
    const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    const isPutObject = ctx.method === 'PUT' && match && !ctx.headers['x-amz-copy-source'] && !('uploadId' in ctx.query);
    if (!isPutObject || (ifNoneMatch === undefined && ifMatch === undefined)) return next();
    const bucket = match[1]!;
    const key = match[2]!;
    const id = `${bucket}/${key}`;
    const previous = queues.get(id) ?? Promise.resolve();
    const run = previous.then(async () => {
      const current = await server.store.getMetadata(bucket, key).then(
        (metadata) => metadata.etag,
        () => null,
      );
      const refuse = (status: number, code: string, message: string) => {
        ctx.status = status;
        ctx.type = 'application/xml';
        ctx.body = s3ErrorXml(code, message, key);
      };
      if (ifNoneMatch === '*' && current !== null)
        return refuse(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
      if (ifMatch !== undefined && current === null) return refuse(404, 'NoSuchKey', 'The specified key does not exist.');
      if (ifMatch !== undefined && ifMatch !== current && `"${ifMatch}"` !== current) {
        return refuse(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
      }
      await next();
    });
    const settled = run.catch(() => undefined);
    queues.set(id, settled);
    try {
      await run;
    } finally {
      if (queues.get(id) === settled) queues.delete(id);
    }
  };
}

export async function startS3Server(options: StartS3ServerOptions = {}): Promise<TestS3Server> {
  const buckets = options.buckets ?? ['carmarket-test'];
  const directory = await mkdtemp(path.join(tmpdir(), 'carmarket-s3-'));
  const server = new S3rverServer({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  // Koa composes its middleware when the server starts listening: first in the list runs first.
  server.middleware.unshift(conditionalWrites(server));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const configFor = (bucket: string): S3Config => ({
    bucket,
    region: 'us-east-1',
    publicBaseUrl: `${endpoint}/${bucket}`,
    endpoint,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
    forcePathStyle: true,
    checksums: 'when_supported',
  });
  const config = configFor(buckets[0]!);
  return {
    endpoint,
    bucket: config.bucket,
    config,
    configFor,
    env: s3ConfigToEnv(config, options.envPrefix),
    directory,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

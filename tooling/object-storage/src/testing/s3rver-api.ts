// s3rver 3.7.1 (CommonJS, no types): the part of its API the test server uses, loaded through require.
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

export interface S3rverContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

export type S3rverMiddleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;

export interface S3rver {
  store: { getMetadata(bucket: string, key: string): Promise<{ etag: string }> };
  /** Koa's middleware list, composed when the server starts listening. */
  middleware: S3rverMiddleware[];
  httpServer?: Server;
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

export interface S3rverOptions {
  port?: number;
  address?: string;
  directory: string;
  silent?: boolean;
  resetOnClose?: boolean;
  configureBuckets?: { name: string }[];
}

export const S3rverServer = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rver;

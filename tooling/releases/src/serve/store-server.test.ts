import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStore } from '../store/local-store';
import { createStoreHandler } from './store-server';

let root: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'releases-serve-'));
  const store = createLocalStore({ root, publicBaseUrl: 'http://unused' });
  await store.put('mf-browse/0.1.0+abc/mf-manifest.json', '{}');
  await store.put('mf-browse/0.1.0+abc/remoteEntry.js', '1');
  await store.put('mf-browse/0.1.0+abc/release.json', '{}');
  await store.put('mf-browse/0.1.0+abc/__federation_expose_CarCarousel.0123abcd.js', '2');
  await store.put('environments/staging/composition.json', '{}');
  await store.put('environments/staging/history/000001.json', '{}');
  await store.put('mf-browse/0.1.0+abc/favicon.svg', '<svg/>');
  server = http.createServer(createStoreHandler(root));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('release store over HTTP', () => {
  it.each([
    ['mf-browse/0.1.0+abc/mf-manifest.json', 'no-cache'],
    ['mf-browse/0.1.0+abc/remoteEntry.js', 'no-cache'],
    ['mf-browse/0.1.0+abc/release.json', 'no-cache'],
    ['environments/staging/composition.json', 'no-cache'],
    ['environments/staging/history/000001.json', 'no-cache'],
    ['mf-browse/0.1.0+abc/__federation_expose_CarCarousel.0123abcd.js', 'public, max-age=31536000, immutable'],
    ['mf-browse/0.1.0+abc/favicon.svg', 'public, max-age=300'],
  ])('serves %s with Cache-Control %s and CORS', async (key, cacheControl) => {
    const response = await fetch(`${base}/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('hides lock and temp files and answers 404 for the rest', async () => {
    const store = createLocalStore({ root, publicBaseUrl: 'http://unused' });
    const etag = (await store.get('environments/staging/composition.json'))!.etag;
    await store.put('environments/staging/composition.json', '{"revision":2}', { ifMatch: etag });
    expect((await fetch(`${base}/environments/staging/.composition.json.lock`)).status).toBe(404);
    expect((await fetch(`${base}/nothing-here.json`)).status).toBe(404);
    expect(await (await fetch(`${base}/environments/staging/composition.json`)).json()).toEqual({ revision: 2 });
  });
});

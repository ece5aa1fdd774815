// Serves the local artifact store over HTTP the way a CDN serves a bucket: the platform's cache
// policy (scripts/cache-policy.mjs: records, manifests and entries revalidated, hashed chunks
// immutable), CORS for cross-origin federation, pre-compressed files, no dot files (locks, temp).
import http from 'node:http';
import sirv from 'sirv';
import { cacheControl } from '../../../../scripts/cache-policy.mjs';

export function createStoreHandler(dir: string): http.RequestListener {
  const files = sirv(dir, {
    etag: true,
    brotli: true,
    gzip: true,
    dev: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader(
        'Cache-Control',
        pathname.endsWith('.json') && !/\.[0-9a-f]{8}\.json$/.test(pathname) ? 'no-cache' : cacheControl(pathname),
      );
    },
  });
  return (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD' });
      res.end();
      return;
    }
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
      res.end('Not found');
    });
  };
}

export function startStoreServer({ dir, port }: { dir: string; port: number }): Promise<http.Server> {
  const server = http.createServer(createStoreHandler(dir));
  return new Promise((resolve) => {
    server.listen(port, () => {
      console.log(`serving the release store ${dir} on http://localhost:${port}`);
      resolve(server);
    });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
  });
}

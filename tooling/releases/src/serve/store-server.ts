// Serves the local artifact store over HTTP the way a CDN serves a bucket (scripts/static-files.mjs:
// the platform's cache policy, CORS, pre-compressed files, no dot files such as locks and temp
// files), except that every record that is not hashed (release.json, compositions, history) is
// revalidated on each load.
import http from 'node:http';
import { cacheControl } from '../../../../scripts/cache-policy.mjs';
import { answerPreflight, staticFiles } from '../../../../scripts/static-files.mjs';

const storeCacheControl = (pathname: string) =>
  pathname.endsWith('.json') && !/\.[0-9a-f]{8}\.json$/.test(pathname) ? 'no-cache' : cacheControl(pathname);

export function createStoreHandler(dir: string): http.RequestListener {
  const files = staticFiles(dir, { cacheControl: storeCacheControl });
  return (req, res) => {
    if (answerPreflight(req, res)) return;
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

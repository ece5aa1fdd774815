// The shell served by a Node server that renders each page (issue 15, ADR 0009). Documents are
// rendered by the shell's server bundle (shell/dist/server/main.js, `build-apps --ssr`), which
// loads each remote's server bundle from the URLs of the environment's composition; every other
// path is the shell's static files, served as scripts/serve-static.mjs serves them. Stateless: the
// composition file is read for every request, so any number of these can run behind a balancer.
//   node shell/server/ssr-server.mjs --port 3000 --composition environments/local.json [--dist shell/dist] [--budget-ms 2500]
import http from 'node:http';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contentSecurityPolicy, resourceHints, sendComposition } from '../../scripts/document-headers.mjs';
import { answerPreflight, staticFiles } from '../../scripts/static-files.mjs';
import { documentEncoding, encodeDocument } from './document-encoding.mjs';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** How long a page's remote, data and render may take before slots fall back (ms). */
export const DEFAULT_BUDGET_MS = 2500;

/** A document request: a path without a file extension (a route), or index.html itself. */
export function isDocumentPath(pathname) {
  return !path.extname(pathname) || pathname === '/index.html';
}

/**
 * @param {{ dist?: string, compositionFile: string, budgetMs?: number, log?: (message: string, error?: unknown) => void }} options
 * @returns {Promise<import('node:http').Server>}
 */
export async function createShellServer({
  dist = path.join(shellDir, 'dist'),
  compositionFile,
  budgetMs = DEFAULT_BUDGET_MS,
  log = console.error,
}) {
  const require = createRequire(import.meta.url);
  const serverBundle = require(path.join(dist, 'server', 'main.js'));
  const { renderPage, parseComposition } = await serverBundle.loadRenderer();
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = staticFiles(dist);

  const readComposition = () => JSON.parse(readFileSync(compositionFile, 'utf8'));

  return http.createServer(async (req, res) => {
    if (answerPreflight(req, res)) return;
    const pathname = decodeURIComponent((req.url ?? '/').split('?')[0]);
    if (pathname === '/env/composition.json') {
      sendComposition(res, compositionFile);
      return;
    }
    // The server bundle stays on the server.
    if (pathname.startsWith('/server/')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
      return;
    }
    if (!isDocumentPath(pathname) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      files(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('Not found');
      });
      return;
    }
    const composition = parseComposition(readComposition());
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy(composition),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    };
    const hints = resourceHints(composition);
    if (hints) headers.Link = hints;
    let page;
    const renderStarted = performance.now();
    try {
      page = await renderPage({ url: req.url ?? '/', composition, template, budgetMs, onError: (error) => log(`[ssr] ${req.url}`, error) });
    } catch (error) {
      // The renderer itself failed: today's document, rendered in the browser. Never a 500.
      log(`[ssr] ${req.url} rendered in the browser instead`, error);
      page = { status: 200, html: template };
    }
    // The server's own time for the document (route data, remote and render): bench/ssr-render.mjs reads it.
    headers['Server-Timing'] = `render;dur=${(performance.now() - renderStarted).toFixed(1)}`;
    headers.Vary = 'Accept-Encoding';
    const encoding = documentEncoding(req.headers['accept-encoding']);
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(page.status, headers);
    res.end(req.method === 'HEAD' ? undefined : encodeDocument(page.html, encoding));
  });
}

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(arg('port', process.env.PORT ?? 3000));
  const server = await createShellServer({
    dist: path.resolve(arg('dist', path.join(shellDir, 'dist'))),
    compositionFile: path.resolve(
      arg('composition', process.env.CARMARKET_COMPOSITION ?? path.join(shellDir, '../environments/local.json')),
    ),
    budgetMs: Number(arg('budget-ms', DEFAULT_BUDGET_MS)),
  });
  server.listen(port, () => console.log(`shell rendered on the server on http://localhost:${port}`));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}

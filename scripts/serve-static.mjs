// Serves one built app the way a CDN would: manifests, entries and HTML revalidated on
// every load, hashed chunks immutable, CORS for cross-origin federation, and a CSP that
// names exactly the origins of the composition file.
//   node scripts/serve-static.mjs --dir shell/dist --port 3000 [--composition environments/local.json]
// Without --port: the port of the app named by --app, else of the package running it (an app's
// `pnpm serve`), from the one app list (apps.mjs); else PORT, else the shell's port.
// A released environment's shell (pnpm start:envs) names the release store instead of a folder:
// the shell release served is the one the composition names at the time of each request, so a
// promotion or rollback of the shell is live on the next page load without a restart.
//   node scripts/serve-static.mjs --shell-releases .releases --composition .releases/environments/staging/composition.json
// The shell (the server given a composition) also answers /robots.txt and the sitemap files
// (scripts/seo-files.mjs).
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, appByDir, SHELL_DIR } from './apps.mjs';
import { HASHED } from './cache-policy.mjs';
import { contentSecurityPolicy, resourceHints, sendComposition } from './document-headers.mjs';
import { answerSeoFile } from './seo-files.mjs';
import { answerPreflight, staticFiles } from './static-files.mjs';

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

const dir = path.resolve(arg('dir', 'dist'));
const shellReleases = arg('shell-releases') && path.resolve(arg('shell-releases'), 'shell');
const appDir = arg('app') ?? APPS.find((app) => app.dir === process.env.npm_package_name)?.dir;
const port = Number(arg('port') ?? (appDir ? appByDir(appDir).port : (process.env.PORT ?? appByDir(SHELL_DIR).port)));
const compositionFile = arg('composition', process.env.CARMARKET_COMPOSITION);

function readComposition() {
  return compositionFile ? JSON.parse(readFileSync(compositionFile, 'utf8')) : null;
}

function setDocumentHeaders(res, pathname) {
  if (pathname.endsWith('.html') || !path.extname(pathname)) {
    const composition = readComposition();
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(composition));
    const hints = resourceHints(composition);
    if (hints) res.setHeader('Link', hints);
    res.setHeader('X-Frame-Options', 'DENY');
  }
}

/** One handler per folder served (a released shell version is a folder that never changes). */
const handlers = new Map();
function filesIn(folder) {
  if (!handlers.has(folder)) handlers.set(folder, staticFiles(folder, { single: true, setHeaders: setDocumentHeaders }));
  return handlers.get(folder);
}

const RELEASE_VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;

/** The folder to serve this request from: --dir, or the shell release the composition names now. */
function currentFolder() {
  if (!shellReleases) return dir;
  const version = readComposition()?.releases?.shell?.version;
  return typeof version === 'string' && RELEASE_VERSION.test(version) && !version.includes('..') ? path.join(shellReleases, version) : null;
}

/**
 * A hashed chunk the current shell release lacks, from another release of the shell: a page loaded
 * before a promotion still loads its lazy chunks. The name carries the content hash, so any
 * release that has the name has the same file.
 */
function fromOtherShellRelease(req, res, current, notFound) {
  const pathname = decodeURIComponent(req.url?.split('?')[0] ?? '/');
  if (!shellReleases || !HASHED.test(pathname)) return notFound();
  const others = readdirSync(shellReleases).map((version) => path.join(shellReleases, version));
  const next = (index) => {
    const folder = others[index];
    if (!folder) return notFound();
    if (folder === current) return next(index + 1);
    staticFiles(folder)(req, res, () => next(index + 1));
  };
  next(0);
}

function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain' });
  res.end('Not found');
}

const server = http.createServer((req, res) => {
  if (answerPreflight(req, res)) return;
  if (compositionFile && req.url?.split('?')[0] === '/env/composition.json') {
    sendComposition(res, compositionFile);
    return;
  }
  if (compositionFile) {
    void answerSeoFile(req, res, { readComposition, fallThrough: () => serveFolder(req, res) });
    return;
  }
  serveFolder(req, res);
});

function serveFolder(req, res) {
  const folder = currentFolder();
  if (!folder) {
    res.writeHead(503, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' });
    res.end(`No released shell runs in this environment yet: pnpm env:promote <env> shell@<version>`);
    return;
  }
  filesIn(folder)(req, res, () => fromOtherShellRelease(req, res, folder, () => notFound(res)));
}

const served = shellReleases ? `the shell release ${compositionFile} names` : path.relative(process.cwd(), dir) || '.';
server.listen(port, () => console.log(`serving ${served} on http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));

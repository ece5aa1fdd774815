// Builds the five apps in one webpack process (one multi-compiler and shared worker pool; no
// persistent cache, see tooling/webpack-config). Each app still builds alone with `pnpm --filter <app> build`.
// Each app's browser build and its server bundle (dist/server, ADR 0009) build in the same process:
// the shell is served by a Node server that renders pages by default. --no-ssr builds the browser
// bundles alone, as before server rendering (no server bundles, no styled-components SWC plugin):
// enough for a shell served as static files only (`scripts/start.mjs --static`). --ssr is the default,
// still accepted.
//   node scripts/build-apps.mjs [--only shell,mf-sell] [--if-stale] [--no-ssr]
import { createRequire } from 'node:module';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, SHELL_DIR } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'tooling/webpack-config/index.cjs'));
const webpack = require('webpack');

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const ifStale = args.includes('--if-stale');
const ssr = !args.includes('--no-ssr');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The file whose age tells whether an app's build is stale (its server bundle's, unless --no-ssr). */
function builtMarker(app) {
  if (!ssr) return path.join(root, app.dir, 'dist', 'index.html');
  return path.join(root, app.dir, 'dist', 'server', app.dir === SHELL_DIR ? 'main.js' : 'remoteEntry.js');
}

let apps = APPS.filter((app) => !only || only.includes(app.dir));
if (ifStale) {
  const sharedMtime = newestMtime(path.join(root, 'shared/src'));
  apps = apps.filter((app) => {
    const manifest = builtMarker(app);
    if (!existsSync(manifest)) return true;
    const built = statSync(manifest).mtimeMs;
    // A browser build made since with --no-ssr names its styled components differently.
    const browserHtml = path.join(root, app.dir, 'dist', 'index.html');
    if (ssr && existsSync(browserHtml) && statSync(browserHtml).mtimeMs > built + 60_000) return true;
    return newestMtime(path.join(root, app.dir)) > built || sharedMtime > built;
  });
  if (apps.length === 0) {
    console.log('All apps are up to date.');
    process.exit(0);
  }
}

const configs = apps.flatMap((app) => {
  const factory = require(path.join(root, app.dir, 'webpack.config.cjs'));
  const browser = factory({}, { mode: 'production', serverRenderable: ssr });
  return ssr ? [browser, factory({}, { mode: 'production', ssr: true })] : [browser];
});

const started = Date.now();
const compiler = webpack(configs);
compiler.options.parallelism = 2;
compiler.run((error, stats) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(stats.toString({ colors: process.stdout.isTTY, preset: 'errors-warnings' }));
  for (const child of stats.stats) {
    const { name } = child.compilation;
    const ms = child.endTime - child.startTime;
    console.log(`built ${name} in ${(ms / 1000).toFixed(1)} s${child.hasErrors() ? ' (FAILED)' : ''}`);
  }
  console.log(`Built ${apps.map((app) => app.dir).join(', ')} in ${seconds} s`);
  compiler.close(() => process.exit(stats.hasErrors() ? 1 : 0));
});

// `pnpm start`: production builds on separate origins, the way a deployment composes them:
// every app and the API on its port of the one app list (apps.mjs).
// With --ssr the shell is rendered on the server (shell/server/ssr-server.mjs, ADR 0009; needs
// the server bundles of `node scripts/build-apps.mjs --ssr`); the remotes stay static files.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, API_PORT, appByDir, SHELL_DIR } from './apps.mjs';
import { processGroup } from './process-group.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const composition = process.env.CARMARKET_COMPOSITION ?? path.join(root, 'environments/local.json');
const { run } = processGroup(root);
const ssr = process.argv.includes('--ssr');

run('api', 'pnpm', ['--filter', 'api', 'start'], { PORT: String(API_PORT), NODE_ENV: process.env.NODE_ENV ?? 'development' });
for (const app of APPS) {
  const args =
    ssr && app.dir === SHELL_DIR
      ? ['shell/server/ssr-server.mjs', '--port', String(app.port)]
      : ['scripts/serve-static.mjs', '--dir', path.join(app.dir, 'dist'), '--port', String(app.port)];
  if (app.dir === SHELL_DIR) args.push('--composition', composition);
  run(app.dir, process.execPath, args);
}
console.log(`CarMarket: http://localhost:${appByDir(SHELL_DIR).port} (API http://localhost:${API_PORT})`);

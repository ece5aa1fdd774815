// `pnpm start`: production builds on separate origins, the way a deployment composes them:
// every app and the API on its port of the one app list (apps.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, API_PORT, appByDir, SHELL_DIR } from './apps.mjs';
import { processGroup } from './process-group.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const composition = process.env.CARMARKET_COMPOSITION ?? path.join(root, 'environments/local.json');
const { run } = processGroup(root);

run('api', 'pnpm', ['--filter', 'api', 'start'], { PORT: String(API_PORT), NODE_ENV: process.env.NODE_ENV ?? 'development' });
for (const app of APPS) {
  const args = ['scripts/serve-static.mjs', '--dir', path.join(app.dir, 'dist'), '--port', String(app.port)];
  if (app.dir === SHELL_DIR) args.push('--composition', composition);
  run(app.dir, process.execPath, args);
}
console.log(`CarMarket: http://localhost:${appByDir(SHELL_DIR).port} (API http://localhost:${API_PORT})`);

// `pnpm start`: production builds on separate origins, the way a deployment composes them:
// every app and the API on its port of the one app list (apps.mjs). The shell is rendered on the
// server (shell/server/ssr-server.mjs, ADR 0009; needs the server bundles `node scripts/build-apps.mjs`
// builds); the remotes stay static files. --static serves the shell's browser build as static files
// instead (scripts/serve-static.mjs: an empty document every route, rendered in the browser).
//   node scripts/start.mjs [--static]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, API_PORT, appByDir, SHELL_DIR } from './apps.mjs';
import { processGroup } from './process-group.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const composition = process.env.CARMARKET_COMPOSITION ?? path.join(root, 'environments/local.json');
const { run } = processGroup(root);
const ssr = !process.argv.includes('--static');

// The shell's server calls the API for each visitor from this machine and names the visitor in
// X-Forwarded-For (shell/server/visitor-headers.mjs): the API trusts that header from loopback only.
run('api', 'pnpm', ['--filter', 'api', 'start'], {
  PORT: String(API_PORT),
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
});
for (const app of APPS) {
  const args =
    ssr && app.dir === SHELL_DIR
      ? ['shell/server/ssr-server.mjs', '--port', String(app.port)]
      : ['scripts/serve-static.mjs', '--dir', path.join(app.dir, 'dist'), '--port', String(app.port)];
  if (app.dir === SHELL_DIR) args.push('--composition', composition);
  run(app.dir, process.execPath, args);
}
const how = ssr ? 'rendered on the server' : 'static files';
console.log(`CarMarket: http://localhost:${appByDir(SHELL_DIR).port} (shell: ${how}; API http://localhost:${API_PORT})`);

// `pnpm start:envs`: two released environments side by side, each shell reading its own
// composition from the release store, so a person sees staging and production at once.
//   release store http://localhost:3090, staging shell :3100, production shell :3200, API :4000
// Each environment needs a released shell first (docs/releasing.md):
//   pnpm release shell && pnpm env:create staging && pnpm env:promote staging shell@<version>
// A promotion or rollback of a remote shows on the next page load; promoting a shell takes a
// restart of this command (a CDN would switch the origin path).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PORT } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const storeDir = path.resolve(process.env.CARMARKET_RELEASES_DIR ?? path.join(root, '.releases'));
const storePort = Number(new URL(process.env.CARMARKET_RELEASES_URL ?? 'http://localhost:3090').port || 3090);
export const ENVIRONMENTS = [
  { name: 'staging', port: 3100 },
  { name: 'production', port: 3200 },
];

const shells = ENVIRONMENTS.map(({ name, port }) => {
  const compositionFile = path.join(storeDir, 'environments', name, 'composition.json');
  const composition = existsSync(compositionFile) ? JSON.parse(readFileSync(compositionFile, 'utf8')) : null;
  const shell = composition?.releases?.shell?.version;
  if (!shell) {
    console.error(
      `${name} has no released shell in ${storeDir}. Release and promote one first:\n` +
        `  pnpm release shell\n  pnpm env:create ${name}   (once)\n  pnpm env:promote ${name} shell@<version it printed>`,
    );
    process.exit(1);
  }
  return { name, port, compositionFile, dir: path.join(storeDir, 'shell', shell), version: shell };
});

const children = [];
let stopping = false;
function run(label, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}] `;
  child.stdout.on('data', (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  child.stderr.on('data', (chunk) => process.stderr.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  child.on('exit', (code) => {
    console.log(`${prefix}exited with ${code}`);
    if (!stopping) stop(code ?? 1);
  });
  children.push(child);
}
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const corsOrigins = [3000, ...ENVIRONMENTS.map((env) => env.port)].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);
if (process.env.CARMARKET_SKIP_API !== '1') {
  run('api', 'pnpm', ['--filter', 'api', 'start'], {
    PORT: String(API_PORT),
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? corsOrigins.join(','),
  });
}
run('store', process.execPath, ['tooling/releases/bin/releases.mjs', 'releases:serve', '--port', String(storePort)]);
for (const shell of shells) {
  run(shell.name, process.execPath, [
    'scripts/serve-static.mjs',
    '--dir',
    shell.dir,
    '--port',
    String(shell.port),
    '--composition',
    shell.compositionFile,
  ]);
}
for (const shell of shells) console.log(`${shell.name}: http://localhost:${shell.port} (shell ${shell.version})`);

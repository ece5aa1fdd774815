// `pnpm dev`: every app on its dev server with live reload, plus the API in watch mode.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, appByDir, SHELL_DIR } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [];
function run(label, args) {
  const child = spawn('pnpm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, `[${label}] `)));
  }
  children.push(child);
}
run('api', ['--filter', 'api', 'dev']);
for (const app of APPS) run(app.dir, ['--filter', app.dir, 'dev']);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`CarMarket dev: http://localhost:${appByDir(SHELL_DIR).port}`);

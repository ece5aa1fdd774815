// `pnpm start:envs`: two released environments side by side, each shell reading its own
// composition from the release store, so a person sees staging and production at once.
//   release store http://localhost:3090, staging shell :3100, production shell :3200, API :4000
// Each environment needs a released shell first (docs/releasing.md):
//   pnpm release shell && pnpm env:create staging && pnpm env:promote staging shell@<version>
// Every request is answered from the composition as it is then: a promotion or rollback of a
// remote or of the shell itself shows on the next page load, with no restart.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PORT, appByDir, SHELL_DIR } from './apps.mjs';
import { processGroup } from './process-group.mjs';

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
  if (!composition?.releases?.shell?.version) {
    console.error(
      `${name} has no released shell in ${storeDir}. Release and promote one first:\n` +
        `  pnpm release shell\n  pnpm env:create ${name}   (once)\n  pnpm env:promote ${name} shell@<version it printed>`,
    );
    process.exit(1);
  }
  return { name, port, compositionFile };
});

const { run } = processGroup(root);
const corsOrigins = [appByDir(SHELL_DIR).port, ...ENVIRONMENTS.map((env) => env.port)].flatMap((port) => [
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
    '--shell-releases',
    storeDir,
    '--port',
    String(shell.port),
    '--composition',
    shell.compositionFile,
  ]);
}
for (const shell of shells) console.log(`${shell.name}: http://localhost:${shell.port} (the shell release its composition names)`);

// The production builds on separate origins plus the API on a fresh embedded database:
// exactly what `pnpm start` runs, started and stopped by Playwright: the shell rendered on the
// server (shell/server/ssr-server.mjs), the remotes as static files. E2E_SHELL=static serves the
// shell's build as static files instead (what `pnpm start:static` runs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PORT, appByDir, SHELL_DIR } from '../../scripts/apps.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the app in folder `dir` is served locally (its port in scripts/apps.mjs). */
export const appOrigin = (dir: string) => `http://localhost:${appByDir(dir).port}`;
export const SHELL_URL = appOrigin(SHELL_DIR);
export const API_URL = `http://localhost:${API_PORT}`;
export const E2E_DATA_DIR = path.join(repoRoot, '.data/e2e-api');

/**
 * The e2e API: its own database, and limits raised because one test machine signs in
 * dozens of users from 127.0.0.1 within minutes (the security suite checks the real limits
 * on an API of its own).
 */
export const E2E_API_ENV = {
  PORT: String(API_PORT),
  DATA_DIR: E2E_DATA_DIR,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000',
  OTP_SEND_PER_NUMBER: '1000',
  OTP_SEND_PER_IP: '100000',
  OTP_VERIFY_PER_IP: '100000',
  OTP_RESEND_SECONDS: '0',
  // The shell's server (on this machine) names each visitor in X-Forwarded-For: trusted from loopback only.
  TRUST_PROXY: 'loopback',
};

/** The apps e2e serves, from the one app list (scripts/apps.mjs), with the spare ports of its extra servers. */
export { APPS, OVERRIDE_PORTS, REMOTE_APPS, TEST_API_PORTS } from '../../scripts/apps.mjs';
/** The shell's entry in scripts/apps.mjs. */
export const SHELL_APP = appByDir(SHELL_DIR);

export function staticServerCommand(dir: string, port: number, distDir = 'dist') {
  const composition = dir === 'shell' ? ` --composition ${path.join(repoRoot, 'environments/local.json')}` : '';
  return `node ${path.join(repoRoot, 'scripts/serve-static.mjs')} --dir ${path.join(repoRoot, dir, distDir)} --port ${port}${composition}`;
}

/** How e2e serves the shell: rendered on the server (the default) or E2E_SHELL=static. */
export const SHELL_SERVED_STATIC = process.env.E2E_SHELL === 'static';

/** The shell rendered on the server from its build (dist and dist/server), reading the local composition. */
export function shellServerCommand(port: number, compositionFile = path.join(repoRoot, 'environments/local.json')) {
  return `node ${path.join(repoRoot, 'shell/server/ssr-server.mjs')} --port ${port} --composition ${compositionFile}`;
}

/** The command that serves app `dir` on `port` in e2e: the shell's server, or a static server. */
export function appServerCommand(dir: string, port: number) {
  return dir === 'shell' && !SHELL_SERVED_STATIC ? shellServerCommand(port) : staticServerCommand(dir, port);
}

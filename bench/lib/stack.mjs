// A private copy of the production stack for benchmarks, on its own ports so it never
// disturbs (or is disturbed by) the developers' servers on 3000-3004/4000:
//   API :4110 (own DATA_DIR, 1,000 generated cars), shell :3110, remotes :3111-3114,
//   monolith shell :3120 (same API, same composition). Servers already listening are reused.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_PORT, appByDir, BENCH_PORT_OFFSET, REMOTE_APPS, SHELL_DIR } from '../../scripts/apps.mjs';
import { benchDataDir, repoRoot } from './paths.mjs';

const benchPort = (port) => port + BENCH_PORT_OFFSET;
export const BENCH_PORTS = { api: benchPort(API_PORT), shell: benchPort(appByDir(SHELL_DIR).port), monolith: 3120 };
export const BENCH_REMOTES = REMOTE_APPS.map((app) => ({ ...app, port: benchPort(app.port) }));
export const API_URL = `http://localhost:${BENCH_PORTS.api}`;
export const SHELL_URL = `http://localhost:${BENCH_PORTS.shell}`;
export const MONOLITH_URL = `http://localhost:${BENCH_PORTS.monolith}`;
export const BENCH_CARS = Number(process.env.BENCH_CARS ?? 1000);
/** Which build folder of each app to serve: dist (default) or e.g. dist-bench (BENCH_DIST). */
export const BENCH_DIST = process.env.BENCH_DIST ?? 'dist';
/** Where the builds live: the checkout, or a snapshot built by bench/lib/snapshot.mjs (BENCH_ROOT). */
export const BENCH_ROOT = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : repoRoot;

const children = [];

export function compositionFile() {
  mkdirSync(benchDataDir, { recursive: true });
  const file = path.join(benchDataDir, 'composition.json');
  const composition = {
    environment: 'bench',
    apiBaseUrl: API_URL,
    remoteTimeoutMs: 15000,
    remotes: Object.fromEntries(BENCH_REMOTES.map((remote) => [remote.name, `http://localhost:${remote.port}/mf-manifest.json`])),
    allowedOverrideOrigins: [],
  };
  writeFileSync(file, `${JSON.stringify(composition, null, 2)}\n`);
  return file;
}

async function isUp(url) {
  try {
    const response = await fetch(url);
    return response.ok;
  } catch {
    return false;
  }
}

async function waitUntilUp(url, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isUp(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

function start(command, args, env = {}) {
  // Own process group, so stopping also ends pnpm's and tsx's children.
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  children.push(child);
  return child;
}

function staticServer(dir, port, composition) {
  const args = [path.join(repoRoot, 'scripts/serve-static.mjs'), '--dir', path.join(BENCH_ROOT, dir), '--port', String(port)];
  if (composition) args.push('--composition', composition);
  return start(process.execPath, args, { CARMARKET_API_URL: API_URL });
}

export async function startApi() {
  const health = `${API_URL}/api/v1/health`;
  if (await isUp(health)) return;
  start('pnpm', ['--filter', 'api', 'start'], {
    PORT: String(BENCH_PORTS.api),
    DATA_DIR: path.join(benchDataDir, 'api'),
    SEED_CARS: String(BENCH_CARS),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    OTP_SEND_PER_NUMBER: '1000',
    RATE_LIMIT_MAX: '1000000',
    CORS_ORIGINS: [SHELL_URL, MONOLITH_URL].join(','),
  });
  await waitUntilUp(health, 180_000, 'bench API');
}

/** The federated production builds (each app's dist/) on the bench ports. */
export async function startFederatedStack() {
  await startApi();
  const composition = compositionFile();
  for (const app of ['shell', ...BENCH_REMOTES.map((remote) => remote.dir)]) {
    if (!existsSync(path.join(BENCH_ROOT, app, BENCH_DIST, 'index.html')))
      throw new Error(`${app}/${BENCH_DIST} is missing: run node scripts/build-apps.mjs`);
  }
  const servers = [
    { url: `${SHELL_URL}/`, launch: () => staticServer(`shell/${BENCH_DIST}`, BENCH_PORTS.shell, composition) },
    ...BENCH_REMOTES.map((remote) => ({
      url: `http://localhost:${remote.port}/mf-manifest.json`,
      launch: () => staticServer(`${remote.dir}/${BENCH_DIST}`, remote.port),
    })),
  ];
  for (const server of servers) if (!(await isUp(server.url))) server.launch();
  for (const server of servers) await waitUntilUp(server.url, 20_000, server.url);
}

/** The monolith build (tooling/monolith) on its own port, same API and composition. */
export async function startMonolith() {
  if (!existsSync(path.join(BENCH_ROOT, 'shell/dist-monolith/index.html'))) {
    throw new Error('shell/dist-monolith is missing: run node tooling/monolith/build.mjs');
  }
  if (!(await isUp(`${MONOLITH_URL}/`))) staticServer('shell/dist-monolith', BENCH_PORTS.monolith, compositionFile());
  await waitUntilUp(`${MONOLITH_URL}/`, 20_000, 'monolith shell');
}

export async function stopStack() {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/**
 * Signs a user in through the API's dev outbox; returns what the shell keeps in localStorage.
 * The session is kept in .data/bench so repeated runs stay clear of the 30 s resend cool-down.
 */
export async function signIn(mobileNumber) {
  const cacheFile = path.join(benchDataDir, `session-${mobileNumber}.json`);
  if (existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8'));
    const me = await fetch(`${API_URL}/api/v1/auth/me`, { headers: { authorization: `Bearer ${cached.token}` } });
    if (me.ok) return cached;
  }
  const session = await signInFresh(mobileNumber);
  writeFileSync(cacheFile, JSON.stringify(session));
  return session;
}

async function signInFresh(mobileNumber) {
  const post = async (pathName, body) => {
    const response = await fetch(`${API_URL}${pathName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.json();
  };
  const sent = await post('/api/v1/auth/send-otp', { mobileNumber });
  const userId = sent.responseObject?.userId ?? sent.responseObject?.user?.id;
  if (!userId) throw new Error(`send-otp failed: ${JSON.stringify(sent)}`);
  const { otp } = await (await fetch(`${API_URL}/api/v1/dev/last-otp?mobileNumber=${mobileNumber}`)).json();
  const verified = await post('/api/v1/auth/verify-otp', { userId, otpType: 'mobile', otp });
  if (!verified.responseObject?.token) throw new Error(`verify-otp failed: ${JSON.stringify(verified)}`);
  return { token: verified.responseObject.token, user: verified.responseObject.user };
}

export async function firstCarId() {
  const response = await fetch(`${API_URL}/api/v1/cars?pageSize=1`);
  const body = await response.json();
  return body.cars[0].id;
}

// A private copy of the production stack for benchmarks, on its own ports so it never
// disturbs (or is disturbed by) the developers' servers on 3000-3004/4000:
//   API :4110 (own DATA_DIR, 1,000 generated cars), shell :3110, remotes :3111-3114,
//   monolith shell :3120 (same API, same composition). Servers already listening are reused.
// BENCH_PORT_BASE=<n> moves the whole stack to n (shell), n+1..n+4 (remotes), n+5 (API),
// n+6 (monolith), for a machine whose 3110-4110 are taken.
// The shell is served as static files, or rendered by shell/server/ssr-server.mjs (the server of
// `pnpm start:ssr`, ADR 0009) with { ssr: true } / BENCH_SSR=1.
// BENCH_SHELL_URL (+ BENCH_API_URL) measures a stack that is already running instead, e.g.
// `pnpm start:ssr`: BENCH_SHELL_URL=http://localhost:3000 BENCH_API_URL=http://localhost:4000.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_PORT, appByDir, BENCH_PORT_OFFSET, REMOTE_APPS, SHELL_DIR } from '../../scripts/apps.mjs';
import { benchDataDir, repoRoot } from './paths.mjs';
import { SESSION_COOKIE } from '../../shell/server/session-cookie.mjs';

const PORT_BASE = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : null;
const benchPort = (port) => port + BENCH_PORT_OFFSET;
export const BENCH_PORTS = PORT_BASE
  ? { api: PORT_BASE + 5, shell: PORT_BASE, monolith: PORT_BASE + 6 }
  : { api: benchPort(API_PORT), shell: benchPort(appByDir(SHELL_DIR).port), monolith: 3120 };
export const BENCH_REMOTES = REMOTE_APPS.map((app, index) => ({ ...app, port: PORT_BASE ? PORT_BASE + 1 + index : benchPort(app.port) }));
/** A stack started by someone else (`pnpm start:ssr`, a deployment): nothing is started or stopped. */
export const EXTERNAL_STACK = Boolean(process.env.BENCH_SHELL_URL);
export const API_URL = process.env.BENCH_API_URL?.replace(/\/$/, '') ?? `http://localhost:${BENCH_PORTS.api}`;
export const SHELL_URL = process.env.BENCH_SHELL_URL?.replace(/\/$/, '') ?? `http://localhost:${BENCH_PORTS.shell}`;
export const MONOLITH_URL = `http://localhost:${BENCH_PORTS.monolith}`;
/** The shell rendered on the server (ssr-server.mjs) rather than served as static files. */
export const BENCH_SSR = process.env.BENCH_SSR === '1';
export const BENCH_CARS = Number(process.env.BENCH_CARS ?? 1000);
/** Which build folder of each app to serve: dist (default) or e.g. dist-bench (BENCH_DIST). */
export const BENCH_DIST = process.env.BENCH_DIST ?? 'dist';
/** Where the builds live: the checkout, or a snapshot built by bench/lib/snapshot.mjs (BENCH_ROOT). */
export const BENCH_ROOT = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : repoRoot;

const children = [];

/** Where the bench stack's composition is (written by compositionFile(), read per request by the shell's server). */
export const compositionPath = () => path.join(benchDataDir, 'composition.json');

export function compositionFile() {
  mkdirSync(benchDataDir, { recursive: true });
  const file = compositionPath();
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

/** The shell's document server of `pnpm start:ssr` on a build folder that holds server/main.js. */
function ssrServer(dir, port, composition) {
  const args = [path.join(BENCH_ROOT, 'shell/server/ssr-server.mjs'), '--dist', path.join(BENCH_ROOT, dir), '--port', String(port)];
  args.push('--composition', composition);
  // BENCH_HTML_CACHE=0: every document rendered (bench/ssr-render.mjs measures renders, not the cache).
  if (process.env.BENCH_HTML_CACHE === '0') args.push('--no-html-cache');
  return start(process.execPath, args, { CARMARKET_API_URL: API_URL });
}

/**
 * Throws unless the shell at `base` renders its documents on the server (not a reused static server):
 * its Server-Timing, or a page marked as rendered (/contact-us is the shell's own, no remote).
 */
export async function assertServerRendered(base) {
  const url = `${base.replace(/\/$/, '')}/contact-us`;
  const response = await fetch(url);
  const html = await response.text();
  if (!/render;dur=/.test(response.headers.get('server-timing') ?? '') && !html.includes('data-server-rendered')) {
    throw new Error(`${url} answered a document its server did not render (a static server on that port, or a build without --ssr)`);
  }
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

/**
 * The federated production builds (each app's dist/) on the bench ports; with `ssr` the shell's
 * documents are rendered by its server (builds of `node scripts/build-apps.mjs --ssr`).
 */
export async function startFederatedStack({ ssr = BENCH_SSR } = {}) {
  if (EXTERNAL_STACK) {
    await waitUntilUp(`${API_URL}/api/v1/health`, 20_000, 'the API of BENCH_API_URL');
    await waitUntilUp(`${SHELL_URL}/`, 20_000, 'the shell of BENCH_SHELL_URL');
    if (ssr) await assertServerRendered(`${SHELL_URL}/`);
    return;
  }
  await startApi();
  const composition = compositionFile();
  for (const app of ['shell', ...BENCH_REMOTES.map((remote) => remote.dir)]) {
    if (!existsSync(path.join(BENCH_ROOT, app, BENCH_DIST, 'index.html')))
      throw new Error(`${app}/${BENCH_DIST} is missing: run node scripts/build-apps.mjs${ssr ? ' --ssr' : ''}`);
  }
  if (ssr && !existsSync(path.join(BENCH_ROOT, 'shell', BENCH_DIST, 'server/main.js')))
    throw new Error(`shell/${BENCH_DIST}/server/main.js is missing: run node scripts/build-apps.mjs --ssr`);
  const shellServer = ssr ? ssrServer : staticServer;
  const servers = [
    { url: `${SHELL_URL}/`, launch: () => shellServer(`shell/${BENCH_DIST}`, BENCH_PORTS.shell, composition) },
    ...BENCH_REMOTES.map((remote) => ({
      url: `http://localhost:${remote.port}/mf-manifest.json`,
      launch: () => staticServer(`${remote.dir}/${BENCH_DIST}`, remote.port),
    })),
  ];
  for (const server of servers) if (!(await isUp(server.url))) server.launch();
  for (const server of servers) await waitUntilUp(server.url, 60_000, server.url);
  if (ssr) await assertServerRendered(`${SHELL_URL}/`);
}

/**
 * The monolith build (tooling/monolith) on its own port, same API and composition; with `ssr`
 * rendered by the same shell server from its server bundle (`node tooling/monolith/build.mjs --ssr`).
 */
export async function startMonolith({ ssr = BENCH_SSR } = {}) {
  if (!existsSync(path.join(BENCH_ROOT, 'shell/dist-monolith/index.html'))) {
    throw new Error(`shell/dist-monolith is missing: run node tooling/monolith/build.mjs${ssr ? ' --ssr' : ''}`);
  }
  if (ssr && !existsSync(path.join(BENCH_ROOT, 'shell/dist-monolith/server/main.js'))) {
    throw new Error('shell/dist-monolith/server/main.js is missing: run node tooling/monolith/build.mjs --ssr');
  }
  const launch = ssr ? ssrServer : staticServer;
  if (!(await isUp(`${MONOLITH_URL}/`))) launch('shell/dist-monolith', BENCH_PORTS.monolith, compositionFile());
  await waitUntilUp(`${MONOLITH_URL}/`, 60_000, 'monolith shell');
  if (ssr) await assertServerRendered(`${MONOLITH_URL}/`);
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
  // One cache per API: the bench's own and a running stack's (BENCH_API_URL) issue different tokens.
  const cacheFile = path.join(benchDataDir, `session-${new URL(API_URL).port || 'default'}-${mobileNumber}.json`);
  if (existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8'));
    const me = await fetch(`${API_URL}/api/v1/auth/me`, { headers: { authorization: `Bearer ${cached.token}` } });
    if (me.ok) return withSessionCookie(cached);
  }
  const session = await signInFresh(mobileNumber);
  mkdirSync(benchDataDir, { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(session));
  return withSessionCookie(session);
}

/**
 * What a real sign-in leaves in the browser besides localStorage: the shell's session cookie, which
 * the browser's session module gets from the shell's POST /session (shell/server/session-cookie.mjs)
 * and with which the shell's server renders the visitor's pages signed in. Without it a signed-in
 * route is measured as a visitor known only to localStorage: rendered signed out, then re-rendered.
 */
function withSessionCookie({ token, user }) {
  return { token, user, cookies: [{ name: SESSION_COOKIE, value: token }] };
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
  const response = await fetch(`${API_URL}/api/v1/auth/verify-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, otpType: 'mobile', otp }),
  });
  const verified = await response.json();
  if (!verified.responseObject?.token) throw new Error(`verify-otp failed: ${JSON.stringify(verified)}`);
  return { token: verified.responseObject.token, user: verified.responseObject.user };
}

export async function firstCarId() {
  const response = await fetch(`${API_URL}/api/v1/cars?pageSize=1`);
  const body = await response.json();
  return body.cars[0].id;
}

/** The seeded owner (the API's seed data): the signed-in visitor of /settings/profile. */
export const SEEDED_OWNER = '9876543210';

/**
 * Issue 25's five routes on the started stack: /, /buy-car, a car's page, /sell and
 * /settings/profile (with the seeded owner's session), only those labelled in `only` if given,
 * each rendered twice first as a server in service is warm (remotes loaded, the JIT warm).
 * @param {{ only?: string[] | null }} [options]
 * @returns {Promise<{ route: string, label?: string, session?: object }[]>}
 */
export async function issue25Routes({ only = null } = {}) {
  const carId = await firstCarId();
  const session = await signIn(SEEDED_OWNER);
  const routes = [
    { route: '/' },
    { route: '/buy-car' },
    { route: `/buy-car/${carId}`, label: '/buy-car/{id}' },
    { route: '/sell' },
    { route: '/settings/profile', session },
  ].filter(({ route, label = route }) => !only || only.includes(label));
  for (const { route } of routes) for (let i = 0; i < 2; i += 1) await (await fetch(`${SHELL_URL}${route}`)).text();
  return routes;
}

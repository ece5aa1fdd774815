// The one list of the front-end apps and their ports, and the API's port. Build, dev, start,
// the webpack configs, e2e, the benchmarks, the API's default CORS origins, eslint and vitest all
// read it from here (typed by apps.d.mts); nothing else writes a port or an app name down.
export const APPS = [
  { dir: 'shell', name: 'shell', port: 3000 },
  { dir: 'mf-browse', name: 'mf_browse', port: 3001 },
  { dir: 'mf-sell', name: 'mf_sell', port: 3002 },
  { dir: 'mf-account', name: 'mf_account', port: 3003 },
  { dir: 'mf-auth', name: 'mf_auth', port: 3004 },
];
export const API_PORT = 4000;

export const SHELL_DIR = 'shell';
/** The remotes the shell composes: every app but the shell. */
export const REMOTE_APPS = APPS.filter((app) => app.dir !== SHELL_DIR);

/** The benchmarks' private stack runs every server this many ports up (shell 3110, API 4110). */
export const BENCH_PORT_OFFSET = 110;

/**
 * Spare origins for a second build of a remote beside the first (an override, a canary, an older
 * or newer version, a stale deploy): each remote's port + 10, 3011-3014. The e2e tests serve
 * there, and environments/local.json allows exactly these as override origins.
 */
export const OVERRIDE_PORTS = REMOTE_APPS.map((app) => app.port + 10);

/** APIs a test starts beside the e2e one (a refused start-up, the load tests): 4122 and 4123. */
export const TEST_API_PORTS = [API_PORT + 122, API_PORT + 123];

/** The app in folder `dir` (its package name too); throws for an unknown folder. */
export function appByDir(dir) {
  const app = APPS.find((candidate) => candidate.dir === dir);
  if (!app) throw new Error(`Unknown app folder ${JSON.stringify(dir)}: one of ${APPS.map((candidate) => candidate.dir).join(', ')}`);
  return app;
}

/** Where the browser apps run locally, on localhost and 127.0.0.1 (the API's default CORS list). */
export function localAppOrigins() {
  return APPS.flatMap(({ port }) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

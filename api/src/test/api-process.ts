// Test helper: the real API (`tsx src/main.ts`) as a child process on a free port, with the
// environment an operator would give it. Used by main.test.ts (SIGTERM, refusals) and the
// multi-instance suite (src/fleet/*.fleet.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) once the process is gone. */
  exited: Promise<number | null>;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** SIGTERM, then waits for the exit (SIGKILL after 20 s). */
  stop: () => Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts main.ts without waiting; `env` adds to (and may unset with undefined) a minimal environment. */
export function spawnApi(env: Record<string, string | undefined>, port: number): ApiProcess {
  const fullEnv: Record<string, string> = {};
  for (const [key, value] of Object.entries({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_IMAGES: 'false',
    SEED_CARS: '40',
    ...env,
  })) {
    if (value !== undefined) fullEnv[key] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      try {
        return await exited;
      } finally {
        clearTimeout(killer);
      }
    },
  };
}

/** Polls GET /ready until 200; fails with the process output if it exits or takes over `timeoutMs`. */
export async function waitUntilReady(api: ApiProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void api.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`API on port ${api.port} exited before it was ready:\n${api.output()}`);
    try {
      const res = await fetch(`${api.url}/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`API on port ${api.port} not ready after ${timeoutMs} ms:\n${api.output()}`);
}

export async function startApi(env: Record<string, string | undefined>): Promise<ApiProcess> {
  const api = spawnApi(env, await freePort());
  try {
    await waitUntilReady(api);
  } catch (error) {
    await api.stop();
    throw error;
  }
  return api;
}

// A private API process for the security and resilience suites: its own port and DATA_DIR,
// started with the environment a test needs (NODE_ENV=production, tight limits...), stopped
// gracefully or killed with SIGKILL (the whole process group: pnpm-less, tsx and node).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../servers';

export class ApiProcess {
  private child: ChildProcess | null = null;
  readonly dataDir: string;

  constructor(
    readonly port: number,
    readonly env: Record<string, string> = {},
    dataDir?: string,
  ) {
    this.dataDir = dataDir ?? path.join(repoRoot, `.data/e2e-quality-api-${port}`);
  }

  get url() {
    return `http://localhost:${this.port}`;
  }

  /** Starts on a fresh database unless `keepData` (a restart after a crash). */
  async start({ keepData = false } = {}) {
    if (!keepData) rmSync(this.dataDir, { recursive: true, force: true });
    mkdirSync(this.dataDir, { recursive: true });
    this.child = spawn(path.join(repoRoot, 'api/node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: path.join(repoRoot, 'api'),
      env: { ...process.env, PORT: String(this.port), DATA_DIR: this.dataDir, LOG_LEVEL: 'silent', SEED_CARS: '40', ...this.env },
      stdio: 'ignore',
      detached: true,
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`API on ${this.port} exited with ${this.child.exitCode}`);
      try {
        if ((await fetch(`${this.url}/api/v1/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`API on ${this.port} did not start`);
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM') {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    // tsx's node child may outlive the wrapper for a moment; wait until the port is free.
    for (let i = 0; i < 40; i += 1) {
      try {
        await fetch(`${this.url}/api/v1/health`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      } catch {
        return;
      }
    }
  }

  async kill() {
    await this.stop('SIGKILL');
  }

  removeData() {
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** Signs up a fresh user against any API and returns its session. */
export async function signUpAndIn(apiUrl: string, mobileNumber: string, fullName = 'Security Tester') {
  const post = async (pathName: string, body: unknown, token?: string) => {
    const response = await fetch(`${apiUrl}${pathName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  await post('/api/v1/auth/signup', { fullName, email: `s${mobileNumber}@example.in`, mobileNumber });
  const sent = await post('/api/v1/auth/send-otp', { mobileNumber });
  const userId = (sent.body.responseObject as { userId: string }).userId;
  const otp = ((await (await fetch(`${apiUrl}/api/v1/dev/last-otp?mobileNumber=${mobileNumber}`)).json()) as { otp: string }).otp;
  const verified = await post('/api/v1/auth/verify-otp', { userId, otpType: 'mobile', otp });
  const session = verified.body.responseObject as { token: string; user: { id: string } };
  return { token: session.token, userId: session.user.id, mobileNumber };
}

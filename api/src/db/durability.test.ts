// Durability of the embedded database: the API killed with SIGKILL while writing, then restarted
// on the same PGlite directory, opens it and still has every write it acknowledged. Each restart
// also re-runs migrations and the seed on an existing directory (both must be no-ops).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = mkdtempSync(path.join(os.tmpdir(), 'carmarket-crash-'));
const dataDir = path.join(root, 'pglite');
const uploadsDir = path.join(root, 'uploads');
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

function startServer(): { child: ChildProcess; ready: Promise<string>; exited: Promise<unknown> } {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/crash-server.ts', dataDir, uploadsDir], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => child.once('exit', resolve)).then(() => children.delete(child));
  const ready = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const match = /LISTENING (\d+)/.exec(out);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) before listening: ${stderr}`)));
  });
  return { child, ready, exited };
}

const mobileOf = (i: number) => `95${String(i).padStart(8, '0')}`;

async function signup(base: string, i: number): Promise<number> {
  const res = await fetch(`${base}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: `Crash Test ${i}`, email: `crash${i}@example.in`, mobileNumber: mobileOf(i) }),
  });
  return res.status;
}

// PGlite only: the PostgreSQL run of the suite (DATABASE_URL) leaves durability to the server.
describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite durability (SIGKILL mid-write, then restart)', () => {
  it('opens after a kill during first start, and keeps every acknowledged write after a kill mid-write', async () => {
    // 1. Killed somewhere in module loading, initdb, migrations or seeding, depending on the machine.
    const first = startServer();
    first.ready.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1500));
    first.child.kill('SIGKILL');
    await first.exited;

    // 2. Restarts; four writers sign users up in parallel; killed once 40 sign-ups are
    //    acknowledged, with more in flight.
    const second = startServer();
    const base2 = await second.ready;
    const acknowledged: number[] = [];
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const i = (next += 1);
        const status = await signup(base2, i).catch(() => 0);
        if (status === 201) {
          acknowledged.push(i);
          if (acknowledged.length >= 40 && !killed) {
            killed = true;
            second.child.kill('SIGKILL');
          }
        } else if (!killed) throw new Error(`signup ${i} answered ${status}`);
      }
    };
    await Promise.all([writer(), writer(), writer(), writer()]);
    await second.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    // 3. Opens the directory again; every acknowledged user is there (signing up again is a
    //    conflict) and can request a code.
    const third = startServer();
    const base3 = await third.ready;
    for (const i of acknowledged) expect(await signup(base3, i), `user ${i}`).toBe(409);
    const sent = await fetch(`${base3}/api/v1/auth/send-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobileNumber: mobileOf(acknowledged.at(-1)!) }),
    });
    expect(sent.status).toBe(200);
    third.child.kill('SIGTERM');
    await third.exited;
  }, 180_000);
});

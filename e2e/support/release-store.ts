// A release store of this checkout's builds for the specs of releases and canaries: the release
// CLI run against a temporary store, a build copied as another release (with text replaced in its
// scripts, so a release can be told apart or made to fail), and the processes a spec starts
// (the store's server, a staging shell) stopped with it.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { repoRoot } from './servers';

const CLI = path.join(repoRoot, 'tooling/releases/bin/releases.mjs');
export const STORE_URL = 'http://localhost:3090';

export interface ReleaseStore {
  dir: string;
  /** The CLI's answer, whatever its exit code. */
  cli(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }>;
  /** The CLI's output, after checking it succeeded without a word on stderr. */
  ok(...args: string[]): Promise<string>;
  /**
   * Publishes a copy of `app`'s build as `version`, each text in `changes` replaced in its scripts;
   * resolves to how many of its scripts changed.
   */
  publish(app: string, version: string, changes?: ScriptChanges): Promise<number>;
  /** Starts `node <args>` with the store's settings; stopped by close(). */
  start(args: string[], env?: Record<string, string>): ChildProcess;
  /**
   * Serves the store on :3090 and `env`'s shell release `shellVersion`, rendered by the shell's server
   * from that environment's composition, on `port`; resolves once both answer.
   */
  serveEnvironment(env: string, shellVersion: string, port: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Text replaced in a release's scripts: `from` → `to` everywhere (browser and server bundles), or a
 * function given each browser script's file name and text (the server's bundles are left alone, so
 * a release can fail in browsers only).
 */
export type ScriptChanges = Record<string, string> | ((file: string, code: string) => string);

/** A copy of an app's build as another release, and how many of its scripts changed. */
async function releaseBuild(app: string, version: string, changes: ScriptChanges): Promise<{ dir: string; changed: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), `e2e-release-${app}-`));
  await cp(path.join(repoRoot, app, 'dist'), dir, { recursive: true });
  const infoFile = path.join(dir, 'build-info.json');
  await writeFile(infoFile, JSON.stringify({ ...JSON.parse(await readFile(infoFile, 'utf8')), version }));
  let changed = 0;
  for (const name of await readdir(dir, { recursive: true })) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(dir, name);
    const text = await readFile(file, 'utf8');
    const next =
      typeof changes === 'function'
        ? name.startsWith(`server${path.sep}`)
          ? text
          : changes(name, text)
        : Object.entries(changes).reduce((code, [from, to]) => code.replaceAll(from, to), text);
    if (next === text) continue;
    changed += 1;
    await writeFile(file, next);
    await rm(`${file}.br`, { force: true });
    await rm(`${file}.gz`, { force: true });
  }
  return { dir, changed };
}

export async function createReleaseStore(): Promise<ReleaseStore> {
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-store-'));
  const children: ChildProcess[] = [];
  const storeEnv = { CARMARKET_RELEASES_DIR: dir, CARMARKET_RELEASES_URL: STORE_URL };
  const cli: ReleaseStore['cli'] = (...args) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [CLI, ...args], {
        cwd: repoRoot,
        env: { ...process.env, ...storeEnv, CARMARKET_ACTOR: 'e2e' },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  const ok: ReleaseStore['ok'] = async (...args) => {
    const result = await cli(...args);
    expect(result.stderr, `${args.join(' ')}`).toBe('');
    expect(result.code).toBe(0);
    return result.stdout;
  };
  const start: ReleaseStore['start'] = (args, env = {}) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...storeEnv, ...env }, stdio: 'ignore' });
    children.push(child);
    return child;
  };
  return {
    dir,
    cli,
    ok,
    async publish(app, version, changes = {}) {
      const build = await releaseBuild(app, version, changes);
      await ok('release', app, '--dist', build.dir, '--build-id', version.slice(version.indexOf('+') + 1));
      return build.changed;
    },
    start,
    async serveEnvironment(env, shellVersion, port) {
      start(['tooling/releases/bin/releases.mjs', 'releases:serve', '--port', '3090']);
      start([
        'shell/server/ssr-server.mjs',
        '--port',
        String(port),
        '--dist',
        path.join(dir, 'shell', shellVersion),
        '--composition',
        path.join(dir, 'environments', env, 'composition.json'),
      ]);
      await Promise.all([waitFor(`${STORE_URL}/shell/${shellVersion}/release.json`), waitFor(`http://localhost:${port}/favicon.svg`)]);
    },
    async close() {
      for (const child of children) {
        if (child.exitCode !== null) continue;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until `url` answers 2xx (a server just started). */
export async function waitFor(url: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not start`);
}

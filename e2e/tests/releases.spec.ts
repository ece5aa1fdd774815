// Releases and environments end to end (docs/releasing.md): the builds of this checkout published
// to a release store, staging and production shells served from it side by side (as
// `pnpm start:envs` does), promotions, a rollback, a refused and a forced incompatible release, two
// promotions at once, and the history. No shell is rebuilt at any point.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { repoRoot } from '../support/servers';

const CLI = path.join(repoRoot, 'tooling/releases/bin/releases.mjs');
const STORE_URL = 'http://localhost:3090';
const STAGING = 'http://localhost:3100';
const PRODUCTION = 'http://localhost:3200';
const stamp = Date.now().toString(36);
const SHELL = `0.1.0+e2e.${stamp}.shell`;
const FIRST = `0.1.0+e2e.${stamp}.1`;
const SECOND = `0.1.0+e2e.${stamp}.2`;
const BROKEN = `0.1.0+e2e.${stamp}.broken`;

let store: string;
const servers: ChildProcess[] = [];

function cli(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: repoRoot,
      env: { ...process.env, CARMARKET_RELEASES_DIR: store, CARMARKET_RELEASES_URL: STORE_URL, CARMARKET_ACTOR: 'e2e' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function ok(...args: string[]) {
  const result = await cli(...args);
  expect(result.stderr, `${args.join(' ')}`).toBe('');
  expect(result.code).toBe(0);
  return result.stdout;
}

/** A copy of mf-browse's build whose build-info.json names the release version (/__platform shows it). */
async function browseBuild(version: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-browse-'));
  await cp(path.join(repoRoot, 'mf-browse/dist'), dir, { recursive: true });
  const infoFile = path.join(dir, 'build-info.json');
  await writeFile(infoFile, JSON.stringify({ ...JSON.parse(await readFile(infoFile, 'utf8')), version }));
  return dir;
}

function serve(args: string[]) {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, CARMARKET_RELEASES_DIR: store }, stdio: 'ignore' });
  servers.push(child);
}

async function waitFor(url: string) {
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

async function browseRelease(page: Page, shellUrl: string) {
  await page.goto(`${shellUrl}/__platform`);
  const row = page.locator('tr[data-remote="mf_browse"]');
  await expect(row).toContainText('/mf-browse/');
  const manifest = await row.locator('td').first().innerText();
  return { manifest, row };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  store = await mkdtemp(path.join(tmpdir(), 'e2e-releases-'));
  await ok('release', 'shell', '--dist', path.join(repoRoot, 'shell/dist'), '--build-id', `e2e.${stamp}.shell`);
  await ok('release', 'mf-browse', '--dist', await browseBuild(FIRST), '--build-id', `e2e.${stamp}.1`);
  await ok('release', 'mf-browse', '--dist', await browseBuild(SECOND), '--build-id', `e2e.${stamp}.2`);
  for (const env of ['staging', 'production']) {
    await ok('env:create', env);
    await ok('env:promote', env, `shell@${SHELL}`);
    await ok('env:promote', env, `mf-browse@${FIRST}`);
  }
  serve([CLI, 'releases:serve', '--port', '3090']);
  for (const [env, port] of [
    ['staging', 3100],
    ['production', 3200],
  ] as const) {
    const composition = path.join(store, 'environments', env, 'composition.json');
    serve(['scripts/serve-static.mjs', '--dir', path.join(store, 'shell', SHELL), '--port', String(port), '--composition', composition]);
  }
  await Promise.all([waitFor(`${STORE_URL}/shell/${SHELL}/release.json`), waitFor(STAGING), waitFor(PRODUCTION)]);
});

test.afterAll(async () => {
  for (const server of servers) server.kill('SIGTERM');
  await rm(store, { recursive: true, force: true });
});

test('a release promoted to staging only: staging runs it, production still runs the first', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await ok('env:promote', 'staging', `mf-browse@${SECOND}`)).toContain(`staging revision 4: mf-browse ${SECOND}`);

  const staging = await browseRelease(page, STAGING);
  expect(staging.manifest).toBe(`${STORE_URL}/mf-browse/${SECOND}/mf-manifest.json`);
  await expect(staging.row).toContainText(SECOND);
  const production = await browseRelease(page, PRODUCTION);
  expect(production.manifest).toBe(`${STORE_URL}/mf-browse/${FIRST}/mf-manifest.json`);
  await expect(production.row).toContainText(FIRST);

  // The promoted release really mounts: the listing page comes from it.
  const entry = page.waitForRequest(`${STORE_URL}/mf-browse/${SECOND}/remoteEntry.js`);
  await page.goto(`${STAGING}/buy-car`);
  await entry;
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Second Hand Cars');

  const status = await ok('env:status', 'staging');
  expect(status).toMatch(new RegExp(`mf-browse +${SECOND.replace(/[.+]/g, '\\$&')} +since \\S+ \\(revision 4\\) from commit \\w+`));
});

test('rollback on staging: the first version again on the next page load', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await ok('env:rollback', 'staging', 'mf-browse')).toContain(`mf-browse rolled back to ${FIRST}`);
  const staging = await browseRelease(page, STAGING);
  expect(staging.manifest).toBe(`${STORE_URL}/mf-browse/${FIRST}/mf-manifest.json`);
});

test('an incompatible release is refused by promote, and when forced the shell does not mount it', async ({ page }) => {
  test.setTimeout(120_000);
  // The first release again, but built against another CarCarousel contract.
  await cp(path.join(store, 'mf-browse', FIRST), path.join(store, 'mf-browse', BROKEN), { recursive: true });
  const recordFile = path.join(store, 'mf-browse', BROKEN, 'release.json');
  const record = JSON.parse(await readFile(recordFile, 'utf8')) as {
    version: string;
    exposes: Array<{ name: string; contract: { fingerprint: string } }>;
  };
  record.version = BROKEN;
  record.exposes.find((exposed) => exposed.name === 'CarCarousel')!.contract.fingerprint = 'ffffffffffffffff';
  await writeFile(recordFile, JSON.stringify(record));

  const refused = await cli('env:promote', 'staging', `mf-browse@${BROKEN}`);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`mf-browse ${BROKEN}: CarCarousel contract changed (shell ${SHELL} expects `);
  expect(refused.stderr).toContain('release has ffffffffffffffff)');

  expect(await ok('env:promote', 'staging', `mf-browse@${BROKEN}`, '--force')).toContain('forced past the compatibility gate');
  await page.goto(STAGING);
  const fallback = page.getByRole('alert').filter({ hasText: 'Featured cars is unavailable right now' });
  await expect(fallback).toContainText(`mf-browse ${BROKEN}: CarCarousel contract changed`);
  // Production is untouched.
  await page.goto(PRODUCTION);
  await expect(page.getByRole('alert').filter({ hasText: 'contract changed' })).toHaveCount(0);
});

test('two promotions at once: one wins, the other is told to retry', async () => {
  test.setTimeout(120_000);
  // Both read the same revision; holding the write lock until both wait to write makes the race certain.
  const lock = path.join(store, 'environments/staging/.composition.json.lock');
  await writeFile(lock, 'e2e\n');
  const both = Promise.all([cli('env:promote', 'staging', `mf-browse@${FIRST}`), cli('env:promote', 'staging', `mf-browse@${SECOND}`)]);
  const waiting = async () => (await readdir(path.dirname(lock))).filter((name) => name.endsWith('.tmp')).length;
  while ((await waiting()) < 2) await new Promise((resolve) => setTimeout(resolve, 20));
  await rm(lock);
  const results = await both;
  expect(results.map((result) => result.code).sort()).toEqual([0, 75]);
  expect(results.find((result) => result.code === 75)!.stderr).toContain('staging changed while this command ran');
  expect(results.find((result) => result.code === 75)!.stderr).toContain('run the command again');
});

test('the history lists every change', async () => {
  const lines = (await ok('env:history', 'staging')).trimEnd().split('\n');
  expect(lines).toHaveLength(7);
  expect(lines[0]).toMatch(/^ +1 \S+ e2e: created$/);
  expect(lines[1]).toContain(`promote shell (none) -> ${SHELL}`);
  expect(lines[2]).toContain(`promote mf-browse (none) -> ${FIRST}`);
  expect(lines[3]).toContain(`promote mf-browse ${FIRST} -> ${SECOND}`);
  expect(lines[4]).toContain(`rollback mf-browse ${SECOND} -> ${FIRST}`);
  expect(lines[5]).toContain(`promote mf-browse ${FIRST} -> ${BROKEN} FORCED past: mf-browse ${BROKEN}: CarCarousel contract changed`);
  expect(lines[6]).toMatch(new RegExp(`promote mf-browse ${BROKEN.replace(/[.+]/g, '\\$&')} -> 0\\.1\\.0\\+e2e\\.${stamp}\\.[12]$`));
});

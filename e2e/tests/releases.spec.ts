// Releases and environments end to end (docs/releasing.md): the builds of this checkout published
// to a release store, staging and production shells served from it side by side by
// `pnpm start:envs`, promotions, a rollback, a refused and a forced incompatible release (a changed
// contract, an API version the environment does not serve), two promotions at once, a shell
// promotion and rollback, and the history. No shell is rebuilt or restarted at any point.
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createReleaseStore, STORE_URL, waitFor, type ReleaseStore } from '../support/release-store';

const STAGING = 'http://localhost:3100';
const PRODUCTION = 'http://localhost:3200';
const stamp = Date.now().toString(36);
const SHELL = `0.1.0+e2e.${stamp}.shell`;
const SHELL_2 = `0.1.0+e2e.${stamp}.shell2`;
const FIRST = `0.1.0+e2e.${stamp}.1`;
const SECOND = `0.1.0+e2e.${stamp}.2`;
const BROKEN = `0.1.0+e2e.${stamp}.broken`;
const NEEDS_V2 = `0.1.0+e2e.${stamp}.api2`;
// The visible changes of the second releases: the listing heading (mf-browse), the footer (shell).
const HEADING = { first: 'Second Hand Cars in', second: 'Pre-owned Cars in' };
const FOOTER = { first: 'Used cars by city', second: 'Used cars in your city' };

let releases: ReleaseStore;

/** Publishes a copy of `app`'s build as `version`, checking that each text of `changes` was found in its scripts. */
async function publish(app: string, version: string, changes: Record<string, string> = {}) {
  const changed = await releases.publish(app, version, changes);
  expect(changed > 0, `${app}: ${Object.keys(changes).join(', ')} found in its scripts`).toBe(Object.keys(changes).length > 0);
}

/** A copy of a published release under another version, its record changed by `edit`. */
async function craftRelease(app: string, from: string, version: string, edit: (record: Record<string, unknown>) => void) {
  await cp(path.join(releases.dir, app, from), path.join(releases.dir, app, version), { recursive: true });
  const recordFile = path.join(releases.dir, app, version, 'release.json');
  const record = JSON.parse(await readFile(recordFile, 'utf8')) as Record<string, unknown>;
  record.version = version;
  edit(record);
  await writeFile(recordFile, JSON.stringify(record));
}

async function listingHeading(page: Page, shellUrl: string) {
  await page.goto(`${shellUrl}/buy-car`);
  return page.getByRole('heading', { level: 1 });
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
  releases = await createReleaseStore();
  await publish('shell', SHELL);
  await publish('shell', SHELL_2, { [FOOTER.first]: FOOTER.second });
  await publish('mf-browse', FIRST);
  await publish('mf-browse', SECOND, { [HEADING.first]: HEADING.second });
  for (const env of ['staging', 'production']) {
    await releases.ok('env:create', env);
    await releases.ok('env:promote', env, `shell@${SHELL}`);
    await releases.ok('env:promote', env, `mf-browse@${FIRST}`);
  }
  // What a person runs: the store and both shells, each picking its shell release per request.
  releases.start(['scripts/start-envs.mjs'], { CARMARKET_SKIP_API: '1' });
  await Promise.all([waitFor(`${STORE_URL}/shell/${SHELL}/release.json`), waitFor(STAGING), waitFor(PRODUCTION)]);
});

test.afterAll(async () => {
  await releases.close();
});

test('a release promoted to staging only: staging runs it, production still runs the first', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await releases.ok('env:promote', 'staging', `mf-browse@${SECOND}`)).toContain(`staging revision 4: mf-browse ${SECOND}`);

  const staging = await browseRelease(page, STAGING);
  expect(staging.manifest).toBe(`${STORE_URL}/mf-browse/${SECOND}/mf-manifest.json`);
  await expect(staging.row).toContainText(SECOND);
  const production = await browseRelease(page, PRODUCTION);
  expect(production.manifest).toBe(`${STORE_URL}/mf-browse/${FIRST}/mf-manifest.json`);
  await expect(production.row).toContainText(FIRST);

  // The promoted release really mounts: staging's listing page shows its change, production's does not.
  const entry = page.waitForRequest(`${STORE_URL}/mf-browse/${SECOND}/remoteEntry.js`);
  const stagingHeading = await listingHeading(page, STAGING);
  await entry;
  await expect(stagingHeading).toContainText(HEADING.second);
  await expect(stagingHeading).not.toContainText(HEADING.first);
  await expect(await listingHeading(page, PRODUCTION)).toContainText(HEADING.first);

  const status = await releases.ok('env:status', 'staging');
  expect(status).toMatch(new RegExp(`mf-browse +${SECOND.replace(/[.+]/g, '\\$&')} +since \\S+ \\(revision 4\\) from commit \\w+`));
});

test('rollback on staging: the first version again on the next page load', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await releases.ok('env:rollback', 'staging', 'mf-browse')).toContain(`mf-browse rolled back to ${FIRST}`);
  const staging = await browseRelease(page, STAGING);
  expect(staging.manifest).toBe(`${STORE_URL}/mf-browse/${FIRST}/mf-manifest.json`);
  const heading = await listingHeading(page, STAGING);
  await expect(heading).toContainText(HEADING.first);
  await expect(heading).not.toContainText(HEADING.second);
});

test('an incompatible release is refused by promote, and when forced the shell does not mount it', async ({ page }) => {
  test.setTimeout(120_000);
  // The first release again, but built against another CarCarousel contract.
  await craftRelease('mf-browse', FIRST, BROKEN, (record) => {
    const exposes = record.exposes as Array<{ name: string; contract: { fingerprint: string } }>;
    exposes.find((exposed) => exposed.name === 'CarCarousel')!.contract.fingerprint = 'ffffffffffffffff';
  });

  const refused = await releases.cli('env:promote', 'staging', `mf-browse@${BROKEN}`);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`mf-browse ${BROKEN}: CarCarousel contract changed (shell ${SHELL} expects `);
  expect(refused.stderr).toContain('release has ffffffffffffffff)');

  expect(await releases.ok('env:promote', 'staging', `mf-browse@${BROKEN}`, '--force')).toContain('forced past the compatibility gate');
  await page.goto(STAGING);
  const fallback = page.getByRole('alert').filter({ hasText: 'Featured cars is unavailable right now' });
  await expect(fallback).toContainText(`mf-browse ${BROKEN}: CarCarousel contract changed`);
  // Production is untouched.
  await page.goto(PRODUCTION);
  await expect(page.getByRole('alert').filter({ hasText: 'contract changed' })).toHaveCount(0);
});

test('a release calling an API version the environment does not serve is refused, and if forced not mounted', async ({ page }) => {
  test.setTimeout(120_000);
  // The first release again, but calling /api/v2 as well.
  await craftRelease('mf-browse', FIRST, NEEDS_V2, (record) => {
    record.api = { versions: ['v1', 'v2'] };
  });
  const reason = `mf-browse ${NEEDS_V2}: calls API v2, staging's API (http://localhost:4000) offers v1`;
  const refused = await releases.cli('env:promote', 'staging', `mf-browse@${NEEDS_V2}`);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(reason);

  expect(await releases.ok('env:promote', 'staging', `mf-browse@${NEEDS_V2}`, '--force')).toContain('forced past the compatibility gate');
  await page.goto(STAGING);
  await expect(page.getByRole('alert').filter({ hasText: 'Featured cars is unavailable right now' })).toContainText(reason);
});

test('two promotions at once: one wins, the other is told to retry', async () => {
  test.setTimeout(120_000);
  // Both read the same revision; holding the write lock until both wait to write makes the race certain.
  const lock = path.join(releases.dir, 'environments/staging/.composition.json.lock');
  await writeFile(lock, 'e2e\n');
  const both = Promise.all([
    releases.cli('env:promote', 'staging', `mf-browse@${FIRST}`),
    releases.cli('env:promote', 'staging', `mf-browse@${SECOND}`),
  ]);
  const waiting = async () => (await readdir(path.dirname(lock))).filter((name) => name.endsWith('.tmp')).length;
  while ((await waiting()) < 2) await new Promise((resolve) => setTimeout(resolve, 20));
  await rm(lock);
  const results = await both;
  expect(results.map((result) => result.code).sort()).toEqual([0, 75]);
  expect(results.find((result) => result.code === 75)!.stderr).toContain('staging changed while this command ran');
  expect(results.find((result) => result.code === 75)!.stderr).toContain('run the command again');
});

test('a shell promoted to staging is served on the next page load, without a restart, and rolled back', async ({ browser }) => {
  test.setTimeout(120_000);
  // A fresh browser context per load: the copied shell release keeps its chunk names (a real
  // build's changed chunk has a new hash), and the first load would be cached as immutable.
  const footerOn = async (url: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    const text = await footer.innerText();
    await context.close();
    return text;
  };
  expect(await footerOn(STAGING)).toContain(FOOTER.first);

  expect(await releases.ok('env:promote', 'staging', `shell@${SHELL_2}`)).toContain(`staging revision 9: shell ${SHELL_2}`);
  const promoted = await footerOn(STAGING);
  expect(promoted).toContain(FOOTER.second);
  expect(promoted).not.toContain(FOOTER.first);
  expect(await footerOn(PRODUCTION)).toContain(FOOTER.first);
  const shellRecord = (await (await fetch(`${STAGING}/release.json`)).json()) as { version: string };
  expect(shellRecord.version).toBe(SHELL_2);

  expect(await releases.ok('env:rollback', 'staging', 'shell')).toContain(`shell rolled back to ${SHELL}`);
  expect(await footerOn(STAGING)).toContain(FOOTER.first);
});

test('the history lists every change', async () => {
  const lines = (await releases.ok('env:history', 'staging')).trimEnd().split('\n');
  expect(lines).toHaveLength(10);
  expect(lines[0]).toMatch(/^ +1 \S+ e2e: created$/);
  expect(lines[1]).toContain(`promote shell (none) -> ${SHELL}`);
  expect(lines[2]).toContain(`promote mf-browse (none) -> ${FIRST}`);
  expect(lines[3]).toContain(`promote mf-browse ${FIRST} -> ${SECOND}`);
  expect(lines[4]).toContain(`rollback mf-browse ${SECOND} -> ${FIRST}`);
  expect(lines[5]).toContain(`promote mf-browse ${FIRST} -> ${BROKEN} FORCED past: mf-browse ${BROKEN}: CarCarousel contract changed`);
  expect(lines[6]).toContain(`promote mf-browse ${BROKEN} -> ${NEEDS_V2} FORCED past: mf-browse ${NEEDS_V2}: calls API v2`);
  expect(lines[7]).toMatch(new RegExp(`promote mf-browse ${NEEDS_V2.replace(/[.+]/g, '\\$&')} -> 0\\.1\\.0\\+e2e\\.${stamp}\\.[12]$`));
  expect(lines[8]).toContain(`promote shell ${SHELL} -> ${SHELL_2}`);
  expect(lines[9]).toContain(`rollback shell ${SHELL_2} -> ${SHELL}`);
});

// The commands as a person runs them: separate processes sharing one store.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnvironment, readEnvironment } from '../environments/environment';
import { concludeCanary, promote } from '../environments/promotion';
import { publishRelease } from '../release/publish-release';
import type { ReleaseRecord } from '../release/release-record';
import { fakeDist, remoteRecord, shellRecord } from '../release/test-fixtures';
import { createLocalStore } from '../store/local-store';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/releases.mjs');
let root: string;

function run(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { ...process.env, CARMARKET_RELEASES_DIR: root, CARMARKET_RELEASES_URL: 'http://localhost:3090', CARMARKET_ACTOR: 'ci' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'releases-cli-'));
  const store = createLocalStore({ root, publicBaseUrl: 'http://localhost:3090' });
  const publish = async (record: ReleaseRecord) => publishRelease(store, await fakeDist(record.federationName), record);
  await publish(shellRecord());
  await publish(remoteRecord({ version: '0.1.0+1111111', commit: '1111111' }));
  await publish(remoteRecord({ version: '0.1.0+3333333', commit: '3333333', builtAt: '2026-11-25T11:00:00.000Z' }));
  await createEnvironment(
    store,
    'staging',
    { apiBaseUrl: 'http://localhost:4000', apiVersions: ['v1'], remotes: { mf_browse: 'http://localhost:3001/mf-manifest.json' } },
    'ci',
  );
  await promote({ store, env: 'staging', app: 'shell', version: '0.1.0+2222222', actor: 'ci' });
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('releases CLI', () => {
  it('tells the loser of two concurrent promotions to retry, and the winner’s change stands', async () => {
    const lock = path.join(root, 'environments/staging/.composition.json.lock');
    await writeFile(lock, 'test\n');
    const both = Promise.all([
      run('env:promote', 'staging', 'mf-browse@0.1.0+1111111'),
      run('env:promote', 'staging', 'mf-browse@0.1.0+3333333'),
    ]);
    const waiting = async () => (await readdir(path.dirname(lock))).filter((name) => name.endsWith('.tmp')).length;
    while ((await waiting()) < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    await rm(lock);
    const results = await both;
    const winner = results.find((result) => result.code === 0)!;
    const loser = results.find((result) => result.code !== 0)!;
    expect(winner.stdout).toMatch(/^staging revision 3: mf-browse 0\.1\.0\+(1111111|3333333)\n$/);
    expect(loser.code).toBe(75);
    expect(loser.stderr).toBe(
      'staging changed while this command ran (it read revision 2, someone else wrote since). Nothing was changed: run the command again.\n',
    );

    const status = await run('env:status', 'staging');
    const version = winner.stdout.match(/mf-browse (\S+)/)![1]!;
    expect(status.stdout).toContain(`mf-browse  ${version}`);
    expect(status.stdout).toMatch(
      /^staging: revision 3, changed .* by ci; API http:\/\/localhost:4000 \(v1\); telemetry from no page view$/m,
    );
  }, 60_000);

  it('lists every change in the history and refuses what it cannot do with a reason', async () => {
    const rolledBack = await run('env:rollback', 'staging', 'mf-browse');
    expect(rolledBack.code).toBe(1);
    expect(rolledBack.stderr).toBe('staging has no earlier version of mf-browse to roll back to\n');
    const history = await run('env:history', 'staging');
    expect(history.stdout.trim().split('\n')).toHaveLength(3);
    expect(history.stdout).toMatch(/^ {3}2 \S+ ci: promote shell \(none\) -> 0\.1\.0\+2222222$/m);
    const badTarget = await run('env:promote', 'staging', 'mf-browse');
    expect(badTarget.stderr).toMatch(/^Name the release as <app>@<version>/);
  }, 60_000);

  it("sets the share of page views that report telemetry in the environment's composition, and says so", async () => {
    const set = await run('env:set-telemetry', 'staging', '--sample-rate', '0.1');
    expect(set.stderr).toBe('');
    expect(set.stdout).toMatch(/^staging revision \d+: telemetry from 10 % of page views\n$/);
    const store = createLocalStore({ root, publicBaseUrl: 'http://localhost:3090' });
    expect((await readEnvironment(store, 'staging'))?.composition.telemetry).toEqual({ sampleRate: 0.1 });
    expect((await run('env:status', 'staging')).stdout).toContain('telemetry from 10 % of page views');
    expect((await run('env:history', 'staging')).stdout).toMatch(/ci: set-telemetry 10 % of page views$/m);
    const off = await run('env:set-telemetry', 'staging', '--sample-rate', '0');
    expect(off.stdout).toContain('telemetry from no page view');
    for (const bad of [[], ['--sample-rate', '1.5'], ['--sample-rate', 'half']]) {
      const refused = await run('env:set-telemetry', 'staging', ...bad);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^Say what share of page views report: --sample-rate <0 to 1>/);
    }
  }, 60_000);

  it('runs a canary beside the stable release, shows it, and drops it on rollback', async () => {
    const stable = (await run('env:status', 'staging')).stdout.match(/mf-browse {2}(\S+)/)![1]!;
    const other = stable === '0.1.0+1111111' ? '0.1.0+3333333' : '0.1.0+1111111';
    const noPercent = await run('env:canary', 'staging', `mf-browse@${other}`);
    expect(noPercent.stderr).toMatch(/^Say how many visitors get the canary: --percent <0-100>/);
    const shell = await run('env:canary', 'staging', 'shell@0.1.0+2222222', '--percent', '10');
    expect(shell.stderr).toMatch(/^A canary of the shell is not supported/);

    const started = await run('env:canary', 'staging', `mf-browse@${other}`, '--percent', '20');
    expect(started.stdout).toMatch(
      new RegExp(`^staging revision \\d+: mf-browse ${other.replace('+', '\\+')} as a canary for 20 % of visitors\n$`),
    );
    const status = await run('env:status', 'staging');
    expect(status.stdout).toContain(`  mf-browse  ${stable}`);
    expect(status.stdout).toMatch(new RegExp(`^ {4}canary {3}${other.replace('+', '\\+')} +for 20 % of visitors`, 'm'));

    const dropped = await run('env:rollback', 'staging', 'mf-browse');
    expect(dropped.stdout).toMatch(
      new RegExp(`mf-browse canary ${other.replace('+', '\\+')} dropped, every visitor gets ${stable.replace('+', '\\+')}\n$`),
    );
    expect((await run('env:status', 'staging')).stdout).not.toContain('canary');
    const history = (await run('env:history', 'staging')).stdout;
    expect(history).toContain(`ci: canary mf-browse ${other} for 20 % (stable ${stable})`);
    expect(history).toContain(`ci: canary-drop mf-browse ${other} (stable ${stable})`);
  }, 60_000);

  it('takes a canary’s release health options as flags and shows them', async () => {
    const stable = (await run('env:status', 'staging')).stdout.match(/mf-browse {2}(\S+)/)![1]!;
    const other = stable === '0.1.0+1111111' ? '0.1.0+3333333' : '0.1.0+1111111';
    const started = await run(
      'env:canary',
      'staging',
      `mf-browse@${other}`,
      '--percent',
      '10',
      '--auto-promote',
      '--window-minutes',
      '20',
      '--lcp-margin',
      '300,15',
    );
    expect(started.stderr).toBe('');
    expect(started.stdout).toMatch(
      /as a canary for 10 % of visitors; release health: auto-promote, window 20 min, p75 LCP \+300 ms and \+15 %\n$/,
    );
    const raised = await run('env:canary', 'staging', `mf-browse@${other}`, '--percent', '30');
    expect(raised.stdout).toContain('for 30 % of visitors; release health: auto-promote, window 20 min, p75 LCP +300 ms and +15 %');
    expect((await run('env:status', 'staging')).stdout).toContain('release health: auto-promote, window 20 min, p75 LCP +300 ms and +15 %');
    const bad = await run('env:canary', 'staging', `mf-browse@${other}`, '--percent', '30', '--inp-margin', 'fast');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^--inp-margin is <absolute>,<percent>/);
    // Release health drops it (as the API's job does): the history says why.
    const store = createLocalStore({ root, publicBaseUrl: 'http://localhost:3090' });
    const figures = { pageViews: 200, errorRate: 0.25, remoteFailureRate: 0, lcpP75: 1900, inpP75: null };
    await concludeCanary({
      store,
      env: 'staging',
      app: 'mf-browse',
      actor: 'release-health',
      read: (await readEnvironment(store, 'staging'))!,
      version: other,
      decision: {
        action: 'rollback',
        reason: 'Worse than stable over 30 min: Error rate 25.0 %',
        windowMinutes: 30,
        canary: figures,
        stable: figures,
      },
    });
    expect((await run('env:history', 'staging')).stdout).toContain(
      `release-health: canary-drop mf-browse ${other} (stable ${stable}) (release health: Worse than stable over 30 min: Error rate 25.0 %)`,
    );
  }, 60_000);
});

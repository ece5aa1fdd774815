import type { TelemetryRollup } from '@carmarket/shared/api-contracts';
import { installFakeApiClient } from '@carmarket/shared/testing';
import { HEALTH_PERIODS } from '../health-period';
import { getTelemetryRollups } from './get-telemetry-rollups';

const row = (minute: string, route: string): TelemetryRollup => ({
  minute,
  environment: 'staging',
  app: 'shell',
  release: '1.0.0',
  route,
  metric: 'TTFB',
  count: 1,
  errorCount: 0,
  p50: 1,
  p75: 1,
  p95: 1,
});

function fakePages(pages: Array<{ rollups: TelemetryRollup[]; truncated: boolean }>) {
  const asked: URLSearchParams[] = [];
  installFakeApiClient({
    get: async (path: string) => {
      asked.push(new URLSearchParams(path.split('?')[1]));
      return { ...pages[asked.length - 1]!, rolledUpUntil: '2026-11-28T10:05:00.000Z' };
    },
    post: async () => undefined,
    put: async () => undefined,
    delete: async () => undefined,
  });
  return asked;
}

describe('getTelemetryRollups', () => {
  it('asks again from the last minute of a truncated answer and keeps that minute once, whole', async () => {
    const asked = fakePages([
      { rollups: [row('10:01', '/'), row('10:02', '/'), row('10:02', '/sell')], truncated: true },
      { rollups: [row('10:02', '/'), row('10:02', '/sell'), row('10:02', '/about'), row('10:03', '/')], truncated: false },
    ]);
    const view = await getTelemetryRollups('staging', HEALTH_PERIODS.hour);
    expect(view.rollups.map((rollup) => `${rollup.minute} ${rollup.route}`)).toEqual([
      '10:01 /',
      '10:02 /',
      '10:02 /sell',
      '10:02 /about',
      '10:03 /',
    ]);
    expect(view.truncated).toBe(false);
    expect(asked.map((query) => query.get('environment'))).toEqual(['staging', 'staging']);
    expect(asked[1]!.get('since')).toBe('10:02');
    // The first asks from the start of the hour's first minute.
    expect(Date.now() - Date.parse(asked[0]!.get('since')!)).toBeLessThanOrEqual(HEALTH_PERIODS.hour.durationMs);
  });

  it('stops, saying so, when one minute has more rows than an answer holds', async () => {
    const asked = fakePages([{ rollups: [row('10:02', '/'), row('10:02', '/sell')], truncated: true }]);
    const view = await getTelemetryRollups('staging', HEALTH_PERIODS.hour);
    expect(view.truncated).toBe(true);
    expect(view.rollups).toHaveLength(2);
    expect(asked).toHaveLength(1);
  });
});

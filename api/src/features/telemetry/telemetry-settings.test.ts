// optionsFromEnv: the telemetry settings' defaults and variables.
import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../../config';
import { DEFAULT_TELEMETRY_SETTINGS } from './telemetry-settings';

describe('optionsFromEnv: telemetry', () => {
  it('defaults to 60 beacons per visitor a minute, raw events for 48 hours and roll-ups for 30 days', () => {
    expect(optionsFromEnv({}).telemetry).toEqual(DEFAULT_TELEMETRY_SETTINGS);
    expect(DEFAULT_TELEMETRY_SETTINGS).toEqual({ beaconsPerVisitorPerMinute: 60, rawRetentionHours: 48, rollupRetentionDays: 30 });
  });
  it('reads the variables, each at least 1', () => {
    const env = { TELEMETRY_BEACONS_PER_MINUTE: '120', TELEMETRY_RAW_RETENTION_HOURS: '6', TELEMETRY_ROLLUP_RETENTION_DAYS: '90' };
    expect(optionsFromEnv(env).telemetry).toEqual({ beaconsPerVisitorPerMinute: 120, rawRetentionHours: 6, rollupRetentionDays: 90 });
    const floor = { TELEMETRY_BEACONS_PER_MINUTE: '0', TELEMETRY_RAW_RETENTION_HOURS: '-1', TELEMETRY_ROLLUP_RETENTION_DAYS: '0' };
    expect(optionsFromEnv(floor).telemetry).toEqual({ beaconsPerVisitorPerMinute: 1, rawRetentionHours: 1, rollupRetentionDays: 1 });
  });
});

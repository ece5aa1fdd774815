// The two spans the health page charts: the last hour minute by minute, the last day in quarter
// hours (96 points: a line a phone can still draw, from roll-ups that are per minute).

export type HealthPeriodId = 'hour' | 'day';

export interface HealthPeriod {
  id: HealthPeriodId;
  label: string;
  /** How far back the page reads. */
  durationMs: number;
  /** One point of a chart covers this much time. */
  bucketMs: number;
}

const MINUTE_MS = 60_000;

export const HEALTH_PERIODS: Record<HealthPeriodId, HealthPeriod> = {
  hour: { id: 'hour', label: 'Last hour', durationMs: 60 * MINUTE_MS, bucketMs: MINUTE_MS },
  day: { id: 'day', label: 'Last day', durationMs: 24 * 60 * MINUTE_MS, bucketMs: 15 * MINUTE_MS },
};

/** `?period=day` or the last hour. */
export function healthPeriodOf(value: string | null): HealthPeriod {
  return value === 'day' ? HEALTH_PERIODS.day : HEALTH_PERIODS.hour;
}

/** The time range a period covers at `now`: from the start of its first bucket to `now`. */
export function periodRange(period: HealthPeriod, now: number): { from: number; to: number } {
  const from = Math.floor((now - period.durationMs) / period.bucketMs) * period.bucketMs + period.bucketMs;
  return { from, to: now };
}

// The canary analysis on its own: wait below the minimum page views or before the window is covered,
// roll back past a margin (absolute and relative both), never on an excess that chance explains,
// promote a canary healthy for its whole window only when auto-promotion is on; nulls and thin
// vitals are not compared; the reason carries the figures. And the thresholds a canary is judged by.
import { describe, expect, it } from 'vitest';
import {
  analyseCanary,
  DEFAULT_CANARY_THRESHOLDS,
  excessZScore,
  type CanaryAnalysisInput,
  type CanaryThresholds,
  type ReleaseWindowFigures,
} from './canary-analysis';
import { thresholdsFor } from './canary-job';

const figures = (overrides: Partial<ReleaseWindowFigures> = {}): ReleaseWindowFigures => ({
  pageViews: 1000,
  errors: 10,
  remoteFailures: 2,
  lcpP75: 2000,
  inpP75: 150,
  lcpSamples: 900,
  inpSamples: 400,
  ...overrides,
});

const thresholds = (overrides: Partial<CanaryThresholds> = {}): CanaryThresholds => ({ ...DEFAULT_CANARY_THRESHOLDS, ...overrides });

const analyse = (
  canary: Partial<ReleaseWindowFigures>,
  options: { stable?: Partial<ReleaseWindowFigures>; thresholds?: Partial<CanaryThresholds>; runningMinutes?: number } = {},
) =>
  analyseCanary({
    canary: figures(canary),
    stable: figures(options.stable),
    thresholds: thresholds(options.thresholds),
    runningMinutes: options.runningMinutes ?? 60,
  } satisfies CanaryAnalysisInput);

describe('analyseCanary', () => {
  it('waits while either side has fewer page views than the minimum, whatever the canary does', () => {
    const thrown = analyse({ pageViews: 99, errors: 99 });
    expect(thrown.action).toBe('wait');
    expect(thrown.reason).toBe('Too few page views over 30 min to decide: canary 99, stable 1000 (100 needed on each side)');
    expect(analyse({}, { stable: { pageViews: 20 } }).action).toBe('wait');
    expect(analyse({ pageViews: 100, errors: 60 }, { stable: { pageViews: 100, errors: 0 } }).action).toBe('rollback');
  });

  it('rolls back an error rate past both margins, naming the figures that decided it', () => {
    // 8 % against 1 %: +7 points and +700 %, 70 more errors than stable's rate predicts.
    const verdict = analyse({ errors: 80 });
    expect(verdict.action).toBe('rollback');
    expect(verdict.reason).toMatch(
      /^Worse than stable over 30 min: Error rate 8\.00 % against stable 1\.00 % \(80 in 1000 page views against 10 in 1000; 70 more/,
    );
    expect(verdict.reason).toContain('above stable by more than 1.00 % of page views and more than 50 %');
    // The rest of the figures follow.
    expect(verdict.reason).toContain('Also: Remote failure rate 0.20 % against stable 0.20 %');
    expect(verdict.reason).toContain('p75 LCP 2000 ms against stable 2000 ms');
    expect(verdict.windowMinutes).toBe(30);
  });

  it('needs both margins: a large relative rise that is small in absolute terms, or the other way round, stays', () => {
    // 0.9 % against 0.3 %: +200 % but +0.6 points (margin 1 point).
    expect(analyse({ errors: 9 }, { stable: { errors: 3 } }).action).not.toBe('rollback');
    // 31 % against 30 %: +1 point, past a margin of 0.5 points, but only +3.3 % (margin 50 %).
    const margins = (percent: number) => ({ errorRate: { absolute: 0.005, percent } });
    expect(analyse({ errors: 310 }, { stable: { errors: 300 }, thresholds: margins(50) }).action).not.toBe('rollback');
    // Past both: 38 % against 30 % with margins of 0.5 points and 3 %.
    expect(analyse({ errors: 380 }, { stable: { errors: 300 }, thresholds: margins(3) }).action).toBe('rollback');
  });

  it('does not roll back on an excess chance explains: 1 error in 20 views, or a few more errors than predicted', () => {
    // Below the minimum views: nothing decided.
    expect(analyse({ pageViews: 20, errors: 1 }, { stable: { errors: 0 }, thresholds: { minPageViews: 20 } }).action).not.toBe('rollback');
    // 100 views with 3 errors against none in 1000: past the margins, but 3 excess errors < 5.
    const few = analyse({ pageViews: 100, errors: 3 }, { stable: { errors: 0 } });
    expect(few.action).not.toBe('rollback');
    expect(few.reason).toContain('past the margin but only 3 more events (5 needed)');
    // Enough excess events, but z too low for the guard: 12 errors in 200 views against 30 in 1000.
    const noisy = analyse(
      { pageViews: 200, errors: 12 },
      { stable: { errors: 30 }, thresholds: { errorRate: { absolute: 0.01, percent: 50 }, minExcessEvents: 5, minZScore: 2.33 } },
    );
    expect(excessZScore(12, 200, 30, 1000)).toBeLessThan(2.33);
    expect(noisy.action).not.toBe('rollback');
    expect(noisy.reason).toContain('past the margin but z below 2.33');
  });

  it('rolls back on remote failures of its own past the margins', () => {
    const verdict = analyse({ remoteFailures: 40 });
    expect(verdict.action).toBe('rollback');
    expect(verdict.reason).toMatch(/^Worse than stable over 30 min: Remote failure rate 4\.00 % against stable 0\.20 %/);
  });

  it('rolls back a p75 LCP or INP worse by more than both the ms and the percent', () => {
    // +600 ms and +30 %: past 250 ms and 20 %.
    expect(analyse({ lcpP75: 2600 }).action).toBe('rollback');
    expect(analyse({ lcpP75: 2600 }).reason).toContain(
      'p75 LCP 2600 ms against stable 2000 ms: above stable by more than 250 ms and more than 20 %',
    );
    // +300 ms but +15 %: within.
    expect(analyse({ lcpP75: 2300 }).action).not.toBe('rollback');
    // INP: +100 ms and +67 %.
    expect(analyse({ inpP75: 250 }).action).toBe('rollback');
    // A faster canary is never worse.
    expect(analyse({ lcpP75: 1000, inpP75: 50 }).action).not.toBe('rollback');
  });

  it('does not compare a p75 that one side lacks or has too few values of', () => {
    const noInp = analyse({ inpP75: null, inpSamples: 0 }, { stable: { inpP75: 100 } });
    expect(noInp.action).not.toBe('rollback');
    expect(noInp.reason).toContain('p75 INP none against stable 100 ms (not compared: 0 and 400 values, 30 needed on each side)');
    expect(analyse({ inpP75: 900, inpSamples: 29 }).action).not.toBe('rollback');
    expect(analyse({ inpP75: 900, inpSamples: 30 }).action).toBe('rollback');
    expect(analyse({ lcpP75: null, lcpSamples: 0, inpP75: null, inpSamples: 0 }, { stable: { lcpP75: null, inpP75: null } }).action).toBe(
      'wait',
    );
  });

  it('rolls a clearly worse canary back before its window is covered, and reports the minutes covered', () => {
    const early = analyse({ errors: 300 }, { runningMinutes: 7.25 });
    expect(early.action).toBe('rollback');
    expect(early.windowMinutes).toBe(7.3);
    expect(early.reason).toMatch(/^Worse than stable over 7\.3 min/);
  });

  it('waits while a healthy canary has not covered its window', () => {
    const verdict = analyse({}, { runningMinutes: 12, thresholds: { autoPromote: true } });
    expect(verdict.action).toBe('wait');
    expect(verdict.reason).toMatch(/^Healthy so far, 12 of the 30 min window covered: Error rate 1\.00 % against stable 1\.00 %/);
  });

  it('promotes a canary healthy for its whole window only when auto-promotion is on', () => {
    const off = analyse({}, { runningMinutes: 30 });
    expect(off.action).toBe('wait');
    expect(off.reason).toMatch(/^Healthy for the whole 30 min window, and auto-promotion is off/);
    const on = analyse({ errors: 12, lcpP75: 2100 }, { runningMinutes: 30, thresholds: { autoPromote: true } });
    expect(on.action).toBe('promote');
    expect(on.reason).toMatch(/^Healthy for the whole 30 min window: Error rate 1\.20 % against stable 1\.00 %/);
    expect(on.reason).toContain('p75 LCP 2100 ms against stable 2000 ms');
    expect(on.windowMinutes).toBe(30);
  });

  it('computes the conditional z of two Poisson counts', () => {
    // Equal rates: 0. Twice the rate with equal views: (20 - 15) / sqrt(30 * 0.25) ≈ 1.83.
    expect(excessZScore(10, 100, 10, 100)).toBe(0);
    expect(excessZScore(20, 100, 10, 100)).toBeCloseTo(5 / Math.sqrt(7.5), 10);
    expect(excessZScore(0, 100, 0, 100)).toBe(0);
    expect(excessZScore(5, 0, 5, 100)).toBe(0);
  });
});

describe('thresholdsFor', () => {
  it("lays a canary's own options over the API's defaults over the built-in ones", () => {
    const thresholds = thresholdsFor({ minPageViews: 50, windowMinutes: 20 }, { windowMinutes: 5, autoPromote: true });
    expect(thresholds).toMatchObject({
      minPageViews: 50,
      windowMinutes: 5,
      autoPromote: true,
      minZScore: DEFAULT_CANARY_THRESHOLDS.minZScore,
    });
  });

  it('cuts a window longer than raw telemetry is kept to that length', () => {
    expect(thresholdsFor(undefined, { windowMinutes: 3000 }, 48 * 60).windowMinutes).toBe(48 * 60);
    expect(thresholdsFor(undefined, { windowMinutes: 30 }, 48 * 60).windowMinutes).toBe(30);
    expect(thresholdsFor(undefined, { windowMinutes: 3000 }).windowMinutes).toBe(3000);
  });
});

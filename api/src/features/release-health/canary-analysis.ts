// The canary analysis of release health (issue 27, ADR 0016): from the canary's and the stable
// release's figures over the same sliding window, decide to wait, roll the canary back or promote it,
// and say why in words with the figures that decided it. Pure: the job (canary-job.ts) reads the
// figures and carries the decision out.
import type { HealthMargin } from '@carmarket/releases';

/** One release's counts over the window: what the rates and the significance guard are made of. */
export interface ReleaseWindowFigures {
  /** Page views: TTFB events (a hard page load reports exactly one). */
  pageViews: number;
  /** Uncaught errors, unhandled rejections and error-boundary fallbacks on its pages. */
  errors: number;
  /** Load failures of the app's own remote in this release (network or code). */
  remoteFailures: number;
  /** p75 of LCP and INP over the window's raw values (percentile_cont); null when none was reported. */
  lcpP75: number | null;
  inpP75: number | null;
  /** How many LCP and INP values the percentiles are of. */
  lcpSamples: number;
  inpSamples: number;
}

export interface CanaryThresholds {
  /** The sliding window, in minutes: a promotion needs the canary healthy for all of it. */
  windowMinutes: number;
  /** Page views each side needs in the window before anything is decided. */
  minPageViews: number;
  /** Values each side needs before a p75 is compared (INP comes only from pages someone used). */
  minVitalSamples: number;
  errorRate: HealthMargin;
  remoteFailureRate: HealthMargin;
  /** `absolute` in ms. */
  lcpP75: HealthMargin;
  inpP75: HealthMargin;
  /**
   * Significance guard on counted rates: the canary must have at least this many events more than the
   * stable rate predicts for its page views ("1 error in 20 views" never rolls back) …
   */
  minExcessEvents: number;
  /** … and the one-sided z of the conditional (Poisson) test on its share of all events must reach this. */
  minZScore: number;
  /** Promote once healthy for the whole window. */
  autoPromote: boolean;
}

export const DEFAULT_CANARY_THRESHOLDS: CanaryThresholds = {
  windowMinutes: 30,
  minPageViews: 100,
  minVitalSamples: 30,
  errorRate: { absolute: 0.01, percent: 50 },
  remoteFailureRate: { absolute: 0.005, percent: 50 },
  lcpP75: { absolute: 250, percent: 20 },
  inpP75: { absolute: 75, percent: 25 },
  minExcessEvents: 5,
  // One-sided 1 %.
  minZScore: 2.33,
  autoPromote: false,
};

export interface CanaryAnalysisInput {
  canary: ReleaseWindowFigures;
  stable: ReleaseWindowFigures;
  thresholds: CanaryThresholds;
  /** Minutes since the canary started (its `since`); the window is covered once it reaches windowMinutes. */
  runningMinutes: number;
}

export type CanaryAction = 'wait' | 'rollback' | 'promote';

export interface CanaryVerdict {
  action: CanaryAction;
  /** In words, with the figures that decided it. */
  reason: string;
  /** The minutes the figures cover: the window, or less while the canary is younger than it. */
  windowMinutes: number;
}

/** A rate per page view; 0 without page views (the minimum page views keep that from deciding). */
export const ratePerView = (count: number, pageViews: number) => (pageViews > 0 ? count / pageViews : 0);

const percent = (rate: number) => `${(rate * 100).toFixed(rate > 0 && rate < 0.001 ? 3 : rate < 0.1 ? 2 : 1)} %`;
const ms = (value: number | null) => (value === null ? 'none' : `${Math.round(value)} ms`);
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The one-sided z of the canary's share of all events of both sides, against the share its page
 * views would give it if both releases had the same rate (the conditional test of two Poisson rates,
 * in its normal approximation). Errors per page view are counts, not yes/no per view (a page can
 * throw twice), so this rather than a two-proportion test of rates that may exceed 1.
 */
export function excessZScore(canaryEvents: number, canaryViews: number, stableEvents: number, stableViews: number): number {
  const events = canaryEvents + stableEvents;
  const views = canaryViews + stableViews;
  if (events === 0 || canaryViews === 0 || stableViews === 0) return 0;
  const share = canaryViews / views;
  return (canaryEvents - events * share) / Math.sqrt(events * share * (1 - share));
}

interface Finding {
  worse: boolean;
  /** The comparison in words, whichever way it went. */
  text: string;
}

/** Worse by more than the margin: above stable by more than `absolute` AND by more than `percent` %. */
const beyondMargin = (canary: number, stable: number, margin: HealthMargin) =>
  canary - stable > margin.absolute && canary > stable * (1 + margin.percent / 100);

function compareCounted(
  label: string,
  canaryCount: number,
  stableCount: number,
  input: CanaryAnalysisInput,
  margin: HealthMargin,
): Finding {
  const { canary, stable, thresholds } = input;
  const canaryRate = ratePerView(canaryCount, canary.pageViews);
  const stableRate = ratePerView(stableCount, stable.pageViews);
  const excess = canaryCount - canary.pageViews * stableRate;
  const z = excessZScore(canaryCount, canary.pageViews, stableCount, stable.pageViews);
  const counts = `${canaryCount} in ${canary.pageViews} page views against ${stableCount} in ${stable.pageViews}`;
  const text = `${label} ${percent(canaryRate)} against stable ${percent(stableRate)} (${counts}; ${round(excess, 1)} more than stable's rate predicts, z ${round(z)})`;
  if (!beyondMargin(canaryRate, stableRate, margin)) return { worse: false, text };
  // Past the margin: is it more than chance? Both guards must agree.
  if (excess < thresholds.minExcessEvents)
    return {
      worse: false,
      text: `${text}: past the margin but only ${round(excess, 1)} more events (${thresholds.minExcessEvents} needed)`,
    };
  if (z < thresholds.minZScore) return { worse: false, text: `${text}: past the margin but z below ${thresholds.minZScore}` };
  return {
    worse: true,
    text: `${text}: above stable by more than ${percent(margin.absolute)} of page views and more than ${margin.percent} %`,
  };
}

function compareP75(
  label: string,
  canary: { p75: number | null; samples: number },
  stable: { p75: number | null; samples: number },
  input: CanaryAnalysisInput,
  margin: HealthMargin,
): Finding {
  const text = `p75 ${label} ${ms(canary.p75)} against stable ${ms(stable.p75)}`;
  const { minVitalSamples } = input.thresholds;
  if (canary.p75 === null || stable.p75 === null || canary.samples < minVitalSamples || stable.samples < minVitalSamples)
    return {
      worse: false,
      text: `${text} (not compared: ${canary.samples} and ${stable.samples} values, ${minVitalSamples} needed on each side)`,
    };
  if (!beyondMargin(canary.p75, stable.p75, margin)) return { worse: false, text };
  return { worse: true, text: `${text}: above stable by more than ${margin.absolute} ms and more than ${margin.percent} %` };
}

/** Decides what to do with a canary (see ADR 0016 "The decision"). */
export function analyseCanary(input: CanaryAnalysisInput): CanaryVerdict {
  const { canary, stable, thresholds } = input;
  const runningMinutes = Math.max(0, input.runningMinutes);
  const windowMinutes = round(Math.min(thresholds.windowMinutes, runningMinutes), 1);
  const over = `over ${windowMinutes} min`;
  if (canary.pageViews < thresholds.minPageViews || stable.pageViews < thresholds.minPageViews) {
    return {
      action: 'wait',
      reason: `Too few page views ${over} to decide: canary ${canary.pageViews}, stable ${stable.pageViews} (${thresholds.minPageViews} needed on each side)`,
      windowMinutes,
    };
  }
  const findings = [
    compareCounted('Error rate', canary.errors, stable.errors, input, thresholds.errorRate),
    compareCounted('Remote failure rate', canary.remoteFailures, stable.remoteFailures, input, thresholds.remoteFailureRate),
    compareP75(
      'LCP',
      { p75: canary.lcpP75, samples: canary.lcpSamples },
      { p75: stable.lcpP75, samples: stable.lcpSamples },
      input,
      thresholds.lcpP75,
    ),
    compareP75(
      'INP',
      { p75: canary.inpP75, samples: canary.inpSamples },
      { p75: stable.inpP75, samples: stable.inpSamples },
      input,
      thresholds.inpP75,
    ),
  ];
  const worse = findings.filter((finding) => finding.worse);
  if (worse.length > 0) {
    // A canary that is clearly worse goes at once, even before its window is covered: waiting would
    // only show it to more visitors.
    const rest = findings.filter((finding) => !finding.worse);
    return {
      action: 'rollback',
      reason: `Worse than stable ${over}: ${worse.map((finding) => finding.text).join('; ')}. Also: ${rest.map((finding) => finding.text).join('; ')}`,
      windowMinutes,
    };
  }
  const figures = findings.map((finding) => finding.text).join('; ');
  if (runningMinutes < thresholds.windowMinutes) {
    return {
      action: 'wait',
      reason: `Healthy so far, ${round(runningMinutes, 1)} of the ${thresholds.windowMinutes} min window covered: ${figures}`,
      windowMinutes,
    };
  }
  if (!thresholds.autoPromote) {
    return {
      action: 'wait',
      reason: `Healthy for the whole ${thresholds.windowMinutes} min window, and auto-promotion is off: ${figures}`,
      windowMinutes,
    };
  }
  return { action: 'promote', reason: `Healthy for the whole ${thresholds.windowMinutes} min window: ${figures}`, windowMinutes };
}

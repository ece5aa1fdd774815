// What release health (the API's canary analysis, docs/releasing.md) reads from a canary and writes
// back: the options a person sets with `pnpm env:canary … --auto-promote --window-minutes 30 …`
// (absent ones take the API's defaults), and the decision with its figures that a rollback or a
// promotion made by the analysis carries into the environment's history.

/**
 * How much worse than the stable release a canary may be before it is rolled back: it is worse when
 * it exceeds stable by more than `absolute` AND by more than `percent` %. `absolute` is a rate per
 * page view for error and remote failure rates (0.01: one more in 100 page views), ms for LCP and INP.
 */
export interface HealthMargin {
  absolute: number;
  percent: number;
}

/** A canary's own analysis options; each absent one is the API's default (RELEASE_HEALTH_* settings). */
export interface CanaryHealthOptions {
  /** Promote the canary once it has been healthy for its whole window. */
  autoPromote?: boolean;
  /** The sliding window the figures cover, in minutes. */
  windowMinutes?: number;
  /** Page views each side needs in the window before anything is decided. */
  minPageViews?: number;
  errorRate?: HealthMargin;
  remoteFailureRate?: HealthMargin;
  lcpP75?: HealthMargin;
  inpP75?: HealthMargin;
}

/** One release's figures over a decision's window. Rates are per page view. */
export interface ReleaseHealthFigures {
  pageViews: number;
  errorRate: number;
  remoteFailureRate: number;
  lcpP75: number | null;
  inpP75: number | null;
}

/** A decision of the analysis, kept in the history entry that carried it out. */
export interface CanaryHealthDecision {
  action: 'rollback' | 'promote';
  /** In words, with the figures that decided it. */
  reason: string;
  windowMinutes: number;
  canary: ReleaseHealthFigures;
  stable: ReleaseHealthFigures;
}

const MARGIN = /^(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)$/;

/** `--error-rate-margin 0.01,50` → { absolute: 0.01, percent: 50 }. */
export function parseHealthMargin(flag: string, text: string): HealthMargin {
  const match = MARGIN.exec(text.trim());
  if (!match) throw new Error(`${flag} is <absolute>,<percent> (e.g. 0.01,50 or 250,20), not ${JSON.stringify(text)}`);
  return { absolute: Number(match[1]), percent: Number(match[2]) };
}

/** A whole number of at least 1 from a flag. */
export function parsePositiveWhole(flag: string, text: string): number {
  if (!/^\d{1,9}$/.test(text.trim()) || Number(text) < 1)
    throw new Error(`${flag} is a whole number of at least 1, not ${JSON.stringify(text)}`);
  return Number(text);
}

/** The options in words, for env:status ('auto-promote, window 30 min, margins: errors +0.01/+50 %'). */
export function describeHealthOptions(options: CanaryHealthOptions): string {
  const parts: string[] = [];
  if (options.autoPromote !== undefined) parts.push(options.autoPromote ? 'auto-promote' : 'no auto-promote');
  if (options.windowMinutes !== undefined) parts.push(`window ${options.windowMinutes} min`);
  if (options.minPageViews !== undefined) parts.push(`at least ${options.minPageViews} page views`);
  const margin = (label: string, value: HealthMargin | undefined, unit = '') =>
    value ? [`${label} +${value.absolute}${unit} and +${value.percent} %`] : [];
  parts.push(
    ...margin('error rate', options.errorRate),
    ...margin('remote failure rate', options.remoteFailureRate),
    ...margin('p75 LCP', options.lcpP75, ' ms'),
    ...margin('p75 INP', options.inpP75, ' ms'),
  );
  return parts.join(', ');
}

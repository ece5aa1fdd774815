// The five figures the page charts for every release, in the order the charts appear: how much
// traffic a release had, then what went wrong, then how fast it felt.
import { formatCount, formatMs, formatRate } from './format-health';
import { perPageView, type ReleaseFigures } from './release-series';

export interface HealthMetric {
  id: 'pageViews' | 'errorRate' | 'remoteFailureRate' | 'lcpP75' | 'inpP75';
  /** The chart's title, in a sentence's case after the app's name ('mf-browse: page views'). */
  title: string;
  /** What the figure means, under the title. */
  description: string;
  /** The figure of a bucket or a period; null where the release reported nothing to compute it from. */
  valueOf: (figures: ReleaseFigures) => number | null;
  format: (value: number | null) => string;
}

export const HEALTH_METRICS: readonly HealthMetric[] = [
  {
    id: 'pageViews',
    title: 'Page views',
    description: 'Hard page loads that reported (sampled).',
    valueOf: (figures) => (figures.reported ? figures.pageViews : null),
    format: formatCount,
  },
  {
    id: 'errorRate',
    title: 'Error rate per page view',
    description: 'Uncaught errors, unhandled rejections and error-boundary fallbacks per page view.',
    valueOf: (figures) => perPageView(figures.errors, figures),
    format: formatRate,
  },
  {
    id: 'remoteFailureRate',
    title: 'Remote load failure rate',
    description: 'Remotes that failed to load (network or code) per page view, on pages where this release ran.',
    valueOf: (figures) => perPageView(figures.remoteFailures, figures),
    format: formatRate,
  },
  {
    id: 'lcpP75',
    title: 'p75 LCP',
    description: 'Largest Contentful Paint, 75th percentile: how long the main content took to show.',
    valueOf: (figures) => figures.lcpP75,
    format: formatMs,
  },
  {
    id: 'inpP75',
    title: 'p75 INP',
    description: 'Interaction to Next Paint, 75th percentile: how long the page took to answer a tap or a key.',
    valueOf: (figures) => figures.inpP75,
    format: formatMs,
  },
];

// Median and spread of repeated runs: every benchmark records the median, the min-max and each
// run's value, so a reader sees how far one run can be from another on the same machine.
export const median = (values) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** { median, min, max, values } of the numbers (NaN runs, e.g. a metric Lighthouse could not compute, left out of min/max/median). */
export function spread(values) {
  const finite = values.filter((value) => !Number.isNaN(value));
  return {
    median: median(finite),
    min: finite.length ? Math.min(...finite) : Number.NaN,
    max: finite.length ? Math.max(...finite) : Number.NaN,
    values,
  };
}

const number = (value, digits) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** "812 ms (640-1,020)": the median, then min-max when the runs differ; "n/a" when nothing was measured. */
export function formatSpread(stat, { unit = '', digits = 0 } = {}) {
  if (Number.isNaN(stat.median)) return 'n/a';
  const median = `${number(stat.median, digits)}${unit}`;
  return stat.min === stat.max ? median : `${median} (${number(stat.min, digits)}-${number(stat.max, digits)})`;
}

/** Each run's value, comma-separated: "640, 812, 1,020". */
export const formatRuns = (values, { digits = 0 } = {}) =>
  values.map((value) => (Number.isNaN(value) ? 'n/a' : number(value, digits))).join(', ');

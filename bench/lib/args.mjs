// The benchmarks' command-line options: `--name value` and `--flag`.
export function argValue(name, fallback, argv = process.argv) {
  const index = argv.indexOf(`--${name}`);
  return index === -1 || index + 1 >= argv.length ? fallback : argv[index + 1];
}

export const hasFlag = (name, argv = process.argv) => argv.includes(`--${name}`);

/** `--runs N` (a positive integer), else `fallback`; throws on anything else so a typo is not a silent default. */
export function runsOption(fallback, argv = process.argv) {
  const raw = argValue('runs', null, argv);
  if (raw === null) return fallback;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a positive whole number, not ${JSON.stringify(raw)}`);
  return runs;
}

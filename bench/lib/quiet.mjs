// Is the machine quiet enough for a figure to go into docs/BENCHMARKS.md? A browser benchmark on a
// 2-core machine measures the CPU it gets: another session's build halves it and every main-thread
// figure doubles (issue 25: Lighthouse 77-79 under load where a quiet run scored 99). So each
// benchmark samples the CPU time the *other* processes use, before it starts and all through its
// run, and records its figures only when that stayed low (`--force` records anyway, with the load
// written beside the figures).
//
// "Others" = the machine's busy CPU time (/proc/stat) minus this benchmark's own process tree
// (this Node process and every descendant: the bench stack's servers, Chromium), read from
// /proc/<pid>/stat every second (utime + stime + the reaped children's cutime + cstime), and the
// last value of a member that ended without a parent of ours to reap it: a Chromium killed at the
// end of a Lighthouse run leaves its renderers to init, and their time had left our tree and shown
// as "other processes" (1.6 cores at worst on an idle machine, 2026-11-28). The load average is
// recorded too but decides nothing: it lingers for minutes after the benchmark's own previous step
// (run-all.mjs runs them back to back) and counts our own Chromium during the run.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * Thresholds, in cores of CPU time used by other processes (a fraction of one core).
 * Before: a 5 s sample; during: the mean over the whole run and the worst 5 s window. An idle
 * session's shells and editors use ~0.01-0.05 cores; a build or a test run uses 1-2.
 */
export const QUIET_LIMITS = {
  beforeCores: Number(process.env.BENCH_QUIET_BEFORE_CORES ?? 0.2),
  meanCores: Number(process.env.BENCH_QUIET_MEAN_CORES ?? 0.15),
  windowCores: Number(process.env.BENCH_QUIET_WINDOW_CORES ?? 0.5),
};
export const SAMPLE_MS = 5000;

/** Busy and total jiffies of the whole machine from the first line of /proc/stat. */
export function parseProcStat(text) {
  const fields = text.split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** pid, parent pid and CPU jiffies (own + reaped children's) from one /proc/<pid>/stat line. */
export function parsePidStat(text) {
  // The command name (field 2) is in parentheses and may hold spaces or parentheses itself.
  const close = text.lastIndexOf(')');
  const pid = Number(text.slice(0, text.indexOf(' ')));
  const rest = text.slice(close + 2).split(' ');
  // rest[0] is field 3 (state): ppid is field 4, utime..cstime fields 14-17.
  const ppid = Number(rest[1]);
  const jiffies = Number(rest[11]) + Number(rest[12]) + Number(rest[13]) + Number(rest[14]);
  return { pid, ppid, jiffies };
}

/** The pids of `rootPid` and all its descendants, given every process's stat. */
export function treePids(stats, rootPid) {
  const children = new Map();
  for (const stat of stats) {
    if (!children.has(stat.ppid)) children.set(stat.ppid, []);
    children.get(stat.ppid).push(stat.pid);
  }
  const pids = new Set();
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    if (pids.has(pid)) continue;
    pids.add(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return pids;
}

/**
 * The CPU time of a process tree, kept when its processes end: `update(stats)` notes every tree
 * member's CPU time (own + reaped children's); `total()` sums them. A member that ends is either
 * reaped by its parent in the tree (its time moves into the parent's cutime: dropped here, counted
 * there) or was orphaned and reaped by init (a killed Chromium's renderers: its last value stays).
 * A member reparented to init is still ours while it runs, and so are its descendants.
 */
export function createTreeCpu(rootPid) {
  /** pid -> { jiffies, ppid } as last seen */
  const members = new Map();
  let ended = 0;
  return {
    update(stats) {
      const present = new Map(stats.map((stat) => [stat.pid, stat]));
      const roots = [rootPid, ...[...members.keys()].filter((pid) => present.has(pid))];
      const tree = new Set();
      for (const root of roots) for (const pid of treePids(stats, root)) tree.add(pid);
      for (const [pid, member] of members) {
        if (present.has(pid)) continue;
        members.delete(pid);
        // Reaped by a parent of ours that is still here: its time is in that parent's cutime now.
        if (!(tree.has(member.ppid) && present.has(member.ppid))) ended += member.jiffies;
      }
      for (const pid of tree) {
        const stat = present.get(pid);
        if (stat) members.set(pid, { jiffies: stat.jiffies, ppid: stat.ppid });
      }
    },
    total() {
      let sum = ended;
      for (const member of members.values()) sum += member.jiffies;
      return sum;
    },
  };
}

function readAllPidStats() {
  const stats = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      stats.push(parsePidStat(readFileSync(`/proc/${name}/stat`, 'utf8')));
    } catch {
      // the process ended while we read
    }
  }
  return stats;
}

const ownCpu = createTreeCpu(process.pid);
const TREE_EVERY_MS = 1000;

/** One reading: machine busy/total jiffies and this process tree's jiffies (null off Linux). */
function reading() {
  try {
    const machine = parseProcStat(readFileSync('/proc/stat', 'utf8'));
    ownCpu.update(readAllPidStats());
    return { at: performance.now(), ...machine, own: ownCpu.total() };
  } catch {
    const times = os.cpus().map((cpu) => cpu.times);
    const sum = (key) => times.reduce((total, time) => total + time[key], 0) / 10; // ms -> jiffies at 100 Hz
    const busy = sum('user') + sum('nice') + sum('sys') + sum('irq');
    return { at: performance.now(), busy, total: busy + sum('idle'), own: null };
  }
}

/** Cores of CPU time other processes used between two readings (the machine's busy share minus ours). */
export function othersCores(a, b, cores) {
  const total = b.total - a.total;
  if (total <= 0) return 0;
  const own = a.own === null || b.own === null ? 0 : Math.max(0, b.own - a.own);
  return Math.max(0, ((b.busy - a.busy - own) / total) * cores);
}

/** The verdict from the samples: quiet, and if not, why (one sentence per reason). */
export function quietVerdict({ beforeCores, windows }, limits = QUIET_LIMITS) {
  const reasons = [];
  if (beforeCores > limits.beforeCores)
    reasons.push(`before the run other processes used ${beforeCores.toFixed(2)} cores (limit ${limits.beforeCores})`);
  const mean = windows.length ? windows.reduce((a, b) => a + b, 0) / windows.length : 0;
  const worst = windows.length ? Math.max(...windows) : 0;
  if (mean > limits.meanCores)
    reasons.push(`during the run other processes used ${mean.toFixed(2)} cores on average (limit ${limits.meanCores})`);
  if (worst > limits.windowCores)
    reasons.push(
      `during the run other processes used ${worst.toFixed(2)} cores in their busiest ${SAMPLE_MS / 1000} s (limit ${limits.windowCores})`,
    );
  return { quiet: reasons.length === 0, reasons, beforeCores, meanCores: mean, worstWindowCores: worst };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/**
 * Starts watching: a 5 s sample now (before the benchmark starts anything), then one reading every
 * 5 s in the background until finish(), which returns the verdict and the load it saw.
 */
export async function watchQuiet() {
  const cores = os.cpus().length;
  const loadBefore = loadAverage();
  // The tree's processes are noted every second, so one that lives a second or more is never lost.
  const treeTimer = setInterval(() => {
    try {
      ownCpu.update(readAllPidStats());
    } catch {
      // not Linux: reading() says so
    }
  }, TREE_EVERY_MS);
  treeTimer.unref();
  const first = reading();
  await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  let last = reading();
  const beforeCores = othersCores(first, last, cores);
  const windows = [];
  const timer = setInterval(() => {
    const next = reading();
    windows.push(othersCores(last, next, cores));
    last = next;
  }, SAMPLE_MS);
  timer.unref();
  const before = quietVerdict({ beforeCores, windows: [] });
  if (!before.quiet)
    console.warn(`The machine is busy: ${before.reasons.join('; ')}. Figures will not be recorded (--force records them).`);
  return {
    finish() {
      clearInterval(timer);
      clearInterval(treeTimer);
      const next = reading();
      // The last partial window counts only if it is long enough to mean something.
      if (next.at - last.at > 1000) windows.push(othersCores(last, next, cores));
      return { ...quietVerdict({ beforeCores, windows }), loadBefore, loadAfter: loadAverage(), ownExcluded: first.own !== null };
    },
  };
}

/** One sentence for the docs: how busy the machine was. */
export function describeLoad(verdict) {
  return (
    `load average (1/5/15 min) ${verdict.loadBefore} before, ${verdict.loadAfter} after; other processes' CPU ` +
    `${verdict.beforeCores.toFixed(2)} cores before, ${verdict.meanCores.toFixed(2)} on average during the run, ` +
    `${verdict.worstWindowCores.toFixed(2)} at worst (${SAMPLE_MS / 1000} s windows${verdict.ownExcluded ? ", the benchmark's own processes excluded" : ''})`
  );
}

/**
 * Whether to write the figures into docs/BENCHMARKS.md: yes on a quiet machine or with --force
 * (the load is then written with them); otherwise prints why and returns false.
 */
export function mayRecord(verdict, { force = process.argv.includes('--force') } = {}) {
  if (verdict.quiet) return true;
  const why = `the machine was busy: ${verdict.reasons.join('; ')}`;
  if (force) {
    console.warn(`Recording anyway (--force) although ${why}.`);
    return true;
  }
  console.warn(`Not written to docs/BENCHMARKS.md: ${why}. Re-run on a quiet machine, or pass --force to record with the load noted.`);
  return false;
}

// Main-thread time in a Chromium performance trace (the events of CDP Tracing with the DevTools
// timeline categories, as Playwright's browser.startTracing records them), between two moments.
// Pure functions over the trace's events, so they are unit-tested on small hand-made traces.

/** Trace categories of DevTools' Performance panel that this analysis reads. */
export const TIMELINE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'toplevel',
  'v8.execute',
];

/** The top-level unit of main-thread work (one task of the event loop). */
const TASK = 'RunTask';
/** Events that run JavaScript, at the top of a task: their time is "scripting". */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'v8.run',
  'EventDispatch',
]);

/** The first user-timing mark of this name: { ts (µs), pid, tid } or null. */
export function findMark(events, name) {
  const mark = events.find((event) => event.name === name && String(event.cat).includes('blink.user_timing'));
  return mark ? { ts: mark.ts, pid: mark.pid, tid: mark.tid } : null;
}

/** The end (µs) of the first evaluation of a script whose URL matches `pattern`, on this thread. */
export function scriptEvaluationEnd(events, thread, pattern) {
  const evaluation = events.find(
    (event) =>
      event.pid === thread.pid &&
      event.tid === thread.tid &&
      event.name === 'EvaluateScript' &&
      event.ph === 'X' &&
      pattern.test(event.args?.data?.url ?? ''),
  );
  return evaluation ? evaluation.ts + evaluation.dur : null;
}

/**
 * Where hydration starts and ends in the trace: from `startMark`, else the end of the evaluation
 * of the script matching `mainScript`, to the first of `endMarks` found (in their order of
 * preference), on the thread that set that mark. Null when the trace has neither.
 */
export function hydrationInterval(events, { startMark, endMarks, mainScript }) {
  const endName = endMarks.find((name) => findMark(events, name));
  if (!endName) return null;
  const end = findMark(events, endName);
  const thread = { pid: end.pid, tid: end.tid };
  const start = findMark(events, startMark);
  const startTs = start?.ts ?? scriptEvaluationEnd(events, thread, mainScript);
  if (startTs === null) return null;
  return { thread, start: startTs, end: end.ts, startedBy: start ? startMark : 'main.js evaluated', endedBy: endName };
}

const overlap = (event, start, end) => Math.max(0, Math.min(event.ts + (event.dur ?? 0), end) - Math.max(event.ts, start));

/**
 * Main-thread work on `thread` between `start` and `end` (µs): busy time (the tasks' time inside the
 * interval), scripting (the JavaScript events' time inside it, nested ones counted once), the
 * longest task that overlaps it and how many tasks did; all in milliseconds.
 */
export function mainThreadWork(events, thread, start, end) {
  const onThread = events.filter(
    (event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && typeof event.dur === 'number',
  );
  const tasks = onThread.filter((event) => event.name === TASK && overlap(event, start, end) > 0);
  const scripts = onThread.filter((event) => SCRIPT_EVENTS.has(event.name)).sort((a, b) => a.ts - b.ts);
  let scripting = 0;
  let coveredUntil = -Infinity;
  for (const event of scripts) {
    // A script event inside one already counted (a FunctionCall inside a TimerFire) is not added again.
    const from = Math.max(event.ts, coveredUntil);
    const to = event.ts + event.dur;
    if (to <= from) continue;
    scripting += overlap({ ts: from, dur: to - from }, start, end);
    coveredUntil = to;
  }
  const longest = tasks.reduce((max, task) => Math.max(max, task.dur), 0);
  return {
    intervalMs: (end - start) / 1000,
    busyMs: tasks.reduce((sum, task) => sum + overlap(task, start, end), 0) / 1000,
    scriptingMs: scripting / 1000,
    longestTaskMs: longest / 1000,
    tasks: tasks.length,
    longTasks: tasks.filter((task) => task.dur > 50_000).length,
  };
}

/**
 * JavaScript time (ms) on `thread` in scripts whose URL matches `pattern`: their evaluation and every
 * call into them (a timer, an observer's callback, an event listener), nested events counted once.
 */
export function scriptTimeOf(events, thread, pattern) {
  const scripts = events
    .filter(
      (event) =>
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        event.ph === 'X' &&
        typeof event.dur === 'number' &&
        SCRIPT_EVENTS.has(event.name) &&
        pattern.test(event.args?.data?.url ?? event.args?.data?.scriptName ?? ''),
    )
    .sort((a, b) => a.ts - b.ts);
  let total = 0;
  let coveredUntil = -Infinity;
  for (const event of scripts) {
    const from = Math.max(event.ts, coveredUntil);
    const to = event.ts + event.dur;
    if (to <= from) continue;
    total += to - from;
    coveredUntil = to;
  }
  return total / 1000;
}

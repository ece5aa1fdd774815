import { describe, expect, it } from 'vitest';
import { findMark, hydrationInterval, mainThreadWork, scriptEvaluationEnd, scriptTimeOf } from './trace.mjs';

const MAIN = { pid: 1, tid: 1 };
const task = (ts, dur, thread = MAIN) => ({ name: 'RunTask', cat: 'disabled-by-default-devtools.timeline', ph: 'X', ts, dur, ...thread });
const js = (name, ts, dur, extra = {}) => ({ name, cat: 'devtools.timeline', ph: 'X', ts, dur, ...MAIN, ...extra });
const mark = (name, ts) => ({ name, cat: 'blink.user_timing', ph: 'I', ts, ...MAIN });

describe('findMark', () => {
  it("finds a user-timing mark and the thread it was set on, not another category's event of that name", () => {
    const events = [{ name: 'carmarket:hydrated', cat: 'other', ts: 1, pid: 9, tid: 9 }, mark('carmarket:hydrated', 5_000)];
    expect(findMark(events, 'carmarket:hydrated')).toEqual({ ts: 5_000, pid: 1, tid: 1 });
    expect(findMark(events, 'carmarket:hydrate-start')).toBeNull();
  });
});

describe('scriptEvaluationEnd', () => {
  it("is the end of the matching script's evaluation on that thread", () => {
    const events = [
      js('EvaluateScript', 100, 50, { args: { data: { url: 'http://x/190.js' } } }),
      js('EvaluateScript', 200, 150, { args: { data: { url: 'http://x/main.6f315fab.js' } } }),
    ];
    expect(scriptEvaluationEnd(events, MAIN, /\/main\.[0-9a-f]+\.js$/)).toBe(350);
    expect(scriptEvaluationEnd(events, { pid: 2, tid: 2 }, /\/main\.[0-9a-f]+\.js$/)).toBeNull();
  });
});

describe('mainThreadWork', () => {
  it("counts the tasks' time inside the interval, the longest overlapping task whole, and other threads not at all", () => {
    const events = [
      task(0, 100_000), // 100 ms, of which 40 ms fall in the interval
      task(120_000, 30_000),
      task(200_000, 80_000), // 80 ms, 60 ms in the interval
      task(300_000, 10_000), // after the interval
      task(100_000, 500_000, { pid: 2, tid: 2 }), // another process
    ];
    const work = mainThreadWork(events, MAIN, 60_000, 260_000);
    expect(work.intervalMs).toBe(200);
    expect(work.busyMs).toBe(130);
    expect(work.longestTaskMs).toBe(100);
    expect(work.tasks).toBe(3);
    expect(work.longTasks).toBe(2);
  });

  it('counts JavaScript nested in JavaScript once', () => {
    const events = [
      task(0, 100_000),
      js('TimerFire', 10_000, 50_000),
      js('FunctionCall', 15_000, 40_000),
      js('RunMicrotasks', 70_000, 10_000),
    ];
    expect(mainThreadWork(events, MAIN, 0, 100_000).scriptingMs).toBe(60);
  });
});

describe('hydrationInterval', () => {
  const options = {
    startMark: 'carmarket:hydrate-start',
    endMarks: ['carmarket:hydrated', 'bench:main-hydrated'],
    mainScript: /\/main\.js$/,
  };
  const mainJs = js('EvaluateScript', 1_000, 500, { args: { data: { url: 'http://x/main.js' } } });

  it("runs from the shell's start mark to its hydrated mark when the page sets them", () => {
    const events = [mainJs, mark('carmarket:hydrate-start', 3_000), mark('bench:main-hydrated', 8_000), mark('carmarket:hydrated', 7_000)];
    expect(hydrationInterval(events, options)).toEqual({
      thread: MAIN,
      start: 3_000,
      end: 7_000,
      startedBy: 'carmarket:hydrate-start',
      endedBy: 'carmarket:hydrated',
    });
  });

  it("falls back to main.js's evaluation end and the probe's mark on a build without the shell's marks", () => {
    const events = [mainJs, mark('bench:main-hydrated', 8_000)];
    expect(hydrationInterval(events, options)).toMatchObject({
      start: 1_500,
      end: 8_000,
      startedBy: 'main.js evaluated',
      endedBy: 'bench:main-hydrated',
    });
  });

  it('is null when the page never reported hydration', () => {
    expect(hydrationInterval([mainJs], options)).toBeNull();
  });
});

describe('scriptTimeOf', () => {
  it("adds up one script's evaluation and the calls into it, nested ones once, other scripts and threads not at all", () => {
    const telemetry = { args: { data: { url: 'http://shell/telemetry.0a1b2c3d.js' } } };
    const events = [
      js('EvaluateScript', 0, 4_000, telemetry),
      js('FunctionCall', 10_000, 3_000, telemetry),
      js('FunctionCall', 11_000, 1_000, telemetry), // inside the call above
      js('FunctionCall', 20_000, 9_000, { args: { data: { url: 'http://shell/main.6f315fab.js' } } }),
      { ...js('FunctionCall', 30_000, 5_000, telemetry), pid: 2, tid: 2 },
    ];
    expect(scriptTimeOf(events, MAIN, /\/telemetry\.[0-9a-f]+\.js$/)).toBe(7);
  });
});

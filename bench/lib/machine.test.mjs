import { describe, expect, it } from 'vitest';
import { benchmarkIndexRange, describeMachine, recordedHeader } from './machine.mjs';

describe('benchmarkIndexRange', () => {
  it('gives the rounded min-max of the runs, one figure when they agree', () => {
    expect(benchmarkIndexRange([2124.4, 1915.6, Number.NaN, 2051])).toBe('1916-2124');
    expect(benchmarkIndexRange([2000, 2000.2])).toBe('2000');
    expect(benchmarkIndexRange([])).toBe('not measured');
  });
});

describe('describeMachine', () => {
  it('names the CPU, its cores, Node and the commit measured', () => {
    const machine = describeMachine();
    expect(machine.cores).toBeGreaterThan(0);
    expect(machine.cpu).not.toBe('');
    expect(machine.node).toBe(process.version);
    expect(machine.commit).toMatch(/^[0-9a-f]{7,}( \+ uncommitted changes)?$|^unknown commit/);
  });
});

describe('recordedHeader', () => {
  const quiet = { quiet: true, reasons: [] };

  it('says when, with which command and benchmarkIndex, and that the machine was quiet', () => {
    const header = recordedHeader({
      command: 'node bench/dead-time.mjs',
      verdict: quiet,
      loadNote: 'load 0.1',
      benchmarkIndexes: [2100, 2150],
    });
    expect(header).toMatch(/^Measured \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ on \d+ cores/);
    expect(header).toContain('Command: `node bench/dead-time.mjs`.');
    expect(header).toContain('benchmarkIndex of this machine during the runs: 2100-2150.');
    expect(header).toContain('Machine quiet throughout (load 0.1).');
  });

  it('flags figures forced on a busy machine', () => {
    const header = recordedHeader({ command: 'x', verdict: { quiet: false, reasons: ['busy'] }, loadNote: 'load 9' });
    expect(header).toContain('**Recorded with --force on a busy machine**: load 9. Not comparable with quiet runs.');
    expect(header).not.toContain('benchmarkIndex');
  });
});

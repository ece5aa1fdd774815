import { describe, expect, it, vi } from 'vitest';
import { createTreeCpu, describeLoad, mayRecord, othersCores, parsePidStat, parseProcStat, quietVerdict, treePids } from './quiet.mjs';

const LIMITS = { beforeCores: 0.2, meanCores: 0.15, windowCores: 0.5 };

describe('parseProcStat', () => {
  it("sums the machine's busy and total jiffies from /proc/stat's first line", () => {
    const text = 'cpu  100 5 20 800 10 1 2 3 0 0\ncpu0 50 2 10 400 5 0 1 1 0 0\n';
    // busy = user + nice + system + irq + softirq + steal; idle and iowait are not busy.
    expect(parseProcStat(text)).toEqual({ busy: 131, total: 941 });
  });
});

describe('parsePidStat', () => {
  it("reads the parent and its own CPU time (not its reaped children's), even with spaces and parentheses in the name", () => {
    const fields = ['S', '42', '7', '7', '0', '-1', '4194560', '100', '0', '0', '0', '11', '22', '33', '44', '20', '0', '1'];
    expect(parsePidStat(`1234 (Web (Content) 1) ${fields.join(' ')}`)).toEqual({ pid: 1234, ppid: 42, jiffies: 110 });
  });
});

describe('treePids', () => {
  it('is a process and its descendants, nothing else', () => {
    const stats = [
      { pid: 1, ppid: 0, jiffies: 1000 },
      { pid: 10, ppid: 1, jiffies: 5 },
      { pid: 11, ppid: 10, jiffies: 7 },
      { pid: 12, ppid: 11, jiffies: 3 },
      { pid: 20, ppid: 1, jiffies: 500 },
    ];
    expect([...treePids(stats, 10)].sort()).toEqual([10, 11, 12]);
  });
});

describe('createTreeCpu', () => {
  const stat = (pid, ppid, jiffies) => ({ pid, ppid, jiffies });

  it("counts a child reaped by its parent once, in the parent's time", () => {
    const tree = createTreeCpu(10);
    tree.update([stat(10, 1, 100), stat(11, 10, 50), stat(20, 1, 999)]);
    expect(tree.total()).toBe(150);
    // 11 ended and 10 reaped it: 10's cutime holds its 60.
    tree.update([stat(10, 1, 170), stat(20, 1, 999)]);
    expect(tree.total()).toBe(170);
  });

  it('keeps the time of a descendant orphaned to init, while it runs and after it ends', () => {
    const tree = createTreeCpu(10);
    tree.update([stat(10, 1, 100), stat(11, 10, 50), stat(12, 11, 30), stat(13, 12, 5)]);
    expect(tree.total()).toBe(185);
    // Chromium (11) killed and reaped by us (its 50 into our cutime); its renderer 12 now belongs to init.
    tree.update([stat(10, 1, 150), stat(12, 1, 40), stat(13, 12, 6)]);
    expect(tree.total()).toBe(150 + 40 + 6);
    // Then 12 and 13 end, reaped by init: their last values stay.
    tree.update([stat(10, 1, 151), stat(30, 10, 2)]);
    expect(tree.total()).toBe(151 + 40 + 6 + 2);
  });
});

describe('othersCores', () => {
  it("is the machine's busy share minus the benchmark's own, in cores", () => {
    const a = { busy: 0, total: 0, own: 0 };
    const b = { busy: 100, total: 200, own: 60 };
    // 100 busy of 200 jiffies on 2 cores = 1 core; 60 of them ours -> others used 0.4 cores.
    expect(othersCores(a, b, 2)).toBeCloseTo(0.4, 5);
  });

  it('counts every busy jiffy when the own process tree cannot be read (not Linux)', () => {
    expect(othersCores({ busy: 0, total: 0, own: null }, { busy: 50, total: 200, own: null }, 2)).toBeCloseTo(0.5, 5);
  });
});

describe('quietVerdict', () => {
  it('is quiet when other processes stayed under every limit', () => {
    const verdict = quietVerdict({ beforeCores: 0.05, windows: [0.02, 0.1, 0.04] }, LIMITS);
    expect(verdict.quiet).toBe(true);
    expect(verdict.reasons).toEqual([]);
  });

  it('says why it is not: busy before, on average and in the busiest window', () => {
    const verdict = quietVerdict({ beforeCores: 1.2, windows: [0.1, 0.9, 0.1] }, LIMITS);
    expect(verdict.quiet).toBe(false);
    expect(verdict.reasons).toEqual([
      'before the run other processes used 1.20 cores (limit 0.2)',
      'during the run other processes used 0.37 cores on average (limit 0.15)',
      'during the run other processes used 0.90 cores in their busiest 5 s (limit 0.5)',
    ]);
  });

  it('catches a short burst of other work that the average hides', () => {
    const verdict = quietVerdict({ beforeCores: 0, windows: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0.8] }, LIMITS);
    expect(verdict.quiet).toBe(false);
    expect(verdict.reasons).toHaveLength(1);
  });
});

describe('mayRecord', () => {
  const busy = { ...quietVerdict({ beforeCores: 1.5, windows: [1] }, LIMITS), loadBefore: '3.00', loadAfter: '2.00', ownExcluded: true };

  it('records on a quiet machine', () => {
    expect(mayRecord(quietVerdict({ beforeCores: 0, windows: [0] }, LIMITS), { force: false })).toBe(true);
  });

  it('refuses a busy machine and prints why, unless forced', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(mayRecord(busy, { force: false })).toBe(false);
    expect(warn).toHaveBeenLastCalledWith(
      expect.stringContaining('Not written to docs/BENCHMARKS.md: the machine was busy: before the run other processes used 1.50 cores'),
    );
    expect(mayRecord(busy, { force: true })).toBe(true);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('Recording anyway (--force)'));
    warn.mockRestore();
  });

  it('describes the load for the figures it records', () => {
    expect(describeLoad(busy)).toContain('1.50 cores before');
  });
});

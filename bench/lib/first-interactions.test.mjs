import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_TIMING_OBSERVER, interactionPainted, longestPerInteraction } from './first-interactions.mjs';

describe('longestPerInteraction', () => {
  it("keeps each interaction's longest event (pointerdown, pointerup and click share one id), in the order they began", () => {
    const entries = [
      { id: 7, duration: 48 },
      { id: 7, duration: 232 },
      { id: 7, duration: 120 },
      { id: 12, duration: 64 },
      { id: 12, duration: 16 },
    ];
    expect(longestPerInteraction(entries)).toEqual([232, 64]);
  });

  it('is empty when nothing was slow enough to be reported', () => {
    expect(longestPerInteraction([])).toEqual([]);
  });
});

describe('EVENT_TIMING_OBSERVER', () => {
  afterEach(() => {
    delete globalThis.__eventEntries;
    vi.unstubAllGlobals();
  });

  it('keeps only the entries of an interaction, with their start, end and duration, including those buffered before it ran', () => {
    let observe;
    let options;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback) {
          observe = callback;
        }
        observe(given) {
          options = given;
        }
      },
    );
    vi.stubGlobal('window', globalThis);
    new Function(EVENT_TIMING_OBSERVER)();
    expect(options).toEqual({ type: 'event', durationThreshold: 16, buffered: true });

    observe({
      getEntries: () => [
        { interactionId: 0, startTime: 10, duration: 40 }, // a mousemove: no interaction
        { interactionId: 5, startTime: 100, duration: 56 },
      ],
    });
    expect(globalThis.__eventEntries).toEqual([{ id: 5, start: 100, end: 156, duration: 56 }]);
  });
});

describe('interactionPainted', () => {
  it("polls the page from outside every 100 ms for the interaction's entry", async () => {
    const page = { waitForFunction: vi.fn().mockResolvedValue(undefined) };
    await interactionPainted(page, { timeoutMs: 2_000 });
    expect(page.waitForFunction).toHaveBeenCalledWith(expect.any(Function), null, { polling: 100, timeout: 2_000 });
    globalThis.__eventEntries = [];
    expect(page.waitForFunction.mock.calls[0][0]()).toBe(false);
    globalThis.__eventEntries = [{ id: 1 }];
    expect(page.waitForFunction.mock.calls[0][0]()).toBe(true);
    delete globalThis.__eventEntries;
  });

  it('gives up quietly when no entry comes (an interaction under 16 ms has none)', async () => {
    const page = { waitForFunction: vi.fn().mockRejectedValue(new Error('Timeout 10000ms exceeded')) };
    await expect(interactionPainted(page)).resolves.toBeUndefined();
  });
});

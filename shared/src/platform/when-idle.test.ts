import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('asks for an idle period with a 5 s deadline, and can be cancelled', () => {
    const request = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 42);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const work = vi.fn();
    const stop = whenIdle(work);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    expect(work).not.toHaveBeenCalled();
    request.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(work).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledWith(42);

    whenIdle(work, { deadlineMs: 3000 });
    expect(request).toHaveBeenLastCalledWith(expect.any(Function), { timeout: 3000 });
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work, { fallbackDelayMs: 1000 });
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

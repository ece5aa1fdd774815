import { act, renderHook } from '@testing-library/react';
import { useOtpCountdown } from './use-otp-countdown';

describe('useOtpCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is at 0 until started', () => {
    const { result } = renderHook(() => useOtpCountdown());
    expect(result.current.secondsLeft).toBe(0);
  });

  it('counts 30 seconds down to 0 once started', () => {
    const { result } = renderHook(() => useOtpCountdown());
    act(() => result.current.restart());
    expect(result.current.secondsLeft).toBe(30);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(29);
    act(() => vi.advanceTimersByTime(28_000));
    expect(result.current.secondsLeft).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('starts again from 30 on restart', () => {
    const { result } = renderHook(() => useOtpCountdown());
    act(() => result.current.restart());
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.secondsLeft).toBe(10);
    act(() => result.current.restart());
    expect(result.current.secondsLeft).toBe(30);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(29);
  });

  it('stops its timer when unmounted', () => {
    const { result, unmount } = renderHook(() => useOtpCountdown());
    act(() => result.current.restart());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

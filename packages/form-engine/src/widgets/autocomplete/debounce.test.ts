import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce.ts';

describe('debounce with maxWait', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls once, wait ms after the last call, with the latest arguments', () => {
    const fn = vi.fn<(text: string) => void>();
    const d = debounce(fn, 200, 500);
    d('H');
    vi.advanceTimersByTime(100);
    d('Ha');
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    expect(d.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('Ha');
    expect(d.pending()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('calls no later than maxWait after the first call of a burst', () => {
    const fn = vi.fn<(n: number) => void>();
    const d = debounce(fn, 200, 500);
    // A call every 150 ms never leaves 200 ms of quiet.
    for (let n = 1; n <= 3; n++) {
      d(n);
      vi.advanceTimersByTime(150);
    }
    d(4); // at 450 ms
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(49);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // 500 ms after the first call
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith(4);
  });

  it('starts a new burst (and a new maxWait) after a call', () => {
    const fn = vi.fn<(n: number) => void>();
    const d = debounce(fn, 200, 500);
    d(1);
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
    d(2);
    vi.advanceTimersByTime(150);
    d(3);
    vi.advanceTimersByTime(150);
    d(4);
    vi.advanceTimersByTime(150);
    expect(fn).toHaveBeenCalledTimes(1); // 450 ms into the second burst
    d(5);
    vi.advanceTimersByTime(50);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(5);
  });

  it('cancel drops the pending call, flush makes it at once', () => {
    const fn = vi.fn<(n: number) => void>();
    const d = debounce(fn, 200, 500);
    d(1);
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    d(2);
    d.flush();
    expect(fn).toHaveBeenCalledWith(2);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
    d.flush(); // nothing pending
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('refuses a maxWait below wait', () => {
    expect(() => debounce(() => undefined, 200, 100)).toThrow(RangeError);
  });
});

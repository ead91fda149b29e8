import { CHAT_HOURS_DEFAULT, parseDailyHours, type DailyHours } from '@mall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchChatHours } from './chatHours';

const hours = parseDailyHours(CHAT_HOURS_DEFAULT) as DailyHours;

describe('watchChatHours: a chat page left open follows 23:45 and 8:15 (issue #15)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says closed once 23:45 passes and open once 8:15 passes, and nothing in between', () => {
    vi.setSystemTime(new Date('2026-12-02T15:44:30.000Z')); // 23:44:30 in Shanghai
    const onChange = vi.fn();
    const stop = watchChatHours({ hours, onChange });
    vi.advanceTimersByTime(29_000); // 23:44:59
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000); // 23:45:01
    expect(onChange).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(8 * 3_600_000 + 29 * 60_000); // 8:14:01 the next morning
    expect(onChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000); // 8:15:01
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(true);
    stop();
    vi.advanceTimersByTime(24 * 3_600_000);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('corrects a timer that fired early: it reads the hours and waits again for the boundary', () => {
    let clock = new Date('2026-12-02T15:44:00.000Z').getTime(); // 23:44
    const timers: { run: () => void; ms: number }[] = [];
    const onChange = vi.fn();
    watchChatHours({
      hours,
      onChange,
      now: () => new Date(clock),
      setTimer: (run, ms) => timers.push({ run, ms }),
      clearTimer: () => undefined,
    });
    expect(timers[0]?.ms).toBe(60_250);
    clock += 30_000; // the timer fires half a minute early
    timers[0]?.run();
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(timers[1]?.ms).toBe(30_250);
  });
});

import { describe, expect, it } from 'vitest';
import {
  describeCountdown,
  formatCountdown,
  secondsRemaining,
  timerState,
  WARNING_SECONDS,
} from './countdown';

describe('formatCountdown', () => {
  it('shows minutes and seconds under an hour, hours from an hour on', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(45 * 60)).toBe('45:00');
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(2 * 3600 + 5 * 60 + 7)).toBe('2:05:07');
  });

  it('never shows a negative or fractional time', () => {
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(61.9)).toBe('01:01');
  });
});

describe('describeCountdown', () => {
  it('reads as words', () => {
    expect(describeCountdown(0)).toBe('Time is up');
    expect(describeCountdown(1)).toBe('1 second left');
    expect(describeCountdown(245)).toBe('4 minutes 5 seconds left');
    expect(describeCountdown(300)).toBe('5 minutes left');
    expect(describeCountdown(3720)).toBe('1 hour 2 minutes left');
    expect(describeCountdown(7200)).toBe('2 hours left');
  });
});

describe('secondsRemaining', () => {
  it('counts down from the server value by the time elapsed since it arrived', () => {
    expect(secondsRemaining({ secondsLeft: 600, syncedAt: 1_000, now: 1_000 })).toBe(600);
    expect(secondsRemaining({ secondsLeft: 600, syncedAt: 1_000, now: 1_400 })).toBe(600);
    expect(secondsRemaining({ secondsLeft: 600, syncedAt: 1_000, now: 2_000 })).toBe(599);
    expect(secondsRemaining({ secondsLeft: 600, syncedAt: 1_000, now: 61_000 })).toBe(540);
  });

  it('stops at 0 and ignores a clock reading older than the sync', () => {
    expect(secondsRemaining({ secondsLeft: 5, syncedAt: 0, now: 60_000 })).toBe(0);
    expect(secondsRemaining({ secondsLeft: 5, syncedAt: 10_000, now: 9_000 })).toBe(5);
  });
});

describe('timerState', () => {
  it('warns in the last five minutes and is up at 0', () => {
    expect(timerState({ hasDeadline: true, remaining: WARNING_SECONDS + 1 })).toBe('running');
    expect(timerState({ hasDeadline: true, remaining: WARNING_SECONDS })).toBe('warning');
    expect(timerState({ hasDeadline: true, remaining: 1 })).toBe('warning');
    expect(timerState({ hasDeadline: true, remaining: 0 })).toBe('up');
  });

  it('has no timer without a deadline', () => {
    expect(timerState({ hasDeadline: false, remaining: 0 })).toBe('untimed');
  });
});

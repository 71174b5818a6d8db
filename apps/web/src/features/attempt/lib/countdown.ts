/** The timer turns to a warning this many seconds before the deadline. */
export const WARNING_SECONDS = 5 * 60;

export type TimerState = 'untimed' | 'running' | 'warning' | 'up';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'mm:ss' under an hour ('04:59'), 'h:mm:ss' from an hour on ('1:00:00'). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}`
    : `${twoDigits(minutes)}:${twoDigits(rest)}`;
}

/** For screen readers: '4 minutes 5 seconds left', '1 hour 2 minutes left'. */
export function describeCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds === 0) return 'Time is up';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const unit = (value: number, name: string) => `${value} ${name}${value === 1 ? '' : 's'}`;
  const parts =
    hours > 0
      ? [unit(hours, 'hour'), minutes > 0 ? unit(minutes, 'minute') : null]
      : [minutes > 0 ? unit(minutes, 'minute') : null, rest > 0 ? unit(rest, 'second') : null];
  return `${parts.filter(Boolean).join(' ')} left`;
}

/**
 * Seconds left now, counted from the server's `secondsLeft` at the moment it arrived (`syncedAt`,
 * this browser's clock): the server's clock decides, this one only measures the time since.
 */
export function secondsRemaining(options: {
  secondsLeft: number;
  syncedAt: number;
  now: number;
}): number {
  const elapsed = Math.max(0, options.now - options.syncedAt);
  return Math.max(0, Math.ceil((options.secondsLeft * 1000 - elapsed) / 1000));
}

/** A session without a deadline has no timer; one at 0 seconds is out of time. */
export function timerState(options: { hasDeadline: boolean; remaining: number }): TimerState {
  if (!options.hasDeadline) return 'untimed';
  if (options.remaining <= 0) return 'up';
  return options.remaining <= WARNING_SECONDS ? 'warning' : 'running';
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const addMinutes = (date: Date, minutes: number) =>
  new Date(date.getTime() + minutes * MINUTE);

export const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY);

/** Midnight UTC of the given instant's day. */
export const startOfUtcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export const latest = (a: Date, b: Date) => (a > b ? a : b);
export const earliest = (a: Date, b: Date) => (a < b ? a : b);

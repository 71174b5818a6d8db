const courseDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function parse(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Mon D, YYYY' for course cards; 'Not available' when missing or invalid. */
export function formatCourseDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  return date ? courseDate.format(date) : 'Not available';
}

/** en-US short month, day, year, hour and minute, e.g. 'Nov 21, 2026, 9:05 AM'. */
export function formatDateTime(value: string | Date | null | undefined, fallback = '—'): string {
  const date = parse(value);
  return date ? dateTime.format(date) : fallback;
}

/** 'N min S sec' for a duration between two instants; '—' when either is missing. */
export function formatDuration(start: string | Date | null, end: string | Date | null): string {
  const from = parse(start);
  const to = parse(end);
  if (!from || !to) return '—';
  const seconds = Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));
  return `${Math.floor(seconds / 60)} min ${seconds % 60} sec`;
}

/** Full name is first name then last name. */
export const fullName = (person: { firstName?: string | null; lastName?: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/** A value that is not text, as the report shows it: its JSON, indented. */
export function toJsonText(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * Every score percentage on every screen: at most one decimal (66.66 → '66.7%', 60 → '60%'), '—'
 * when there is none yet.
 */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${percent.format(value)}%`;
}

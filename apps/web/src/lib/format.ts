import type { InterfaceLanguage } from '@markwise/contract';
import { currentLanguage, i18n } from '@/i18n/i18n';

/**
 * Formats follow the interface's language. English keeps the product's specified date forms
 * ('Mar 5, 2026') but groups numbers the Indian way (1,00,000), as every Indian locale does.
 */
const DATE_LOCALES: Record<InterfaceLanguage, string> = { en: 'en-US', hi: 'hi-IN', ta: 'ta-IN' };
const NUMBER_LOCALES: Record<InterfaceLanguage, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' };

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as F;
}

const dateFormat = (name: string, options: Intl.DateTimeFormatOptions) => {
  const locale = DATE_LOCALES[currentLanguage()];
  return cached(`${name}:${locale}`, () => new Intl.DateTimeFormat(locale, options));
};

const numberFormat = (name: string, options: Intl.NumberFormatOptions) => {
  const locale = NUMBER_LOCALES[currentLanguage()];
  return cached(`${name}:${locale}`, () => new Intl.NumberFormat(locale, options));
};

function parse(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Mon D, YYYY' for course cards; 'Not available' when missing or invalid. */
export function formatCourseDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  if (!date) return i18n.t('Not available');
  return dateFormat('date', { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** Short month, day, year, hour and minute, e.g. 'Nov 21, 2026, 9:05 AM' in English. */
export function formatDateTime(value: string | Date | null | undefined, fallback = '—'): string {
  const date = parse(value);
  if (!date) return fallback;
  return dateFormat('dateTime', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/**
 * Short month and day ('Nov 16' in English), for a chart's axis. `timeZone` 'UTC' shows a calendar
 * day sent as UTC midnight as that day wherever the browser is.
 */
export function formatMonthDay(value: string | Date | null | undefined, timeZone?: string): string {
  const date = parse(value);
  if (!date) return '—';
  return dateFormat(`monthDay:${timeZone ?? ''}`, {
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(date);
}

/** 'N min S sec' for a duration between two instants; '—' when either is missing. */
export function formatDuration(start: string | Date | null, end: string | Date | null): string {
  const from = parse(start);
  const to = parse(end);
  if (!from || !to) return '—';
  const seconds = Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));
  return i18n.t('{{minutes}} min {{seconds}} sec', {
    minutes: Math.floor(seconds / 60),
    seconds: seconds % 60,
  });
}

/** A count or amount in the interface's grouping: 1,00,000 (Indian lakh grouping). */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return numberFormat(`number${maximumFractionDigits}`, { maximumFractionDigits }).format(value);
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

/**
 * Every score percentage on every screen: at most one decimal (66.66 → '66.7%', 60 → '60%'), '—'
 * when there is none yet.
 */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${formatNumber(value, 1)}%`;
}

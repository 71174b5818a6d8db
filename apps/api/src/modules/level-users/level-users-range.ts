import { ISO_DATE_MAX, ISO_DATE_MIN } from '@markwise/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A range of whole UTC days: [from, to). */
export type DayRange = {
  from: Date;
  to: Date;
  /** A single day: each student has at most one latest attempt in it. */
  oneDay: boolean;
  /** First and last day as yyyy-MM-dd, for a file name. */
  firstDay: string;
  lastDay: string;
};

type RangeQuery = { exam_date?: string; from?: string; to?: string };

/**
 * The days a report covers: `exam_date` alone is that day; `from`/`to` are inclusive and either
 * may be open (then the earliest or latest day the API takes); none of them is today (UTC).
 */
export function dayRangeOf(query: RangeQuery, now: Date): DayRange {
  const today = now.toISOString().slice(0, 10);
  const open = query.from === undefined && query.to === undefined;
  const firstDay = query.exam_date ?? (open ? today : (query.from ?? ISO_DATE_MIN));
  const lastDay = query.exam_date ?? (open ? today : (query.to ?? ISO_DATE_MAX));
  const from = new Date(`${firstDay}T00:00:00.000Z`);
  const to = new Date(new Date(`${lastDay}T00:00:00.000Z`).getTime() + DAY_MS);
  return { from, to, oneDay: firstDay === lastDay, firstDay, lastDay };
}

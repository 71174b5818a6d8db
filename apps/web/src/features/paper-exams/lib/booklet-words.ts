import {
  SCAN_PAGE_PROBLEMS,
  type Booklet,
  type BookletState,
  type ScanBatch,
  type ScanPage,
} from '@markwise/contract';
import type { Tone } from '@/components/tone';

/** What a booklet's state badge says. */
export const BOOKLET_STATE_WORDS: Record<BookletState, string> = {
  printed: 'Printed',
  incomplete: 'Missing pages',
  check_scan: 'Check the scan',
  needs_student: 'Needs a student',
  complete: 'Being read',
  submitted: 'Submitted for marking',
};

/**
 * The badge's colour: a readable yellow tone when a teacher has something to do, green once it is
 * marking, plain grey or blue otherwise.
 */
export const BOOKLET_STATE_COLORS: Record<BookletState, Tone | 'gray' | 'blue'> = {
  printed: 'gray',
  incomplete: 'yellow',
  check_scan: 'yellow',
  needs_student: 'yellow',
  complete: 'blue',
  submitted: 'green',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '5 of 7': pages scanned of the booklet's pages. */
export const pagesWords = (booklet: Pick<Booklet, 'pagesIn' | 'pageCount'>) =>
  `${booklet.pagesIn.length} of ${booklet.pageCount}`;

/** 'Rohan Mehta (10A-07)', or 'Anonymous' for a booklet not yet tied to a student. */
export function studentWords(student: Booklet['student']): string {
  if (!student) return 'Anonymous';
  return student.rollNo ? `${student.name} (${student.rollNo})` : student.name;
}

/** A teacher can still change a booklet until it has become an attempt. */
export const isOpen = (booklet: Pick<Booklet, 'sessionId' | 'state'>) =>
  booklet.sessionId === null && booklet.state !== 'submitted';

/**
 * Marking a booklet as it is is offered while pages are missing or a scan is flagged (blurry, too
 * dark, cut off), unless already so marked.
 */
export const canMarkIncomplete = (booklet: Booklet) =>
  (booklet.state === 'incomplete' || booklet.state === 'check_scan') &&
  !booklet.markIncomplete &&
  isOpen(booklet);

/** The action's words: without the missing pages, or as scanned. */
export const markAsIsWords = (booklet: Pick<Booklet, 'missingPages'>) =>
  booklet.missingPages.length > 0 ? 'Mark without missing pages' : 'Mark as scanned';

/** An option of the booklet picker: '1042 · Rohan Mehta (10A-07) · missing p. 5'. */
export function bookletOptionWords(booklet: Booklet): string {
  const missing =
    booklet.missingPages.length > 0
      ? ` · missing ${booklet.missingPages.map((page) => `p. ${page}`).join(', ')}`
      : '';
  return `${booklet.number} · ${studentWords(booklet.student)}${missing}`;
}

/** Why a scanned page is shown to a teacher, or where it went. */
export function pageStatusWords(page: ScanPage): string {
  if (page.status === 'matched') {
    return `In booklet ${page.bookletNumber ?? '?'}, page ${page.pageNumber ?? '?'}`;
  }
  if (page.status === 'discarded') return 'Set aside';
  return SCAN_PAGE_PROBLEMS[page.status];
}

/** The scan's problems, as badges. */
export function qualityWords(quality: ScanPage['quality']): string[] {
  return [
    quality.blurry ? 'Blurry' : null,
    quality.dark ? 'Too dark' : null,
    quality.cutOff ? 'Cut off' : null,
  ].filter((word): word is string => word !== null);
}

/** 'class-10a.pdf, page 37': where in the upload the page came from. */
export const sourceWords = (source: ScanPage['source']) => `${source.file}, page ${source.page}`;

/** Where an upload stands, in one sentence. */
export function batchWords(batch: ScanBatch): string {
  if (batch.status === 'queued') return 'Waiting to be read';
  if (batch.status === 'failed') return batch.error ?? 'The files could not be read.';
  if (batch.status === 'done') return `Done: ${plural(batch.pagesRead, 'page', 'pages')} read`;
  if (batch.pagesTotal === null) return 'Opening the files…';
  return `Reading page ${Math.min(batch.pagesRead + 1, batch.pagesTotal)} of ${batch.pagesTotal}`;
}

/** How far an upload is read, 0–100; null until its page count is known. */
export function batchPercent(batch: ScanBatch): number | null {
  if (batch.status === 'done') return 100;
  if (batch.pagesTotal === null || batch.pagesTotal === 0) return null;
  return Math.round((batch.pagesRead / batch.pagesTotal) * 100);
}

export type BookletPrint = {
  printId: string;
  createdAt: string;
  booklets: Booklet[];
  /** '1001–1030', or '1042' for a print of one booklet. */
  numbers: string;
};

/** The booklets by the print that made them, newest print first, each in booklet order. */
export function printsOf(booklets: readonly Booklet[]): BookletPrint[] {
  const byPrint = new Map<string, Booklet[]>();
  for (const booklet of booklets) {
    byPrint.set(booklet.printId, [...(byPrint.get(booklet.printId) ?? []), booklet]);
  }
  return [...byPrint.entries()]
    .map(([printId, members]) => {
      const sorted = [...members].sort((a, b) => a.number - b.number);
      const first = sorted[0]!.number;
      const last = sorted.at(-1)!.number;
      return {
        printId,
        createdAt: sorted[0]!.createdAt,
        booklets: sorted,
        numbers: first === last ? `${first}` : `${first}–${last}`,
      };
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

import {
  type SCAN_PAGE_PROBLEMS,
  type Booklet,
  type BookletState,
  type ScanBatch,
  type ScanPage,
} from '@markwise/contract';
import type { Tone } from '@/components/tone';
import { i18n, msg } from '@/i18n/i18n';

/** What a booklet's state badge says. */
export const BOOKLET_STATE_WORDS: Record<BookletState, string> = {
  printed: msg('Printed'),
  incomplete: msg('Missing pages'),
  check_scan: msg('Check the scan'),
  needs_student: msg('Needs a student'),
  complete: msg('Being read'),
  submitted: msg('Submitted for marking'),
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

/**
 * Why a scanned page could not be placed: the contract's words (SCAN_PAGE_PROBLEMS), marked here
 * so that they are translated.
 */
const SCAN_PAGE_PROBLEM_WORDS: typeof SCAN_PAGE_PROBLEMS = {
  unmatched: msg('No readable booklet code'),
  forged: msg('The code is not one Markwise printed'),
  other_exam: msg('A booklet of another exam'),
  duplicate: msg('This booklet page was already scanned'),
};

/** '5 of 7': pages scanned of the booklet's pages. */
export const pagesWords = (booklet: Pick<Booklet, 'pagesIn' | 'pageCount'>) =>
  i18n.t('{{pagesIn}} of {{pageCount}}', {
    pagesIn: booklet.pagesIn.length,
    pageCount: booklet.pageCount,
  });

/** 'Rohan Mehta (10A-07)', or 'Anonymous' for a booklet not yet tied to a student. */
export function studentWords(student: Booklet['student']): string {
  if (!student) return i18n.t('Anonymous');
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
  booklet.missingPages.length > 0
    ? i18n.t('Mark without missing pages')
    : i18n.t('Mark as scanned');

/** 'p. 5, p. 7': page numbers as a booklet's chips and sentences name them. */
export const pagesList = (numbers: readonly number[]) =>
  numbers.map((page) => i18n.t('p. {{page}}', { page })).join(', ');

/** An option of the booklet picker: '1042 · Rohan Mehta (10A-07) · missing p. 5'. */
export function bookletOptionWords(booklet: Booklet): string {
  const option = { number: booklet.number, student: studentWords(booklet.student) };
  return booklet.missingPages.length > 0
    ? i18n.t('{{number}} · {{student}} · missing {{pages}}', {
        ...option,
        pages: pagesList(booklet.missingPages),
      })
    : `${option.number} · ${option.student}`;
}

/** Why a scanned page is shown to a teacher, or where it went. */
export function pageStatusWords(page: ScanPage): string {
  if (page.status === 'matched') {
    return i18n.t('In booklet {{booklet}}, page {{page}}', {
      booklet: page.bookletNumber ?? '?',
      page: page.pageNumber ?? '?',
    });
  }
  if (page.status === 'discarded') return i18n.t('Set aside');
  return i18n.t(SCAN_PAGE_PROBLEM_WORDS[page.status]);
}

/** The scan's problems, as badges. */
export function qualityWords(quality: ScanPage['quality']): string[] {
  return [
    quality.blurry ? i18n.t('Blurry') : null,
    quality.dark ? i18n.t('Too dark') : null,
    quality.cutOff ? i18n.t('Cut off') : null,
  ].filter((word): word is string => word !== null);
}

/** 'class-10a.pdf, page 37': where in the upload the page came from. */
export const sourceWords = (source: ScanPage['source']) =>
  i18n.t('{{file}}, page {{page}}', { file: source.file, page: source.page });

/** Where an upload stands, in one sentence. */
export function batchWords(batch: ScanBatch): string {
  if (batch.status === 'queued') return i18n.t('Waiting to be read');
  if (batch.status === 'failed') return batch.error ?? i18n.t('The files could not be read.');
  if (batch.status === 'done') {
    const count = batch.pagesRead;
    return count === 1
      ? i18n.t('Done: {{count}} page read', { count })
      : i18n.t('Done: {{count}} pages read', { count });
  }
  if (batch.pagesTotal === null) return i18n.t('Opening the files…');
  return i18n.t('Reading page {{page}} of {{total}}', {
    page: Math.min(batch.pagesRead + 1, batch.pagesTotal),
    total: batch.pagesTotal,
  });
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

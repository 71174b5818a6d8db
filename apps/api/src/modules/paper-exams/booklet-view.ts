import type { Booklet, BookletState } from '@markwise/contract';
import type { BookletRow } from '../../data/paper-exams/booklets.repository.js';

/** Where a booklet stands, from its pages and attempt. */
export function bookletState(row: BookletRow): BookletState {
  if (row.sessionId) return 'submitted';
  if (row.pagesIn.length === 0) return 'printed';
  // Nothing is marked from a booklet a teacher has not seen whole and readable, unless they say so.
  if (row.pagesIn.length < row.pageCount && !row.markIncomplete) return 'incomplete';
  if (row.poorPages.length > 0 && !row.markIncomplete) return 'check_scan';
  return row.studentId ? 'complete' : 'needs_student';
}

export function toBooklet(row: BookletRow): Booklet {
  const pagesIn = new Set(row.pagesIn);
  return {
    id: row.id,
    number: row.number,
    printId: row.printId,
    student: row.studentId
      ? { id: row.studentId, name: row.studentName ?? '', rollNo: row.studentRollNo }
      : null,
    paperSize: row.paperSize,
    pageCount: row.pageCount,
    pagesIn: [...pagesIn].sort((a, b) => a - b),
    missingPages: Array.from({ length: row.pageCount }, (_, index) => index + 1).filter(
      (page) => !pagesIn.has(page),
    ),
    poorPages: row.poorPages,
    state: bookletState(row),
    markIncomplete: row.markIncomplete,
    sessionId: row.sessionId,
    createdAt: row.createdAt.toISOString(),
  };
}

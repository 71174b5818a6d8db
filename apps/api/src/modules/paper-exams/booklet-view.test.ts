import { describe, expect, it } from 'vitest';
import type { BookletRow } from '../../data/paper-exams/booklets.repository.js';
import { bookletState, toBooklet } from './booklet-view.js';

const row = (overrides: Partial<BookletRow> = {}): BookletRow => ({
  id: 'b-1',
  institutionId: 'i-1',
  levelId: 'l-1',
  number: 1001,
  printId: 'p-1',
  studentId: 's-1',
  paperSize: 'A4',
  pageCount: 3,
  printedBy: 't-1',
  sessionId: null,
  markIncomplete: false,
  createdAt: new Date('2026-11-20T09:00:00Z'),
  studentName: 'Asha Verma',
  studentRollNo: '7',
  pagesIn: [1, 2, 3],
  poorPages: [],
  ...overrides,
});

describe('where a booklet stands', () => {
  it('waits for its missing pages, then for a flagged scan, then for its student', () => {
    expect(bookletState(row({ pagesIn: [] }))).toBe('printed');
    expect(bookletState(row({ pagesIn: [1, 3], poorPages: [3] }))).toBe('incomplete');
    expect(bookletState(row({ poorPages: [2] }))).toBe('check_scan');
    expect(bookletState(row({ studentId: null }))).toBe('needs_student');
    expect(bookletState(row())).toBe('complete');
    expect(bookletState(row({ sessionId: 'a-1', pagesIn: [1] }))).toBe('submitted');
  });

  it("goes ahead as it is on the teacher's word", () => {
    expect(bookletState(row({ pagesIn: [1, 3], markIncomplete: true }))).toBe('complete');
    expect(bookletState(row({ poorPages: [2], markIncomplete: true }))).toBe('complete');
  });

  it('names the pages still missing', () => {
    expect(toBooklet(row({ pagesIn: [1, 3] }))).toMatchObject({
      pagesIn: [1, 3],
      missingPages: [2],
      student: { id: 's-1', name: 'Asha Verma', rollNo: '7' },
    });
  });
});

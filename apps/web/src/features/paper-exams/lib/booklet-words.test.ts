import type { Booklet, ScanBatch, ScanPage } from '@markwise/contract';
import { describe, expect, it } from 'vitest';
import {
  batchPercent,
  batchWords,
  bookletOptionWords,
  canMarkIncomplete,
  pageStatusWords,
  pagesWords,
  printsOf,
  qualityWords,
  sourceWords,
  studentWords,
} from './booklet-words';

const booklet = (overrides: Partial<Booklet> = {}): Booklet => ({
  id: 'b-1',
  number: 1042,
  printId: 'print-1',
  student: { id: 's-1', name: 'Rohan Mehta', rollNo: '10A-07' },
  paperSize: 'A4',
  pageCount: 7,
  pagesIn: [1, 2, 3, 4, 6],
  missingPages: [5, 7],
  poorPages: [],
  state: 'incomplete',
  markIncomplete: false,
  sessionId: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

const batch = (overrides: Partial<ScanBatch>): ScanBatch => ({
  id: 'batch-1',
  status: 'reading',
  fileNames: ['class-10a.pdf'],
  pagesTotal: 196,
  pagesRead: 36,
  error: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

describe('booklet words', () => {
  it('names the pages in, the student, and the booklet as the picker offers it', () => {
    expect(pagesWords(booklet())).toBe('5 of 7');
    expect(studentWords(booklet().student)).toBe('Rohan Mehta (10A-07)');
    expect(studentWords({ id: 's', name: 'Asha', rollNo: null })).toBe('Asha');
    expect(studentWords(null)).toBe('Anonymous');
    expect(bookletOptionWords(booklet())).toBe('1042 · Rohan Mehta (10A-07) · missing p. 5, p. 7');
    expect(bookletOptionWords(booklet({ missingPages: [], student: null }))).toBe(
      '1042 · Anonymous',
    );
  });

  it('offers marking without missing pages only to an open booklet with pages missing', () => {
    expect(canMarkIncomplete(booklet())).toBe(true);
    expect(canMarkIncomplete(booklet({ markIncomplete: true }))).toBe(false);
    expect(canMarkIncomplete(booklet({ state: 'printed' }))).toBe(false);
    expect(canMarkIncomplete(booklet({ sessionId: 'session-1' }))).toBe(false);
  });

  it('says where an upload stands', () => {
    expect(batchWords(batch({ status: 'queued', pagesTotal: null, pagesRead: 0 }))).toBe(
      'Waiting to be read',
    );
    expect(batchWords(batch({ pagesTotal: null, pagesRead: 0 }))).toBe('Opening the files…');
    expect(batchWords(batch({}))).toBe('Reading page 37 of 196');
    expect(batchWords(batch({ pagesRead: 196 }))).toBe('Reading page 196 of 196');
    expect(batchWords(batch({ status: 'done', pagesRead: 196 }))).toBe('Done: 196 pages read');
    expect(batchWords(batch({ status: 'done', pagesRead: 1 }))).toBe('Done: 1 page read');
    expect(batchWords(batch({ status: 'failed', error: 'class-10a.pdf is not a PDF' }))).toBe(
      'class-10a.pdf is not a PDF',
    );
    expect(batchPercent(batch({}))).toBe(18);
    expect(batchPercent(batch({ pagesTotal: null }))).toBeNull();
  });

  it('says what is wrong with a scanned page and where it came from', () => {
    const page: ScanPage = {
      id: 'p-1',
      batchId: 'batch-1',
      status: 'unmatched',
      bookletId: null,
      bookletNumber: null,
      pageNumber: null,
      quality: { blurry: true, dark: false, cutOff: true },
      imageUrl: '/api/scan-pages/p-1/image',
      source: { file: 'class-10a.pdf', page: 37 },
    };
    expect(pageStatusWords(page)).toBe('No readable booklet code');
    expect(
      pageStatusWords({ ...page, status: 'matched', bookletNumber: 1042, pageNumber: 5 }),
    ).toBe('In booklet 1042, page 5');
    expect(pageStatusWords({ ...page, status: 'discarded' })).toBe('Set aside');
    expect(qualityWords(page.quality)).toEqual(['Blurry', 'Cut off']);
    expect(sourceWords(page.source)).toBe('class-10a.pdf, page 37');
  });

  it('groups booklets by print, newest print first, each in number order', () => {
    const prints = printsOf([
      booklet({ id: 'a', number: 1002 }),
      booklet({ id: 'b', number: 1001 }),
      booklet({ id: 'c', number: 1050, printId: 'print-2', createdAt: '2026-11-22T09:00:00.000Z' }),
    ]);
    expect(prints.map((print) => [print.printId, print.numbers])).toEqual([
      ['print-2', '1050'],
      ['print-1', '1001–1002'],
    ]);
    expect(prints[1]!.booklets.map((each) => each.number)).toEqual([1001, 1002]);
  });
});

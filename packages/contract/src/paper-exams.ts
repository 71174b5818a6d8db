import { z } from 'zod';
import {
  component,
  dataEnvelope,
  idList,
  listEnvelope,
  requestBody,
  Timestamp,
  uuidField,
} from './common.js';
import { apiRoutes } from './routes.js';

/** The paper-exam paths of the route table, under the name the paper-exams module uses. */
export const paperExamRoutes = apiRoutes.paperExams;

export const PAPER_SIZES = ['A4', 'Letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** Answer pages per booklet (the cover comes on top). */
export const BOOKLET_ANSWER_PAGES_MIN = 1;
export const BOOKLET_ANSWER_PAGES_MAX = 40;
export const BOOKLET_ANSWER_PAGES_DEFAULT = 6;
/** The most booklets one print makes: a large school's year group in one PDF. */
export const BOOKLETS_PER_PRINT_MAX = 500;
/**
 * Files one scan upload takes, and the largest of them: a 200-page scan at 150 dpi is ~60 MB. An
 * upload is held in memory until stored, so these bound what one request can take (1 GB).
 */
export const SCAN_FILES_MAX = 10;
export const SCAN_FILE_MAX_BYTES = 100 * 1024 * 1024;
/** The multipart field the scanned files travel in. */
export const SCAN_FILE_FIELD = 'files';
export const SCAN_FILE_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;

/**
 * POST /levels/:levelId/booklets: print booklets for the level's paper: one per student named, per
 * student of a class, and/or anonymous ones to be tied to a student when scanned.
 */
export const PrintBookletsRequest = requestBody(
  'PrintBookletsRequest',
  {
    studentIds: idList('studentIds', 'student').max(BOOKLETS_PER_PRINT_MAX).optional(),
    className: z.string().trim().min(1).max(100).optional(),
    anonymous: z
      .number({ error: 'anonymous must be a number' })
      .int('anonymous must be a whole number')
      .min(0, 'anonymous must be 0 or more')
      .max(BOOKLETS_PER_PRINT_MAX, `anonymous must be at most ${BOOKLETS_PER_PRINT_MAX}`)
      .optional(),
    paperSize: z.enum(PAPER_SIZES, { error: 'paperSize must be A4 or Letter' }).default('A4'),
    answerPages: z
      .number({ error: 'answerPages must be a number' })
      .int('answerPages must be a whole number')
      .min(BOOKLET_ANSWER_PAGES_MIN, `answerPages must be at least ${BOOKLET_ANSWER_PAGES_MIN}`)
      .max(BOOKLET_ANSWER_PAGES_MAX, `answerPages must be at most ${BOOKLET_ANSWER_PAGES_MAX}`)
      .default(BOOKLET_ANSWER_PAGES_DEFAULT),
  },
  { className: '10-A', paperSize: 'A4', answerPages: 6 },
  { studentIds: ['0b9f4c1e-58d4-4c57-9a3c-4f1f3e0f5b11'], anonymous: 5 },
);
export type PrintBookletsRequest = z.input<typeof PrintBookletsRequest>;

/**
 * Where a booklet stands: printed (no page scanned yet), incomplete (pages missing), check_scan (a
 * page is blurry, too dark or cut off: rescan it, or mark the booklet as it is), needs_student (an
 * anonymous booklet, every page in), complete (being turned into its attempt), submitted (its
 * attempt made).
 */
export const BOOKLET_STATES = [
  'printed',
  'incomplete',
  'check_scan',
  'needs_student',
  'complete',
  'submitted',
] as const;
export type BookletState = (typeof BOOKLET_STATES)[number];

export const Booklet = component('Booklet', {
  id: z.string(),
  number: z.number().int(),
  printId: z.string(),
  student: z.object({ id: z.string(), name: z.string(), rollNo: z.string().nullable() }).nullable(),
  paperSize: z.enum(PAPER_SIZES),
  pageCount: z.number().int(),
  /** Page numbers matched from scans. */
  pagesIn: z.array(z.number().int()),
  /** Page numbers not yet scanned. */
  missingPages: z.array(z.number().int()),
  /** Page numbers whose scan is blurry, too dark or cut off. */
  poorPages: z.array(z.number().int()),
  state: z.enum(BOOKLET_STATES),
  /** A teacher's word to mark it as it is: without its missing pages, with its flagged scans. */
  markIncomplete: z.boolean(),
  sessionId: z.string().nullable(),
  createdAt: Timestamp,
});
export type Booklet = z.infer<typeof Booklet>;

const EXAMPLE_BOOKLET: Booklet = {
  id: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  number: 1042,
  printId: '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901',
  student: { id: '0b9f4c1e-58d4-4c57-9a3c-4f1f3e0f5b11', name: 'Rohan Mehta', rollNo: '10A-07' },
  paperSize: 'A4',
  pageCount: 7,
  pagesIn: [1, 2, 3, 4, 6, 7],
  missingPages: [5],
  poorPages: [],
  state: 'incomplete',
  markIncomplete: false,
  sessionId: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};

export const PrintBookletsResponse = dataEnvelope(
  'PrintBookletsResponse',
  z.object({ printId: z.string(), booklets: z.array(Booklet) }),
  { printId: EXAMPLE_BOOKLET.printId, booklets: [EXAMPLE_BOOKLET] },
);
export type PrintBookletsResponse = z.infer<typeof PrintBookletsResponse>;

export const BookletsResponse = listEnvelope('BookletsResponse', Booklet, EXAMPLE_BOOKLET);
export type BookletsResponse = z.infer<typeof BookletsResponse>;

export const BookletResponse = dataEnvelope('BookletResponse', Booklet, EXAMPLE_BOOKLET);
export type BookletResponse = z.infer<typeof BookletResponse>;

/** POST /booklets/:bookletId/student: ties an anonymous booklet to the student who wrote it. */
export const BookletStudentRequest = requestBody(
  'BookletStudentRequest',
  { studentId: uuidField('studentId') },
  { studentId: '0b9f4c1e-58d4-4c57-9a3c-4f1f3e0f5b11' },
);
export type BookletStudentRequest = z.infer<typeof BookletStudentRequest>;

export const SCAN_BATCH_STATUSES = ['queued', 'reading', 'done', 'failed'] as const;

export const ScanBatch = component('ScanBatch', {
  id: z.string(),
  status: z.enum(SCAN_BATCH_STATUSES),
  fileNames: z.array(z.string()),
  /** null until every file has been opened. */
  pagesTotal: z.number().int().nullable(),
  pagesRead: z.number().int(),
  error: z.string().nullable(),
  createdAt: Timestamp,
  finishedAt: Timestamp.nullable(),
});
export type ScanBatch = z.infer<typeof ScanBatch>;

const EXAMPLE_BATCH: ScanBatch = {
  id: '3d4e5f60-7182-4394-a5b6-c7d8e9f0a1b2',
  status: 'reading',
  fileNames: ['class-10a.pdf'],
  pagesTotal: 196,
  pagesRead: 88,
  error: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  finishedAt: null,
};

export const ScanBatchResponse = dataEnvelope('ScanBatchResponse', ScanBatch, EXAMPLE_BATCH);
export type ScanBatchResponse = z.infer<typeof ScanBatchResponse>;
export const ScanBatchesResponse = listEnvelope('ScanBatchesResponse', ScanBatch, EXAMPLE_BATCH);
export type ScanBatchesResponse = z.infer<typeof ScanBatchesResponse>;

export const SCAN_PAGE_STATUSES = [
  'matched',
  'unmatched',
  'forged',
  'other_exam',
  'duplicate',
  'discarded',
] as const;
export type ScanPageStatus = (typeof SCAN_PAGE_STATUSES)[number];

/** What a teacher reads for each page status that needs them. */
export const SCAN_PAGE_PROBLEMS: Record<
  Exclude<ScanPageStatus, 'matched' | 'discarded'>,
  string
> = {
  unmatched: 'No readable booklet code',
  forged: 'The code is not one Markwise printed',
  other_exam: 'A booklet of another exam',
  duplicate: 'This booklet page was already scanned',
};

export const ScanPage = component('ScanPage', {
  id: z.string(),
  batchId: z.string(),
  status: z.enum(SCAN_PAGE_STATUSES),
  bookletId: z.string().nullable(),
  bookletNumber: z.number().int().nullable(),
  pageNumber: z.number().int().nullable(),
  quality: z.object({ blurry: z.boolean(), dark: z.boolean(), cutOff: z.boolean() }),
  /** A short-lived URL of the upright page image (an <img> cannot send a token). */
  imageUrl: z.string(),
  /** Which file of the upload, and which page of it, from 1. */
  source: z.object({ file: z.string(), page: z.number().int() }),
});
export type ScanPage = z.infer<typeof ScanPage>;

export const ScanPagesQuery = z
  .object({
    /** attention: every page a teacher should look at (not placed, or placed with a scan problem). */
    filter: z
      .enum(['attention', 'all'], { error: 'must be attention or all' })
      .default('attention'),
  })
  // No meta id: @nestjs/swagger expands only an inline object schema into query parameters.
  .strict();
export type ScanPagesQuery = z.output<typeof ScanPagesQuery>;

const EXAMPLE_PAGE: ScanPage = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  batchId: EXAMPLE_BATCH.id,
  status: 'unmatched',
  bookletId: null,
  bookletNumber: null,
  pageNumber: null,
  quality: { blurry: false, dark: false, cutOff: false },
  imageUrl: '/api/scan-pages/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d/image?expires=1764000000&sig=abc',
  source: { file: 'class-10a.pdf', page: 37 },
};

export const ScanPagesResponse = listEnvelope('ScanPagesResponse', ScanPage, EXAMPLE_PAGE);
export type ScanPagesResponse = z.infer<typeof ScanPagesResponse>;

/** POST /scan-pages/:pageId/assign: a teacher puts a page where it belongs. */
export const AssignScanPageRequest = requestBody(
  'AssignScanPageRequest',
  {
    bookletId: uuidField('bookletId'),
    pageNumber: z
      .number({ error: 'pageNumber must be a number' })
      .int('pageNumber must be a whole number')
      .min(1, 'pageNumber must be at least 1'),
    /** Put this page in place of one already matched there (which becomes a duplicate). */
    replace: z.boolean().default(false),
  },
  { bookletId: EXAMPLE_BOOKLET.id, pageNumber: 5 },
);
export type AssignScanPageRequest = z.input<typeof AssignScanPageRequest>;

export const ScanPageResponse = dataEnvelope('ScanPageResponse', ScanPage, {
  ...EXAMPLE_PAGE,
  status: 'matched',
  bookletId: EXAMPLE_BOOKLET.id,
  bookletNumber: EXAMPLE_BOOKLET.number,
  pageNumber: 5,
});
export type ScanPageResponse = z.infer<typeof ScanPageResponse>;

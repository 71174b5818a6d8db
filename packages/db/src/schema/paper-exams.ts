import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, parentRef } from './columns.js';
import { institutions } from './institutions.js';
import { levels } from './journeys.js';
import { practiceSessions } from './practice-sessions.js';
import { users } from './users.js';

export const PAPER_SIZES = ['A4', 'Letter'] as const;

/**
 * A printed answer booklet for an exam level: a cover and answer pages, each carrying a signed QR
 * code of the booklet and page. Anonymous booklets have no student until one is tied at scan time.
 */
export const answerBooklets = pgTable(
  'answer_booklets',
  {
    id: id(),
    institutionId: parentRef(() => institutions.id),
    levelId: parentRef(() => levels.id),
    /** Printed on every page; unique in the institution, so a booklet is found by it on paper. */
    number: integer().notNull(),
    /** The booklets printed together (one PDF). */
    printId: uuid().notNull(),
    /** Erasing the student erases their booklets (their pages are their handwriting). */
    studentId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    paperSize: text({ enum: PAPER_SIZES }).notNull(),
    /** Pages printed, the cover included. */
    pageCount: integer().notNull(),
    printedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The attempt made from its pages; set once, in the transaction that creates it. */
    sessionId: uuid().references(() => practiceSessions.id, { onDelete: 'set null' }),
    /** A teacher's word that the booklet is marked without its missing pages. */
    markIncomplete: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('answer_booklets_number_key').on(t.institutionId, t.number),
    index('answer_booklets_level_idx').on(t.levelId, t.number),
    index('answer_booklets_print_idx').on(t.printId),
    index('answer_booklets_student_idx').on(t.studentId),
    check('answer_booklets_paper_size_check', oneOf(t.paperSize, PAPER_SIZES)),
    check('answer_booklets_page_count_check', sql`${t.pageCount} between 2 and 100`),
  ],
);

export const SCAN_BATCH_STATUSES = ['queued', 'reading', 'done', 'failed'] as const;

/** One upload of scanned files (PDFs or photos) for a level, read page by page in the queue. */
export const scanBatches = pgTable(
  'scan_batches',
  {
    id: id(),
    institutionId: parentRef(() => institutions.id),
    levelId: parentRef(() => levels.id),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: SCAN_BATCH_STATUSES }).notNull().default('queued'),
    /** The uploaded files' storage keys, in upload order, until they have been read. */
    fileKeys: text().array().notNull(),
    fileNames: text().array().notNull(),
    /** Known once every file has been opened; null before. */
    pagesTotal: integer(),
    pagesRead: integer().notNull().default(0),
    error: text(),
    createdAt: createdAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('scan_batches_level_idx').on(t.levelId, t.createdAt),
    check('scan_batches_status_check', oneOf(t.status, SCAN_BATCH_STATUSES)),
  ],
);

/**
 * matched: the page is its booklet's page; unmatched: no code, or one not readable; forged: a code
 * whose signature is wrong; other_exam: a booklet of another level; duplicate: its booklet page
 * was already matched; discarded: a teacher set it aside.
 */
export const SCAN_PAGE_STATUSES = [
  'matched',
  'unmatched',
  'forged',
  'other_exam',
  'duplicate',
  'discarded',
] as const;

export type ScanQuality = { blurry: boolean; dark: boolean; cutOff: boolean };
export type ScanArea = { left: number; top: number; width: number; height: number };

/** One page of a scan batch, turned upright and stored, and where it belongs. */
export const scanPages = pgTable(
  'scan_pages',
  {
    id: id(),
    institutionId: parentRef(() => institutions.id),
    batchId: parentRef(() => scanBatches.id),
    /** Which uploaded file, and which page of it: a re-run of the batch skips pages already read. */
    fileIndex: integer().notNull(),
    pageIndex: integer().notNull(),
    imageKey: text().notNull(),
    /** Erasing the booklet's student erases its pages (the row and, by the erasure, the file). */
    bookletId: uuid().references(() => answerBooklets.id, { onDelete: 'cascade' }),
    pageNumber: integer(),
    status: text({ enum: SCAN_PAGE_STATUSES }).notNull(),
    quality: jsonb().$type<ScanQuality>().notNull(),
    /** Where the student wrote, in the stored image's pixels; null without a readable code. */
    answerArea: jsonb().$type<ScanArea>(),
    rotation: real().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scan_pages_batch_position_key').on(t.batchId, t.fileIndex, t.pageIndex),
    // One page stands for each booklet page: a second scan of it is a duplicate.
    uniqueIndex('scan_pages_booklet_page_key')
      .on(t.bookletId, t.pageNumber)
      .where(sql`${t.status} = 'matched'`),
    index('scan_pages_booklet_idx').on(t.bookletId),
    check('scan_pages_status_check', oneOf(t.status, SCAN_PAGE_STATUSES)),
  ],
);

export type AnswerBooklet = typeof answerBooklets.$inferSelect;
export type ScanBatch = typeof scanBatches.$inferSelect;
export type ScanPage = typeof scanPages.$inferSelect;

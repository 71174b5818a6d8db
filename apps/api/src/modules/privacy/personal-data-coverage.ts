import { SESSION_TABLES } from '../../data/sessions/session-tables.js';

const { attempts, answers, levelProgress } = SESSION_TABLES;

/**
 * Every column through which a row belongs to, or names, a student: what the export does with it
 * and what the erasure does with it. `test/privacy-coverage.test.ts` reads the database's foreign
 * keys and fails when a column that references `users` (or a table reached from it) is missing
 * here, so a new table holding a student's data cannot ship without deciding both.
 *
 * Names are SQL names (snake_case), as the catalogue reports them.
 */
export type PersonalTable =
  | 'users'
  | typeof attempts
  | typeof answers
  | 'answer_booklets'
  | 'scan_batches'
  | 'tutor_conversations'
  | 'viva_sessions';

export type PersonalDataColumn = {
  table: string;
  column: string;
  /** The tables whose ids the column holds: the student's own, or one of their rows'. */
  references: readonly PersonalTable[];
  /** Where in data.json the rows appear, or why they are left out. */
  export: { key: string } | { excluded: string };
  /**
   * `delete`: the rows go. `clear`: the link is set to null and the row (someone else's) stays.
   */
  erase: 'delete' | 'clear';
};

export const PERSONAL_DATA_COLUMNS: readonly PersonalDataColumn[] = [
  {
    table: 'users',
    column: 'id',
    references: ['users'],
    export: { key: 'profile' },
    erase: 'delete',
  },
  {
    table: 'refresh_tokens',
    column: 'user_id',
    references: ['users'],
    export: { key: 'refreshTokens' },
    erase: 'delete',
  },
  {
    table: 'enrollments',
    column: 'user_id',
    references: ['users'],
    export: { key: 'enrollments' },
    erase: 'delete',
  },
  {
    table: attempts,
    column: 'user_id',
    references: ['users'],
    export: { key: 'practiceSessions' },
    erase: 'delete',
  },
  {
    table: levelProgress,
    column: 'user_id',
    references: ['users'],
    export: { key: 'progress.levels' },
    erase: 'delete',
  },
  {
    table: answers,
    column: 'session_id',
    references: [attempts],
    export: { key: 'practiceSessions.answers' },
    erase: 'delete',
  },
  // The student's own progress rows go with them; these point at their sessions from those rows.
  {
    table: levelProgress,
    column: 'best_session_id',
    references: [attempts],
    export: { key: 'progress.levels' },
    erase: 'delete',
  },
  {
    table: levelProgress,
    column: 'last_session_id',
    references: [attempts],
    export: { key: 'progress.levels' },
    erase: 'delete',
  },
  // Goes with the answer it is about.
  {
    table: 'regrade_requests',
    column: 'answer_id',
    references: [answers],
    export: { key: 'practiceSessions.answers.regradeRequest' },
    erase: 'delete',
  },
  // The student's talk with the tutor about the answer, and its messages: both go with it.
  {
    table: 'tutor_conversations',
    column: 'answer_id',
    references: [answers],
    export: { key: 'practiceSessions.answers.tutorConversation' },
    erase: 'delete',
  },
  {
    table: 'tutor_messages',
    column: 'conversation_id',
    references: ['tutor_conversations'],
    export: { key: 'practiceSessions.answers.tutorConversation.messages' },
    erase: 'delete',
  },
  // The student's viva practice and its turns.
  {
    table: 'viva_sessions',
    column: 'student_id',
    references: ['users'],
    export: { key: 'vivaSessions' },
    erase: 'delete',
  },
  {
    table: 'viva_turns',
    column: 'viva_id',
    references: ['viva_sessions'],
    export: { key: 'vivaSessions.turns' },
    erase: 'delete',
  },
  // A second teacher's blind mark on the answer: the mark that stands is the answer's own.
  {
    table: 'second_marks',
    column: 'answer_id',
    references: [answers],
    export: { excluded: "a teacher's moderation record; the answer's mark is exported" },
    erase: 'delete',
  },
  // Teacher-only links: the API never puts a student here, but the schema would allow it.
  {
    table: 'second_marks',
    column: 'marker_id',
    references: ['users'],
    export: { excluded: 'only teachers second-mark' },
    erase: 'clear',
  },
  {
    table: 'second_marks',
    column: 'assigned_by',
    references: ['users'],
    export: { excluded: 'only teachers assign samples' },
    erase: 'clear',
  },
  {
    table: 'regrade_requests',
    column: 'resolved_by',
    references: ['users'],
    export: { key: 'practiceSessions.answers.regradeRequest' },
    erase: 'clear',
  },
  {
    table: attempts,
    column: 'uploaded_by',
    references: ['users'],
    export: { excluded: "the session is another student's; only teachers upload for others" },
    erase: 'clear',
  },
  {
    table: answers,
    column: 'overridden_by',
    references: ['users'],
    export: { excluded: "the answer is another student's; only teachers override marks" },
    erase: 'clear',
  },
  {
    table: 'audit_log',
    column: 'actor_user_id',
    references: ['users'],
    export: { key: 'auditLog' },
    erase: 'delete',
  },
  // A printed booklet is the student's; its scanned pages are their handwriting.
  {
    table: 'answer_booklets',
    column: 'student_id',
    references: ['users'],
    export: {
      excluded: "a printing record; its matched pages are exported as the attempt's photos",
    },
    erase: 'delete',
  },
  {
    table: 'scan_pages',
    column: 'booklet_id',
    references: ['answer_booklets'],
    export: { excluded: "scanned pages; those of a marked booklet are the attempt's photos" },
    erase: 'delete',
  },
  {
    table: 'answer_booklets',
    column: 'session_id',
    references: [attempts],
    export: { excluded: 'the attempt itself is exported' },
    erase: 'clear',
  },
  {
    table: 'answer_booklets',
    column: 'printed_by',
    references: ['users'],
    export: { excluded: 'only teachers print booklets' },
    erase: 'clear',
  },
  {
    table: 'scan_batches',
    column: 'uploaded_by',
    references: ['users'],
    export: { excluded: 'only teachers upload scans' },
    erase: 'clear',
  },
  // An upload is a teacher's; the student's pages in it go with their booklet (above).
  {
    table: 'scan_pages',
    column: 'batch_id',
    references: ['scan_batches'],
    export: { excluded: "a teacher's upload" },
    erase: 'clear',
  },
  // Not a foreign key: audit entries name their subject by type and id.
  {
    table: 'audit_log',
    column: 'entity_id',
    references: ['users', attempts, answers],
    export: { key: 'auditLog' },
    erase: 'delete',
  },
];

/**
 * Tables that hold personal data without referencing a user, deliberately left out, and why.
 * demo_requests: the landing page's form, not an institution's data; matching it by a student's
 * email would let an admin read or delete anyone's request by creating a student with that address.
 */
export const PERSONAL_DATA_EXCLUDED_TABLES = ['demo_requests'] as const;

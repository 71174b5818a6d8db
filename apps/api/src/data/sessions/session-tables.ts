/**
 * The SQL names of the sessions aggregate's tables, for code that must name a table without
 * querying it (the privacy module's list of personal-data columns, checked against the database's
 * catalogue by `test/privacy-coverage.test.ts`, which fails on a wrong name).
 */
export const SESSION_TABLES = {
  attempts: 'practice_sessions',
  answers: 'answers',
  levelProgress: 'level_progress',
} as const;

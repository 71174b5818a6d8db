import {
  answerBooklets,
  scanBatches,
  scanPages,
  classes,
  answers,
  auditLog,
  courses,
  demoRequests,
  enrollments,
  institutions,
  journeys,
  levelProgress,
  levels,
  practiceSessions,
  questionPapers,
  questions,
  refreshTokens,
  subjects,
  users,
  type Database,
} from '@markwise/db';
import { sql } from 'drizzle-orm';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * Fixed ids of one small institution, so every data-access method has rows to work on and the
 * snapshots come out the same on every run. The second course's tree (course 2 → subject 2 →
 * journey 2 → topic level 2) and paper 2 have no attempts, so they can be deleted.
 */
export const IDS = {
  institution: uuid(1),
  admin: uuid(2),
  student: uuid(3),
  schoolClass: uuid(4),
  course: uuid(10),
  subject: uuid(11),
  journey: uuid(12),
  examLevel: uuid(13),
  course2: uuid(20),
  subject2: uuid(21),
  journey2: uuid(22),
  topicLevel2: uuid(23),
  paper: uuid(30),
  question1: uuid(31),
  question2: uuid(32),
  paper2: uuid(35),
  paper2Question: uuid(36),
  session: uuid(40),
  answer1: uuid(41),
  tokenFamily: uuid(50),
  token: uuid(51),
  booklet: uuid(60),
  scanBatch: uuid(61),
  scanPage: uuid(62),
} as const;

/** Every statement is timed against this instant, never against the clock. */
export const AT = new Date('2026-01-15T10:00:00.000Z');

export async function seedSnapshotData({ db }: Database) {
  const institutionId = IDS.institution;
  await db
    .insert(institutions)
    .values({ id: institutionId, name: 'Snapshot School', slug: 'snap' });
  await db.insert(users).values([
    {
      id: IDS.admin,
      institutionId,
      role: 'ADMIN',
      email: 'admin@snapshot.test',
      passwordHash: 'not-a-hash',
      firstName: 'Ada',
      lastName: 'Admin',
    },
    {
      id: IDS.student,
      institutionId,
      role: 'STUDENT',
      email: 'student@snapshot.test',
      passwordHash: 'not-a-hash',
      firstName: 'Sam',
      lastName: 'Student',
      studentClass: 'Grade 10A',
      mobile: '+91 98765 43210',
    },
  ]);
  await db.insert(classes).values({ id: IDS.schoolClass, institutionId, name: 'Grade 10A' });
  await db.insert(courses).values([
    { id: IDS.course, institutionId, title: 'Physics' },
    { id: IDS.course2, institutionId, title: 'Chemistry' },
  ]);
  await db.insert(enrollments).values({ courseId: IDS.course, userId: IDS.student });
  await db.insert(subjects).values([
    { id: IDS.subject, institutionId, courseId: IDS.course, title: 'Mechanics' },
    { id: IDS.subject2, institutionId, courseId: IDS.course2, title: 'Bonds' },
  ]);
  await db.insert(journeys).values([
    { id: IDS.journey, institutionId, subjectId: IDS.subject, title: 'Motion' },
    { id: IDS.journey2, institutionId, subjectId: IDS.subject2, title: 'Atoms' },
  ]);
  await db.insert(questionPapers).values([
    {
      id: IDS.paper,
      institutionId,
      subjectId: IDS.subject,
      courseId: IDS.course,
      title: 'Motion test',
      timeAllowed: 30,
      year: 2026,
      qpCode: 'PHY-1',
      maxMarks: 5,
    },
    {
      id: IDS.paper2,
      institutionId,
      title: 'Spare paper',
      timeAllowed: 30,
      year: 2026,
      qpCode: 'SPARE-1',
      maxMarks: 2,
    },
  ]);
  await db.insert(questions).values([
    { id: IDS.question1, paperId: IDS.paper, number: 1, text: 'Define velocity.', marks: 2 },
    { id: IDS.question2, paperId: IDS.paper, number: 2, text: 'State Newton 1.', marks: 3 },
    { id: IDS.paper2Question, paperId: IDS.paper2, number: 1, text: 'Spare.', marks: 2 },
  ]);
  await db.insert(levels).values([
    {
      id: IDS.examLevel,
      journeyId: IDS.journey,
      title: 'Motion exam',
      order: 1,
      type: 'exam',
      questionPaperId: IDS.paper,
    },
    { id: IDS.topicLevel2, journeyId: IDS.journey2, title: 'Atoms topic', order: 1, type: 'topic' },
  ]);
  await db.insert(practiceSessions).values({
    id: IDS.session,
    institutionId,
    userId: IDS.student,
    levelId: IDS.examLevel,
    paperId: IDS.paper,
    status: 'in_review',
    startTime: AT,
    submittedAt: AT,
    marksAllocated: 5,
    evaluationRuns: 1,
  });
  await db.insert(answers).values({
    id: IDS.answer1,
    sessionId: IDS.session,
    questionId: IDS.question1,
    answerText: 'Speed with a direction.',
    marksAllocated: 2,
    evaluatorMarksAwarded: 1,
    suggestedMarks: 1,
    confidence: 'needs_review',
    submittedAt: AT,
  });
  await db.insert(levelProgress).values({ userId: IDS.student, levelId: IDS.examLevel });
  await db.insert(refreshTokens).values({
    id: IDS.token,
    userId: IDS.student,
    familyId: IDS.tokenFamily,
    tokenHash: 'snapshot-token-hash',
    expiresAt: new Date('2026-02-15T10:00:00.000Z'),
  });
  await db.insert(auditLog).values({
    institutionId,
    actorUserId: IDS.admin,
    action: 'answer.override',
    entityType: 'answer',
    entityId: IDS.answer1,
  });
  await db.insert(answerBooklets).values({
    id: IDS.booklet,
    institutionId,
    levelId: IDS.examLevel,
    number: 1001,
    printId: IDS.booklet,
    studentId: IDS.student,
    paperSize: 'A4',
    pageCount: 3,
    printedBy: IDS.admin,
  });
  await db.insert(scanBatches).values({
    id: IDS.scanBatch,
    institutionId,
    levelId: IDS.examLevel,
    uploadedBy: IDS.admin,
    fileKeys: [],
    fileNames: ['class.pdf'],
    createdAt: AT,
  });
  await db.insert(scanPages).values({
    id: IDS.scanPage,
    institutionId,
    batchId: IDS.scanBatch,
    fileIndex: 0,
    pageIndex: 0,
    imageKey: `scans/${IDS.scanBatch}/${IDS.scanPage}.png`,
    bookletId: IDS.booklet,
    pageNumber: 1,
    status: 'matched',
    quality: { blurry: false, dark: false, cutOff: false },
  });
  await db.insert(demoRequests).values({
    firstName: 'Vee',
    lastName: 'Visitor',
    email: 'visitor@snapshot.test',
    institutionName: 'Another School',
  });
  // The evaluation sweeps read pg-boss's job table, which the queue creates when it starts; no
  // queue runs here, so an empty table of the columns they read stands in for it.
  await db.execute(sql`create schema if not exists pgboss`);
  await db.execute(
    sql`create table if not exists pgboss.job (name text, state text, singleton_key text)`,
  );
}

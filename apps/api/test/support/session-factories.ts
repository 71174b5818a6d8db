import { randomUUID } from 'node:crypto';
import { isPassing, passPercentageOf, type StructuredFeedback } from '@markwise/contract';
import { answers, practiceSessions, users, type Database, type SessionStatus } from '@markwise/db';
import { eq } from 'drizzle-orm';
import { createExamChain } from './catalogue-factories.js';
import { createUser } from './factories.js';

export const MINUTE = 60 * 1000;
export const DAY = 24 * 60 * MINUTE;

/** Midnight UTC of the day `daysAgo` days before today. */
export function utcDayStart(daysAgo = 0, now = new Date()): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - daysAgo * DAY);
}

/** yyyy-MM-dd of a date, in UTC. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A student with a unique email (class 'Grade 10A' unless told), optionally a phone number as the
 * user typed it.
 */
export async function createStudent(
  database: Database,
  options: { institutionId: string; firstName?: string; mobile?: string; studentClass?: string },
) {
  const { mobile, studentClass, ...fields } = options;
  const student = await createUser(database, { ...fields, role: 'STUDENT' });
  if (mobile === undefined && studentClass === undefined) return student;
  const [updated] = await database.db
    .update(users)
    .set({
      ...(mobile !== undefined && { mobile }),
      ...(studentClass !== undefined && { studentClass }),
    })
    .where(eq(users.id, student.id))
    .returning();
  return updated!;
}

export type ExamFixture = Awaited<ReturnType<typeof createExamLevel>>;

/**
 * A whole catalogue branch of one institution: course → subject → journey → exam level on a paper
 * with questions (marks 4 and 6 unless told otherwise, numbered from 1).
 */
export async function createExamLevel(
  database: Database,
  options: {
    institutionId: string;
    marks?: number[];
    courseTitle?: string;
    passPercentage?: number;
  },
) {
  const tag = randomUUID().slice(0, 8);
  return createExamChain(database, {
    institutionId: options.institutionId,
    marks: options.marks ?? [4, 6],
    tag,
    ...(options.courseTitle && { course: { title: options.courseTitle } }),
    subject: { title: `Physics ${tag}` },
    paper: { title: `Light ${tag}`, passPercentage: options.passPercentage ?? 40 },
    questions: (index) => ({ text: `**Question ${index + 1}** of ${tag}: explain.` }),
  });
}

/** The structured feedback an evaluator would write for `awarded` of `allocated` marks. */
export function feedbackFor(awarded: number, allocated: number): StructuredFeedback {
  const first = Math.min(awarded, allocated / 2);
  return {
    guidlines: `2 key points, ${allocated} marks.`,
    readable_response: `Scored ${awarded} of ${allocated}.`,
    marks_per_question: [
      {
        question_number: 1,
        marks_awarded: first,
        marks_allocated: allocated / 2,
        feedback: 'First point.',
      },
      {
        question_number: 2,
        marks_awarded: awarded - first,
        marks_allocated: allocated / 2,
        feedback: 'Second point.',
        improvement_suggestion: 'Give an example.',
      },
    ],
  };
}

/**
 * A student's attempt on the exam level. `marks[i]` is what the answer to question i earned; the
 * questions past `marks.length` are left unanswered. Answers carry marks and feedback only once the
 * session is evaluated.
 */
export async function createSession(
  database: Database,
  options: {
    exam: ExamFixture;
    userId: string;
    startTime: Date;
    status?: SessionStatus;
    marks?: number[];
    overallReport?: string;
  },
) {
  const { exam, userId, startTime } = options;
  const status = options.status ?? 'evaluated';
  const evaluated = status === 'evaluated';
  const marks = options.marks ?? exam.questions.map((question) => question.marks);
  const allocated = exam.questions.reduce((sum, question) => sum + question.marks, 0);
  const awarded = marks.reduce((sum, value) => sum + value, 0);
  const endTime = status === 'in_progress' ? null : new Date(startTime.getTime() + 30 * MINUTE);
  const [session] = await database.db
    .insert(practiceSessions)
    .values({
      institutionId: exam.institutionId,
      userId,
      levelId: exam.level.id,
      paperId: exam.paper.id,
      status,
      startTime,
      endTime,
      submittedAt: endTime,
      evaluatedAt: evaluated ? endTime : null,
      marksAwarded: evaluated ? awarded : null,
      marksAllocated: allocated,
      isPass: evaluated
        ? isPassing(awarded, allocated, passPercentageOf(exam.level, exam.paper))
        : null,
      overallReport: evaluated
        ? (options.overallReport ?? `## Result ${awarded}/${allocated}`)
        : null,
    })
    .returning();
  const written = marks.map((value, index) => {
    const question = exam.questions[index]!;
    return {
      sessionId: session!.id,
      questionId: question.id,
      answerText: `Answer to question ${question.number}`,
      marksAwarded: evaluated ? value : null,
      marksAllocated: question.marks,
      feedback: evaluated ? feedbackFor(value, question.marks) : null,
      evaluator: evaluated ? 'builtin' : null,
      submittedAt: endTime,
      // An evaluated attempt's answers are all released to the student.
      releasedAt: evaluated ? endTime : null,
    };
  });
  const rows =
    written.length > 0 ? await database.db.insert(answers).values(written).returning() : [];
  return { session: session!, answers: rows };
}

import { Inject, Injectable } from '@nestjs/common';
import {
  courses,
  journeys,
  levels,
  practiceSessions,
  questionPapers,
  questions,
  subjects,
  users,
  type Database,
  type NewPracticeSession,
} from '@markwise/db';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';

export type SittableLevel = NonNullable<Awaited<ReturnType<AttemptsRepository['findLevel']>>>;
export type AttemptSessionRow = NonNullable<Awaited<ReturnType<AttemptsRepository['findSession']>>>;

/** Exam levels on a paper, in the institution's active subjects: what a student may sit. */
const sittable = (institutionId: string) =>
  and(
    eq(journeys.institutionId, institutionId),
    eq(levels.type, 'exam'),
    isNotNull(levels.questionPaperId),
    eq(subjects.isActive, true),
  );

const sessionColumns = {
  id: practiceSessions.id,
  institutionId: practiceSessions.institutionId,
  userId: practiceSessions.userId,
  levelId: practiceSessions.levelId,
  paperId: practiceSessions.paperId,
  status: practiceSessions.status,
  attemptNumber: practiceSessions.attemptNumber,
  startTime: practiceSessions.startTime,
  deadlineAt: practiceSessions.deadlineAt,
  submittedAt: practiceSessions.submittedAt,
};

/** Sessions and the levels they are sat on; every query is scoped to one institution. */
@Injectable()
export class AttemptsRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /** Every sittable level with its journey, subject, course and paper (question count included). */
  async listLevels(institutionId: string, tx: Executor = this.database.db) {
    const questionCounts = tx
      .select({ paperId: questions.paperId, total: count().as('total') })
      .from(questions)
      .groupBy(questions.paperId)
      .as('question_counts');
    return tx
      .select({
        levelId: levels.id,
        title: levels.title,
        order: levels.order,
        xpRequired: levels.xpRequiredToUnlock,
        attemptsAllowed: levels.attemptsAllowed,
        opensAt: levels.opensAt,
        closesAt: levels.closesAt,
        journeyId: journeys.id,
        journeyTitle: journeys.title,
        subjectTitle: subjects.title,
        courseTitle: courses.title,
        paperId: questionPapers.id,
        paperTitle: questionPapers.title,
        qpCode: questionPapers.qpCode,
        timeAllowed: questionPapers.timeAllowed,
        maxMarks: questionPapers.maxMarks,
        questionCount: questionCounts.total,
      })
      .from(levels)
      .innerJoin(journeys, eq(journeys.id, levels.journeyId))
      .innerJoin(subjects, eq(subjects.id, journeys.subjectId))
      .innerJoin(courses, eq(courses.id, subjects.courseId))
      .innerJoin(questionPapers, eq(questionPapers.id, levels.questionPaperId))
      .leftJoin(questionCounts, eq(questionCounts.paperId, questionPapers.id))
      .where(sittable(institutionId))
      .orderBy(
        asc(courses.title),
        asc(subjects.title),
        asc(journeys.title),
        asc(levels.order),
        asc(levels.id),
      );
  }

  /** Per level: the student's sessions, best evaluated percentage and a session open to resume. */
  async sessionSummaries(userId: string, now: Date, tx: Executor = this.database.db) {
    const s = practiceSessions;
    const rows = await tx
      .select({
        levelId: s.levelId,
        attempts: count(),
        best: sql<number | string | null>`max(case when ${s.status} = 'evaluated'
          and ${s.marksAllocated} > 0 then ${s.marksAwarded} * 100.0 / ${s.marksAllocated} end)`,
        open: sql<string | null>`max(${s.id}::text) filter (where ${s.status} = 'in_progress'
          and (${s.deadlineAt} is null or ${s.deadlineAt} > ${now.toISOString()}))`,
      })
      .from(s)
      .where(eq(s.userId, userId))
      .groupBy(s.levelId);
    return rows.map((row) => ({
      ...row,
      attempts: Number(row.attempts),
      best: row.best === null ? null : Number(row.best),
    }));
  }

  /** Every session of the student, newest first, with its paper title and subject. */
  async sessionHistory(userId: string, institutionId: string, tx: Executor = this.database.db) {
    const s = practiceSessions;
    return tx
      .select({
        id: s.id,
        levelId: s.levelId,
        status: s.status,
        startTime: s.startTime,
        endTime: s.endTime,
        marksAwarded: s.marksAwarded,
        marksAllocated: s.marksAllocated,
        isPass: s.isPass,
        title: questionPapers.title,
        subject: subjects.title,
      })
      .from(s)
      .innerJoin(questionPapers, eq(questionPapers.id, s.paperId))
      .innerJoin(levels, eq(levels.id, s.levelId))
      .innerJoin(journeys, eq(journeys.id, levels.journeyId))
      .innerJoin(subjects, eq(subjects.id, journeys.subjectId))
      .where(and(eq(s.userId, userId), eq(s.institutionId, institutionId)))
      .orderBy(desc(s.startTime), desc(s.id));
  }

  async xpOf(userId: string, tx: Executor = this.database.db): Promise<number> {
    const [row] = await tx.select({ xp: users.xp }).from(users).where(eq(users.id, userId));
    return row?.xp ?? 0;
  }

  /** A sittable level of the institution with its paper; undefined otherwise. */
  async findLevel(institutionId: string, levelId: string, tx: Executor = this.database.db) {
    const [row] = await tx
      .select({
        levelId: levels.id,
        xpRequired: levels.xpRequiredToUnlock,
        attemptsAllowed: levels.attemptsAllowed,
        opensAt: levels.opensAt,
        closesAt: levels.closesAt,
        paperId: questionPapers.id,
        timeAllowed: questionPapers.timeAllowed,
        maxMarks: questionPapers.maxMarks,
      })
      .from(levels)
      .innerJoin(journeys, eq(journeys.id, levels.journeyId))
      .innerJoin(subjects, eq(subjects.id, journeys.subjectId))
      .innerJoin(questionPapers, eq(questionPapers.id, levels.questionPaperId))
      .where(and(eq(levels.id, levelId), sittable(institutionId)));
    return row;
  }

  /** A student of the institution, locked so that their attempts are started one at a time. */
  async lockStudent(institutionId: string, userId: string, tx: Executor) {
    const [row] = await tx
      .select({ id: users.id, xp: users.xp })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.institutionId, institutionId),
          eq(users.role, 'STUDENT'),
        ),
      )
      .for('update');
    return row;
  }

  /** The student's sessions on the level, oldest first. */
  async sessionsOnLevel(userId: string, levelId: string, tx: Executor) {
    return tx
      .select(sessionColumns)
      .from(practiceSessions)
      .where(and(eq(practiceSessions.userId, userId), eq(practiceSessions.levelId, levelId)))
      .orderBy(asc(practiceSessions.attemptNumber));
  }

  async insertSession(values: NewPracticeSession, tx: Executor): Promise<string> {
    const [row] = await tx
      .insert(practiceSessions)
      .values(values)
      .returning({ id: practiceSessions.id });
    return row!.id;
  }

  /** A session of the institution (of `ownerId` only, when given); `lock` holds it for a write. */
  async findSession(
    options: { sessionId: string; institutionId: string; ownerId?: string; lock?: boolean },
    tx: Executor = this.database.db,
  ) {
    const query = tx
      .select(sessionColumns)
      .from(practiceSessions)
      .where(
        and(
          eq(practiceSessions.id, options.sessionId),
          eq(practiceSessions.institutionId, options.institutionId),
          options.ownerId === undefined ? undefined : eq(practiceSessions.userId, options.ownerId),
        ),
      );
    const [row] = await (options.lock ? query.for('update') : query);
    return row;
  }

  /**
   * In-progress sessions, of every institution (this is the app's own housekeeping, not a
   * caller's query), whose deadline passed more than `graceSeconds` ago; locked for closing, and
   * those another replica is closing right now are skipped rather than waited for.
   */
  async lockExpired(graceSeconds: number, limit: number, tx: Executor) {
    return tx
      .select({ id: practiceSessions.id, deadlineAt: practiceSessions.deadlineAt })
      .from(practiceSessions)
      .where(
        and(
          eq(practiceSessions.status, 'in_progress'),
          sql`${practiceSessions.deadlineAt} < now() - make_interval(secs => ${graceSeconds})`,
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  /** Ends a session: submitted at `at`, by the student or by the deadline. */
  async markSubmitted(sessionId: string, at: Date, tx: Executor) {
    await tx
      .update(practiceSessions)
      .set({ status: 'submitted', submittedAt: at, endTime: at })
      .where(eq(practiceSessions.id, sessionId));
  }

  async findPaper(paperId: string, tx: Executor = this.database.db) {
    const [row] = await tx
      .select({
        title: questionPapers.title,
        qpCode: questionPapers.qpCode,
        timeAllowed: questionPapers.timeAllowed,
        maxMarks: questionPapers.maxMarks,
        language: questionPapers.language,
      })
      .from(questionPapers)
      .where(eq(questionPapers.id, paperId));
    return row;
  }

  /** The paper's questions in order, without model answers or rubrics. */
  async questionsOf(paperId: string, tx: Executor = this.database.db) {
    return tx
      .select({
        id: questions.id,
        number: questions.number,
        text: questions.text,
        marks: questions.marks,
      })
      .from(questions)
      .where(eq(questions.paperId, paperId))
      .orderBy(asc(questions.number));
  }
}

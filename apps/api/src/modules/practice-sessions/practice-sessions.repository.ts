import { Inject, Injectable } from '@nestjs/common';
import { PHONE_MIN_DIGITS } from '@markwise/contract';
import {
  answers,
  journeys,
  levels,
  practiceSessions,
  questionPapers,
  questions,
  subjects,
  users,
  type Database,
} from '@markwise/db';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DATABASE, type Executor } from '../../database/database.module.js';

export type ReportRow = Awaited<ReturnType<PracticeSessionsRepository['findReport']>>[number];
export type StudentSessionRow = Awaited<
  ReturnType<PracticeSessionsRepository['sessionsOfStudent']>
>[number];

/**
 * Stored numbers keep the user's formatting, so digits are compared, and only the last
 * PHONE_MIN_DIGITS of them: a country code or trunk zero on either side still matches
 * ('+91 98765 43210', '098765 43210' and '9876543210' are one phone).
 */
function samePhone(digits: string): SQL {
  const stored = sql`regexp_replace(${users.mobile}, '\\D', '', 'g')`;
  return sql`(length(${stored}) >= ${PHONE_MIN_DIGITS}
    and right(${stored}, ${PHONE_MIN_DIGITS}) = ${digits.slice(-PHONE_MIN_DIGITS)})`;
}

@Injectable()
export class PracticeSessionsRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /**
   * A session of the institution with its paper and student, one row per question of the paper in
   * order with the session's answer to it when there is one and the name of the teacher who
   * overrode its mark (a paper without questions gives one row whose question is null). With
   * `ownerId`, only if that user sat it; anything else is simply not found (no row), so ids of
   * other tenants or students reveal nothing. One statement, prepared once: a report is read
   * often, and each statement is a round trip and a socket write of its own.
   */
  async findReport(options: { sessionId: string; institutionId: string; ownerId?: string }) {
    this.reportQuery ??= this.prepareReport();
    return this.reportQuery.execute({
      sessionId: options.sessionId,
      institutionId: options.institutionId,
      ownerId: options.ownerId ?? null,
    });
  }

  private reportQuery: ReturnType<PracticeSessionsRepository['prepareReport']> | undefined;

  private prepareReport() {
    const ownerId = sql.placeholder('ownerId');
    const overrider = alias(users, 'overrider');
    return this.database.db
      .select({
        id: practiceSessions.id,
        status: practiceSessions.status,
        startTime: practiceSessions.startTime,
        endTime: practiceSessions.endTime,
        marksAwarded: practiceSessions.marksAwarded,
        marksAllocated: practiceSessions.marksAllocated,
        overallReport: practiceSessions.overallReport,
        failureReason: practiceSessions.failureReason,
        paperTitle: questionPapers.title,
        paperCode: questionPapers.qpCode,
        answerKeyRelease: levels.answerKeyRelease,
        closesAt: levels.closesAt,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        question: {
          questionId: questions.id,
          number: questions.number,
          text: questions.text,
          marks: questions.marks,
          modelAnswer: questions.modelAnswer,
          rubric: questions.rubric,
          acceptedAnswers: questions.acceptedAnswers,
          answerId: answers.id,
          answerText: answers.answerText,
          imagePaths: answers.imagePaths,
          transcription: answers.transcription,
          marksAwarded: answers.marksAwarded,
          marksAllocated: answers.marksAllocated,
          feedback: answers.feedback,
          submittedAt: answers.submittedAt,
          confidence: answers.confidence,
          reviewReasons: answers.reviewReasons,
          suggestedMarks: answers.suggestedMarks,
          secondOpinion: answers.secondOpinion,
          releasedAt: answers.releasedAt,
          evaluator: answers.evaluator,
          evaluatorModel: answers.evaluatorModel,
          evaluatorMarksAwarded: answers.evaluatorMarksAwarded,
          overriddenAt: answers.overriddenAt,
          overrideReason: answers.overrideReason,
          overriderFirstName: overrider.firstName,
          overriderLastName: overrider.lastName,
        },
      })
      .from(practiceSessions)
      .innerJoin(questionPapers, eq(questionPapers.id, practiceSessions.paperId))
      .innerJoin(levels, eq(levels.id, practiceSessions.levelId))
      .innerJoin(users, eq(users.id, practiceSessions.userId))
      .leftJoin(questions, eq(questions.paperId, practiceSessions.paperId))
      .leftJoin(
        answers,
        and(eq(answers.questionId, questions.id), eq(answers.sessionId, practiceSessions.id)),
      )
      .leftJoin(overrider, eq(overrider.id, answers.overriddenBy))
      .where(
        and(
          eq(practiceSessions.id, sql.placeholder('sessionId')),
          eq(practiceSessions.institutionId, sql.placeholder('institutionId')),
          sql`(${ownerId}::uuid is null or ${practiceSessions.userId} = ${ownerId}::uuid)`,
        ),
      )
      .orderBy(asc(questions.number))
      .prepare('report');
  }

  /**
   * Students of the institution matching every given criterion; at most two, which is enough to
   * tell a unique match from an ambiguous one. `onlyUserId` narrows the search to one account.
   */
  async findStudents(
    options: {
      institutionId: string;
      onlyUserId?: string;
      email?: string;
      mobileDigits?: string;
    },
    tx: Executor = this.database.db,
  ) {
    const { institutionId, onlyUserId, email, mobileDigits } = options;
    const criteria: (SQL | undefined)[] = [
      eq(users.institutionId, institutionId),
      eq(users.role, 'STUDENT'),
      onlyUserId === undefined ? undefined : eq(users.id, onlyUserId),
      // lower(email) is what the unique index is built on.
      email === undefined ? undefined : sql`lower(${users.email}) = lower(${email})`,
      mobileDigits === undefined ? undefined : samePhone(mobileDigits),
    ];
    return tx
      .select({
        id: users.id,
        email: users.email,
        mobile: users.mobile,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(and(...criteria))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(2);
  }

  /**
   * For each given session of the student: its level's answer-key release, and every question of
   * its paper with the marking guide and the student's answer, to decide what of the overall
   * report the student may read. One statement for the whole list.
   */
  async guidesOfSessions(
    options: { userId: string; sessionIds: readonly string[] },
    tx: Executor = this.database.db,
  ) {
    if (options.sessionIds.length === 0) return [];
    return tx
      .select({
        sessionId: practiceSessions.id,
        answerKeyRelease: levels.answerKeyRelease,
        closesAt: levels.closesAt,
        text: questions.text,
        modelAnswer: questions.modelAnswer,
        rubric: questions.rubric,
        acceptedAnswers: questions.acceptedAnswers,
        answerText: answers.answerText,
        transcription: answers.transcription,
      })
      .from(practiceSessions)
      .innerJoin(levels, eq(levels.id, practiceSessions.levelId))
      .innerJoin(questions, eq(questions.paperId, practiceSessions.paperId))
      .leftJoin(
        answers,
        and(eq(answers.questionId, questions.id), eq(answers.sessionId, practiceSessions.id)),
      )
      .where(
        and(
          eq(practiceSessions.userId, options.userId),
          inArray(practiceSessions.id, [...options.sessionIds]),
        ),
      );
  }

  /** A student's attempts, newest first, with the paper and the subject of the level's journey. */
  async sessionsOfStudent(
    options: { userId: string; institutionId: string },
    tx: Executor = this.database.db,
  ) {
    return tx
      .select({
        id: practiceSessions.id,
        status: practiceSessions.status,
        startTime: practiceSessions.startTime,
        endTime: practiceSessions.endTime,
        marksAwarded: practiceSessions.marksAwarded,
        marksAllocated: practiceSessions.marksAllocated,
        isPass: practiceSessions.isPass,
        overallReport: practiceSessions.overallReport,
        paperTitle: questionPapers.title,
        paperCode: questionPapers.qpCode,
        subject: subjects.title,
      })
      .from(practiceSessions)
      .innerJoin(questionPapers, eq(questionPapers.id, practiceSessions.paperId))
      .innerJoin(levels, eq(levels.id, practiceSessions.levelId))
      .innerJoin(journeys, eq(journeys.id, levels.journeyId))
      .innerJoin(subjects, eq(subjects.id, journeys.subjectId))
      .where(
        and(
          eq(practiceSessions.userId, options.userId),
          eq(practiceSessions.institutionId, options.institutionId),
        ),
      )
      .orderBy(desc(practiceSessions.startTime), desc(practiceSessions.id));
  }
}

import { Injectable } from '@nestjs/common';
import {
  EVALUATION_QUEUE_STATUSES,
  type EvaluationQueueQuery,
  type EvaluationQueueStatus,
} from '@markwise/contract';
import {
  answers,
  levels,
  practiceSessions,
  questionPapers,
  questions,
  regradeRequests,
  users,
} from '@markwise/db';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Repository } from '../repository.js';
import type { ReaderScope, StudentScope, TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';
import { sessionsIn } from './session-scope.js';
import { answerToQuestion, questionWithGuide } from './attempt-questions.js';
import { levelOfAttempt, paperOfAttempt } from './attempt-joins.js';

export type ReportRow = Awaited<ReturnType<SessionReportsRepository['report']>>[number];

/** What teachers and students read of attempts: the detailed report and the lists around it. */
@Injectable()
export class SessionReportsRepository extends Repository {
  /**
   * An attempt the reader may see with its paper and student, one row per question of the paper in
   * order with the attempt's answer to it when there is one and the name of the teacher who
   * overrode its mark (a paper without questions gives one row whose question is null); anything
   * else is simply not found (no row), so ids of other tenants or students reveal nothing. One
   * statement, prepared once: a report is read often, and each statement is a round trip and a
   * socket write of its own.
   */
  async report(reader: ReaderScope, sessionId: string) {
    this.reportQuery ??= this.prepareReport();
    return this.reportQuery.execute({
      sessionId,
      institutionId: reader.institutionId,
      ownerId: 'studentId' in reader ? reader.studentId : null,
    });
  }

  private reportQuery: ReturnType<SessionReportsRepository['prepareReport']> | undefined;

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
        isPass: practiceSessions.isPass,
        marksAllocated: practiceSessions.marksAllocated,
        overallReport: practiceSessions.overallReport,
        failureReason: practiceSessions.failureReason,
        paperTitle: questionPapers.title,
        paperCode: questionPapers.qpCode,
        answerKeyRelease: levels.answerKeyRelease,
        closesAt: levels.closesAt,
        regradeWindowDays: levels.regradeWindowDays,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        question: {
          ...questionWithGuide,
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
        // The student's re-check request on the answer, if any (one per answer).
        regrade: {
          id: regradeRequests.id,
          reason: regradeRequests.reason,
          status: regradeRequests.status,
          requestedAt: regradeRequests.createdAt,
          marksBefore: regradeRequests.marksBefore,
          marksAfter: regradeRequests.marksAfter,
          note: regradeRequests.note,
          resolvedAt: regradeRequests.resolvedAt,
        },
      })
      .from(practiceSessions)
      .innerJoin(questionPapers, paperOfAttempt)
      .innerJoin(levels, levelOfAttempt)
      .innerJoin(users, eq(users.id, practiceSessions.userId))
      .leftJoin(questions, eq(questions.paperId, practiceSessions.paperId))
      .leftJoin(answers, answerToQuestion)
      .leftJoin(overrider, eq(overrider.id, answers.overriddenBy))
      .leftJoin(regradeRequests, eq(regradeRequests.answerId, answers.id))
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
   * For each given attempt of the student: its level's answer-key release, and every question of
   * its paper with the marking guide and the student's answer, to decide what of the overall
   * report the student may read. One statement for the whole list.
   */
  async guidesOf(student: StudentScope, sessionIds: readonly string[], tx?: Tx) {
    if (sessionIds.length === 0) return [];
    return this.db(tx)
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
      .innerJoin(levels, levelOfAttempt)
      .innerJoin(questions, eq(questions.paperId, practiceSessions.paperId))
      .leftJoin(answers, answerToQuestion)
      .where(and(sessionsIn(student), inArray(practiceSessions.id, [...sessionIds])));
  }

  /**
   * One page of the institution's attempts in a list of the evaluation queue, newest submission
   * first (overdue ones: longest overdue first); two queries.
   */
  async queuePage(scope: TenantScope, query: EvaluationQueueQuery, tx?: Tx) {
    const db = this.db(tx);
    const where = and(
      eq(practiceSessions.institutionId, scope.institutionId),
      inQueueList(query.status),
    );
    const order =
      query.status === 'overdue'
        ? [asc(practiceSessions.deadlineAt), asc(practiceSessions.id)]
        : [desc(practiceSessions.submittedAt), desc(practiceSessions.id)];
    const [rows, [total]] = await Promise.all([
      db
        .select({
          sessionId: practiceSessions.id,
          status: practiceSessions.status,
          failureReason: practiceSessions.failureReason,
          evaluationRuns: practiceSessions.evaluationRuns,
          submittedAt: practiceSessions.submittedAt,
          deadlineAt: practiceSessions.deadlineAt,
          studentId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          paperId: questionPapers.id,
          paperTitle: questionPapers.title,
          qpCode: questionPapers.qpCode,
        })
        .from(practiceSessions)
        .innerJoin(users, eq(users.id, practiceSessions.userId))
        .innerJoin(questionPapers, paperOfAttempt)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ total: count() }).from(practiceSessions).where(where),
    ]);
    return { rows, total: Number(total?.total ?? 0) };
  }

  /** How many of the institution's attempts stand in each list of the evaluation queue; one query. */
  async queueCounts(scope: TenantScope, tx?: Tx): Promise<Record<EvaluationQueueStatus, number>> {
    const counts = Object.fromEntries(EVALUATION_QUEUE_STATUSES.map((status) => [status, 0]));
    const list = sql<EvaluationQueueStatus>`case when ${practiceSessions.status} = 'in_progress' then 'overdue' else ${practiceSessions.status} end`;
    const rows = await this.db(tx)
      .select({ list, total: count() })
      .from(practiceSessions)
      .where(
        and(
          eq(practiceSessions.institutionId, scope.institutionId),
          or(
            inArray(practiceSessions.status, STATUS_LISTS),
            inQueueList('overdue'),
          ),
        ),
      )
      .groupBy(list);
    for (const row of rows) counts[row.list] = Number(row.total);
    return counts as Record<EvaluationQueueStatus, number>;
  }
}

/** The lists of the evaluation queue that are a session status of their own. */
const STATUS_LISTS = EVALUATION_QUEUE_STATUSES.filter(
  (list): list is Exclude<EvaluationQueueStatus, 'overdue'> => list !== 'overdue',
);

/** An attempt in a list of the evaluation queue: its status, or open past its deadline. */
function inQueueList(status: EvaluationQueueStatus): SQL {
  if (status !== 'overdue') return eq(practiceSessions.status, status);
  // The database's clock, as the expired-attempts sweeper uses.
  return and(
    eq(practiceSessions.status, 'in_progress'),
    sql`${practiceSessions.deadlineAt} < now()`,
  )!;
}

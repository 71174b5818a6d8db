import { Injectable } from '@nestjs/common';
import type { LevelRegradeQuery } from '@markwise/contract';
import { answers, practiceSessions, questions, regradeRequests, users } from '@markwise/db';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { Repository } from '../repository.js';
import type { ReaderScope, StudentScope, TenantScope } from '../scope.js';
import type { Tx } from '../transactions.js';
import { attemptOfAnswer } from './attempt-joins.js';
import { sessionsIn } from './session-scope.js';

const request = {
  id: regradeRequests.id,
  questionId: answers.questionId,
  reason: regradeRequests.reason,
  status: regradeRequests.status,
  requestedAt: regradeRequests.createdAt,
  marksBefore: regradeRequests.marksBefore,
  marksAfter: regradeRequests.marksAfter,
  note: regradeRequests.note,
  resolvedAt: regradeRequests.resolvedAt,
};
export type RegradeRequestRecord = NonNullable<
  Awaited<ReturnType<RegradeRequestsRepository['find']>>
>;

const requestOfAnswer = eq(answers.id, regradeRequests.answerId);

/** The level's requests, through their answers' attempts on it. */
const ofLevel = (scope: TenantScope, levelId: string): SQL =>
  and(
    eq(regradeRequests.institutionId, scope.institutionId),
    eq(practiceSessions.institutionId, scope.institutionId),
    eq(practiceSessions.levelId, levelId),
  )!;

/** Students' requests for a re-check of a released mark, and teachers' resolutions of them. */
@Injectable()
export class RegradeRequestsRepository extends Repository {
  /**
   * Files the student's request on one of their answers, once: null when the answer already has
   * one (of two requests at once, the second). The caller has checked the answer is the student's.
   */
  async create(
    student: StudentScope,
    values: { answerId: string; reason: string; marksBefore: number },
    tx: Tx,
  ): Promise<RegradeRequestRecord | null> {
    const [row] = await this.db(tx)
      .insert(regradeRequests)
      .values({ ...values, institutionId: student.institutionId })
      .onConflictDoNothing({ target: regradeRequests.answerId })
      .returning({ id: regradeRequests.id });
    return row ? ((await this.find(student, row.id, tx)) ?? null) : null;
  }

  /** One request, if the reader may see it (a student only their own). */
  async find(reader: ReaderScope, requestId: string, tx?: Tx) {
    const [row] = await this.db(tx)
      .select(request)
      .from(regradeRequests)
      .innerJoin(answers, requestOfAnswer)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .where(and(eq(regradeRequests.id, requestId), sessionsIn(reader)));
    return row;
  }

  /**
   * Marks an open request resolved and answers what the resolution needs (the answer's attempt
   * and question); undefined when there is no such open request, so of two teachers resolving it
   * at once the second finds none. The row stays locked until the caller's transaction ends.
   */
  async resolve(
    scope: TenantScope,
    requestId: string,
    values: { marksAfter: number; note: string; by: string; at: Date },
    tx: Tx,
  ) {
    const [row] = await this.db(tx)
      .update(regradeRequests)
      .set({
        status: 'resolved',
        marksAfter: values.marksAfter,
        note: values.note,
        resolvedBy: values.by,
        resolvedAt: values.at,
      })
      .from(answers)
      .where(
        and(
          eq(regradeRequests.id, requestId),
          eq(regradeRequests.institutionId, scope.institutionId),
          eq(regradeRequests.status, 'open'),
          requestOfAnswer,
        ),
      )
      .returning({
        id: regradeRequests.id,
        sessionId: answers.sessionId,
        questionId: answers.questionId,
        marksBefore: regradeRequests.marksBefore,
        reason: regradeRequests.reason,
        requestedAt: regradeRequests.createdAt,
      });
    return row;
  }

  /** Whether the institution has a request by this id, whatever its state. */
  async exists(scope: TenantScope, requestId: string, tx?: Tx): Promise<boolean> {
    return this.hasOne(
      regradeRequests,
      and(
        eq(regradeRequests.id, requestId),
        eq(regradeRequests.institutionId, scope.institutionId),
      )!,
      tx,
    );
  }

  /** Every request on the student's answers, with who resolved it: their data export. */
  async ofStudent(student: StudentScope, tx?: Tx) {
    return this.db(tx)
      .select({
        ...request,
        answerId: regradeRequests.answerId,
        resolvedBy: regradeRequests.resolvedBy,
      })
      .from(regradeRequests)
      .innerJoin(answers, requestOfAnswer)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .where(sessionsIn(student))
      .orderBy(asc(regradeRequests.createdAt), asc(regradeRequests.id));
  }

  /** One page of the level's requests in the status asked for, oldest first. */
  async page(scope: TenantScope, levelId: string, query: LevelRegradeQuery, tx?: Tx) {
    return this.db(tx)
      .select({
        ...request,
        sessionId: practiceSessions.id,
        studentId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        number: questions.number,
        questionText: questions.text,
        marks: questions.marks,
        answerText: answers.answerText,
        transcription: answers.transcription,
        imagePaths: answers.imagePaths,
        marksAwarded: answers.marksAwarded,
      })
      .from(regradeRequests)
      .innerJoin(answers, requestOfAnswer)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .innerJoin(users, eq(users.id, practiceSessions.userId))
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(
        and(
          ofLevel(scope, levelId),
          query.status === 'all' ? undefined : eq(regradeRequests.status, query.status),
        ),
      )
      .orderBy(asc(regradeRequests.createdAt), asc(regradeRequests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
  }

  /** How many of the level's requests are open and resolved. */
  async countsOf(scope: TenantScope, levelId: string, tx?: Tx) {
    const [row] = await this.db(tx)
      .select({
        open: sql<number>`count(*) filter (where ${regradeRequests.status} = 'open')`.mapWith(
          Number,
        ),
        resolved: sql<number>`count(*) filter (where ${regradeRequests.status} = 'resolved')`.mapWith(
          Number,
        ),
      })
      .from(regradeRequests)
      .innerJoin(answers, requestOfAnswer)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .where(ofLevel(scope, levelId));
    return { open: row?.open ?? 0, resolved: row?.resolved ?? 0 };
  }
}

import { Injectable } from '@nestjs/common';
import { answers, practiceSessions, questions, secondMarks, users } from '@markwise/db';
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Repository } from '../repository.js';
import type { TenantScope, UserScope } from '../scope.js';
import type { Tx } from '../transactions.js';
import { attemptOfAnswer } from './attempt-joins.js';

const sampleOfAnswer = eq(secondMarks.answerId, answers.id);

/** The level's marked answers: of attempts in review or evaluated, with a mark. */
const markedOn = (scope: TenantScope, levelId: string): SQL =>
  and(
    eq(practiceSessions.institutionId, scope.institutionId),
    eq(practiceSessions.levelId, levelId),
    inArray(practiceSessions.status, ['in_review', 'evaluated']),
    isNotNull(answers.marksAwarded),
  )!;

/** Second marks on the level: the institution's samples, through their answers' attempts. */
const samplesOn = (scope: TenantScope, levelId: string): SQL =>
  and(eq(secondMarks.institutionId, scope.institutionId), markedOn(scope, levelId))!;

/** Two marks further apart than the tolerance. */
const apart = (tolerance: number) =>
  sql`abs(${answers.marksAwarded} - ${secondMarks.marks}) > ${tolerance}`;

const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Second teachers' samples of a level's answers, their blind marks and moderation decisions. */
@Injectable()
export class SecondMarksRepository extends Repository {
  /**
   * The level's marked answers a sample may take for `markerId`: in no sample yet and not marked
   * first by that teacher; of one question, or of the given attempts' answers, when asked.
   */
  async candidates(
    scope: TenantScope,
    filter: {
      levelId: string;
      markerId: string;
      questionId?: string;
      answers?: readonly { sessionId: string; questionId: string }[];
    },
    tx?: Tx,
  ): Promise<string[]> {
    const chosen = filter.answers?.map((answer) =>
      and(eq(answers.sessionId, answer.sessionId), eq(answers.questionId, answer.questionId))!,
    );
    const rows = await this.db(tx)
      .select({ id: answers.id })
      .from(answers)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .leftJoin(secondMarks, sampleOfAnswer)
      .where(
        and(
          markedOn(scope, filter.levelId),
          isNull(secondMarks.id),
          or(isNull(answers.overriddenBy), ne(answers.overriddenBy, filter.markerId)),
          filter.questionId ? eq(answers.questionId, filter.questionId) : undefined,
          chosen ? or(...chosen) : undefined,
        ),
      )
      .orderBy(asc(answers.id));
    return rows.map((row) => row.id);
  }

  /** Puts the answers in the marker's sample (an answer already in one is left); how many. */
  async assign(
    scope: TenantScope,
    answerIds: readonly string[],
    who: { markerId: string; assignedBy: string },
    tx: Tx,
  ): Promise<number> {
    if (answerIds.length === 0) return 0;
    const rows = await this.db(tx)
      .insert(secondMarks)
      .values(
        answerIds.map((answerId) => ({ institutionId: scope.institutionId, answerId, ...who })),
      )
      .onConflictDoNothing({ target: secondMarks.answerId })
      .returning({ id: secondMarks.id });
    return rows.length;
  }

  /** The marker's sample on the level not yet moderated, unmarked first: blind, no first mark. */
  async mine(marker: UserScope, levelId: string, tx?: Tx) {
    return this.db(tx)
      .select({
        id: secondMarks.id,
        sessionId: practiceSessions.id,
        questionId: questions.id,
        number: questions.number,
        questionText: questions.text,
        questionMarks: questions.marks,
        answerText: answers.answerText,
        transcription: answers.transcription,
        imagePaths: answers.imagePaths,
        marks: secondMarks.marks,
      })
      .from(secondMarks)
      .innerJoin(answers, sampleOfAnswer)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(
        and(
          eq(secondMarks.markerId, marker.userId),
          eq(secondMarks.institutionId, marker.institutionId),
          eq(practiceSessions.levelId, levelId),
          isNull(secondMarks.decidedAt),
        ),
      )
      .orderBy(
        sql`${secondMarks.markedAt} is not null`,
        asc(questions.number),
        asc(secondMarks.createdAt),
        asc(secondMarks.id),
      );
  }

  /** A sample answer of the marker's, with its question's marks; undefined if not theirs. */
  async findForMarker(marker: UserScope, id: string, tx?: Tx) {
    const [row] = await this.db(tx)
      .select({
        id: secondMarks.id,
        decidedAt: secondMarks.decidedAt,
        questionMarks: questions.marks,
      })
      .from(secondMarks)
      .innerJoin(answers, sampleOfAnswer)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(
        and(
          eq(secondMarks.id, id),
          eq(secondMarks.markerId, marker.userId),
          eq(secondMarks.institutionId, marker.institutionId),
        ),
      );
    return row;
  }

  /** Records the marker's mark while it is not moderated; whether it was. */
  async mark(
    marker: UserScope,
    id: string,
    values: { marks: number; reason: string | null; at: Date },
    tx?: Tx,
  ): Promise<boolean> {
    const rows = await this.db(tx)
      .update(secondMarks)
      .set({ marks: values.marks, reason: values.reason, markedAt: values.at })
      .where(
        and(
          eq(secondMarks.id, id),
          eq(secondMarks.markerId, marker.userId),
          eq(secondMarks.institutionId, marker.institutionId),
          isNull(secondMarks.decidedAt),
        ),
      )
      .returning({ id: secondMarks.id });
    return rows.length === 1;
  }

  /** The level's undecided second marks further than `tolerance` from the answer's mark. */
  async disagreements(scope: TenantScope, levelId: string, tolerance: number, tx?: Tx) {
    const student = alias(users, 'student');
    const first = alias(users, 'first_marker');
    const second = alias(users, 'second_marker');
    return this.db(tx)
      .select({
        id: secondMarks.id,
        sessionId: practiceSessions.id,
        studentId: student.id,
        firstName: student.firstName,
        lastName: student.lastName,
        email: student.email,
        questionId: questions.id,
        number: questions.number,
        questionText: questions.text,
        questionMarks: questions.marks,
        answerText: answers.answerText,
        transcription: answers.transcription,
        imagePaths: answers.imagePaths,
        firstMarks: answers.marksAwarded,
        firstReason: answers.overrideReason,
        firstBy: sql<string | null>`${first.firstName} || ' ' || ${first.lastName}`,
        secondMarks: secondMarks.marks,
        secondReason: secondMarks.reason,
        secondBy: sql<string | null>`${second.firstName} || ' ' || ${second.lastName}`,
        secondAt: secondMarks.markedAt,
      })
      .from(secondMarks)
      .innerJoin(answers, sampleOfAnswer)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .innerJoin(student, eq(student.id, practiceSessions.userId))
      .leftJoin(first, eq(first.id, answers.overriddenBy))
      .leftJoin(second, eq(second.id, secondMarks.markerId))
      .where(
        and(
          samplesOn(scope, levelId),
          isNotNull(secondMarks.markedAt),
          isNull(secondMarks.decidedAt),
          apart(tolerance),
        ),
      )
      .orderBy(asc(questions.number), asc(secondMarks.markedAt), asc(secondMarks.id));
  }

  /** The level's samples: assigned, second-marked, within the tolerance, decided. */
  async countsOf(scope: TenantScope, levelId: string, tolerance: number, tx?: Tx) {
    const [row] = await this.db(tx)
      .select({
        assigned: sql<number>`count(*)`.mapWith(Number),
        marked: countWhere(isNotNull(secondMarks.markedAt)),
        agreed: countWhere(and(isNotNull(secondMarks.markedAt), sql`not (${apart(tolerance)})`)!),
        decided: countWhere(isNotNull(secondMarks.decidedAt)),
      })
      .from(secondMarks)
      .innerJoin(answers, sampleOfAnswer)
      .innerJoin(practiceSessions, attemptOfAnswer)
      .where(samplesOn(scope, levelId));
    return row ?? { assigned: 0, marked: 0, agreed: 0, decided: 0 };
  }

  /**
   * Marks a second-marked, undecided sample answer decided, and answers its attempt and
   * question; undefined when there is none such (of two teachers deciding at once, the second).
   */
  async decide(scope: TenantScope, id: string, at: Date, tx: Tx) {
    const [row] = await this.db(tx)
      .update(secondMarks)
      .set({ decidedAt: at })
      .from(answers)
      .where(
        and(
          eq(secondMarks.id, id),
          eq(secondMarks.institutionId, scope.institutionId),
          isNotNull(secondMarks.markedAt),
          isNull(secondMarks.decidedAt),
          sampleOfAnswer,
        ),
      )
      .returning({
        id: secondMarks.id,
        answerId: answers.id,
        sessionId: answers.sessionId,
        questionId: answers.questionId,
        firstMarks: answers.marksAwarded,
        secondMarks: secondMarks.marks,
      });
    return row;
  }

  /** Whether the institution has a sample answer by this id, whatever its state. */
  async exists(scope: TenantScope, id: string, tx?: Tx): Promise<boolean> {
    return this.hasOne(
      secondMarks,
      and(eq(secondMarks.id, id), eq(secondMarks.institutionId, scope.institutionId))!,
      tx,
    );
  }
}

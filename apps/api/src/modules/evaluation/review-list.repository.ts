import { Inject, Injectable } from '@nestjs/common';
import type { ReviewListQuery } from '@markwise/contract';
import {
  answers,
  journeys,
  levels,
  practiceSessions,
  questions,
  users,
  type Database,
} from '@markwise/db';
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { DATABASE } from '../../database/database.module.js';

/** The review list's reads: what on a level waits for a teacher, scoped by the institution. */
@Injectable()
export class ReviewListRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /** An exam level of the institution, with the paper its attempts are sat on. */
  async findLevel(scope: { institutionId: string }, levelId: string) {
    const [row] = await this.database.db
      .select({ id: levels.id, type: levels.type, releasePolicy: levels.releasePolicy })
      .from(levels)
      .innerJoin(journeys, eq(journeys.id, levels.journeyId))
      .where(and(eq(levels.id, levelId), eq(journeys.institutionId, scope.institutionId)));
    return row;
  }

  /**
   * What waits for a teacher on a level: undecided answers the machine was unsure of, and the
   * unreleased answers of attempts held by an after-review level. Undecided: no teacher's mark.
   */
  private waiting(scope: { institutionId: string }, levelId: string): SQL {
    return and(
      eq(practiceSessions.institutionId, scope.institutionId),
      eq(practiceSessions.levelId, levelId),
      eq(practiceSessions.status, 'in_review'),
      isNull(answers.releasedAt),
      isNull(answers.overriddenAt),
    )!;
  }

  /** One page of the level's waiting answers: those needing a decision first, oldest first. */
  async reviewPage(scope: { institutionId: string }, levelId: string, query: ReviewListQuery) {
    const where = and(
      this.waiting(scope, levelId),
      query.questionId ? eq(answers.questionId, query.questionId) : undefined,
    );
    const needsDecision = sql<boolean>`coalesce(${answers.confidence} = 'needs_review', false)`;
    const [rows, [total]] = await Promise.all([
      this.database.db
        .select({
          sessionId: practiceSessions.id,
          sessionStatus: practiceSessions.status,
          submittedAt: practiceSessions.submittedAt,
          studentId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          questionId: questions.id,
          number: questions.number,
          questionText: questions.text,
          marks: questions.marks,
          answerText: answers.answerText,
          transcription: answers.transcription,
          imagePaths: answers.imagePaths,
          suggestedMarks: answers.suggestedMarks,
          machineMarks: answers.evaluatorMarksAwarded,
          confidence: answers.confidence,
          reasons: answers.reviewReasons,
          secondOpinion: answers.secondOpinion,
          needsDecision,
        })
        .from(answers)
        .innerJoin(practiceSessions, eq(practiceSessions.id, answers.sessionId))
        .innerJoin(users, eq(users.id, practiceSessions.userId))
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .where(where)
        .orderBy(
          desc(needsDecision),
          asc(practiceSessions.submittedAt),
          asc(practiceSessions.id),
          asc(questions.number),
        )
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.database.db
        .select({ total: count() })
        .from(answers)
        .innerJoin(practiceSessions, eq(practiceSessions.id, answers.sessionId))
        .where(where),
    ]);
    return { rows, total: Number(total?.total ?? 0) };
  }

  /** How many answers wait per question of the level, whatever the page. */
  async waitingPerQuestion(scope: { institutionId: string }, levelId: string) {
    const rows = await this.database.db
      .select({ questionId: questions.id, number: questions.number, waiting: count() })
      .from(answers)
      .innerJoin(practiceSessions, eq(practiceSessions.id, answers.sessionId))
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(this.waiting(scope, levelId))
      .groupBy(questions.id, questions.number)
      .orderBy(asc(questions.number), asc(questions.id));
    return rows.map((row) => ({ ...row, waiting: Number(row.waiting) }));
  }
}

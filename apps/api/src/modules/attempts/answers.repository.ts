import { Inject, Injectable } from '@nestjs/common';
import { answers, type Database } from '@markwise/db';
import { and, asc, eq } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';

export type AnswerRow = Awaited<ReturnType<AnswersRepository['answersOf']>>[number];

const answerColumns = {
  questionId: answers.questionId,
  answerText: answers.answerText,
  imagePaths: answers.imagePaths,
  updatedAt: answers.updatedAt,
};

/** A session's answers, one row per (session, question); callers have checked the session. */
@Injectable()
export class AnswersRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async answersOf(sessionId: string, tx: Executor = this.database.db) {
    return tx
      .select(answerColumns)
      .from(answers)
      .where(eq(answers.sessionId, sessionId))
      .orderBy(asc(answers.updatedAt));
  }

  async findAnswer(sessionId: string, questionId: string, tx: Executor = this.database.db) {
    const [row] = await tx
      .select(answerColumns)
      .from(answers)
      .where(and(eq(answers.sessionId, sessionId), eq(answers.questionId, questionId)));
    return row;
  }

  /** Creates the answer or changes the fields given; the one row per question makes it idempotent. */
  async upsert(
    values: {
      sessionId: string;
      questionId: string;
      marksAllocated: number;
      answerText?: string | null;
      imagePaths?: string[];
      submittedAt?: Date;
    },
    tx: Executor,
  ): Promise<AnswerRow> {
    const changes = {
      ...(values.answerText === undefined ? {} : { answerText: values.answerText }),
      ...(values.imagePaths === undefined ? {} : { imagePaths: values.imagePaths }),
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(answers)
      .values(values)
      .onConflictDoUpdate({ target: [answers.sessionId, answers.questionId], set: changes })
      .returning(answerColumns);
    return row!;
  }

  /** Answers for many questions at once (a teacher's upload), each with its pages. */
  async insertMany(
    rows: {
      sessionId: string;
      questionId: string;
      marksAllocated: number;
      imagePaths: string[];
      submittedAt: Date;
    }[],
    tx: Executor,
  ) {
    if (rows.length === 0) return;
    await tx.insert(answers).values(rows);
  }

  /** Every answer of the session gets the submission time. */
  async markSubmitted(sessionId: string, at: Date, tx: Executor) {
    await tx.update(answers).set({ submittedAt: at }).where(eq(answers.sessionId, sessionId));
  }
}

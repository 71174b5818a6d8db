import { Inject, Injectable } from '@nestjs/common';
import {
  answers,
  levels,
  questionPapers,
  practiceSessions,
  questions,
  type Database,
  type NewAnswer,
} from '@markwise/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';

export type SessionWork = NonNullable<Awaited<ReturnType<EvaluationRepository['findSession']>>>;
export type QuestionWork = Awaited<ReturnType<EvaluationRepository['questionsOf']>>[number];

/** The evaluation pipeline's reads and conditional writes on sessions and answers. */
@Injectable()
export class EvaluationRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async findSession(sessionId: string, tx: Executor = this.database.db) {
    const [row] = await tx
      .select({
        id: practiceSessions.id,
        institutionId: practiceSessions.institutionId,
        userId: practiceSessions.userId,
        levelId: practiceSessions.levelId,
        paperId: practiceSessions.paperId,
        status: practiceSessions.status,
        evaluationRuns: practiceSessions.evaluationRuns,
        levelPassPercentage: levels.passPercentage,
        paperPassPercentage: questionPapers.passPercentage,
      })
      .from(practiceSessions)
      .innerJoin(levels, eq(levels.id, practiceSessions.levelId))
      .innerJoin(questionPapers, eq(questionPapers.id, practiceSessions.paperId))
      .where(eq(practiceSessions.id, sessionId));
    return row;
  }

  /**
   * The claim: 'submitted' (with the previous run count) or already 'evaluating' for this very run
   * (a retry after a crash) becomes 'evaluating' with evaluation_runs = run. Anything else (an
   * evaluated session, a run superseded by a re-evaluation) matches no row, so the job does nothing.
   */
  async claim(sessionId: string, run: number): Promise<boolean> {
    const rows = await this.database.db
      .update(practiceSessions)
      .set({ status: 'evaluating', evaluationRuns: run, failureReason: null })
      .where(
        and(
          eq(practiceSessions.id, sessionId),
          sql`((${practiceSessions.status} = 'submitted' and ${practiceSessions.evaluationRuns} = ${run - 1})
            or (${practiceSessions.status} = 'evaluating' and ${practiceSessions.evaluationRuns} = ${run}))`,
        ),
      )
      .returning({ id: practiceSessions.id });
    return rows.length > 0;
  }

  /** Every question of the paper in order, with the session's answer (and any override) if any. */
  async questionsOf(session: { id: string; paperId: string }, tx: Executor = this.database.db) {
    return tx
      .select({
        questionId: questions.id,
        number: questions.number,
        text: questions.text,
        marks: questions.marks,
        modelAnswer: questions.modelAnswer,
        rubric: questions.rubric,
        language: questions.language,
        answerText: answers.answerText,
        imagePaths: answers.imagePaths,
        transcription: answers.transcription,
        marksAwarded: answers.marksAwarded,
        feedback: answers.feedback,
        overriddenAt: answers.overriddenAt,
      })
      .from(questions)
      .leftJoin(
        answers,
        and(eq(answers.questionId, questions.id), eq(answers.sessionId, session.id)),
      )
      .where(eq(questions.paperId, session.paperId))
      .orderBy(asc(questions.number));
  }

  /**
   * Seals the run: only while the session is still 'evaluating' under this run number, so of two
   * workers that both got this far (an expired job retried while its first worker still ran) only
   * the first commits; the caller rolls the whole transaction back when this returns false.
   */
  async sealEvaluated(
    sessionId: string,
    run: number,
    values: { marksAwarded: number; isPass: boolean; overallReport: string },
    tx: Executor,
  ): Promise<boolean> {
    const rows = await tx
      .update(practiceSessions)
      .set({ ...values, status: 'evaluated', evaluatedAt: new Date(), failureReason: null })
      .where(
        and(
          eq(practiceSessions.id, sessionId),
          eq(practiceSessions.status, 'evaluating'),
          eq(practiceSessions.evaluationRuns, run),
        ),
      )
      .returning({ id: practiceSessions.id });
    return rows.length > 0;
  }

  /**
   * One statement for every question's answer: unanswered questions get a row too (0 marks, with
   * feedback saying so). A teacher's override is kept: marks_awarded stays, the evaluator's mark is
   * still refreshed beside it.
   */
  async saveAnswers(rows: NewAnswer[], tx: Executor) {
    if (rows.length === 0) return;
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    await tx
      .insert(answers)
      .values(rows)
      .onConflictDoUpdate({
        target: [answers.sessionId, answers.questionId],
        set: {
          transcription: excluded('transcription'),
          evaluator: excluded('evaluator'),
          evaluatorModel: excluded('evaluator_model'),
          evaluatorMarksAwarded: excluded('evaluator_marks_awarded'),
          feedback: excluded('feedback'),
          marksAllocated: excluded('marks_allocated'),
          marksAwarded: sql`case when ${answers.overriddenAt} is null then excluded.marks_awarded else ${answers.marksAwarded} end`,
          updatedAt: new Date(),
        },
      });
  }

  /**
   * The run's failure, readable by an admin; only while this run still owns the session (claimed,
   * or never claimed because the claim itself failed).
   */
  async markFailed(sessionId: string, run: number, reason: string) {
    await this.database.db
      .update(practiceSessions)
      .set({ status: 'failed', evaluationRuns: run, failureReason: reason.slice(0, 2000) })
      .where(
        and(
          eq(practiceSessions.id, sessionId),
          sql`((${practiceSessions.status} = 'submitted' and ${practiceSessions.evaluationRuns} = ${run - 1})
            or (${practiceSessions.status} = 'evaluating' and ${practiceSessions.evaluationRuns} = ${run}))`,
        ),
      );
  }
}

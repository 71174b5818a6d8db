import { Inject, Injectable } from '@nestjs/common';
import {
  answers,
  levels,
  questionPapers,
  practiceSessions,
  questions,
  type Database,
  type NewAnswer,
  type PendingResult,
} from '@markwise/db';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DATABASE, type Executor } from '../../database/database.module.js';

export type SessionWork = NonNullable<Awaited<ReturnType<EvaluationRepository['findSession']>>>;
export type QuestionWork = Awaited<ReturnType<EvaluationRepository['questionsOf']>>[number];

/** Answers of the class a question's marking compares with (the built-in evaluator's peers). */
export const PEER_ANSWERS_PER_QUESTION = 200;

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
        releasePolicy: levels.releasePolicy,
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

  /** Every question of the paper in order, with the session's answer to it (and its state) if any. */
  async questionsOf(session: { id: string; paperId: string }, tx: Executor = this.database.db) {
    return tx
      .select({
        questionId: questions.id,
        number: questions.number,
        text: questions.text,
        marks: questions.marks,
        modelAnswer: questions.modelAnswer,
        rubric: questions.rubric,
        acceptedAnswers: questions.acceptedAnswers,
        language: questions.language,
        answerId: answers.id,
        answerText: answers.answerText,
        imagePaths: answers.imagePaths,
        transcription: answers.transcription,
        marksAwarded: answers.marksAwarded,
        evaluatorMarksAwarded: answers.evaluatorMarksAwarded,
        feedback: answers.feedback,
        evaluator: answers.evaluator,
        evaluatorModel: answers.evaluatorModel,
        reviewReasons: answers.reviewReasons,
        overriddenAt: answers.overriddenAt,
        releasedAt: answers.releasedAt,
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
   * For each question, the latest PEER_ANSWERS_PER_QUESTION texts (typed, else transcribed) that
   * other submitted attempts of the institution gave to it.
   */
  async peerAnswers(
    scope: { institutionId: string; excludeSessionId: string },
    questionIds: readonly string[],
  ): Promise<Map<string, string[]>> {
    const peers = new Map<string, string[]>();
    if (questionIds.length === 0) return peers;
    const text = sql<string>`coalesce(nullif(trim(${answers.answerText}), ''), ${answers.transcription})`;
    const ranked = this.database.db
      .select({
        questionId: answers.questionId,
        text: text.as('text'),
        rank: sql<number>`row_number() over (partition by ${answers.questionId} order by ${answers.submittedAt} desc nulls last, ${answers.id})`.as(
          'rank',
        ),
      })
      .from(answers)
      .innerJoin(practiceSessions, eq(practiceSessions.id, answers.sessionId))
      .where(
        and(
          eq(practiceSessions.institutionId, scope.institutionId),
          ne(practiceSessions.id, scope.excludeSessionId),
          ne(practiceSessions.status, 'in_progress'),
          inArray(answers.questionId, [...questionIds]),
          sql`${text} is not null`,
        ),
      )
      .as('ranked');
    const rows = await this.database.db
      .select({ questionId: ranked.questionId, text: ranked.text })
      .from(ranked)
      .where(sql`${ranked.rank} <= ${PEER_ANSWERS_PER_QUESTION}`);
    for (const row of rows)
      peers.set(row.questionId, [...(peers.get(row.questionId) ?? []), row.text]);
    return peers;
  }

  /**
   * Takes the run's hold on the session for the sealing transaction: only while it is still
   * 'evaluating' under this run number, so of two workers that both got this far (an expired job
   * retried while its first worker still ran) only the first commits; the caller rolls the whole
   * transaction back when this returns false. The row stays locked until the transaction ends.
   */
  async holdRun(sessionId: string, run: number, tx: Executor): Promise<boolean> {
    const rows = await tx
      .update(practiceSessions)
      .set({ failureReason: null })
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
   * One statement for the answers not yet released: unanswered questions get a row too (0 marks,
   * with feedback saying so). A teacher's decision is kept: marks_awarded stays, the machine's
   * result is refreshed beside it.
   */
  async saveUnreleased(rows: NewAnswer[], tx: Executor) {
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
          suggestedMarks: excluded('suggested_marks'),
          confidence: excluded('confidence'),
          reviewReasons: excluded('review_reasons'),
          secondOpinion: excluded('second_opinion'),
          feedback: excluded('feedback'),
          marksAllocated: excluded('marks_allocated'),
          marksAwarded: sql`case when ${answers.overriddenAt} is null then excluded.marks_awarded else ${answers.marksAwarded} end`,
          releasedAt: excluded('released_at'),
          pending: null,
          updatedAt: new Date(),
        },
        // A row released since this run read it (a teacher's release) is not the run's to change.
        setWhere: sql`${answers.releasedAt} is null`,
      });
  }

  /** A re-run's result for an answer its student already sees: kept aside for a teacher. */
  async setPending(answerId: string, pending: PendingResult | null, tx: Executor) {
    await tx.update(answers).set({ pending }).where(eq(answers.id, answerId));
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

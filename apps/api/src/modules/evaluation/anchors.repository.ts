import { Injectable } from '@nestjs/common';
import { answers, practiceSessions } from '@markwise/db';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../database/database.module.js';

/** An answer's text as marked: typed, then what was read from its photos. */
const answerTextOf = sql<string>`concat_ws(E'\n\n', nullif(trim(${answers.answerText}), ''), nullif(trim(${answers.transcription}), ''))`;

/**
 * Teachers' marks on a question as anchors, and the unreleased suggestions they move; always
 * within the caller's institution, in the caller's transaction (which holds the question's lock).
 */
@Injectable()
export class AnchorsRepository {
  /**
   * Teachers' marks on a question beside the machine's raw mark and the answer's text: what
   * re-calibrates the machine's suggestions for the other answers. `except`: a session left out.
   */
  async anchorsOf(
    scope: { institutionId: string },
    questionId: string,
    tx: Executor,
    except?: string,
  ) {
    const rows = await tx
      .select({
        teacherMarks: answers.marksAwarded,
        machineMarks: answers.evaluatorMarksAwarded,
        answer: answerTextOf,
      })
      .from(answers)
      .innerJoin(practiceSessions, eq(practiceSessions.id, answers.sessionId))
      .where(
        and(
          eq(practiceSessions.institutionId, scope.institutionId),
          eq(answers.questionId, questionId),
          isNotNull(answers.overriddenAt),
          isNotNull(answers.marksAwarded),
          isNotNull(answers.evaluatorMarksAwarded),
          except ? ne(answers.sessionId, except) : undefined,
        ),
      );
    return rows.flatMap((row) =>
      row.answer.trim() && row.teacherMarks !== null && row.machineMarks !== null
        ? [{ answer: row.answer, teacherMarks: row.teacherMarks, machineMarks: row.machineMarks }]
        : [],
    );
  }

  /** The question's unreleased answers no teacher has decided: the suggestions anchors move. */
  async undecidedOf(scope: { institutionId: string }, questionId: string, tx: Executor) {
    return tx
      .select({
        id: answers.id,
        answer: answerTextOf,
        machineMarks: answers.evaluatorMarksAwarded,
        suggestedMarks: answers.suggestedMarks,
      })
      .from(answers)
      .innerJoin(practiceSessions, eq(practiceSessions.id, answers.sessionId))
      .where(
        and(
          eq(practiceSessions.institutionId, scope.institutionId),
          eq(answers.questionId, questionId),
          isNull(answers.releasedAt),
          isNull(answers.overriddenAt),
          isNotNull(answers.evaluatorMarksAwarded),
          // Unanswered questions are confidently 0; nothing to re-calibrate.
          ne(answers.evaluator, 'none'),
        ),
      );
  }

  /** An unreleased, undecided answer's suggestion, which is also its mark until a teacher's. */
  async setSuggestion(answerId: string, marks: number, tx: Executor) {
    await tx
      .update(answers)
      .set({ suggestedMarks: marks, marksAwarded: marks })
      .where(
        and(eq(answers.id, answerId), isNull(answers.releasedAt), isNull(answers.overriddenAt)),
      );
  }
}

import { Injectable } from '@nestjs/common';
import { CorrectTranscriptionResponse, type CorrectTranscriptionRequest } from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, notFound } from '../../common/errors/domain-errors.js';
import { AuditLogRepository } from '../../data/audit/audit-log.repository.js';
import { tenantOf, type TenantScope } from '../../data/scope.js';
import { AnswersRepository } from '../../data/sessions/answers.repository.js';
import { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import { MarksRepository } from '../../data/sessions/marks.repository.js';
import { Transactions, type Tx } from '../../data/transactions.js';
import { SessionEvaluator } from './session-evaluator.service.js';

type AnswerIds = { sessionId: string; questionId: string };

/**
 * A teacher's correction of what the machine read on a photographed answer: the answer is marked
 * again from the corrected text, and its new suggestion waits for the teacher's decision (the
 * student sees nothing until then). Only an answer of an attempt in review that no teacher has
 * decided and that is not released can be corrected.
 */
@Injectable()
export class TranscriptionCorrection {
  constructor(
    private readonly transactions: Transactions,
    private readonly attempts: AttemptsRepository,
    private readonly marks: MarksRepository,
    private readonly answers: AnswersRepository,
    private readonly audit: AuditLogRepository,
    private readonly evaluator: SessionEvaluator,
  ) {}

  async correct(
    caller: AuthUser,
    ids: AnswerIds,
    { transcription }: CorrectTranscriptionRequest,
  ): Promise<CorrectTranscriptionResponse> {
    const scope = tenantOf(caller);
    // Checked before marking (which may call a model for seconds), and again under the lock.
    await this.transactions.run((tx) => this.correctable(scope, ids, tx, false));
    const marked = await this.evaluator.markFromTranscription(scope, ids, transcription);
    if (!marked) throw notFound('Question not found in this session');
    return this.transactions.run(async (tx) => {
      const { session, answer } = await this.correctable(scope, ids, tx, true);
      const now = new Date();
      const row = await this.evaluator.waitingAnswer(scope, session, marked, now, tx);
      await this.answers.saveUnreleased(scope, [row], tx);
      const after = {
        transcription: row.transcription ?? transcription,
        machineMarks: row.evaluatorMarksAwarded ?? 0,
        suggestedMarks: row.suggestedMarks ?? 0,
        confidence: row.confidence ?? 'needs_review',
      };
      await this.audit.record(
        scope,
        {
          actorUserId: caller.id,
          action: 'answer.transcription_correction',
          entityType: 'answer',
          entityId: answer.answerId!,
          before: {
            transcription: answer.transcription,
            machineMarks: answer.evaluatorMarksAwarded,
            suggestedMarks: answer.suggestedMarks,
            confidence: answer.confidence,
          },
          after,
          reason: null,
        },
        tx,
      );
      return CorrectTranscriptionResponse.parse({
        data: {
          sessionId: session.id,
          questionId: ids.questionId,
          ...after,
          previousMachineMarks: answer.evaluatorMarksAwarded,
          reasons: row.reviewReasons ?? [],
          feedback: row.feedback ?? null,
        },
      });
    });
  }

  /** The attempt (locked when asked) and its answer, or why its reading cannot be corrected. */
  private async correctable(scope: TenantScope, ids: AnswerIds, tx: Tx, lock: boolean) {
    const session = await this.attempts.findSession(scope, ids.sessionId, { lock, tx });
    if (!session) throw notFound('Session not found');
    if (session.status !== 'in_review') {
      throw conflict(
        `Only an attempt in review can have a reading corrected (this one is ${session.status})`,
      );
    }
    const answer = await this.marks.findAnswer(scope, ids, tx);
    if (!answer) throw notFound('Question not found in this session');
    if (!answer.answerId || answer.imagePaths === null || answer.imagePaths.length === 0) {
      throw conflict('This answer has no photographed pages: its text is what the student typed');
    }
    if (answer.releasedAt !== null) {
      throw conflict('This answer is already released; change its mark with an override');
    }
    if (answer.overriddenAt !== null) throw conflict('A teacher has already decided this answer');
    return { session, answer };
  }
}

import { Injectable } from '@nestjs/common';
import {
  LevelRegradeResponse,
  paginationOf,
  REGRADE_MESSAGES,
  regradeDeadline,
  RegradeRequestResponse,
  type LevelRegradeQuery,
  type RegradeRequestBody,
  type ResolveRegradeRequest,
} from '@markwise/contract';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, notFound } from '../../common/errors/domain-errors.js';
import { AuditLogRepository } from '../../data/audit/audit-log.repository.js';
import { LevelsRepository } from '../../data/catalogue/levels.repository.js';
import { studentOf, tenantOf } from '../../data/scope.js';
import { AttemptsRepository } from '../../data/sessions/attempts.repository.js';
import { MarksRepository } from '../../data/sessions/marks.repository.js';
import { RegradeRequestsRepository } from '../../data/sessions/regrade-requests.repository.js';
import { Transactions } from '../../data/transactions.js';
import { ImageUrlSigner } from '../attempts/image-url-signer.js';
import { queuedStudent } from './queued-student.js';
import { toRequest } from './regrade-view.js';
import { ReviewService } from './review.service.js';

/**
 * Students' requests for a re-check of a released mark, and teachers' resolutions: once per
 * answer, within the level's window after the mark's release; the teacher's mark and note reach
 * the student, and both steps are in the audit log.
 */
@Injectable()
export class RegradeService {
  constructor(
    private readonly transactions: Transactions,
    private readonly attempts: AttemptsRepository,
    private readonly marks: MarksRepository,
    private readonly requests: RegradeRequestsRepository,
    private readonly levels: LevelsRepository,
    private readonly audit: AuditLogRepository,
    private readonly review: ReviewService,
    private readonly signer: ImageUrlSigner,
  ) {}

  /** The calling student's request on their own released answer. */
  async request(
    caller: AuthUser,
    ids: { sessionId: string; questionId: string },
    { reason }: RegradeRequestBody,
  ): Promise<RegradeRequestResponse> {
    const student = studentOf(caller);
    const now = new Date();
    const created = await this.transactions.run(async (tx) => {
      const session = await this.attempts.findSession(student, ids.sessionId, { tx });
      if (!session) throw notFound('Session not found');
      const answer = await this.marks.findAnswer(student, ids, tx);
      if (!answer) throw notFound('Question not found in this session');
      if (answer.answerId === null || answer.releasedAt === null) {
        throw conflict(REGRADE_MESSAGES.notReleased);
      }
      const deadline = regradeDeadline(answer.releasedAt, session.regradeWindowDays);
      if (deadline === null) throw conflict(REGRADE_MESSAGES.noRequests);
      if (now > deadline) throw conflict(REGRADE_MESSAGES.closed(deadline.toISOString()));
      const row = await this.requests.create(
        student,
        { answerId: answer.answerId, reason, marksBefore: answer.marksAwarded ?? 0 },
        tx,
      );
      if (!row) throw conflict(REGRADE_MESSAGES.once);
      await this.audit.record(
        student,
        {
          actorUserId: caller.id,
          action: 'regrade.request',
          entityType: 'regrade_request',
          entityId: row.id,
          before: null,
          after: { answerId: answer.answerId, marks: row.marksBefore, status: row.status },
          reason,
        },
        tx,
      );
      return row;
    });
    return RegradeRequestResponse.parse({ data: toRequest(created) });
  }

  /** One page of the level's requests for the desk, with the counts of open and resolved. */
  async list(
    caller: AuthUser,
    levelId: string,
    query: LevelRegradeQuery,
  ): Promise<LevelRegradeResponse> {
    const scope = tenantOf(caller);
    if (!(await this.levels.findById(scope, levelId))) throw notFound('Level not found');
    const [rows, counts] = await Promise.all([
      this.requests.page(scope, levelId, query),
      this.requests.countsOf(scope, levelId),
    ]);
    const total = query.status === 'all' ? counts.open + counts.resolved : counts[query.status];
    return LevelRegradeResponse.parse({
      data: rows.map((row) => ({
        ...toRequest(row),
        sessionId: row.sessionId,
        student: queuedStudent(row),
        question: {
          id: row.questionId,
          number: row.number,
          text: row.questionText,
          marks: row.marks,
        },
        answerText: row.answerText,
        transcription: row.transcription,
        images: this.signer.urlsOf(
          { sessionId: row.sessionId, questionId: row.questionId },
          row.imagePaths,
        ),
        marksAwarded: row.marksAwarded,
      })),
      counts,
      pagination: paginationOf(query, total),
    });
  }

  /**
   * Resolves an open request in one transaction: the answer gets the teacher's mark with the note
   * as its reason (the same mark upholds it, still recorded as the teacher's), the attempt is
   * settled so the student is told of the outcome, and the request records both marks.
   */
  async resolve(
    caller: AuthUser,
    requestId: string,
    { marks, note }: ResolveRegradeRequest,
  ): Promise<RegradeRequestResponse> {
    const scope = tenantOf(caller);
    const at = new Date();
    const resolved = await this.transactions.run(async (tx) => {
      const claimed = await this.requests.resolve(
        scope,
        requestId,
        { marksAfter: marks, note, by: caller.id, at },
        tx,
      );
      if (!claimed) {
        if (await this.requests.exists(scope, requestId, tx)) {
          throw conflict(REGRADE_MESSAGES.resolved);
        }
        throw notFound('Regrade request not found');
      }
      await this.review.markIn(
        caller,
        { sessionId: claimed.sessionId, questionId: claimed.questionId },
        { decision: 'change', marks, reason: note },
        'override',
        tx,
      );
      await this.audit.record(
        scope,
        {
          actorUserId: caller.id,
          action: 'regrade.resolve',
          entityType: 'regrade_request',
          entityId: claimed.id,
          before: { status: 'open', marks: claimed.marksBefore },
          after: { status: 'resolved', marks },
          reason: note,
        },
        tx,
      );
      return claimed;
    });
    await this.review.recalibrate(scope, resolved.questionId);
    return RegradeRequestResponse.parse({
      data: {
        id: resolved.id,
        questionId: resolved.questionId,
        reason: resolved.reason,
        status: 'resolved',
        requestedAt: resolved.requestedAt.toISOString(),
        outcome: {
          marksBefore: resolved.marksBefore,
          marksAfter: marks,
          note,
          resolvedAt: at.toISOString(),
        },
      },
    });
  }
}

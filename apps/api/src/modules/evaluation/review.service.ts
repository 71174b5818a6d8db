import { Inject, Injectable } from '@nestjs/common';
import {
  paginationOf,
  ReleaseSessionResponse,
  ReviewDecisionResponse,
  ReviewListResponse,
  type ReviewDecisionRequest,
  type ReviewListQuery,
} from '@markwise/contract';
import type { Database } from '@markwise/db';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, invalid, notFound } from '../../common/errors/domain-errors.js';
import { DATABASE } from '../../database/database.module.js';
import { EvaluationAdminRepository } from './evaluation-admin.repository.js';
import { ReviewListRepository } from './review-list.repository.js';
import { ReviewRepository } from './review.repository.js';
import { isReleased, scoreOf, SessionSettlement } from './session-settlement.js';
import { SuggestionAnchors } from './suggestion-anchors.js';

/** A teacher's mark on one answer: the machine's suggestion accepted, or another mark. */
export type TeacherMark =
  { decision: 'accept'; reason?: string } | { decision: 'change'; marks: number; reason: string };

/**
 * `review`: a decision on an answer waiting for one (409 if decided or released already).
 * `override`: a teacher's mark on any answer of an evaluated or in-review attempt.
 */
export type MarkMode = 'review' | 'override';

const ACCEPTED = 'Accepted the suggested mark.';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Teachers' review of machine marks: the answers waiting, a decision on one (which also moves the
 * suggestions of the question's other waiting answers), and the release of an attempt.
 */
@Injectable()
export class ReviewService {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    private readonly repository: ReviewRepository,
    private readonly listRows: ReviewListRepository,
    private readonly admin: EvaluationAdminRepository,
    private readonly anchors: SuggestionAnchors,
    private readonly settlement: SessionSettlement,
  ) {}

  async list(
    caller: AuthUser,
    levelId: string,
    query: ReviewListQuery,
  ): Promise<ReviewListResponse> {
    const scope = { institutionId: caller.institutionId };
    if (!(await this.listRows.findLevel(scope, levelId))) throw notFound('Level not found');
    const [{ rows, total }, questions] = await Promise.all([
      this.listRows.reviewPage(scope, levelId, query),
      this.listRows.waitingPerQuestion(scope, levelId),
    ]);
    return ReviewListResponse.parse({
      data: rows.map((row) => ({
        sessionId: row.sessionId,
        sessionStatus: row.sessionStatus,
        submittedAt: row.submittedAt?.toISOString() ?? null,
        student: {
          id: row.studentId,
          name: `${row.firstName} ${row.lastName}`.trim(),
          email: row.email,
        },
        question: {
          id: row.questionId,
          number: row.number,
          text: row.questionText,
          marks: row.marks,
        },
        answerText: row.answerText,
        transcription: row.transcription,
        imageCount: row.imagePaths.length,
        suggestedMarks: row.suggestedMarks,
        machineMarks: row.machineMarks,
        confidence: row.confidence,
        reasons: row.reasons,
        secondOpinion: row.secondOpinion,
        needsDecision: Boolean(row.needsDecision),
      })),
      questions,
      pagination: paginationOf(query, total),
    });
  }

  /** A review decision on an answer waiting for one. */
  async decide(
    caller: AuthUser,
    ids: { sessionId: string; questionId: string },
    body: ReviewDecisionRequest,
  ): Promise<ReviewDecisionResponse> {
    return ReviewDecisionResponse.parse({ data: await this.mark(caller, ids, body, 'review') });
  }

  /**
   * Records a teacher's mark on one answer, in one transaction: the answer (released at once under
   * `confident_at_once`, or when it already was), the audit log, the suggestions of the question's
   * other undecided answers re-calibrated with it, and the attempt settled (evaluated with totals
   * once nothing is left unreleased).
   */
  async mark(
    caller: AuthUser,
    ids: { sessionId: string; questionId: string },
    mark: TeacherMark,
    mode: MarkMode,
  ) {
    const scope = { institutionId: caller.institutionId };
    const at = new Date();
    return this.database.db.transaction(async (tx) => {
      const session = await this.repository.lockSession(scope, ids.sessionId, tx);
      if (!session) throw notFound('Session not found');
      if (mode === 'review' && session.status !== 'in_review') {
        throw conflict(
          `Only an attempt in review takes review decisions (this one is ${session.status})`,
        );
      }
      if (session.status !== 'in_review' && session.status !== 'evaluated') {
        throw conflict(
          `Only an evaluated or in-review session can be re-marked (this one is ${session.status})`,
        );
      }
      const current = await this.repository.findAnswer(
        { sessionId: session.id, paperId: session.paperId, questionId: ids.questionId },
        tx,
      );
      if (!current) throw notFound('Question not found in this session');
      if (mode === 'review') {
        if (current.releasedAt !== null) {
          throw conflict('This answer is already released; change its mark with an override');
        }
        if (current.overriddenAt !== null) {
          throw conflict('A teacher has already decided this answer');
        }
      }
      const marks =
        mark.decision === 'accept'
          ? (current.suggestedMarks ?? current.marksAwarded ?? 0)
          : mark.marks;
      if (marks > current.marks) throw invalid(`marks must be between 0 and ${current.marks}`);
      const reason = mark.reason ?? ACCEPTED;
      await this.repository.lockQuestions([current.questionId], tx);
      // An evaluated attempt's answers are all released; a changed mark stays so.
      const release =
        session.releasePolicy === 'confident_at_once' ||
        session.status === 'evaluated' ||
        current.releasedAt !== null;
      const saved = await this.repository.saveTeacherMark(
        {
          sessionId: session.id,
          questionId: current.questionId,
          marksAllocated: current.marks,
          marks,
          reason,
          by: caller.id,
          at,
          release,
          onlyUndecided: mode === 'review',
        },
        tx,
      );
      if (!saved) throw conflict('A teacher has already decided this answer');
      await this.admin.audit(
        {
          institutionId: caller.institutionId,
          actorUserId: caller.id,
          action: mode === 'review' ? 'answer.review_decision' : 'answer.mark_override',
          entityType: 'answer',
          entityId: saved.id,
          before: {
            marksAwarded: current.marksAwarded,
            evaluatorMarksAwarded: current.evaluatorMarksAwarded,
            suggestedMarks: current.suggestedMarks,
            confidence: current.confidence,
            released: current.releasedAt !== null,
            overriddenBy: current.overriddenBy,
            overriddenAt: current.overriddenAt?.toISOString() ?? null,
            overrideReason: current.overrideReason,
          },
          after: {
            decision: mark.decision,
            marksAwarded: marks,
            evaluatorMarksAwarded: saved.evaluatorMarksAwarded,
            released: saved.releasedAt !== null,
            overriddenBy: caller.id,
            overriddenAt: at.toISOString(),
            overrideReason: reason,
          },
          reason,
        },
        tx,
      );
      const suggestionsMoved = await this.anchors.moveSuggestions(
        scope,
        { id: current.questionId, text: current.questionText, marks: current.marks },
        tx,
      );
      const settled = await this.settlement.settle(session, tx);
      return {
        sessionId: session.id,
        questionId: current.questionId,
        decision: mark.decision,
        marks: { awarded: marks, allocated: current.marks },
        evaluatorMarks: saved.evaluatorMarksAwarded,
        override: {
          marks,
          reason,
          by: await this.admin.userName(caller.id, tx),
          at: at.toISOString(),
        },
        released: saved.releasedAt !== null,
        sessionStatus: settled.status,
        overallScore: scoreOf(settled),
        suggestionsMoved,
      };
    });
  }

  /**
   * Releases every answer of an attempt in review, once no answer the machine was unsure of is
   * left undecided; the attempt is then evaluated with its totals, progress and XP.
   */
  async release(caller: AuthUser, sessionId: string): Promise<ReleaseSessionResponse> {
    const scope = { institutionId: caller.institutionId };
    const at = new Date();
    const data = await this.database.db.transaction(async (tx) => {
      const session = await this.repository.lockSession(scope, sessionId, tx);
      if (!session) throw notFound('Session not found');
      if (session.status !== 'in_review') {
        throw conflict(`Only an attempt in review can be released (this one is ${session.status})`);
      }
      const rows = await this.repository.results(session.id, session.paperId, tx);
      const undecided = rows.filter(
        (row) => !isReleased(row) && row.confidence === 'needs_review' && row.overriddenAt === null,
      );
      if (undecided.length > 0) {
        throw conflict(
          `${plural(undecided.length, 'answer')} still need${undecided.length === 1 ? 's' : ''} a teacher's decision before this attempt can be released (question${undecided.length === 1 ? '' : 's'} ${undecided.map((row) => row.number).join(', ')})`,
        );
      }
      const released = await this.repository.releaseAll(session.id, at, tx);
      await this.admin.audit(
        {
          institutionId: caller.institutionId,
          actorUserId: caller.id,
          action: 'session.release',
          entityType: 'practice_session',
          entityId: session.id,
          before: { status: session.status },
          after: { status: 'evaluated', released },
          reason: null,
        },
        tx,
      );
      const settled = await this.settlement.settle(session, tx);
      return {
        sessionId: session.id,
        status: settled.status,
        released,
        overallScore: scoreOf(settled),
      };
    });
    return ReleaseSessionResponse.parse({ data });
  }
}

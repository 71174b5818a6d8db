import { Inject, Injectable } from '@nestjs/common';
import {
  EvaluationQueueResponse,
  OverrideMarkResponse,
  paginationOf,
  ReEvaluateResponse,
  type EvaluationQueueQuery,
  type OverrideMarkRequest,
  type ReEvaluateRequest,
} from '@markwise/contract';
import type { Database } from '@markwise/db';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, invalid, notFound } from '../../common/errors/domain-errors.js';
import { DATABASE, type Executor } from '../../database/database.module.js';
import { EvaluationAdminRepository } from './evaluation-admin.repository.js';
import { EvaluationQueue } from './evaluation-queue.js';
import { LevelProgressRepository } from './level-progress.repository.js';
import { overallReport, passMarkOf, totalsOf } from './session-results.js';

type AdminSession = NonNullable<Awaited<ReturnType<EvaluationAdminRepository['findSession']>>>;

/** An admin's control over evaluation: override a mark, re-run a session, see what failed. */
@Injectable()
export class TeacherControlService {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    private readonly repository: EvaluationAdminRepository,
    private readonly progress: LevelProgressRepository,
    private readonly queue: EvaluationQueue,
  ) {}

  /**
   * Sets a teacher's mark on an evaluated answer, keeps the evaluator's mark beside it, writes the
   * audit log, and recomputes the session's totals, report and level progress: one transaction.
   */
  async overrideMark(
    caller: AuthUser,
    ids: { sessionId: string; questionId: string },
    body: OverrideMarkRequest,
  ): Promise<OverrideMarkResponse> {
    const at = new Date();
    const data = await this.database.db.transaction(async (tx) => {
      const session = await this.repository.findSession(
        ids.sessionId,
        caller.institutionId,
        tx,
        true,
      );
      if (!session) throw notFound('Session not found');
      if (session.status !== 'evaluated') {
        throw conflict(
          `Only an evaluated session can be re-marked (this one is ${session.status})`,
        );
      }
      const current = await this.repository.findQuestionAnswer(
        { sessionId: session.id, paperId: session.paperId, questionId: ids.questionId },
        tx,
      );
      if (!current) throw notFound('Question not found in this session');
      if (body.marks > current.marks) {
        throw invalid(`marks must be between 0 and ${current.marks}`);
      }
      const saved = await this.repository.saveOverride(
        {
          sessionId: session.id,
          questionId: current.questionId,
          marksAllocated: current.marks,
          marks: body.marks,
          reason: body.reason,
          by: caller.id,
          at,
        },
        tx,
      );
      await this.repository.audit(
        {
          institutionId: caller.institutionId,
          actorUserId: caller.id,
          action: 'answer.mark_override',
          entityType: 'answer',
          entityId: saved.id,
          before: {
            marksAwarded: current.marksAwarded,
            evaluatorMarksAwarded: current.evaluatorMarksAwarded,
            overriddenBy: current.overriddenBy,
            overriddenAt: current.overriddenAt?.toISOString() ?? null,
            overrideReason: current.overrideReason,
          },
          after: {
            marksAwarded: body.marks,
            evaluatorMarksAwarded: saved.evaluatorMarksAwarded,
            overriddenBy: caller.id,
            overriddenAt: at.toISOString(),
            overrideReason: body.reason,
          },
          reason: body.reason,
        },
        tx,
      );
      const totals = await this.recompute(session, tx);
      return {
        sessionId: session.id,
        questionId: current.questionId,
        marks: { awarded: body.marks, allocated: current.marks },
        evaluatorMarks: saved.evaluatorMarksAwarded,
        override: {
          marks: body.marks,
          reason: body.reason,
          by: await this.repository.userName(caller.id, tx),
          at: at.toISOString(),
        },
        overallScore: {
          awarded: totals.marksAwarded,
          allocated: totals.marksAllocated,
          percentage: totals.percentage,
          isPass: totals.isPass,
        },
      };
    });
    return OverrideMarkResponse.parse({ data });
  }

  /** Totals, pass/fail, overall report, level progress and XP from the answers as they now are. */
  private async recompute(session: AdminSession, tx: Executor) {
    const rows = await this.repository.results(
      { sessionId: session.id, paperId: session.paperId },
      tx,
    );
    const results = rows.map((row) => ({
      number: row.number,
      marksAwarded: row.marksAwarded ?? 0,
      marksAllocated: row.marks,
      answered: row.answerId !== null && row.evaluator !== 'none',
      feedback: row.feedback ?? null,
    }));
    const totals = totalsOf(results, passMarkOf(session));
    await this.repository.updateTotals(
      session.id,
      {
        marksAwarded: totals.marksAwarded,
        isPass: totals.isPass,
        overallReport: overallReport(results, totals),
      },
      tx,
    );
    await this.progress.recompute(session.userId, session.levelId, tx);
    if (totals.isPass) await this.progress.awardXpOnce(session.userId, session.levelId, tx);
    return totals;
  }

  /**
   * Queues a new run of an evaluated or failed session. Teachers' overrides stand unless
   * `discardOverrides`; the run gets its own job key (`<session>:<run>`), so it is queued even
   * though earlier runs' jobs exist, and the claim still lets it run once.
   */
  async reEvaluate(
    caller: AuthUser,
    sessionId: string,
    body: ReEvaluateRequest,
  ): Promise<ReEvaluateResponse> {
    const discard = body.discardOverrides ?? false;
    const session = await this.database.db.transaction(async (tx) => {
      const found = await this.repository.findSession(sessionId, caller.institutionId, tx, true);
      if (!found) throw notFound('Session not found');
      if (found.status !== 'evaluated' && found.status !== 'failed') {
        throw conflict(
          found.status === 'in_progress'
            ? 'The session has not been submitted yet'
            : `The session is already queued for evaluation (${found.status})`,
        );
      }
      await this.repository.resetForRun(found.id, discard, tx);
      await this.repository.audit(
        {
          institutionId: caller.institutionId,
          actorUserId: caller.id,
          action: 'session.re_evaluate',
          entityType: 'practice_session',
          entityId: found.id,
          before: { status: found.status, evaluationRuns: found.evaluationRuns },
          after: { status: 'submitted', discardOverrides: discard },
          reason: null,
        },
        tx,
      );
      return found;
    });
    await this.queue.enqueue(session.id);
    return ReEvaluateResponse.parse({
      data: {
        sessionId: session.id,
        status: 'submitted',
        run: session.evaluationRuns + 1,
        overridesKept: !discard,
      },
    });
  }

  async queuePage(caller: AuthUser, query: EvaluationQueueQuery): Promise<EvaluationQueueResponse> {
    const { rows, total } = await this.repository.queuePage(caller.institutionId, query);
    return EvaluationQueueResponse.parse({
      data: rows.map((row) => ({
        sessionId: row.sessionId,
        status: row.status,
        failureReason: row.failureReason,
        evaluationRuns: row.evaluationRuns,
        submittedAt: row.submittedAt?.toISOString() ?? null,
        student: {
          id: row.studentId,
          name: `${row.firstName} ${row.lastName}`.trim(),
          email: row.email,
        },
        paper: { id: row.paperId, title: row.paperTitle, qpCode: row.qpCode },
      })),
      pagination: paginationOf(query, total),
    });
  }
}
